// FlyingFox with TCP_NODELAY, for the servers of `netlayer mock` and of the tests.
//
// FlyingFox writes a reply's head and body in two writes and does not disable Nagle's
// algorithm, so on a keep-alive connection every reply's body waits for the client's
// delayed ACK (~40-45 ms on Linux). FlyingFox 0.27.1 creates its listening socket itself
// and offers no socket-option hook, but it routes every socket that would block through
// the `AsyncSocketPool` it is given. `NoDelaySocketPool` wraps the default pool and sets
// TCP_NODELAY on each socket it sees; the first of them is the listening socket (the
// accept loop's first `accept()` blocks): a server that waits for that before it says it
// is ready accepts every connection from a listener with TCP_NODELAY. Linux copies the
// option to accepted sockets; on other systems the wrapper still sets it on each
// connection the first time that connection waits for data.

public import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The listening socket did not get TCP_NODELAY in time.
public struct ListenerNotReady: Error, CustomStringConvertible {
    /// The sentence a server prints when it gives up starting.
    public var description: String { "the listening socket did not get TCP_NODELAY in time" }
}

/// A value behind a lock, for state the servers' threads share. (`Mutex`
/// needs macOS 15; this package supports 13.) `TestServer` uses it too.
package final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// FlyingFox's default pool; on Linux one whose epoll queue closes its descriptors safely.
func makeBasePool() -> any AsyncSocketPool {
    #if os(Linux)
        SocketPool(queue: SafelyClosingEPoll(base: ePoll(maxEvents: 20)), logger: DisabledLogger.disabled)
    #else
        HTTPServer.defaultPool()
    #endif
}

/// Wraps FlyingFox's default socket pool to set TCP_NODELAY on every socket that waits
/// in it: first the listening socket, then each connection socket waiting for data.
public struct NoDelaySocketPool: AsyncSocketPool {
    /// How many waits found a connection with TCP_NODELAY already set, and without.
    public struct Stats: Sendable {
        /// Whether the listening socket has TCP_NODELAY, so that accepted sockets inherit it on Linux.
        public var listenerHasNoDelay = false
        /// The listening socket's descriptor, once the accept loop has waited on it.
        var listener: Int32?
        /// Whether `listener` was swapped for a placeholder: its number is not to be touched again.
        var listenerRetired = false
        /// Connection sockets that already had TCP_NODELAY when they first waited: inherited from the listener.
        public var withNoDelay = 0
        /// Connection sockets that did not, on which the pool then set it.
        public var withoutNoDelay = 0
    }

    let base: any AsyncSocketPool
    let box = LockedBox(Stats())

    /// Wraps another pool.
    ///
    /// - Parameter base: The pool that does the waiting; ``standard()`` passes FlyingFox's default one.
    public init(base: any AsyncSocketPool) { self.base = base }

    /// Over FlyingFox's default pool (on Linux, one that also closes its eventfd).
    ///
    /// - Returns: The pool a server passes to FlyingFox's `HTTPServer`.
    public static func standard() -> NoDelaySocketPool { NoDelaySocketPool(base: makeBasePool()) }

    /// The counts so far, for tests that check a server's sockets have TCP_NODELAY.
    public var stats: Stats { box.withLock { $0 } }

    /// Prepares the wrapped pool, before the server's accept loop runs.
    ///
    /// - Throws: The wrapped pool's error, such as a failure to create the event queue.
    public func prepare() async throws { try await base.prepare() }

    /// Runs the wrapped pool's event loop until its task is cancelled.
    ///
    /// - Throws: The wrapped pool's error, or `CancellationError` when cancelled.
    public func run() async throws { try await base.run() }

    /// Sets TCP_NODELAY on `socket` (when it has not got it yet), then waits in the wrapped pool until it is
    /// ready.
    ///
    /// - Parameters:
    ///   - socket: A listening or connection socket that would block.
    ///   - events: What the socket waits for: to read, or to write.
    /// - Throws: The wrapped pool's error, or `CancellationError` when the waiting task is cancelled.
    public func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        let noDelay = BoolSocketOption(level: Int32(IPPROTO_TCP), name: Int32(TCP_NODELAY))
        let isListener = (try? socket.getValue(for: BoolSocketOption(name: Int32(SO_ACCEPTCONN)))) ?? false
        if isListener {
            try? socket.setValue(true, for: noDelay)
            let hasNoDelay = (try? socket.getValue(for: noDelay)) == true
            box.withLock { stats in
                // The first listener is the server's own; see RunningServer for why a later one may be another's.
                if stats.listener == nil, !stats.listenerRetired { stats.listener = socket.file.rawValue }
                if hasNoDelay { stats.listenerHasNoDelay = true }
            }
        } else if (try? socket.getValue(for: noDelay)) == true {
            box.withLock { $0.withNoDelay += 1 }
        } else {
            box.withLock { $0.withoutNoDelay += 1 }
            try? socket.setValue(true, for: noDelay)
        }
        try await base.suspendSocket(socket, untilReadyFor: events)
    }

    /// Returns once the accept loop waits on a listening socket that has TCP_NODELAY.
    ///
    /// - Parameter timeout: How long to wait; a server gives up starting after it.
    /// - Throws: ``ListenerNotReady`` when the time runs out, or `CancellationError` when the task is cancelled.
    public func waitUntilListenerHasNoDelay(timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while !box.withLock({ $0.listenerHasNoDelay }) {
            guard ContinuousClock.now < deadline else { throw ListenerNotReady() }
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}
