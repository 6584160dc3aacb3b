// An in-process HTTP/1.1 server for tests and benchmarks, on 127.0.0.1 and a port the
// kernel picks. Part of the `LoopbackServers` library target, which NetLayerTests and
// RuntimeBenchmark both use.
//
// Built on FlyingFox, with two things added:
// - TCP_NODELAY and a safe stop, through `RunningServer` (Sources/NoDelaySockets, shared
//   with `netlayer mock`): `start` waits until the listening socket has TCP_NODELAY
//   before it returns, so every connection a test makes is accepted from a listener that
//   already has it; `stop` never frees the listener's descriptor while the accept loop
//   may still use it, so a stopped server cannot take another test's connection.
// - Recording and routing of its own: every request is recorded with its raw target
//   (path and query exactly as sent), then matched against `TestRoute`s in order;
//   a request no route matches gets 404. Tests wait for requests to arrive
//   (`waitForRequests`) and hold replies until they release them (`TestReply.held`),
//   rather than sleep and hope.
//
// This file imports FlyingFox, whose `HTTPMethod` and `HTTPRequest` would clash with
// NetLayer's names, so it imports it `internal`ly and nothing of FlyingFox appears in
// this file's public API: users see only `TestServer`, `TestRoute`, `TestReply`,
// `RecordedRequest` and `EchoedRequest`, and need not (and cannot) see FlyingFox's names.

internal import FlyingFox
internal import FlyingSocks
import Foundation
// The reason phrases of replies, shared with `netlayer mock`.
internal import NetLayerMock
internal import NoDelaySockets
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - TestReply

/// What a route answers. Built with the static helpers; `.delayed` and `.held` wrap any of them.
public struct TestReply: Sendable {
    public enum Body: Sendable {
        case bytes(Data)
        /// The recorded request, as the JSON that `EchoedRequest` decodes.
        case echo
    }

    public var status: Int
    /// Header fields to send; one given here replaces a default one of the same name
    /// (case ignored). Content-Length is added unless given here.
    public var headers: [String: String]
    public var body: Body
    /// Seconds the handler sleeps before it answers.
    public var delay: Double
    /// When set, the handler answers only once this has fired (or the server stops).
    public var hold: TestEvent?

    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.init(status: status, headers: headers, body: .bytes(body), delay: 0)
    }

    public init(status: Int, headers: [String: String], body: Body, delay: Double, hold: TestEvent? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.hold = hold
    }

    /// `json` as the body, Content-Type application/json.
    public static func json(_ json: String, status: Int = 200, headers: [String: String] = [:]) -> TestReply {
        .json(Data(json.utf8), status: status, headers: headers)
    }

    /// `json` as the body, Content-Type application/json.
    public static func json(_ json: Data, status: Int = 200, headers: [String: String] = [:]) -> TestReply {
        .data(json, status: status, contentType: "application/json", headers: headers)
    }

    /// `text` as the body, Content-Type text/plain; charset=utf-8.
    public static func text(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> TestReply {
        .data(Data(text.utf8), status: status, contentType: "text/plain; charset=utf-8", headers: headers)
    }

    /// Raw bytes as the body, with the given Content-Type.
    public static func data(
        _ data: Data, status: Int = 200, contentType: String = "application/octet-stream",
        headers: [String: String] = [:]
    ) -> TestReply {
        TestReply(status: status, headers: merging(["Content-Type": contentType], headers), body: data)
    }

    /// An empty body with the given status.
    public static func status(_ code: Int, headers: [String: String] = [:]) -> TestReply {
        TestReply(status: code, headers: headers)
    }

    /// `reply`, sent after the handler has slept `seconds` (delays add up when nested).
    public static func delayed(_ seconds: Double, then reply: TestReply) -> TestReply {
        var delayed = reply
        delayed.delay += seconds
        return delayed
    }

    /// `reply`, sent only once the test fires `release`: a reply that cannot
    /// arrive before the test says so, however slow or fast the machine, so
    /// a call that ends before it was ended by something else (its deadline,
    /// a cancellation). A server stopped first answers nothing.
    public static func held(until release: TestEvent, then reply: TestReply) -> TestReply {
        var held = reply
        held.hold = release
        return held
    }

    /// No reply for as long as the server runs (`stop()` ends the wait; past
    /// `handlerTimeout`, an hour unless given, FlyingFox answers 500): a call to it
    /// can only end some other way, by its deadline or a cancel.
    public static var never: TestReply { .held(until: TestEvent(), then: .status(500)) }

    /// 200 with the request as JSON: {"method","path","query","headers","body"}, where
    /// path and query are raw (as sent), headers' names are lowercased and body is the
    /// body as UTF-8 text. Decode it with `EchoedRequest.decode(_:)`.
    public static var echo: TestReply { .echo(status: 200) }

    /// Like `echo`, with another status or extra headers.
    public static func echo(status: Int, headers: [String: String] = [:]) -> TestReply {
        TestReply(
            status: status, headers: merging(["Content-Type": "application/json"], headers),
            body: .echo, delay: 0)
    }

    private static func merging(_ defaults: [String: String], _ given: [String: String]) -> [String: String] {
        var result = defaults.filter { key, _ in
            !given.keys.contains { $0.caseInsensitiveCompare(key) == .orderedSame }
        }
        result.merge(given) { _, new in new }
        return result
    }
}

