import Foundation
import NetLayer

/// The values a request carries, by placement and wire name: path
/// placeholders, query items, headers, and the body read by the endpoint's
/// encoding.
struct MockRequestValues {
    let request: MockRequest
    let pathValues: [String: String]
    private let form: [URLQueryItem]
    private let jsonObject: JSONObject?
    private let parts: [MultipartFormParser.Part]
    private let encoding: BodyEncoding?
    /// Why the body cannot be read by the endpoint's encoding (JSON that does not parse, a multipart body without
    /// its boundary); nil when it can, or when there is none.
    let bodyProblem: MockParameterCheck.Problem?

    init(_ request: MockRequest, pathValues: [String: String], encoding: BodyEncoding?) {
        self.request = request
        self.pathValues = pathValues
        self.encoding = encoding
        var form: [URLQueryItem] = []
        var jsonObject: JSONObject?
        var parts: [MultipartFormParser.Part] = []
        var bodyProblem: MockParameterCheck.Problem?
        switch encoding {
        case .form?:
            form = MockRequest.items(ofQuery: String(decoding: request.body, as: UTF8.self))
        case .json? where !request.body.isEmpty:
            do {
                let value = try JSONValue(parsing: request.body)
                jsonObject = value.objectValue
                if jsonObject == nil {
                    bodyProblem = .init(
                        message: "the body must be a JSON object, not \(MockValue.json(value).shown)",
                        note: "body not an object")
                }
            } catch {
                bodyProblem = .init(message: "the body is not JSON: \(error)", note: "body not JSON")
            }
        case .json?:
            break
        case .multipart?:
            if let boundary = request.header("Content-Type").flatMap(MultipartFormParser.boundary(inContentType:)) {
                parts = MultipartFormParser.parts(of: request.body, boundary: boundary)
            } else if !request.body.isEmpty {
                bodyProblem = .init(
                    message: "the body is not multipart/form-data: its Content-Type names no boundary",
                    note: "body without boundary")
            }
        case nil:
            break
        }
        self.form = form
        self.jsonObject = jsonObject
        self.parts = parts
        self.bodyProblem = bodyProblem
    }

    /// Every value sent as `name` in `placement`; a JSON `null` counts as none. A body parameter of an endpoint
    /// without a body encoding is looked for in the query, where the client sends it.
    func values(of name: String, in placement: Parameter.Placement) -> [MockValue] {
        switch placement {
        case .path:
            return pathValues[name].map { [.text($0)] } ?? []
        case .query:
            return request.queryValues(name).map(MockValue.text)
        case .header:
            return request.header(name).map { [.text($0)] } ?? []
        case .cookie:
            return request.cookie(name).map { [.text($0)] } ?? []
        case .content:
            return request.body.isEmpty ? [] : [.content(request.body)]
        case .body:
            switch encoding {
            case .form?:
                return form.filter { $0.name == name }.map { .text($0.value ?? "") }
            case .json?:
                guard let value = jsonObject?[name], !value.isNull else { return [] }
                return [.json(value)]
            case .multipart?:
                return parts.filter { $0.name == name }.map { part in
                    part.fileName == nil ? .text(String(decoding: part.data, as: UTF8.self)) : .file(part.data)
                }
            case nil:
                return request.queryValues(name).map(MockValue.text)
            }
        }
    }

    /// The values sent as `name` wherever they are: in the query, else in the body.
    func values(anywhere name: String) -> [MockValue] {
        let query = values(of: name, in: .query)
        return query.isEmpty ? values(of: name, in: .body) : query
    }
}
