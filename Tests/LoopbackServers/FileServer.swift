// A raw-socket server on 127.0.0.1 for downloads and uploads of any size, for tests and
// benchmarks: it serves one file whose bytes it makes as it writes them (a byte's value
// depends on its offset, so a misplaced chunk shows), with an ETag and Last-Modified,
// `Range` and `If-Range`; it can cut a reply after so many body bytes, or stop writing
// until the client goes; and it reads request bodies and drops them, counting. Neither
// way does it hold a body in memory: a 1 GB transfer costs it a 64 KB buffer.
// POSIX sockets, a thread per connection. Part of the `LoopbackServers` library target.

import Foundation
internal import NoDelaySockets
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serves `GET` (and `HEAD`) of any path with the file's bytes, and answers any request
/// with a body (`POST`, `PUT`) with `{"received":N}` after reading and dropping it.
public final class FileServer: Sendable {
    /// How the next GETs are answered, in order; once they are used up, whole replies.
    public enum Reply: Sendable, Equatable {
        /// The reply, as asked (whole or the range).
        case whole
        /// The reply's head and this many body bytes, then the connection closes.
        case cutAfter(Int64)
        /// The reply's head and this many body bytes, then nothing more until the client
        /// closes the connection (`clientClosed` fires then).
        case stallAfter(Int64)
        /// This status, with a small JSON body, whatever the request asked.
        case status(Int)
    }

    /// One request as the server read its head, and how many body bytes it read.
    public struct Request: Sendable {
        public let method: String
        public let target: String
        /// Names lowercased.
        public let headers: [String: String]
        public let bodyBytes: Int64

        public func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    private struct State {
        var size: Int64
        var etag: String?
        var lastModified: String?
        var replies: [Reply]
        var requests: [Request] = []
        var connections: Set<Int32> = []
        var stopping = false
    }

    public let port: UInt16
    /// http://127.0.0.1:PORT (no trailing slash).
    public let baseURL: URL
    private let listener: Int32
    private let state: LockedBox<State>
    private let received = TestState(0)
    private let closed = TestState(0)
    private let finished = TestEvent()

    /// Serves a file of `size` bytes with `etag` and `lastModified` (each sent when set);
    /// the first GETs are answered as `replies` says.
    public static func start(
        size: Int64, etag: String? = "\"v1\"", lastModified: String? = nil, replies: [Reply] = []
    ) throws -> FileServer {
        let listener = try Posix.makeLoopbackListener()
        // The accept loop blocks in poll(); the listener stays non-blocking for accept().
        let server = FileServer(
            listener: listener.fd, port: listener.port,
            state: State(size: size, etag: etag, lastModified: lastModified, replies: replies))
        let thread = Thread { [server] in server.acceptLoop() }
        thread.name = "FileServer:\(listener.port)"
        thread.start()
        return server
    }

    private init(listener: Int32, port: UInt16, state: State) {
        self.listener = listener
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
        self.state = LockedBox(state)
    }

    /// `baseURL` followed by `path`.
    public func url(_ path: String = "/file") -> URL {
        URL(string: baseURL.absoluteString + path)!
    }

    /// The byte at `offset` of the file the server serves.
    public static func byte(at offset: Int64) -> UInt8 {
        UInt8(truncatingIfNeeded: offset % 251)
    }

    /// The file's bytes from `start` for `count` bytes, as the server sends them.
    public static func bytes(from start: Int64 = 0, count: Int) -> Data {
        Data((0..<Int64(count)).map { byte(at: start + $0) })
    }

    /// Every request read so far, in order.
    public var requests: [Request] { state.withLock { $0.requests } }

    /// Replaces the file: a new size and validators, as when it changed on the server.
    public func change(size: Int64, etag: String?, lastModified: String? = nil) {
        state.withLock {
            $0.size = size
            $0.etag = etag
            $0.lastModified = lastModified
        }
    }

    /// Returns once `count` requests have been read (at once if they have).
    public func waitForRequests(_ count: Int) async {
        await received.wait { $0 >= count }
    }

    /// Returns once clients have closed `count` connections that the server was
    /// stalling (`.stallAfter`): the sign that a client stopped the transfer.
    public func waitForClientClosed(_ count: Int = 1) async {
        await closed.wait { $0 >= count }
    }