/// The JSON of a `TestReply.echo` reply, decoded.
public struct EchoedRequest: Decodable, Sendable, Equatable {
    public let method: String
    public let path: String
    public let query: String
    /// Lowercased header names.
    public let headers: [String: String]
    public let body: String

    public static func decode(_ data: Data) throws -> EchoedRequest {
        try JSONDecoder().decode(EchoedRequest.self, from: data)
    }

    public static func encode(_ request: RecordedRequest) -> Data {
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.lowercased()] = value }
        let object: [String: Any] = [
            "method": request.method,
            "path": request.path,
            "query": request.query,
            "headers": headers,
            "body": request.bodyText,
        ]
        // Only strings and a string dictionary: serialization cannot fail.
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}

// MARK: - TestRoute

/// A handler for a method and a path. Paths are compared with the raw (percent-encoded)
/// path as sent, never with the query. The first route that matches a request answers it.
public struct TestRoute: Sendable {
    public enum PathPattern: Sendable, Equatable {
        /// The path equals this string.
        case exact(String)
        /// The path starts with this string ("" matches every path).
        case prefix(String)
    }

    /// nil matches every method; otherwise compared ignoring case.
    public let method: String?
    public let pattern: PathPattern
    public let handler: @Sendable (RecordedRequest) async throws -> TestReply

    /// `path` is exact, unless it ends in "*": "/users/*" matches every path that starts
    /// with "/users/", and "*" matches every path.
    public init(
        _ method: String?, _ path: String,
        handler: @escaping @Sendable (RecordedRequest) async throws -> TestReply
    ) {
        self.init(
            method, pattern: path.hasSuffix("*") ? .prefix(String(path.dropLast())) : .exact(path), handler: handler)
    }

    public init(
        _ method: String?, pattern: PathPattern,
        handler: @escaping @Sendable (RecordedRequest) async throws -> TestReply
    ) {
        self.method = method
        self.pattern = pattern
        self.handler = handler
    }

    /// A route that always gives `reply`.
    public init(_ method: String?, _ path: String, reply: TestReply) {
        self.init(method, path) { _ in reply }
    }

    public func matches(_ request: RecordedRequest) -> Bool {
        if let method, method.caseInsensitiveCompare(request.method) != .orderedSame { return false }
        switch pattern {
        case .exact(let path): return request.path == path
        case .prefix(let prefix): return request.path.hasPrefix(prefix)
        }
    }

    public typealias Handler = @Sendable (RecordedRequest) async throws -> TestReply

    public static func get(_ path: String, handler: @escaping Handler) -> TestRoute {
        TestRoute("GET", path, handler: handler)
    }
    public static func post(_ path: String, handler: @escaping Handler) -> TestRoute {
        TestRoute("POST", path, handler: handler)
    }
    public static func put(_ path: String, handler: @escaping Handler) -> TestRoute {
        TestRoute("PUT", path, handler: handler)
    }
    public static func patch(_ path: String, handler: @escaping Handler) -> TestRoute {
        TestRoute("PATCH", path, handler: handler)
    }
    public static func delete(_ path: String, handler: @escaping Handler) -> TestRoute {
        TestRoute("DELETE", path, handler: handler)
    }
    /// Any method.
    public static func any(_ path: String, handler: @escaping Handler) -> TestRoute {
        TestRoute(nil, path, handler: handler)
    }

