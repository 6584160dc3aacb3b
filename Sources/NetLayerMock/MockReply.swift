import Foundation
import NetLayer

/// A ``MockBackend``'s answer: what an HTTP server sends back, plus what a log line needs.
public struct MockReply: Sendable {
    /// The HTTP status.
    public var status: Int
    /// The header fields, such as `Content-Type`, `Allow`, `WWW-Authenticate` or the token's.
    public var headers: [String: String]
    /// The body: JSON, or empty for a HEAD request.
    public var body: Data
    /// The id of the interface that answered; nil when no interface is served at the path.
    public var interface: String?
    /// Why this reply, in a few words for a log line: `example wrongPassword`, `missing token`, `error rate`,
    /// `missing parameter stuId`.
    public var note: String
    /// A streamed reply's pieces, which together are ``body``: a server writes each as it comes, ``pace`` apart;
    /// nil for a reply written whole.
    public var pieces: [Data]?
    /// The time between two of ``pieces``.
    public var pace: Duration = .zero
    /// What the reply's `ETag` is made from when not its body: the body without what changes each second
    /// (the envelope's time), so an unchanged example keeps its tag.
    var tagSource: Data?

    /// A reply of `status`, `headers` and `body`, from `interface`, for the reason `note`.
    ///
    /// - Parameters:
    ///   - status: The HTTP status.
    ///   - headers: The header fields.
    ///   - body: The body's bytes.
    ///   - interface: The id of the interface that answered; nil when none did, as for a 404.
    ///   - note: Why the reply is what it is, such as `missing parameter stuId`, for the server's log.
    public init(status: Int, headers: [String: String] = [:], body: Data, interface: String?, note: String) {
        self.status = status
        self.headers = headers
        self.body = body
        self.interface = interface
        self.note = note
    }

    /// The value of the header field `name`, whatever the case of either; nil when there is none.
    ///
    /// - Parameter name: A header field's name.
    /// - Returns: The value, or nil.
    public func header(_ name: String) -> String? {
        if let exact = headers[name] { return exact }
        return headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// A reply whose body is `json`, as `application/json`.
    static func json(
        _ json: JSONValue, status: Int, headers: [String: String] = [:], interface: String?, note: String
    ) -> MockReply {
        var headers = headers
        headers["Content-Type"] = "application/json"
        return MockReply(status: status, headers: headers, body: json.serialized(), interface: interface, note: note)
    }

    /// A streamed reply of `pieces`, written `pace` apart, as `contentType`.
    static func streamed(
        _ pieces: [Data], pace: Duration, contentType: String, interface: String, note: String
    ) -> MockReply {
        var reply = MockReply(
            status: 200, headers: ["Content-Type": contentType, "Cache-Control": "no-store"],
            body: pieces.reduce(into: Data()) { $0.append($1) }, interface: interface, note: note)
        reply.pieces = pieces
        reply.pace = pace
        return reply
    }

    /// A reply that is not JSON, without an envelope: a `.text` endpoint's
    /// example string as UTF-8 text, a `.bytes` endpoint's as the bytes its
    /// base64 holds (as a spec writes `Data`), under the endpoint's `accept`.
    static func whole(_ example: JSONValue, of endpoint: Endpoint, interface: String, note: String) -> MockReply {
        let text = example.stringValue ?? String(decoding: example.serialized(), as: UTF8.self)
        // A range such as `image/*` is no type to send.
        var type = endpoint.accept.contains("*") ? "application/octet-stream" : endpoint.accept
        let body: Data
        if endpoint.reply == .text {
            body = Data(text.utf8)
            if !type.lowercased().contains("charset=") { type += "; charset=utf-8" }
        } else {
            body = Data(base64Encoded: text) ?? Data(text.utf8)
        }
        return MockReply(status: 200, headers: ["Content-Type": type], body: body, interface: interface, note: note)
    }
}
