// A FlyingFox server started on a `NoDelaySocketPool` and stopped without ever freeing its
// listening descriptor while its accept loop may still use it. `netlayer mock` and the tests'
// `TestServer` both run on it.
//
// FlyingFox's `stop()` closes the listening socket first and only then cancels the accept loop.
// A loop that is between two `accept()`s at that moment makes the next call on a number the
// process may already have given to another server's listener (the lowest free descriptor is
// reused at once): it takes that server's connection and, cancelled, closes it unread, so the
// other server's client reads a reset. CI saw it as `Recv failure: Connection reset by peer` in a
// test that had done nothing wrong, under the thread sanitizer, where threads wait long enough
// for the window to open. Here the listening socket is swapped in place (`dup2`) for a listener no
// client can reach: the port is freed and no connection is taken any more, but the number stays
// this server's, and a late `accept()` finds nothing on it. The run is then cancelled and awaited;
// FlyingFox closes the number itself once every loop of the server has ended.

public import FlyingFox
public import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// FlyingFox reported no address for a server it said was listening.
public struct ServerNotListening: Error, CustomStringConvertible {
    /// The sentence a server prints when it gives up starting.
    public var description: String { "the server did not start listening" }
}

/// A running FlyingFox server on a ``NoDelaySocketPool``.
public final class RunningServer: Sendable {
    /// The port it listens on: the chosen one, or the one the kernel picked for 0.
    public let port: UInt16
    /// The pool its sockets wait in, with the counts tests check.
    public let pool: NoDelaySocketPool

    private let server: HTTPServer
    private let run: Task<Void, any Error>
    private let exchanges: Exchanges

    private init(
        port: UInt16, pool: NoDelaySocketPool, server: HTTPServer, run: Task<Void, any Error>, exchanges: Exchanges
    ) {
        self.port = port
        self.pool = pool
        self.server = server
        self.run = run
        self.exchanges = exchanges
    }

    deinit {
        // Dropped without `stop()`: cancelling the run ends its loops, and then FlyingFox closes the listener.
        run.cancel()
    }

    /// Listens on `address` and returns once the accept loop waits on a listener with TCP_NODELAY.
    ///
    /// - Parameters:
    ///   - address: The address to listen on; port 0 for any free one, then read ``port``.
    ///   - handlerTimeout: How long a handler may take before FlyingFox answers 500 instead.
    ///   - otherMethods: Methods to route besides those FlyingFox knows (GET … TRACE).
    ///   - handler: What answers every request, at every path.
    ///   - startTimeout: How long to wait for the server to listen.
    /// - Returns: The running server.
    /// - Throws: The reason it could not listen, such as a port in use; ``ListenerNotReady`` or
    ///   ``ServerNotListening`` when it did not listen in time.
    public static func start(
        address: some SocketAddress, handlerTimeout: TimeInterval, otherMethods: [String] = [],
        handler: some HTTPHandler, startTimeout: Duration
    ) async throws -> RunningServer {
        let pool = NoDelaySocketPool.standard()
        let exchanges = Exchanges()
        let server = HTTPServer(
            config: HTTPServer.Configuration(
                address: address, timeout: handlerTimeout, pool: pool, logger: DisabledLogger.disabled))
        let methods = HTTPMethod.allMethods.union(otherMethods.map { HTTPMethod($0) })
        await server.appendRoute(
            HTTPRoute(methods: methods, path: "*"), to: CountedHandler(base: handler, exchanges: exchanges))
        let run = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: startTimeout.seconds)
            try await pool.waitUntilListenerHasNoDelay(timeout: startTimeout)
            switch await server.listeningAddress {
            case .ip4(_, let port)?, .ip6(_, let port)?:
                return RunningServer(port: port, pool: pool, server: server, run: run, exchanges: exchanges)
            default:
                throw ServerNotListening()
            }
        } catch {
            pool.retireListener()
            run.cancel()
            // The run's own error says why: a port in use, an address not of this host.
            if case .failure(let reason) = await run.result, !(reason is CancellationError) { throw reason }
            throw error
        }
    }

    /// Stops taking connections, waits up to `grace` for the requests being answered, then ends
    /// every connection and returns once the server's loops have ended.
    ///
    /// - Parameter grace: The longest wait for handlers still running; a reply being streamed
    ///   ends with its connection.
    public func stop(grace: Duration = .zero) async {
        pool.retireListener()
        if grace > .zero { await exchanges.waitUntilNone(atMost: grace) }
        run.cancel()
        _ = await run.result
    }
}

extension Duration {
    fileprivate var seconds: TimeInterval {
        TimeInterval(components.seconds) + TimeInterval(components.attoseconds) / 1e18
    }
}

extension NoDelaySocketPool {
    /// Swaps the listening socket, in place, for one no client can reach: see the top of this file.
    /// Once only: after the run, FlyingFox closes the number and it may be anyone's.
    func retireListener() {
        let listener = box.withLock { stats -> Int32? in
            defer {
                stats.listener = nil
                stats.listenerRetired = true
            }
            return stats.listener
        }
        guard let listener, let placeholder = Self.unreachableListener() else { return }
        _ = dup2(placeholder, listener)
        _ = close(placeholder)
    }

    /// A non-blocking listening socket whose address is gone: `accept()` on it finds nothing to take and
    /// says so at once, so an accept loop that reaches it waits, harmlessly, for its cancellation. (A socket
    /// that does not listen would fail the loop instead, and FlyingFox would end every connection with it,
    /// the replies a graceful stop waits for too.)
    private static func unreachableListener() -> Int32? {
        let fd = socket(AF_UNIX, streamType, 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = NSTemporaryDirectory() + "netlayer-\(getpid())-\(UUID().uuidString.prefix(8)).sock"
        let fits = withUnsafeMutableBytes(of: &address.sun_path) { room in
            let bytes = Array(path.utf8)
            guard bytes.count < room.count else { return false }
            room.copyBytes(from: bytes)
            room[bytes.count] = 0
            return true
        }
        let bound =
            fits
            && withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            } == 0
        guard bound, listen(fd, 1) == 0, fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0 else {
            if bound { _ = unlink(path) }
            _ = close(fd)
            return nil
        }
        _ = unlink(path)
        return fd
    }

    #if canImport(Glibc)
        fileprivate static let streamType = Int32(SOCK_STREAM.rawValue)
    #else
        fileprivate static let streamType = SOCK_STREAM
    #endif
}

/// The requests whose handler is running, and the tasks waiting for there to be none.
private final class Exchanges: Sendable {
    private struct State {
        var running = 0
        var nextWaiter = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = LockedBox(State())

    func begin() { state.withLock { $0.running += 1 } }

    func end() {
        let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.running -= 1
            guard state.running == 0 else { return [] }
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in woken { waiter.resume() }
    }

    /// Returns once no handler runs, or once `limit` has passed.
    func waitUntilNone(atMost limit: Duration) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.none() }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
    }

    private func none() async {
        let id = state.withLock { state -> Int in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let isDone = state.withLock { state -> Bool in
                    if state.running == 0 || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if isDone { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}

/// `base`, counted while it runs.
private struct CountedHandler<Base: HTTPHandler>: HTTPHandler {
    let base: Base
    let exchanges: Exchanges

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        exchanges.begin()
        defer { exchanges.end() }
        return try await base.handleRequest(request)
    }
}