    public static func get(_ path: String, reply: TestReply) -> TestRoute { TestRoute("GET", path, reply: reply) }
    public static func post(_ path: String, reply: TestReply) -> TestRoute { TestRoute("POST", path, reply: reply) }
    public static func put(_ path: String, reply: TestReply) -> TestRoute { TestRoute("PUT", path, reply: reply) }
    public static func patch(_ path: String, reply: TestReply) -> TestRoute { TestRoute("PATCH", path, reply: reply) }
    public static func delete(_ path: String, reply: TestReply) -> TestRoute { TestRoute("DELETE", path, reply: reply) }
    /// Any method.
    public static func any(_ path: String, reply: TestReply) -> TestRoute { TestRoute(nil, path, reply: reply) }
}

// MARK: - TestServer

/// A FlyingFox HTTP server on 127.0.0.1, a port of the kernel's choosing, TCP_NODELAY set.
///
///     let server = try await TestServer.start(
///         .get("/ping", reply: .text("pong")),
///         .post("/items/*") { request in .json(#"{"id":1}"#, status: 201) })
///     ... URLSession against server.url("/ping") ...
///     await server.stop()
///     #expect(server.lastRequest(path: "/ping")?.method == "GET")
public final class TestServer: Sendable {
    /// http://127.0.0.1:PORT (no trailing slash).
    public let baseURL: URL
    public let port: UInt16

    private let running: RunningServer
    private let state: ServerState
    /// Its place among the servers that may run at once, given back once, by `stop()` or deinit.
    private let slot: ServerSlot

    private init(running: RunningServer, state: ServerState, slot: ServerSlot) {
        self.slot = slot
        self.port = running.port
        self.baseURL = URL(string: "http://127.0.0.1:\(running.port)")!
        self.running = running
        self.state = state
    }

    deinit {
        // A test that forgot `stop()`: the running server, dropped with it, ends its run.
        slot.release()
    }

    /// Starts a server with `routes` (tried in order) and returns once it accepts connections.
    /// `handlerTimeout`: FlyingFox answers 500 to a handler (delays and holds included) that
    /// runs longer; by default an hour, past any test's time limit.
    ///
    /// No wait here or in the handlers is bounded by less: the server runs on Swift
    /// concurrency's threads, which the suite's CPU-bound tests can hold for tens of
    /// seconds on a loaded machine (a 5 s start-up bound and 10 s client time-outs were
    /// seen to expire), so only the tests' time limits stop a hang.
    public static func start(_ routes: TestRoute..., handlerTimeout: TimeInterval = 3600) async throws -> TestServer {
        try await start(routes: routes, handlerTimeout: handlerTimeout)
    }

