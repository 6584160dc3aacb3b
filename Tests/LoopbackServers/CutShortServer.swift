// A raw-socket server on 127.0.0.1 that answers every request with a broken reply, for
// tests of how the client fails: a body cut short, no reply at all, bytes that are not
// HTTP, or a reset connection. POSIX sockets only; one background thread runs a poll()
// loop over the listening socket and its connections, and `stop()` ends it and waits.
// Part of the `LoopbackServers` library target.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Accepts connections on 127.0.0.1 (port from the kernel); on each, reads the request
/// head (up to the blank line; a body is not waited for), writes `mode`'s bytes and
/// closes the connection: FIN after the bytes (the rest of the request is read and
/// dropped until the client closes, so the kernel does not turn the close into a reset),
/// or RST for `.reset`.
public final class CutShortServer: Sendable {
    public enum Mode: Sendable {
        /// `HTTP/1.1 200 OK`, Content-Type application/json, Content-Length 1000, then
        /// only the 11 body bytes `{"partial":`, then FIN.
        case truncatedBody
        /// FIN without writing a byte.
        case emptyReply
        /// `SSH-2.0-OpenSSH\r\n`, then FIN.
        case garbage
        /// RST (SO_LINGER 0) without writing a byte.
        case reset
        /// These bytes, then FIN.
        case raw(Data)
        /// `head` at once, then `body` one byte every `interval`, then FIN: a
        /// reply that never pauses long enough for an idle time-out.
        case trickle(head: Data, body: Data, interval: Duration)

        var bytes: [UInt8] {
            switch self {
            case .truncatedBody:
                Array(
                    ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
                        + #"{"partial":"#).utf8)
            case .emptyReply, .reset: []
            case .garbage: Array("SSH-2.0-OpenSSH\r\n".utf8)
            case .raw(let data): Array(data)
            case .trickle(let head, _, _): Array(head)
            }
        }

        /// The bytes sent one at a time after `bytes`, and how far apart.
        var trickled: (bytes: [UInt8], interval: Duration)? {
            if case .trickle(_, let body, let interval) = self { return (Array(body), interval) }
            return nil
        }
    }

    public enum StartError: Error, CustomStringConvertible {
        case posix(call: String, errno: Int32)

        public var description: String {
            switch self {
            case .posix(let call, let code): "CutShortServer: \(call) failed: \(String(cString: strerror(code)))"
            }
        }
    }

    public let mode: Mode
    public let port: UInt16
    /// http://127.0.0.1:PORT (no trailing slash).
    public let baseURL: URL

    private let state: LoopState
    private let wakeWriteEnd: Int32

    private init(mode: Mode, port: UInt16, state: LoopState, wakeWriteEnd: Int32) {
        self.mode = mode
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
        self.state = state
        self.wakeWriteEnd = wakeWriteEnd
    }

    deinit {
        // A test that forgot `stop()`: closing the pipe's write end still ends the thread.
        if state.markStopping() { _ = Posix.close(wakeWriteEnd) }
    }

    /// Listens on 127.0.0.1:0 and starts the accept loop's thread.
    public static func start(_ mode: Mode = .truncatedBody) throws -> CutShortServer {
        let listener = try Posix.makeLoopbackListener()
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let code = errno
            _ = Posix.close(listener.fd)
            throw StartError.posix(call: "pipe", errno: code)
        }
        let state = LoopState()
        let wakeReadEnd = pipeEnds[0]
        let bytes = mode.bytes
        let resets: Bool
        if case .reset = mode { resets = true } else { resets = false }
        let trickled = mode.trickled
        let thread = Thread {
            runLoop(
                listener: listener.fd, wake: wakeReadEnd, reply: bytes, trickled: trickled, resets: resets,
                state: state)
        }
        thread.name = "CutShortServer:\(listener.port)"
        thread.start()
        return CutShortServer(mode: mode, port: listener.port, state: state, wakeWriteEnd: pipeEnds[1])
    }

    /// `baseURL` followed by `pathAndQuery` as written.
    public func url(_ pathAndQuery: String = "/") -> URL {
        guard let url = URL(string: baseURL.absoluteString + pathAndQuery) else {
            preconditionFailure("CutShortServer.url: not a valid URL suffix: \(pathAndQuery)")
        }
        return url
    }

    /// Connections accepted so far.
    public var connectionCount: Int { state.withLock { $0.connectionCount } }

    /// The request heads read so far (request line and header lines, as text).
    public var requestHeads: [String] { state.withLock { $0.requestHeads } }

