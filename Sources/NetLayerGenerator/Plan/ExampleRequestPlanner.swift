import Foundation
import NetLayerSpec

/// The example request of an interface: each parameter the call must give (and each it always sends) with
/// an example value made from its type, placed where the interface sends it; the token and keys the call
/// needs as placeholders; the body encoded as the interface encodes it.
struct ExampleRequestPlanner {
    let spec: Spec
    let examples: SpecExamples
    /// The environment of the URL.
    let environment: Environment

    /// The request, and the value given to each parameter by name (for the Swift call).
    func plan(_ interface: Interface, in module: Module) -> (request: ReferenceRequest, values: [String: OrderedJSON]) {
        var values: [String: OrderedJSON] = [:]
        var path = interface.path.value
        var query: [(String, String)] = []
        var headers: [ReferenceRequest.Header] = []
        var cookies: [String] = []
        var bodyFields: [(String, OrderedJSON)] = []
        var content: OrderedJSON?
        for parameter in interface.parameters {
            guard let value = examples.requestValue(of: parameter) else { continue }
            // The Swift call gives neither a fixed value nor a default: the generated function sends them itself.
            if parameter.fixedValue == nil, parameter.defaultValue == nil { values[parameter.name] = value }
            switch interface.placement(of: parameter) {
            case .path:
                path = path.replacingOccurrences(
                    of: "{\(parameter.wireName)}", with: Self.formEncoded(Self.text(of: value)))
            case .query:
                query += Self.texts(of: value).map { (parameter.wireName, $0) }
            case .header:
                headers.append(.init(name: parameter.wireName, value: Self.text(of: value)))
            case .cookie:
                cookies.append("\(parameter.wireName)=\(Self.text(of: value))")
            case .body:
                bodyFields.append((parameter.wireName, value))
            case .content:
                content = value
            }
        }
        credentials(of: interface, query: &query, headers: &headers, cookies: &cookies)
        if !cookies.isEmpty { headers.append(.init(name: "Cookie", value: cookies.joined(separator: "; "))) }
        for common in spec.headers.map(\.value) {
            if case .literal(let text) = common.value { headers.append(.init(name: common.name, value: text)) }
        }
        headers.append(.init(name: "Accept", value: interface.acceptedMediaType))
        var body: String?
        var form: [ReferenceRequest.Header]?
        if let content {
            body = content.json
            headers.append(.init(name: "Content-Type", value: "application/json"))
        } else if !bodyFields.isEmpty {
            switch interface.effectiveBody ?? .form {
            case .json:
                body = OrderedJSON.object(bodyFields.map { OrderedJSON.Member($0.0, $0.1) }).json
                headers.append(.init(name: "Content-Type", value: "application/json"))
            case .form:
                body = bodyFields.flatMap { field in
                    Self.texts(of: field.1).map { Self.formEncoded(field.0) + "=" + Self.formEncoded($0) }
                }.joined(separator: "&")
                headers.append(.init(name: "Content-Type", value: "application/x-www-form-urlencoded"))
            case .multipart:
                form = bodyFields.map { .init(name: $0.0, value: Self.text(of: $0.1)) }
            }
        }
        let url = spec.url(of: path, in: module, environment: environment.name, base: environment.baseURL)
        let queryText = query.map { Self.formEncoded($0.0) + "=" + Self.formEncoded($0.1) }.joined(separator: "&")
        let fullURL = queryText.isEmpty ? url : url + "?" + queryText
        let components = URLComponents(string: url)
        let target = (components?.percentEncodedPath ?? path) + (queryText.isEmpty ? "" : "?" + queryText)
        return (
            ReferenceRequest(
                interface: interface.id, method: interface.method.value.rawValue, url: fullURL, target: target,
                headers: headers, body: body, form: form),
            values
        )
    }

    /// The placeholders of the first credentials the interface may send.
    private func credentials(
        of interface: Interface, query: inout [(String, String)], headers: inout [ReferenceRequest.Header],
        cookies: inout [String]
    ) {
        let names = spec.authRequirement(of: interface).alternatives.first ?? []
        for name in names {
            if name == AuthRequirement.tokenName, let token = spec.auth?.token {
                let value = (token.scheme.map { $0 + " " } ?? "") + ReferenceRequest.tokenPlaceholder
                switch token.placement {
                case .header(let header): headers.append(.init(name: header, value: value))
                case .query(let item): query.append((item, ReferenceRequest.tokenPlaceholder))
                }
            } else if let key = spec.auth?.keys.first(where: { $0.name == name }) {
                let value = (key.scheme.map { $0 + " " } ?? "") + name.uppercased()
                switch key.placement {
                case .header(let header): headers.append(.init(name: header, value: value))
                case .query(let item): query.append((item, name.uppercased()))
                case .cookie(let cookie): cookies.append("\(cookie)=\(name.uppercased())")
                }
            }
        }
    }

    /// A value as a query item, path segment or form field carries it: text as it is, a list as its items
    /// (``texts(of:)``), anything else as JSON.
    static func text(of value: OrderedJSON) -> String {
        if case .string(let text) = value { return text }
        return value.json
    }

    /// A list sent as repeated items; any other value once.
    static func texts(of value: OrderedJSON) -> [String] {
        if case .array(let items) = value { return items.map(text(of:)) }
        return [text(of: value)]
    }

    /// RFC 3986's unreserved characters kept, everything else percent-encoded: what the runtime sends.
    static func formEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
