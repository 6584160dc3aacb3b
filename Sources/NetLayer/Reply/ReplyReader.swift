import Foundation
import HTTPTypes

/// Reads a reply: status, envelope, payload and a fresh token.
struct ReplyReader {
    var envelope: EnvelopeFormat?
    var token: TokenConfiguration?
    /// False for a text or bytes reply: its body is not parsed as JSON.
    var parsesJSON = true

    /// A reply read is an attempt's outcome: a result, a failure, or a token the server says has expired.
    /// Never `.cut`.
    typealias Outcome = AttemptOutcome<RequestResult>

    func read(_ reply: TransportReply) -> Outcome {
        var result = RequestResult(
            httpStatus: reply.response.status.code, headerFields: reply.response.headerFields, body: reply.data)
        result.json = reply.data.isEmpty || !parsesJSON ? nil : try? JSONValue(parsing: reply.data)
        let expiredCodes = token?.expiredCodes ?? []

        if expiredCodes.contains(where: { $0.matches(status: result.httpStatus) }) {
            return .expired
        }
        if let envelope, let json = result.json {
            result.code = json.value(at: envelope.code)
            result.message = envelope.message.flatMap { json.value(at: $0)?.parameterText }
            result.serverTime = envelope.time.flatMap { json.value(at: $0) }
            result.total = envelope.total.flatMap { json.value(at: $0)?.parameterText }.flatMap { Int($0) }
            result.data = envelope.data.map { json.value(at: $0) ?? .null } ?? json
        } else {
            result.data = result.json
        }
        result.token = freshToken(in: result)

        guard (200..<300).contains(result.httpStatus) else {
            return .failure(
                .httpStatus(
                    HTTPFailure(
                        status: result.httpStatus, body: result.body, headers: result.headers, message: result.message))
            )
        }
        guard let envelope else { return .success(result) }
        guard result.json != nil else {
            return .failure(
                .decoding(DecodingFailure(message: "the reply is not JSON", codingPath: "", body: result.body)))
        }
        if envelope.success.contains(where: { $0.matches(result.code) }) {
            return .success(result)
        }
        if expiredCodes.contains(where: { $0.matches(result.code) }) {
            return .expired
        }
        return .failure(
            .business(BusinessFailure(code: ReplyCode(result.code), message: result.message, result: result)))
    }

    /// The token a reply delivers, kept bare: a leading scheme (`Bearer `)
    /// is dropped. Without a source, no reply delivers one.
    private func freshToken(in result: RequestResult) -> String? {
        guard let token else { return nil }
        let value: String? =
            switch token.source {
            case .header(let name)?: result.header(name)
            case .body(let path)?: result.json?.value(at: path)?.stringValue
            case nil: nil
            }
        return value.map(token.bare).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A reply's header fields by their names in lowercase, several fields of a name joined with ", ".
    static func headers(of response: HTTPResponse) -> [String: String] {
        response.headerFields.joined(lowercased: true)
    }
}
