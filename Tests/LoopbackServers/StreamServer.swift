// A raw-socket server on 127.0.0.1 whose replies the test writes piece by piece, for
// tests of streamed replies: each accepted connection is handed to the test once its
// request head has arrived, and the test writes the head, events, chunks, a cut or the
// end when it chooses, and waits for the client to close the connection. A thread per
// connection reads the request and then watches for the close; `stop()` ends them all.
// Part of the `LoopbackServers` library target.

import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Accepts connections on 127.0.0.1 (port from the kernel) and hands each to the test.
public final class StreamServer: Sendable {
    public let port: UInt16
    /// http://127.0.0.1:PORT (no trailing slash).
    public let baseURL: URL

    private let listener: Int32
    /// Closing it wakes the accept loop: `shutdown` does not end a blocked `accept` everywhere.
    private let wakeWriteEnd: Int32
    private let accepted = TestState<[StreamConnection]>([])
    private let stopped = TestEvent()
    private let acceptEnded = TestEvent()

    private init(listener: Int32, wakeWriteEnd: Int32, port: UInt16) {
        self.listener = listener
        self.wakeWriteEnd = wakeWriteEnd
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Listens on 127.0.0.1:0 and starts accepting.
    public static func start() throws -> StreamServer {
        let socket = try Posix.bindLoopback(port: 0, reusingAddress: false)
        guard listen(socket.fd, 64) == 0 else {
            let error = CutShortServer.StartError.posix(call: "listen", errno: errno)
            _ = Posix.close(socket.fd)
            throw error
        }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            let error = CutShortServer.StartError.posix(call: "pipe", errno: errno)
            _ = Posix.close(socket.fd)
            throw error
        }
        Posix.setNonBlocking(socket.fd)
        let server = StreamServer(listener: socket.fd, wakeWriteEnd: pipeEnds[1], port: socket.port)
        // The thread holds what it uses, not the server: a server the test drops
        // (its `stop()` in a task that never ran) ends the thread in `deinit`, and a
        // thread left blocked would keep the test process from exiting.
        let thread = Thread {
            [
                listener = socket.fd, wake = pipeEnds[0], accepted = server.accepted,
                stopped = server.stopped, acceptEnded = server.acceptEnded
            ] in
            acceptLoop(listener: listener, wake: wake, accepted: accepted, stopped: stopped, ended: acceptEnded)
        }
        thread.name = "StreamServer:\(socket.port)"
        thread.start()
        return server
    }

    /// Runs `body` with a server started for it, and stops the server however
    /// `body` ends: a server left running keeps its threads, and the test
    /// process cannot exit while they run.
    public static func run<T>(_ body: (StreamServer) async throws -> T) async throws -> T {
        try await withTestServer(try start(), body)
    }

    /// `baseURL` followed by `pathAndQuery` as written.
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: baseURL.absoluteString + pathAndQuery)!
    }

    /// The `index`th connection (from 0) once its request head has arrived.
    public func connection(_ index: Int = 0) async -> StreamConnection? {
        let all = await accepted.wait { $0.count > index }
        return all.count > index ? all[index] : nil
    }

    /// Connections whose request head has arrived so far.
    public var connections: [StreamConnection] { accepted.value }

    /// Closes the listener and every connection; returns once accepting has ended.
    public func stop() async {
        close()
        await acceptEnded.wait()
    }

    deinit {
        close()
    }

    private func close() {
        guard !stopped.hasFired else { return }
        stopped.fire()
        _ = Posix.close(wakeWriteEnd)
        for connection in accepted.value { connection.stop() }
    }

    private static func acceptLoop(
        listener: Int32, wake: Int32, accepted: TestState<[StreamConnection]>, stopped: TestEvent, ended: TestEvent
    ) {
        defer {
            _ = Posix.close(listener)
            _ = Posix.close(wake)
            ended.fire()
        }
        while !stopped.hasFired {
            var fds = [
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&fds, 2, -1) < 0, errno != EINTR { return }
            if fds[0].revents != 0 { return }
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
                return
            }
            // Accepted sockets block: the connection threads wait in recv and send.
            let flags = fcntl(fd, F_GETFL, 0)
            _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)
            Posix.disableSIGPIPE(fd)
            let connection = StreamConnection(fd: fd)
            let thread = Thread {
                guard connection.readHead() else {
                    connection.stop()
                    return
                }
                accepted.update { $0.append(connection) }
                if stopped.hasFired { connection.stop() }
                connection.watchUntilClosed()
            }
            thread.name = "StreamServer connection"
            thread.start()
        }
    }
}

