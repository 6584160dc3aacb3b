import Foundation

/// What a spec says is secret in an exchange with its server: the token where it is sent and where it
/// arrives, the keys, the parameters marked `secret`, and the fields every HTTP client keeps to itself
/// (`Authorization`, cookies). `netlayer record` writes placeholders in their place, and `netlayer verify`
/// never quotes them.
public struct SpecSecrets: Sendable {
    /// Header fields whose values are secret, lowercased.
    public private(set) var headers: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]
    /// Query items and form fields whose values are secret.
    public private(set) var parameters: Set<String> = []
    /// Where a reply's JSON body carries the token, key by key from the top.
    public private(set) var tokenPaths: [[String]] = []

    /// What is written instead of a secret.
    public static let placeholder = RecordedReply.redacted

    /// The secrets of `spec`.
    ///
    /// - Parameter spec: A spec that loaded without errors.
    public init(spec: Spec) {
        if let token = spec.auth?.token {
            switch token.placement {
            case .header(let name): headers.insert(name.lowercased())
            case .query(let name): parameters.insert(name)
            }
            switch token.source {
            case .header(let name)?: headers.insert(name.lowercased())
            case .body(let path)?: tokenPaths.append(path)
            case nil: break
            }
        }
        for key in spec.auth?.keys ?? [] {
            switch key.placement {
            case .header(let name): headers.insert(name.lowercased())
            case .query(let name): parameters.insert(name)
            case .cookie: break
            }
        }
        for interface in spec.interfaces {
            for parameter in interface.parameters where parameter.secret { parameters.insert(parameter.wireName) }
        }
    }

    /// The header fields with each secret value replaced by ``placeholder``.
    ///
    /// - Parameter fields: Header fields, in order.
    /// - Returns: The same fields, in order, secrets redacted.
    public func redacted(_ fields: [Recording.Header]) -> [Recording.Header] {
        fields.map { headers.contains($0.name.lowercased()) ? Recording.Header($0.name, Self.placeholder) : $0 }
    }

    /// A request target with the values of secret query items replaced by ``placeholder``; the rest of the
    /// text as it was.
    ///
    /// - Parameter target: A path and query, as sent.
    /// - Returns: The target, secrets redacted.
    public func redacted(target: String) -> String {
        guard let mark = target.firstIndex(of: "?") else { return target }
        return String(target[...mark]) + redacted(form: String(target[target.index(after: mark)...]))
    }

    /// `name=value&…` text with the values of secret names replaced by ``placeholder``.
    ///
    /// - Parameter form: A query or a form body.
    /// - Returns: The text, secrets redacted.
    public func redacted(form: String) -> String {
        form.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            let name = pair.split(separator: "=", maxSplits: 1).first ?? ""
            return parameters.contains(Self.decoded(name)) ? "\(name)=\(Self.placeholder)" : String(pair)
        }.joined(separator: "&")
    }

    /// The secret values a request sent: in its secret header fields (a scheme's word left out), its secret
    /// query items and form fields. A server that echoes them back (httpbin's `/get` does) must not have them
    /// recorded either.
    ///
    /// - Parameters:
    ///   - headers: The request's header fields.
    ///   - target: Its path and query.
    ///   - form: Its body, when it is a form.
    /// - Returns: The values, each as it was sent and percent-decoded.
    public func values(sentIn headers: [Recording.Header], target: String, form: String? = nil) -> [String] {
        var values: [String] = []
        for header in headers where self.headers.contains(header.name.lowercased()) {
            values.append(header.value)
            if let space = header.value.firstIndex(of: " ") {
                values.append(String(header.value[header.value.index(after: space)...]))
            }
        }
        let query = target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) }
        for text in [query, form].compactMap({ $0 }) {
            for pair in text.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(Self.decoded)
                if parts.count == 2, parameters.contains(parts[0]) { values.append(parts[1]) }
            }
        }
        return values.filter { !$0.isEmpty }
    }

    /// A JSON body with each secret string replaced by ``placeholder``: where the spec's token arrives, under a
    /// secret parameter's name at the top, wherever one of `sent` stands as a string, and after an `=` inside a
    /// string (an echoed URL's query); every other byte as it was. A body that is not JSON is returned as it is.
    ///
    /// - Parameters:
    ///   - body: The body, as sent or received.
    ///   - sent: Secret values the request carried (``values(sentIn:target:form:)``), which a reply may echo.
    /// - Returns: The body, secrets redacted.
    public func redacted(json body: Data, sent: [String] = []) -> Data {
        guard !tokenPaths.isEmpty || !parameters.isEmpty || !sent.isEmpty, let json = try? JSONValue(parsing: body)
        else {
            return body
        }
        var secrets = sent
        for path in tokenPaths {
            if case .string(let token)? = json.value(at: path) { secrets.append(token) }
        }
        if case .object(let members) = json {
            for member in members where parameters.contains(member.key) {
                if case .string(let value) = member.value { secrets.append(value) }
            }
        }
        // The secret's own JSON text, replaced where it stands: the body is not written anew.
        var text = String(decoding: body, as: UTF8.self)
        for secret in secrets where !secret.isEmpty {
            let written = String(decoding: JSONValue.string(secret).serialized(), as: UTF8.self)
            text = text.replacingOccurrences(of: written, with: "\"\(Self.placeholder)\"")
        }
        // A secret sent in a query or form stands after its `=` where a server echoes the URL it was asked
        // (httpbin's `url`), as sent or percent-encoded; the JSON text of that, inside a longer string.
        for secret in sent where !secret.isEmpty {
            let encoded = secret.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? secret
            for form in Set([secret, encoded]) {
                let written = String(decoding: JSONValue.string("=" + form).serialized(), as: UTF8.self)
                text = text.replacingOccurrences(of: written.dropFirst().dropLast(), with: "=" + Self.placeholder)
            }
        }
        return Data(text.utf8)
    }

    /// RFC 3986, section 2.3: what a query's value holds without percent-encoding.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// A query's or form's name or value as it reads: `+` a space, percent escapes undone.
    private static func decoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? String(text)
    }

    /// The JSON pointers of the places a reply's body carries the token.
    var tokenPointers: Set<String> {
        Set(tokenPaths.map { path in path.reduce(JSONPointer.root) { $0.appending($1) }.description })
    }
}