    public static func start(routes: [TestRoute], handlerTimeout: TimeInterval = 3600) async throws -> TestServer {
        await ServerSlots.shared.acquire()
        let slot = ServerSlot()
        let state = ServerState(routes: routes)
        do {
            let running = try await RunningServer.start(
                address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), handlerTimeout: handlerTimeout,
                handler: RecordingHandler(state: state), startTimeout: .seconds(600))
            return TestServer(running: running, state: state, slot: slot)
        } catch {
            slot.release()
            throw error
        }
    }

    /// `baseURL` followed by `pathAndQuery` as written, e.g. url("/search?q=a%2Bb"): the
    /// text is not re-encoded, so a test controls exactly what goes on the wire.
    public func url(_ pathAndQuery: String) -> URL {
        guard let url = URL(string: baseURL.absoluteString + pathAndQuery) else {
            preconditionFailure("TestServer.url: not a valid URL suffix: \(pathAndQuery)")
        }
        return url
    }

    /// Every request received so far, in arrival order (recorded before its handler runs).
    public var requests: [RecordedRequest] { state.requests }

    /// Returns once the server has received `count` requests (of `path`, when given:
    /// the raw path as sent), and gives them (at once if it has). A cancelled task
    /// stops waiting and gets those received so far.
    @discardableResult
    public func waitForRequests(_ count: Int = 1, path: String? = nil) async -> [RecordedRequest] {
        await state.waitForRequests(count, path: path)
    }

    /// The requests whose raw path equals `path`.
    public func requests(path: String) -> [RecordedRequest] { state.requests.filter { $0.path == path } }

    /// The latest request whose raw path equals `path`.
    public func lastRequest(path: String) -> RecordedRequest? { state.requests.last { $0.path == path } }

    /// The latest request of all.
    public var lastRequest: RecordedRequest? { state.requests.last }

    public func clearRequests() { state.clearRequests() }

    /// Adds a route after the routes given to `start` (earlier routes win).
    public func addRoute(_ route: TestRoute) { state.addRoute(route) }

    /// Times a connection socket, while waiting for data, was found without TCP_NODELAY
    /// (before the pool set it). 0 on Linux, where accepted sockets inherit the
    /// listener's TCP_NODELAY.
    public var connectionWaitsWithoutNoDelay: Int { running.pool.stats.withoutNoDelay }
    /// Times a connection socket, while waiting for data, already had TCP_NODELAY.
    public var connectionWaitsWithNoDelay: Int { running.pool.stats.withNoDelay }

    /// Stops taking connections, ends every connection and running handler (delays included), and
    /// returns once the server's loops have ended. Safe to call twice.
    public func stop() async {
        await stop(grace: .zero)
    }

    /// `stop()`, after waiting up to `grace` for the handlers running (as `netlayer mock` stops).
    public func stop(grace: Duration) async {
        await running.stop(grace: grace)
        slot.release()
    }
}

// MARK: - Internals

private final class ServerState: Sendable {
    private let routes: LockedBox<[TestRoute]>
    private let recorded = TestState<[RecordedRequest]>([])

    init(routes: [TestRoute]) { self.routes = LockedBox(routes) }

    var requests: [RecordedRequest] { recorded.value }
    func record(_ request: RecordedRequest) { recorded.update { $0.append(request) } }
    func clearRequests() { recorded.update { $0.removeAll() } }
    func waitForRequests(_ count: Int, path: String?) async -> [RecordedRequest] {
        let matching = { @Sendable (requests: [RecordedRequest]) in requests.filter { path == nil || $0.path == path } }
        return matching(await recorded.wait { matching($0).count >= count })
    }
    func addRoute(_ route: TestRoute) { routes.withLock { $0.append(route) } }
    func route(for request: RecordedRequest) -> TestRoute? {
        routes.withLock { routes in routes.first { $0.matches(request) } }
    }
}

private struct RecordingHandler: HTTPHandler {
    let state: ServerState

    func handleRequest(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
        let body = try await request.bodyData
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue] = value }
        var clientPort: UInt16?
        switch request.remoteAddress {
        case .ip4(_, let port)?, .ip6(_, let port)?: clientPort = port
        default: clientPort = nil
        }
        let recorded = RecordedRequest(
            method: request.method.rawValue,
            path: request.target.path(percentEncoded: true),
            query: request.target.query(percentEncoded: true),
            headers: headers,
            body: body,
            clientPort: clientPort,
            receivedAt: .now
        )
        state.record(recorded)

        guard let route = state.route(for: recorded) else {
            return Self.response(
                for: .text("TestServer: no route for \(recorded.method) \(recorded.path)\n", status: 404),
                to: recorded)
        }
        let reply: TestReply
        do {
            reply = try await route.handler(recorded)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return Self.response(for: .text("TestServer: handler threw \(error)\n", status: 500), to: recorded)
        }
        if let hold = reply.hold {
            // Cancelled when the server stops: the handler must end then, released or not.
            await hold.waitUnlessCancelled()
            try Task.checkCancellation()
        }
        if reply.delay > 0 {
            try await Task.sleep(for: .seconds(reply.delay))
        }
        return Self.response(for: reply, to: recorded)
    }

    static func response(for reply: TestReply, to request: RecordedRequest) -> FlyingFox.HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in reply.headers { headers[HTTPHeader(name)] = value }
        let body: Data
        switch reply.body {
        case .bytes(let data): body = data
        case .echo: body = EchoedRequest.encode(request)
        }
        return FlyingFox.HTTPResponse(
            statusCode: HTTPStatusCode(reply.status, phrase: MockReply.reasonPhrase(of: reply.status)),
            headers: headers,
            body: body
        )
    }
}