/// A body a `StreamConnection` writes as fast as its client reads.
public final class Flood: Sendable {
    public enum End: Sendable, Equatable {
        /// Every byte was written.
        case finished(Int)
        /// The connection failed (the client closed it) after this many bytes.
        case failed(Int)
    }

    struct Progress: Sendable {
        var written = 0
        /// The bytes written when the client was first seen not reading.
        var stalledAt: Int?
        var end: End?
    }

    let state = TestState(Progress())

    /// Bytes written when the client was first seen to stop reading; nil if it never did before the end.
    public func firstStall() async -> Int? {
        await state.wait { $0.stalledAt != nil || $0.end != nil }.stalledAt
    }

    /// How the flood ended.
    public func end() async -> End? {
        await state.wait { $0.end != nil }.end
    }
}

/// One connection of a `StreamServer`: its request, and the reply the test writes.
public final class StreamConnection: @unchecked Sendable {

    private let fd: Int32
    /// Closing the write end wakes the connection's thread wherever it waits.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let lock = NSLock()
    private var head: [UInt8] = []
    private var isOpen = true
    private var woken = false
    private var chunked = false
    private let closedByClient = TestEvent()

    fileprivate init(fd: Int32) {
        self.fd = fd
        var pipeEnds: [Int32] = [-1, -1]
        if pipe(&pipeEnds) != 0 { pipeEnds = [-1, -1] }
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
    }

