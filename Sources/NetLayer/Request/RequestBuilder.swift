import Foundation
import HTTPTypes

/// A request as the client sends it: its head, and its body when it has one.
struct OutgoingRequest: Sendable {
    var head: HTTPRequest
    var body: RequestBody?
}

/// Builds the request of one call: URL, query, headers, body and token.
struct RequestBuilder {
    var endpoint: Endpoint
    var parameters: [Parameter]
    var environment: ServerEnvironment
    var configuration: ClientConfiguration
    /// The app's `$name` values.
    var values: [String: String]
    var token: String?
    /// The keys the call's chosen alternative sends.
    var keys: [SentKey] = []

    static let redacted = "<redacted>"

    /// The call's scheme, authority and path without its query, its path placeholders filled; tokens are kept
    /// under its host (`TokenKeeper.host(of:)`).
    ///
    /// The call's numbers and rules are checked here, once per request: `build` makes the target here or is
    /// handed one made here, and the redacted copy for the log (`redacting`) is of values checked already.
    func target(redacting: Bool = false) throws(NetLayerError) -> RequestTarget {
        if !redacting { try Self.checkValues(parameters) }
        var pathValues: [String: String] = [:]
        for parameter in try effectiveParameters(redacting: redacting) where parameter.placement == .path {
            pathValues[parameter.name] = parameter.value.text ?? ""
        }
        return try URLBuilder.target(for: endpoint, in: environment, pathValues: pathValues)
    }

    /// The request; with `redacting`, secret parameters, the token and keys
    /// read `<redacted>`, for logging. `target` is this builder's own, when already made.
    func build(redacting: Bool = false, target: RequestTarget? = nil) throws(NetLayerError) -> OutgoingRequest {
        let effective = try effectiveParameters(redacting: redacting)
        var queryItems: [(name: String, value: String)] = []
        var headers: [(String, String)] = []
        var cookies: [(name: String, value: String)] = []
        var bodyParameters: [Parameter] = []
        var content: Parameter?
        for parameter in effective {
            switch parameter.placement {
            case .path: break  // target(redacting:)
            case .query: queryItems += parameter.value.texts.map { (parameter.name, $0) }
            case .header: parameter.value.text.map { headers.append((parameter.name, $0)) }
            case .cookie: parameter.value.text.map { cookies.append((parameter.name, $0)) }
            // An endpoint without a body (GET, HEAD, DELETE) sends them in the query, as its common parameters.
            case .body where endpoint.body == nil: queryItems += parameter.value.texts.map { (parameter.name, $0) }
            case .body: bodyParameters.append(parameter)
            case .content: content = parameter
            }
        }
        for header in configuration.headers {
            if let value = header.resolved(with: values) { headers.insert((header.name, value), at: 0) }
        }
        if let token, endpoint.sendsToken, let rules = configuration.token {
            // Redacted, a header still shows its scheme: `Bearer <redacted>`.
            let value = rules.credentials(redacting ? Self.redacted : token)
            switch rules.placement {
            case .header(let name): headers.append((name, value))
            case .query(let name): queryItems.append((name, value))
            }
        }
        // Keys' cookies go first: a parameter of the same name cannot pass for the credential.
        var keyCookies: [(name: String, value: String)] = []
        for key in keys {
            let value = key.configuration.credentials(redacting ? Self.redacted : key.value)
            switch key.configuration.placement {
            case .header(let name): headers.append((name, value))
            case .query(let name): queryItems.append((name, value))
            case .cookie(let name): keyCookies.append((name, value))
            }
        }
        if let cookie = CookieHeader.value(keyCookies + cookies, encoding: !redacting) {
            headers.append(("Cookie", cookie))
        }

        let parts: RequestTarget
        if let target { parts = target } else { parts = try self.target(redacting: redacting) }
        var path = parts.path
        if !queryItems.isEmpty {
            // The call's query after the URL's own.
            path += (path.utf8.contains(UInt8(ascii: "?")) ? "&" : "?") + PercentEncoding.query(queryItems)
        }
        // Collected as an array, each name once, and handed over whole: setting a field of `HTTPFields` by name
        // scans and rewrites it each time.
        var fields: [HTTPField] = []
        fields.reserveCapacity(headers.count + 3)
        for (name, value) in headers {
            // RFC 9110, section 5.5: a field value with CR, LF or NUL is invalid and dangerous (a forged header).
            if let found = value.utf8.first(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) {
                throw .invalidRequest(
                    "the value of header '\(name)' contains \(found == 0 ? "a NUL character" : "a line break")")
            }
            // RFC 9110, section 5.1: a field name is a token.
            guard let fieldName = HTTPField.Name(name) else {
                throw .invalidRequest("'\(name)' is not a header field name")
            }
            // A later field of the same name wins, whatever its case: the spec's, then the call's, then credentials.
            fields.set(HTTPField(name: fieldName, value: value))
        }
        var body: BodyEncoder.Body?
        if let content {
            body = try BodyEncoder.content(content)
        } else if let encoding = endpoint.body, !bodyParameters.isEmpty || encoding == .json {
            body = try BodyEncoder.encode(bodyParameters, as: encoding, boundary: Self.boundary)
        }
        if let body {
            // A body streamed from disk has no size of its own, so the request says it.
            if !body.upload.isInMemory {
                fields.set(HTTPField(name: .contentLength, value: String(body.upload.length)))
            }
            fields.set(HTTPField(name: .contentType, value: body.contentType))
        }
        if !fields.contains(where: { $0.name == .accept }) {
            fields.append(HTTPField(name: .accept, value: endpoint.accept))
        }
        let head = HTTPRequest(
            method: HTTPRequest.Method(endpoint.method), scheme: parts.scheme, authority: parts.authority, path: path,
            headerFields: HTTPFields(fields))
        return OutgoingRequest(head: head, body: body.map { RequestBody(upload: $0.upload) })
    }

