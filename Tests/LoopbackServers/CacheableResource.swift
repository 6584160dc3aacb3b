import Foundation
import TestSupport

/// A resource a test server serves with cache headers: its body with an
/// `ETag` and the test's `Cache-Control` (and any headers), and `304 Not
/// Modified` with no body when the request's `If-None-Match` names the
/// current ETag. Tests change the body (a new ETag) or the headers as they
/// go, and count what was answered.
///
///     let list = CacheableResource(body: #"[1,2]"#, cacheControl: "max-age=60")
///     let server = try await TestServer.start(list.route("/api/list"))
///     ... list.fullReplies == 1, list.notModifiedReplies == 0 ...
public final class CacheableResource: Sendable {
    private struct State: Sendable {
        var body: Data
        var version = 1
        var headers: [String: String]
        var fullReplies = 0
        var notModifiedReplies = 0
    }

    private let state: TestState<State>

    /// `body` as JSON, with `Cache-Control: cacheControl` (none when nil) and `headers`.
    public init(body: String, cacheControl: String?, headers: [String: String] = [:]) {
        var all = headers
        if let cacheControl { all["Cache-Control"] = cacheControl }
        state = TestState(State(body: Data(body.utf8), headers: all))
    }

    /// The current ETag: a quoted version number that each new body raises.
    public var etag: String { "\"v\(state.value.version)\"" }
    /// 200 replies with the body sent so far.
    public var fullReplies: Int { state.value.fullReplies }
    /// 304 replies sent so far.
    public var notModifiedReplies: Int { state.value.notModifiedReplies }

    /// A new body, under a new ETag.
    public func change(body: String) {
        state.update {
            $0.body = Data(body.utf8)
            $0.version += 1
        }
    }

    /// Sets (or, with nil, removes) a header every reply carries from now on.
    public func set(header name: String, _ value: String?) {
        state.update { $0.headers[name] = value }
    }

    /// A route answering GET `path` with this resource.
    public func route(_ path: String) -> TestRoute {
        TestRoute("GET", path) { [self] request in reply(to: request) }
    }

    /// The reply to `request`: 304 when its If-None-Match names the current ETag, otherwise the body.
    public func reply(to request: RecordedRequest) -> TestReply {
        state.update { state in
            var headers = state.headers
            headers["ETag"] = "\"v\(state.version)\""
            let tags = request.header("If-None-Match")?.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if tags?.contains(headers["ETag"] ?? "") == true || tags?.contains("*") == true {
                state.notModifiedReplies += 1
                return .status(304, headers: headers)
            }
            state.fullReplies += 1
            return .json(state.body, headers: headers)
        }
    }
}