    /// Waits until the connection has bytes to read (or has ended); false once `stop()` was called.
    private func waitForBytes() -> Bool {
        var fds = [
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0), pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        ]
        while poll(&fds, 2, -1) < 0 {
            if errno != EINTR { return false }
        }
        return fds[0].revents == 0
    }

    /// The request line and header lines, as text.
    public private(set) var requestHead = ""

    /// The value of the request header `name` (case ignored), if sent.
    public func header(_ name: String) -> String? {
        for line in requestHead.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == name.lowercased() {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The request line, such as `GET /events HTTP/1.1`.
    public var requestLine: String { String(requestHead.split(separator: "\r\n").first ?? "") }

    /// Writes a reply head. With `chunked` (the default) the body is sent in
    /// chunked encoding, so that `end()` is a complete body and `cut()` a broken one.
    /// The server reads one request a connection: a complete reply the client
    /// may follow with another request on the same connection (a redirect)
    /// should say `Connection: close` and `end()`.
    public func writeHead(status: Int = 200, headers: [String: String] = [:], chunked: Bool = true) {
        var text = "HTTP/1.1 \(status) Status \(status)\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if chunked { text += "Transfer-Encoding: chunked\r\n" }
        text += "\r\n"
        lock.withLock { self.chunked = chunked }
        writeRaw(Array(text.utf8))
    }

    /// Writes `text` as body bytes (one chunk when chunked); false once the connection is gone.
    @discardableResult
    public func write(_ text: String) -> Bool {
        write(Data(text.utf8))
    }

    /// Writes `data` as body bytes (one chunk when chunked); false once the connection is gone.
    @discardableResult
    public func write(_ data: Data) -> Bool {
        guard !data.isEmpty else { return isStillOpen }
        if lock.withLock({ chunked }) {
            return writeRaw(Array(String(data.count, radix: 16).utf8) + [13, 10] + Array(data) + [13, 10])
        }
        return writeRaw(Array(data))
    }

    /// Ends the body (the last chunk when chunked) and closes the connection.
    public func end() {
        if lock.withLock({ chunked }) { writeRaw(Array("0\r\n\r\n".utf8)) }
        stop()
    }

    /// Closes the connection in the middle of the body: the client sees it cut short.
    public func cut() {
        stop()
    }

    /// Returns once the client has closed the connection (or the server did: `end()`, `cut()`, `stop()`).
    public func waitUntilClientCloses() async {
        await closedByClient.wait()
    }

    /// True until the client has closed the connection.
    public var clientClosed: Bool { closedByClient.hasFired }

    /// Starts writing `total` bytes of body (in chunks of `chunk`, a multiple of 256, byte `i` of
    /// the body being `UInt8(truncatingIfNeeded: i)`) as fast as the client
    /// reads them, on a thread of its own. `stallAfter` is only how long
    /// without progress counts as a client that stopped reading: a shorter
    /// wait can only call a client stalled early, never make one that stopped
    /// look as if it read on.
    public func flood(total: Int, chunk: Int = 65_536, stallAfter: Duration = .milliseconds(300)) -> Flood {
        let flood = Flood()
        let thread = Thread { [self] in floodNow(total, chunk, stallAfter, flood) }
        thread.name = "StreamServer flood"
        thread.start()
        return flood
    }

    private func floodNow(_ total: Int, _ chunk: Int, _ stallAfter: Duration, _ flood: Flood) {
        let chunked = lock.withLock { self.chunked }
        // Chunks start at multiples of 256, so each is the start of one pattern.
        let chunk = max(256, chunk / 256 * 256)
        let pattern = (0..<chunk).map { UInt8(truncatingIfNeeded: $0) }
        var written = 0
        while written < total {
            let count = min(chunk, total - written)
            var bytes = Array(pattern[0..<count])
            if chunked { bytes = Array(String(count, radix: 16).utf8) + [13, 10] + bytes + [13, 10] }
            var offset = 0
            while offset < bytes.count {
                let sent = bytes.withUnsafeBytes {
                    send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_DONTWAIT) | Posix.noSignal)
                }
                if sent > 0 {
                    offset += sent
                    continue
                }
                guard sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                    return flood.state.update { $0.end = .failed(written) }
                }
                var fds = [pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)]
                if poll(&fds, 1, Int32(stallAfter / .milliseconds(1))) == 0 {
                    flood.state.update { $0.stalledAt = $0.stalledAt ?? written }
                }
            }
            written += count
            flood.state.update { $0.written = written }
        }
        flood.state.update { $0.end = .finished(written) }
    }

    // MARK: The connection's thread

    /// Reads up to the blank line that ends the request head.
    fileprivate func readHead() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Posix.endOfHead(head) == nil {
            guard waitForBytes() else { return false }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return false }
            head += buffer[0..<count]
        }
        requestHead = String(decoding: head[0..<Posix.endOfHead(head)!], as: UTF8.self)
        return true
    }

    /// Reads (and drops) until the client closes, then marks it closed.
    fileprivate func watchUntilClosed() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while waitForBytes() {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno != EINTR) { break }
        }
        lock.withLock { isOpen = false }
        closedByClient.fire()
    }

    deinit {
        stop()
        _ = Posix.close(fd)
        _ = Posix.close(wakeRead)
    }

    /// Stops writing and reading: the client sees the connection end.
    fileprivate func stop() {
        let (wasOpen, wakeOpen) = lock.withLock {
            defer {
                isOpen = false
                woken = true
            }
            return (isOpen, !woken)
        }
        // shutdown, not close: the watching thread still reads the descriptor; deinit closes it.
        if wasOpen { _ = shutdown(fd, Int32(SHUT_RDWR)) }
        if wakeOpen { _ = Posix.close(wakeWrite) }
    }

    private var isStillOpen: Bool { lock.withLock { isOpen } && !closedByClient.hasFired }

    @discardableResult
    private func writeRaw(_ bytes: [UInt8]) -> Bool {
        // Not under the lock: a write blocked by a client that does not read must not block `stop()`.
        guard lock.withLock({ isOpen }) else { return false }
        guard !bytes.isEmpty else { return true }
        return bytes.withUnsafeBytes { Posix.sendAll(fd, $0.baseAddress!, $0.count) }
    }
}
