import Foundation
import NetLayer

/// A reply a server gave, kept by `netlayer record`, as a ``MockInterface`` replays it: by its name, as an
/// example is chosen, or to a request like the one it answered (docs/mock.md, "Recordings").
public struct MockRecording: Sendable, Hashable {
    /// The name `MockOptions.chosenExamples` picks it by, as it picks an example.
    public var name: String
    /// The reply, sent as it was recorded, and the request it answered.
    public var reply: RecordedReply

    /// A recording called `name` that replays `reply`.
    ///
    /// - Parameters:
    ///   - name: The name `MockOptions.chosenExamples` picks it by.
    ///   - reply: The reply, and the request it answered.
    public init(_ name: String, _ reply: RecordedReply) {
        self.name = name
        self.reply = reply
    }

    /// A recording called `name` whose body is `text`, as generated fixtures write it: the request it answered
    /// by its method and target, each header field a pair.
    ///
    /// - Parameters:
    ///   - name: The name `MockOptions.chosenExamples` picks it by.
    ///   - method: The method of the request it answered; nil when the recording kept none.
    ///   - target: The path and query of that request.
    ///   - status: The HTTP status.
    ///   - headers: The header fields, in order, secrets redacted.
    ///   - text: The body, as UTF-8 text.
    @_spi(Generated)
    public init(
        _ name: String, method: HTTPMethod? = nil, target: String = "/", status: Int,
        headers: KeyValuePairs<String, String> = [:], body text: String
    ) {
        self.init(name, method: method, target: target, status: status, headers: headers, body: Data(text.utf8))
    }

    /// A recording called `name` whose body is the bytes `base64` holds, as generated fixtures write a body
    /// that is not UTF-8 text.
    ///
    /// Text that is not base64 is a programming error, which the generator never makes: it traps, naming the
    /// recording.
    ///
    /// - Parameters:
    ///   - name: The name `MockOptions.chosenExamples` picks it by.
    ///   - method: The method of the request it answered; nil when the recording kept none.
    ///   - target: The path and query of that request.
    ///   - status: The HTTP status.
    ///   - headers: The header fields, in order, secrets redacted.
    ///   - base64: The body's bytes, in base64.
    @_spi(Generated)
    public init(
        _ name: String, method: HTTPMethod? = nil, target: String = "/", status: Int,
        headers: KeyValuePairs<String, String> = [:], bodyBase64 base64: String
    ) {
        guard let body = Data(base64Encoded: base64) else {
            preconditionFailure("the body of recording '\(name)' is not base64")
        }
        self.init(name, method: method, target: target, status: status, headers: headers, body: body)
    }

    private init(
        _ name: String, method: HTTPMethod?, target: String, status: Int, headers: KeyValuePairs<String, String>,
        body: Data
    ) {
        self.init(
            name,
            RecordedReply(
                request: method.map { RecordedReply.Request(method: $0, target: target) }, status: status,
                headers: headers.map { RecordedReply.Header($0.key, $0.value) }, body: body))
    }

    /// Whether the recording answered a request like `request`: the same method (a GET answers a HEAD too), the
    /// same path, and the same query items in the same order, a redacted value standing for any.
    func answers(_ request: MockRequest) -> Bool {
        guard let recorded = reply.request else { return false }
        let method = request.method.uppercased()
        guard method == recorded.method.rawValue || (method == "HEAD" && recorded.method == .GET) else {
            return false
        }
        let target = MockRequest(method: recorded.method.rawValue, target: recorded.target)
        guard target.path == request.path, target.query.count == request.query.count else { return false }
        return zip(target.query, request.query).allSatisfy { kept, sent in
            kept.name == sent.name && (kept.value == RecordedReply.redacted || kept.value == sent.value)
        }
    }
}