    /// Closes the listening socket and every open connection, and returns once the
    /// loop's thread has ended. Safe to call twice.
    public func stop() async {
        if state.markStopping() { _ = Posix.close(wakeWriteEnd) }
        await state.waitUntilFinished()
    }

    // MARK: The loop, on its own thread

    private struct Connection {
        var head: [UInt8] = []
        var replied = false
        var deadline: ContinuousClock.Instant
        /// Bytes still to trickle, and when the next one goes.
        var trickling: ArraySlice<UInt8> = []
        var nextByte = ContinuousClock.now
    }

    /// How long a connection may go without its request, or stay open after its
    /// reply, before the loop closes it: only so that connections a client forgets
    /// do not pile up before `stop()`. Far longer than any test takes, so that no
    /// client, however slowed by a loaded machine, sees its connection closed early.
    private static let forgottenAfter: Duration = .seconds(120)

    private static func runLoop(
        listener: Int32, wake: Int32, reply: [UInt8], trickled: (bytes: [UInt8], interval: Duration)?, resets: Bool,
        state: LoopState
    ) {
        let pollMilliseconds = trickled.map { Int32(min(50, max(1, $0.interval / .milliseconds(1)))) } ?? 50
        var connections: [Int32: Connection] = [:]
        defer {
            for fd in connections.keys { _ = Posix.close(fd) }
            _ = Posix.close(listener)
            _ = Posix.close(wake)
            state.finish()
        }
        let readable = Int16(POLLIN)
        while true {
            var fds = [
                pollfd(fd: wake, events: readable, revents: 0),
                pollfd(fd: listener, events: readable, revents: 0),
            ]
            fds += connections.keys.map { pollfd(fd: $0, events: readable, revents: 0) }
            // Wake at least every 50 ms while connections are open, to enforce deadlines.
            let ready = poll(&fds, nfds_t(fds.count), connections.isEmpty ? -1 : pollMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            // Anything on the pipe (its write end closed) means stop.
            if fds[0].revents != 0 { return }

            if fds[1].revents != 0 {
                while true {
                    let fd = accept(listener, nil, nil)
                    if fd < 0 { break }
                    Posix.setNonBlocking(fd)
                    Posix.disableSIGPIPE(fd)
                    connections[fd] = Connection(deadline: .now + forgottenAfter)
                    state.withLock { $0.connectionCount += 1 }
                }
            }

            for polled in fds.dropFirst(2) where polled.revents != 0 {
                let fd = polled.fd
                guard var connection = connections[fd] else { continue }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                    // The client closed (or the connection failed): done with it.
                    _ = Posix.close(fd)
                    connections[fd] = nil
                    continue
                }
                guard count > 0, !connection.replied else { continue }  // drained bytes are dropped
                connection.head += buffer[0..<count]
                guard
                    let headEnd = Posix.endOfHead(connection.head)
                        ?? (connection.head.count > 65_536 ? connection.head.count : nil)
                else {
                    connections[fd] = connection
                    continue
                }
                let head = String(decoding: connection.head[0..<headEnd], as: UTF8.self)
                state.withLock { $0.requestHeads.append(head) }
                if resets {
                    Posix.resetAndClose(fd)
                    connections[fd] = nil
                    continue
                }
                Posix.sendAll(fd, reply, wake: wake)
                connection.replied = true
                if let trickled {
                    connection.trickling = trickled.bytes[...]
                    connection.nextByte = .now + trickled.interval
                    connection.deadline = .now + trickled.interval * (trickled.bytes.count + 1) + forgottenAfter
                } else {
                    _ = shutdown(fd, Int32(SHUT_WR))
                    // Keep reading (and dropping) until the client closes: closed with
                    // unread bytes, the socket would send RST, and a client that had
                    // not yet read the reply would fail another way.
                    connection.deadline = .now + forgottenAfter
                }
                connections[fd] = connection
            }

            let now = ContinuousClock.now
            if let trickled {
                for (fd, var connection) in connections where connection.nextByte <= now {
                    guard let byte = connection.trickling.popFirst() else { continue }
                    Posix.sendAll(fd, [byte], wake: wake)
                    if connection.trickling.isEmpty { _ = shutdown(fd, Int32(SHUT_WR)) }
                    connection.nextByte = now + trickled.interval
                    connections[fd] = connection
                }
            }
            for (fd, connection) in connections where connection.deadline < now {
                _ = Posix.close(fd)
                connections[fd] = nil
            }
        }
    }
}