    /// Closes the listener and every connection, and returns once the accept loop has ended.
    public func stop() async {
        let open: Set<Int32>? = state.withLock { state in
            guard !state.stopping else { return nil }
            state.stopping = true
            return state.connections
        }
        if let open {
            for fd in open { _ = shutdown(fd, Int32(SHUT_RDWR)) }
            _ = shutdown(listener, Int32(SHUT_RDWR))
        }
        await finished.wait()
    }

    // MARK: Connections

    private func acceptLoop() {
        defer {
            _ = Posix.close(listener)
            finished.fire()
        }
        while !state.withLock({ $0.stopping }) {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            // A bounded wait: shutting a listener down does not wake poll() on every system.
            guard poll(&fds, 1, 100) >= 0 || errno == EINTR else { return }
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { continue }
            let accepted = state.withLock { state in
                guard !state.stopping else { return false }
                state.connections.insert(fd)
                return true
            }
            guard accepted else {
                _ = Posix.close(fd)
                return
            }
            // Accepted sockets inherit the listener's O_NONBLOCK on Darwin; these threads block.
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) & ~O_NONBLOCK)
            Posix.disableSIGPIPE(fd)
            let thread = Thread { [self] in
                serve(fd)
                state.withLock { _ = $0.connections.remove(fd) }
                _ = Posix.close(fd)
            }
            thread.start()
        }
    }

    /// Requests on one connection until it closes or a reply ends it.
    private func serve(_ fd: Int32) {
        var reader = SocketReader(fd: fd)
        while let head = reader.readHead() {
            let bodyBytes = reader.drainBody(head)
            guard bodyBytes >= 0 else { return }
            let request = Request(
                method: head.method, target: head.target, headers: head.headers, bodyBytes: bodyBytes)
            state.withLock { $0.requests.append(request) }
            received.update { $0 += 1 }
            guard answer(request, on: fd) else { return }
        }
    }

    /// Writes the reply; false when the connection must close after it.
    private func answer(_ request: Request, on fd: Int32) -> Bool {
        if request.method != "GET" && request.method != "HEAD" {
            return writeAll(
                fd,
                Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n".utf8)
                    + Data(contentLengthAndBody(#"{"received":\#(request.bodyBytes)}"#).utf8))
        }
        let (file, reply): (State, Reply) = state.withLock { state in
            (state, state.replies.isEmpty ? .whole : state.replies.removeFirst())
        }
        if case .status(let status) = reply {
            return writeAll(
                fd,
                Data(
                    ("HTTP/1.1 \(status) Status\r\nContent-Type: application/json\r\n"
                        + contentLengthAndBody(#"{"error":"status \#(status)"}"#)).utf8))
        }
        var head = ""
        var start: Int64 = 0
        var end = file.size
        var validators = ""
        if let etag = file.etag { validators += "ETag: \(etag)\r\n" }
        if let lastModified = file.lastModified { validators += "Last-Modified: \(lastModified)\r\n" }
        if let from = Self.rangeStart(request.header("range")), Self.ifRangeHolds(request.header("if-range"), file) {
            guard from < file.size else {
                return writeAll(
                    fd,
                    Data(
                        ("HTTP/1.1 416 Range Not Satisfiable\r\nContent-Range: bytes */\(file.size)\r\n"
                            + validators + "Content-Length: 0\r\n\r\n").utf8))
            }
            start = from
            head = "HTTP/1.1 206 Partial Content\r\nContent-Range: bytes \(from)-\(file.size - 1)/\(file.size)\r\n"
        } else {
            head = "HTTP/1.1 200 OK\r\nAccept-Ranges: bytes\r\n"
        }
        head += "Content-Type: application/octet-stream\r\n" + validators + "Content-Length: \(end - start)\r\n\r\n"
        guard writeAll(fd, Data(head.utf8)) else { return false }
        guard request.method == "GET" else { return true }
        switch reply {
        case .cutAfter(let count): end = min(end, start + count)
        case .stallAfter(let count): end = min(end, start + count)
        default: break
        }
        guard writeFile(fd, from: start, to: end) else {
            // A client that closes before the stall closes all the same: a waiting test must hear of it.
            if case .stallAfter = reply { closed.update { $0 += 1 } }
            return false
        }
        switch reply {
        case .cutAfter:
            return false
        case .stallAfter:
            waitForClose(fd)
            closed.update { $0 += 1 }
            return false
        default:
            return true
        }
    }

    private func contentLengthAndBody(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    private static func rangeStart(_ header: String?) -> Int64? {
        guard let header, header.hasPrefix("bytes="), header.hasSuffix("-") else { return nil }
        return Int64(header.dropFirst("bytes=".count).dropLast())
    }

    /// RFC 9110 13.1.5: a range is sent only while the validator still matches.
    private static func ifRangeHolds(_ header: String?, _ file: State) -> Bool {
        guard let header else { return true }
        return header == file.etag || (file.etag == nil && header == file.lastModified)
    }

    /// The file's bytes in [start, end), made 64 KB at a time.
    private func writeFile(_ fd: Int32, from start: Int64, to end: Int64) -> Bool {
        let chunk = 64 * 1024
        // 251 copies of the pattern's period and more: any offset's chunk is a slice.
        let pattern = [UInt8]((0..<(chunk + 251)).map { Self.byte(at: Int64($0)) })
        var offset = start
        while offset < end {
            let count = Int(min(Int64(chunk), end - offset))
            let from = Int(offset % 251)
            let sent = pattern.withUnsafeBytes { Posix.sendAll(fd, $0.baseAddress! + from, count) }
            guard sent else { return false }
            offset += Int64(count)
        }
        return true
    }

    private func writeAll(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { Posix.sendAll(fd, $0.baseAddress!, $0.count) }
    }

    /// Reads and drops whatever the client sends until it closes the connection.
    private func waitForClose(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ recv(fd, $0.baseAddress, $0.count, 0) }) > 0 {}
    }
}

/// Reads request heads and bodies from a blocking socket.
private struct SocketReader {
    struct Head {
        var method: String
        var target: String
        var headers: [String: String]
    }

    let fd: Int32
    private var buffered: [UInt8] = []

    init(fd: Int32) {
        self.fd = fd
    }

    /// The next request's head; nil when the connection closed.
    mutating func readHead() -> Head? {
        while true {
            if let end = Posix.endOfHead(buffered) {
                let text = String(decoding: buffered[0..<end], as: UTF8.self)
                buffered.removeFirst(end)
                let lines = text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" })
                let requestLine = lines.first?.split(separator: " ") ?? []
                guard requestLine.count >= 2 else { return nil }
                var headers: [String: String] = [:]
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                        .trimmingCharacters(in: .whitespaces)
                }
                return Head(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
            }
            guard fill() else { return nil }
        }
    }

    /// Reads the body (Content-Length or chunked) and drops it; its size, or -1 when the connection broke.
    mutating func drainBody(_ head: Head) -> Int64 {
        if head.headers["transfer-encoding"]?.lowercased() == "chunked" {
            var total: Int64 = 0
            while true {
                guard let line = readLine(), let size = Int64(line.split(separator: ";")[0], radix: 16) else {
                    return -1
                }
                if size == 0 {
                    // Trailers, up to the blank line.
                    while let trailer = readLine(), !trailer.isEmpty {}
                    return total
                }
                guard skip(size), readLine() != nil else { return -1 }
                total += size
            }
        }
        let length = head.headers["content-length"].flatMap { Int64($0) } ?? 0
        return skip(length) ? length : -1
    }

    private mutating func readLine() -> String? {
        while true {
            if let newline = buffered.firstIndex(of: 10) {
                let line = String(decoding: buffered[0..<newline], as: UTF8.self)
                buffered.removeFirst(newline + 1)
                return line.hasSuffix("\r") ? String(line.dropLast()) : line
            }
            guard fill() else { return nil }
        }
    }

    private mutating func skip(_ count: Int64) -> Bool {
        var left = count
        while left > 0 {
            if buffered.isEmpty, !fill() { return false }
            let taken = Int(min(Int64(buffered.count), left))
            buffered.removeFirst(taken)
            left -= Int64(taken)
        }
        return true
    }

    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffered += chunk[0..<count]
                return true
            }
            if count < 0, errno == EINTR { continue }
            return false
        }
    }
}

extension Posix {
    /// `send`'s flag that keeps a peer that went from raising SIGPIPE (elsewhere, `disableSIGPIPE`).
    #if canImport(Glibc)
        static let noSignal = Int32(MSG_NOSIGNAL)
    #else
        static let noSignal: Int32 = 0
    #endif

    /// Writes `count` bytes from a blocking socket's point of view; false when the peer went.
    static func sendAll(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Bool {
        var sent = 0
        while sent < count {
            let written = send(fd, bytes + sent, count - sent, noSignal)
            if written > 0 {
                sent += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
