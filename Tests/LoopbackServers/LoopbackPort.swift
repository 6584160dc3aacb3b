import Foundation

/// Ports on 127.0.0.1 that refuse connections.
public enum LoopbackPort {
    /// A port held by a socket of the test's own, bound on 127.0.0.1 but not listening:
    /// a connection to it is refused, and no server (of this test process or another
    /// one on the machine) can take it until the reservation is released. A port merely
    /// found free and closed again was seen taken by another test's server before the
    /// connection came.
    public final class Reservation: @unchecked Sendable {
        public let port: UInt16
        private let lock = NSLock()
        private var fd: Int32?

        fileprivate init(port: UInt16, fd: Int32) {
            self.port = port
            self.fd = fd
        }

        deinit {
            release()
        }

        /// http://127.0.0.1:PORT (no trailing slash).
        public var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

        /// Frees the port. Call it at the end of the test (`defer`): a reservation not
        /// used after its URL was taken may otherwise go, and free the port, at once.
        public func release() {
            let open: Int32? = lock.withLock {
                defer { fd = nil }
                return fd
            }
            if let open { _ = Posix.close(open) }
        }
    }

    /// A port of the kernel's choosing, held until the reservation is released.
    public static func reserve() throws -> Reservation {
        let socket = try Posix.bindLoopback(port: 0, reusingAddress: false)
        return Reservation(port: socket.port, fd: socket.fd)
    }

    /// A TCP connection to 127.0.0.1:`port`, its descriptor the caller's to close; nil when refused.
    public static func connect(_ port: UInt16) -> Int32? { Posix.connectLoopback(port: port) }

    /// `port`, which a server that has stopped has just freed, held from now on; throws
    /// (EADDRINUSE) when something still listens on it.
    public static func reserve(_ port: UInt16) throws -> Reservation {
        let socket = try Posix.bindLoopback(port: port, reusingAddress: true)
        return Reservation(port: socket.port, fd: socket.fd)
    }
}

/// Plain TCP connections to a port, opened at once and left idle: work for a server's
/// accept loop, without a client library that opens sockets of its own meanwhile.
public final class IdleConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var fds: [Int32]

    /// Opens `count` connections to 127.0.0.1:`port`; one that fails is left out.
    public init(_ count: Int, to port: UInt16) {
        fds = (0..<count).compactMap { _ in Posix.connectLoopback(port: port) }
    }

    deinit {
        close()
    }

    /// How many connected.
    public var count: Int { lock.withLock { fds.count } }

    /// Closes them all.
    public func close() {
        let open = lock.withLock {
            defer { fds = [] }
            return fds
        }
        for fd in open { _ = Posix.close(fd) }
    }
}
