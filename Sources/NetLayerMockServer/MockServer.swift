internal import FlyingFox
internal import FlyingSocks
import Foundation
import NetLayer
import NetLayerMock
internal import NoDelaySockets

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mock backend over HTTP: `netlayer mock`'s server, on FlyingFox.
///
/// FlyingFox's names (`HTTPRequest`, `HTTPMethod`) clash with NetLayer's,
/// so it is imported `internal`ly and none of them appear in this API.
public final class MockServer: Sendable {
    /// One request as the log line reports it.
    public struct Exchange: Sendable {
        /// The request's method, as sent.
        public var method: String
        /// The request target as sent: path and query.
        public var target: String
        /// The reply the backend gave.
        public var reply: MockReply
        /// The time from the request's arrival to the reply's answer, latency included.
        public var duration: Duration
    }

    private let running: RunningServer
    /// The port it listens on: the chosen one, or the one the kernel picked for 0.
    public var port: UInt16 { running.port }

    private init(running: RunningServer) { self.running = running }

    /// Listens on `host` and `port` (0: any free port) and returns once it
    /// accepts connections, or fails once `startTimeout` has passed without it;
    /// `log` hears of every request answered. `reference`: the API reference, served beside the API.
    ///
    /// - Parameters:
    ///   - backend: The backend that answers every request.
    ///   - reference: The API reference's pages, served beside the API; nil serves none.
    ///   - host: The IPv4 or IPv6 address to listen on; the loopback address by default.
    ///   - port: The port; 0 for any free one, then read ``port``.
    ///   - startTimeout: How long to wait for the server to listen.
    ///   - log: Called once for every request answered, on the server's tasks.
    /// - Returns: The running server.
    /// - Throws: The reason it could not listen, such as a port in use or an address not of this host, or
    ///   ``NoDelaySockets/ListenerNotReady`` when it did not listen in time.
    public static func start(
        backend: MockBackend, reference: ReferenceRoutes? = nil, host: String = "127.0.0.1", port: UInt16,
        startTimeout: Duration = .seconds(5),
        log: @escaping @Sendable (Exchange) -> Void = { _ in }
    ) async throws -> MockServer {
        let address: any SocketAddress =
            host.contains(":")
            ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        // FlyingFox's catch-all route takes only the methods it knows (GET … TRACE) and answers any other with an
        // empty 404 of its own. The backend answers the rest of IANA's registry too: 405 and `Allow` at a path it
        // serves (RFC 9110, section 15.5.6), as a fuzzer's undeclared method (QUERY, PROPFIND) expects.
        let running = try await RunningServer.start(
            address: address, handlerTimeout: 120, otherMethods: registeredMethods,
            handler: BackendHandler(backend: backend, reference: reference, log: log), startTimeout: startTimeout)
        return MockServer(running: running)
    }

    /// Stops taking connections, waits up to `timeout` for the requests being answered, then ends every
    /// connection (a reply being streamed ends with it).
    ///
    /// - Parameter timeout: The longest wait for requests being answered, in seconds.
    public func stop(timeout: TimeInterval = 1) async {
        await running.stop(grace: .milliseconds(Int64(timeout * 1000)))
    }
}

/// The methods of IANA's HTTP Method Registry that FlyingFox's catch-all route leaves out.
private let registeredMethods = [
    "ACL", "BASELINE-CONTROL", "BIND", "CHECKIN", "CHECKOUT", "COPY", "LABEL", "LINK", "LOCK", "MERGE",
    "MKACTIVITY", "MKCALENDAR", "MKCOL", "MKREDIRECTREF", "MKWORKSPACE", "MOVE", "ORDERPATCH", "PRI", "PROPFIND",
    "PROPPATCH", "QUERY", "REBIND", "REPORT", "SEARCH", "UNBIND", "UNCHECKOUT", "UNLINK", "UNLOCK", "UPDATE",
    "UPDATEREDIRECTREF", "VERSION-CONTROL",
]

private struct BackendHandler: HTTPHandler {
    let backend: MockBackend
    let reference: ReferenceRoutes?
    let log: @Sendable (MockServer.Exchange) -> Void

    func handleRequest(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
        let started = ContinuousClock.now
        let body = try await request.bodyData
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue] = value }
        let path = request.target.path(percentEncoded: true)
        let query = request.target.query(percentEncoded: true)
        let target = query.isEmpty ? path : "\(path)?\(query)"
        let reply: MockReply
        if let page = reference?.reply(method: request.method.rawValue, path: path) {
            reply = page
        } else {
            reply = await backend.reply(
                to: MockRequest(method: request.method.rawValue, target: target, headers: headers, body: body))
        }
        log(.init(method: request.method.rawValue, target: target, reply: reply, duration: .now - started))
        var replyHeaders = HTTPHeaders()
        for (name, value) in reply.headers { replyHeaders[HTTPHeader(name)] = value }
        let status = HTTPStatusCode(reply.status, phrase: MockReply.reasonPhrase(of: reply.status))
        guard let pieces = reply.pieces else {
            return FlyingFox.HTTPResponse(statusCode: status, headers: replyHeaders, body: reply.body)
        }
        // Sent chunked, each piece as it is written: the client reads a stream as it arrives.
        return FlyingFox.HTTPResponse(
            statusCode: status, headers: replyHeaders,
            body: HTTPBodySequence(from: PacedPieces(pieces: pieces, pace: reply.pace)))
    }
}

/// A streamed reply's pieces, `pace` apart: the first at once, each of the others after the pause.
/// Ending the connection ends the wait, since the server cancels the writing task.
private struct PacedPieces: AsyncBufferedSequence, AsyncBufferedIteratorProtocol, Sendable {
    typealias Element = UInt8

    var pieces: [Data]
    var pace: Duration
    private var written = 0
    /// What `next()` has taken of a piece and not yet handed over.
    private var pending: ArraySlice<UInt8> = []

    init(pieces: [Data], pace: Duration) {
        self.pieces = pieces.filter { !$0.isEmpty }
        self.pace = pace
    }

    func makeAsyncIterator() -> PacedPieces { self }

    mutating func next() async throws -> UInt8? {
        if pending.isEmpty {
            guard let piece = try await nextBuffer(suggested: 1) else { return nil }
            pending = piece
        }
        return pending.popFirst()
    }

    mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
        if !pending.isEmpty {
            defer { pending = [] }
            return pending
        }
        guard written < pieces.count else { return nil }
        if written > 0, pace > .zero { try await Task.sleep(for: pace) }
        written += 1
        return ArraySlice(pieces[written - 1])
    }
}