// MARK: - Internals

private final class LoopState: @unchecked Sendable {
    struct Counters {
        var connectionCount = 0
        var requestHeads: [String] = []
        var stopping = false
        var finished = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let lock = NSLock()
    private var counters = Counters()

    func withLock<Result>(_ body: (inout Counters) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&counters)
    }

    /// True for the first caller only.
    func markStopping() -> Bool {
        withLock { counters in
            defer { counters.stopping = true }
            return !counters.stopping
        }
    }

    func finish() {
        let waiters = withLock { counters in
            counters.finished = true
            defer { counters.waiters = [] }
            return counters.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    func waitUntilFinished() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let finished = withLock { counters in
                if !counters.finished { counters.waiters.append(continuation) }
                return counters.finished
            }
            if finished { continuation.resume() }
        }
    }
}

/// The socket calls of CutShortServer and LoopbackPort.
enum Posix {
    #if canImport(Glibc)
        static let streamType = Int32(SOCK_STREAM.rawValue)
    #else
        static let streamType = SOCK_STREAM
    #endif

    static func close(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(fd)
        #else
            Darwin.close(fd)
        #endif
    }

    /// A listening TCP socket on 127.0.0.1 with a port from the kernel.
    static func makeLoopbackListener() throws -> (fd: Int32, port: UInt16) {
        let socket = try bindLoopback(port: 0, reusingAddress: false)
        guard listen(socket.fd, 128) == 0 else {
            let error = CutShortServer.StartError.posix(call: "listen", errno: errno)
            _ = close(socket.fd)
            throw error
        }
        setNonBlocking(socket.fd)
        return socket
    }

    /// A TCP socket connected to 127.0.0.1:`port`; nil when the connection is refused.
    static func connectLoopback(port: UInt16) -> Int32? {
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { return nil }
        var address = loopbackAddress(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            _ = close(fd)
            return nil
        }
        return fd
    }

    /// 127.0.0.1:`port`.
    private static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: in_addr_t(0x7F00_0001).bigEndian)  // 127.0.0.1
        return address
    }

    /// A TCP socket bound on 127.0.0.1 to `port` (0: one from the kernel), not listening.
    /// `reusingAddress` sets SO_REUSEADDR first, so that connections the port's last
    /// server closed (in TIME_WAIT) do not stand in the way; a listener still does.
    static func bindLoopback(port: UInt16, reusingAddress: Bool) throws -> (fd: Int32, port: UInt16) {
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { throw CutShortServer.StartError.posix(call: "socket", errno: errno) }
        func fail(_ call: String) -> CutShortServer.StartError {
            let error = CutShortServer.StartError.posix(call: call, errno: errno)
            _ = close(fd)
            return error
        }
        if reusingAddress {
            var on: Int32 = 1
            guard setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
                throw fail("setsockopt")
            }
        }
        var address = loopbackAddress(port: port)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0 else { throw fail("bind") }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { throw fail("getsockname") }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    static func setNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL, 0)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    }

    static func disableSIGPIPE(_ fd: Int32) {
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Writes all of `bytes`, waiting for room whenever the send buffer is full, until
    /// the client closes or `wake` says stop. No time limit: a client slowed by a
    /// loaded machine still gets every byte (with one, a 4 MB reply was cut short
    /// while its client waited for a thread, and ended as a complete shorter body).
    static func sendAll(_ fd: Int32, _ bytes: [UInt8], wake: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, bytes.count - sent, noSignal) }
            if count > 0 {
                sent += count
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var fds = [
                    pollfd(fd: fd, events: Int16(POLLOUT), revents: 0),
                    pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
                ]
                guard poll(&fds, nfds_t(fds.count), -1) >= 0 || errno == EINTR else { return }
                if fds[1].revents != 0 { return }
            } else {
                return
            }
        }
    }

    /// Closes with SO_LINGER 0, so the peer gets RST instead of FIN.
    static func resetAndClose(_ fd: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        _ = close(fd)
    }

    /// The index just past the blank line that ends an HTTP head ("\r\n\r\n" or "\n\n").
    static func endOfHead(_ bytes: [UInt8]) -> Int? {
        let cr: UInt8 = 13
        let lf: UInt8 = 10
        var index = 0
        while index < bytes.count {
            if bytes[index] == lf {
                if index + 1 < bytes.count, bytes[index + 1] == lf { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == cr, bytes[index + 2] == lf { return index + 3 }
            }
            index += 1
        }
        return nil
    }
}
