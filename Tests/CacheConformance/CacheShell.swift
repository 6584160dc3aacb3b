import FlyingFox
import Foundation
@_spi(Generated) import NetLayer

/// Answers a request by sending it through the client: method, path, query, headers and
/// body as they came, and the client's result (or the server's error reply) as it came back.
struct CacheShell: HTTPHandler {
    let client: NetLayerClient

    /// Fields the shell's own connections own, and the ones the client's transport sets itself
    /// (it asks for and decodes compressed bodies on its own).
    private static let ownFields: Set<String> = [
        "host", "connection", "keep-alive", "content-length", "transfer-encoding", "accept-encoding", "te",
        "upgrade",
    ]

    func handleRequest(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
        guard let method = NetLayer.HTTPMethod(rawValue: request.method.rawValue) else {
            return FlyingFox.HTTPResponse(statusCode: HTTPStatusCode(400, phrase: "Bad Request"))
        }
        var parameters: [Parameter] = request.query.map { Parameter($0.name, $0.value, in: .query) }
        var accept = "*/*"
        for (field, value) in request.headers where !Self.ownFields.contains(field.rawValue.lowercased()) {
            if field.rawValue.lowercased() == "accept" {
                accept = value
            } else {
                parameters.append(Parameter(field.rawValue, value, in: .header))
            }
        }
        let body = try await request.bodyData
        if !body.isEmpty {
            let type = request.headers[HTTPHeader("Content-Type")] ?? "application/octet-stream"
            parameters.append(
                Parameter("body", .files([FilePart(data: body, fileName: "body", mimeType: type)]), in: .content))
        }
        let path = String(request.path.drop(while: { $0 == "/" }))
        let endpoint = Endpoint(
            id: "\(method.rawValue) \(path)", method: method, path: path, accept: accept, reply: .bytes,
            sendsToken: false, envelope: .none, retry: .none)
        do {
            let result = try await client.send(endpoint, parameters: parameters)
            return Self.response(status: result.httpStatus, headers: result.headers, body: result.body)
        } catch .httpStatus(let failure) {
            return Self.response(status: failure.status, headers: failure.headers, body: failure.body)
        } catch {
            return FlyingFox.HTTPResponse(
                statusCode: HTTPStatusCode(502, phrase: "Bad Gateway"), body: Data("\(error)".utf8))
        }
    }

    private static func response(status: Int, headers: [String: String], body: Data) -> FlyingFox.HTTPResponse {
        var fields = HTTPHeaders()
        for (name, value) in headers where !ownFields.contains(name) && name != "content-encoding" {
            fields.addValue(value, for: HTTPHeader(name))
        }
        // The runner reads the status alone; the phrase is not carried through the client.
        return FlyingFox.HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: "Status \(status)"), headers: fields, body: body)
    }
}