    /// The parameters sent: the call's, and the common ones it does not hide; secret values redacted when asked.
    private func effectiveParameters(redacting: Bool) throws(NetLayerError) -> [Parameter] {
        // A parameter of the call wins over a common one of the same name
        // in the same place; one elsewhere (a path placeholder `path` beside
        // a common query item `path`) does not hide it. A parameter the
        // caller left out (nil) is not sent, and does not hide one either.
        let sent = parameters.filter { $0.value != .value(.null) }
        let callNames = Set(sent.map { "\(landing($0.placement))/\($0.name)" })
        let common = commonParameters().filter { !callNames.contains("\(landing($0.placement))/\($0.name)") }
        return (common + sent).map { parameter in
            guard redacting, parameter.isSecret else { return parameter }
            return Parameter(parameter.name, .value(.string(Self.redacted)), in: parameter.placement)
        }
    }

    /// Refuses number text that is not JSON (`.number("1,5")`, a NaN `Double`
    /// parameter), which the body's writer would send as `null` and a query
    /// as it is, and a value that breaks its parameter's rules: the caller
    /// learns which value and where, and nothing is sent. One pass does both,
    /// and a parameter without rules costs one nil check.
    private static func checkValues(_ parameters: [Parameter]) throws(NetLayerError) {
        for parameter in parameters {
            guard case .value(let value) = parameter.value else { continue }
            if let found = value.firstInvalidNumber() {
                // A secret's value is never shown, not even in an error.
                let text = parameter.isSecret ? redacted : "'\(found.text)'"
                throw .invalidRequest(
                    "\(parameter.placement) parameter '\(parameter.name)' holds \(text)"
                        + " at \(parameter.name)\(found.path), which is not a JSON number")
            }
            if let rules = parameter.rules, let violation = rules.violation(of: value) {
                throw .invalidRequest(
                    parameter.isSecret
                        ? "parameter '\(parameter.name)': its value breaks the rule '\(violation.rule.rawValue)'"
                        : "parameter '\(parameter.name)': \(violation.message)")
            }
        }
    }

    /// Where a parameter of `placement` lands: body parameters of an endpoint without a body go in the query.
    private func landing(_ placement: Parameter.Placement) -> Parameter.Placement {
        placement == .body && endpoint.body == nil ? .query : placement
    }

    /// The spec's common parameters, where the endpoint's parameters go.
    private func commonParameters() -> [Parameter] {
        let placement: Parameter.Placement = endpoint.body == nil ? .query : .body
        return configuration.parameters.compactMap { common in
            common.resolved(with: values).map { Parameter(common.name, .value(.string($0)), in: placement) }
        }
    }

    /// Fixed per process, unguessable by the content: part data cannot contain it by accident.
    static let boundary = "netlayer-" + UUID().uuidString
}

extension [HTTPField] {
    /// Sets `field` in place of the one of its name, or appends it: as `HTTPFields`' subscript sets one.
    fileprivate mutating func set(_ field: HTTPField) {
        if let index = firstIndex(where: { $0.name == field.name }) {
            self[index] = field
        } else {
            append(field)
        }
    }
}
