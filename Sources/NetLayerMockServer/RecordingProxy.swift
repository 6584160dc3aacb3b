internal import FlyingFox
internal import FlyingSocks
import Foundation
import HTTPTypes
import NetLayer
import NetLayerMock
import NetLayerSpec
internal import NoDelaySockets

/// `netlayer record`'s proxy: it serves a spec's paths on loopback, forwards each request to the environment's
/// server, hands the reply back as it came, and keeps it as a recording of its interface, secrets redacted
/// (docs/verify.md, "Recording replies").
public final class RecordingProxy: Sendable {
    /// One request as the log line reports it.
    public struct Exchange: Sendable {
        /// The request's method, as sent.
        public var method: String
        /// The request target, secrets redacted.
        public var target: String
        /// The reply's status; 404 for a path no interface has, 502 when the server could not be reached.
        public var status: Int
        /// The interface and the recording's name; nil when nothing was recorded.
        public var recorded: (interface: String, name: String)?
        /// Why the server was not reached, when it was not.
        public var failure: String?
    }

    private let running: RunningServer
    private let store: RecordingStore
    /// The port it listens on: the chosen one, or the one the kernel picked for 0.
    public var port: UInt16 { running.port }

    private init(running: RunningServer, store: RecordingStore) {
        self.running = running
        self.store = store
    }

    /// Listens on `host` and `port` and returns once it accepts connections.
    ///
    /// - Parameters:
    ///   - spec: A spec that passed its checks.
    ///   - environment: The environment whose server is called, and whose paths are served.
    ///   - folder: The folder of recordings: one file per interface, `ID.yaml`, read at start (new recordings
    ///     are added to the ones there), each reply appended to its interface's file as it comes.
    ///   - host: The address to listen on; the loopback address by default.
    ///   - port: The port; 0 for any free one, then read ``port``.
    ///   - transport: What calls the server; a `URLSessionTransport` that follows no redirect by default, so a
    ///     redirect is handed back and recorded as it came.
    ///   - log: Called once for every request, on the server's tasks.
    /// - Returns: The running proxy.
    /// - Throws: The reason it could not listen, or read the recordings already in `folder`.
    public static func start(
        spec: Spec, environment: String, folder: String, host: String = "127.0.0.1", port: UInt16,
        transport: any Transport = URLSessionTransport(redirects: .never),
        log: @escaping @Sendable (Exchange) -> Void = { _ in }
    ) async throws -> RecordingProxy {
        let backend = SpecBackend.make(spec, environment: environment, options: MockOptions())
        let store = try RecordingStore(folder: folder)
        let handler = ProxyHandler(
            environment: environment, origins: spec.origins(in: environment), backend: backend,
            secrets: SpecSecrets(spec: spec), transport: transport, store: store, log: log)
        let address: any SocketAddress =
            host.contains(":")
            ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        let running = try await RunningServer.start(
            address: address, handlerTimeout: 120, otherMethods: [], handler: handler, startTimeout: .seconds(5))
        return RecordingProxy(running: running, store: store)
    }

    /// Stops taking connections, and waits up to a second for the requests being forwarded.
    public func stop() async {
        await running.stop(grace: .seconds(1))
    }

    /// Every recording made or read, in the order of their files and names.
    public var recordings: [Recording] {
        get async { await store.all }
    }
}

/// The recordings by interface, each new one appended to its interface's own file as it comes: writing the
/// file anew for each reply made a long session's last replies the slowest.
actor RecordingStore {
    private let folder: String
    private var byInterface: [String: [Recording]] = [:]
    private var order: [String] = []
    /// The file each interface's new recordings go to, once chosen.
    private var files: [String: String] = [:]
    /// What the files read at start hold: which interfaces, by path.
    private let held: [String: Set<String>]

    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    init(folder: String) throws {
        self.folder = folder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let read = RecordingsReader().read([folder])
        if read.diagnostics.hasErrors {
            throw Unreadable(description: read.diagnostics.map(\.description).joined(separator: "\n"))
        }
        var held: [String: Set<String>] = [:]
        for file in read.files { held[file] = [] }
        for recording in read.recordings {
            if byInterface[recording.interface] == nil { order.append(recording.interface) }
            byInterface[recording.interface, default: []].append(recording)
            held[recording.location.file, default: []].insert(recording.interface)
        }
        self.held = held
    }

    var all: [Recording] { order.flatMap { byInterface[$0] ?? [] } }

    /// Adds a recording under the first free name `reply1`, `reply2`, … of its interface, and appends it to the
    /// interface's file.
    func add(_ recording: Recording) throws -> String {
        var recording = recording
        let taken = Set((byInterface[recording.interface] ?? []).map(\.name))
        var number = taken.count + 1
        while taken.contains("reply\(number)") { number += 1 }
        recording.name = "reply\(number)"
        let (path, isNew) = file(of: recording.interface)
        let text =
            (isNew ? RecordingsWriter.fileHeader(of: recording.interface) : "") + RecordingsWriter.entry(of: recording)
        if isNew {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } else {
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            let end = try handle.seekToEnd()
            // A file written by hand may lack its final line break.
            var prefix = ""
            if end > 0 {
                try handle.seek(toOffset: end - 1)
                if try handle.read(upToCount: 1) != Data("\n".utf8) { prefix = "\n" }
            }
            try handle.write(contentsOf: Data((prefix + text).utf8))
        }
        // Kept only once written: a reply whose recording failed takes no name.
        if byInterface[recording.interface] == nil { order.append(recording.interface) }
        byInterface[recording.interface, default: []].append(recording)
        return recording.name
    }

    /// `ID.yaml`, or `ID-2.yaml`, … when a file of that name holds another interface's recordings too (so
    /// appending would put the new ones under the wrong key); whether it is still to be made.
    private func file(of interface: String) -> (path: String, isNew: Bool) {
        if let chosen = files[interface] { return (chosen, false) }
        var number = 1
        while true {
            let name = number == 1 ? "\(interface).yaml" : "\(interface)-\(number).yaml"
            let path = SpecPath.normalize((folder as NSString).appendingPathComponent(name))
            let exists = FileManager.default.fileExists(atPath: path)
            if !exists || held[path] == [interface] {
                files[interface] = path
                return (path, !exists)
            }
            number += 1
        }
    }
}

private struct ProxyHandler: HTTPHandler {
    let environment: String
    /// Each interface's server, by id, worked out once at start rather than per request.
    let origins: [String: URL]
    let backend: MockBackend
    let secrets: SpecSecrets
    let transport: any Transport
    let store: RecordingStore
    let log: @Sendable (RecordingProxy.Exchange) -> Void

    /// Header fields of one connection, not of the exchange (RFC 9110, section 7.6.1), and those the
    /// transport sets itself.
    private static let hopByHop: Set<String> = [
        "connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade", "host",
        "content-length", "accept-encoding",
    ]

    func handleRequest(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
        let body = try await request.bodyData
        let method = request.method.rawValue
        let path = request.target.path(percentEncoded: true)
        let query = request.target.query(percentEncoded: true)
        let target = query.isEmpty ? path : "\(path)?\(query)"
        // The exchange's own fields, not the connection's: what is forwarded, and what is recorded.
        var fields: [Recording.Header] = []
        for (name, value) in request.headers where !Self.hopByHop.contains(name.rawValue.lowercased()) {
            fields.append(.init(name.rawValue, value))
        }
        let contentType = fields.first { $0.name.lowercased() == "content-type" }?.value.lowercased() ?? ""
        let form =
            contentType.hasPrefix("application/x-www-form-urlencoded") ? String(decoding: body, as: UTF8.self) : nil
        let shown = secrets.redacted(target: target)
        guard let id = backend.interface(of: MockRequest(method: method, target: target, body: body)),
            let origin = origins[id]
        else {
            log(.init(method: method, target: shown, status: 404, recorded: nil, failure: nil))
            return Self.plain(404, "no interface of the spec is \(method) \(path)\n")
        }
        var upstream = HTTPRequest(method: .init(method) ?? .get, url: origin.appendingPathComponent(""))
        upstream.path = target
        for field in fields {
            if let name = HTTPField.Name(field.name) {
                upstream.headerFields.append(HTTPField(name: name, value: field.value))
            }
        }
        let reply: TransportReply
        do {
            reply = try await transport.send(
                upstream, body: body.isEmpty ? nil : RequestBody(body), options: TransferOptions())
        } catch {
            let reason = "\(error)"
            log(.init(method: method, target: shown, status: 502, recorded: nil, failure: reason))
            return Self.plain(502, "netlayer record could not reach \(origin.absoluteString): \(reason)\n")
        }
        var replyFields: [Recording.Header] = []
        var headers = HTTPHeaders()
        for field in reply.response.headerFields {
            let name = field.name.rawName
            guard !Self.hopByHop.contains(name.lowercased()), name.lowercased() != "content-encoding" else { continue }
            replyFields.append(.init(name, field.value))
            headers[HTTPHeader(name)] = field.value
        }
        let status = reply.response.status.code
        let recording = Recording(
            interface: id, name: "", recorded: ISO8601Timestamp.string(from: Date(), fractionalSeconds: false),
            environment: environment,
            request: .init(
                method: NetLayerWire.HTTPMethod(rawValue: method) ?? .GET, target: shown,
                headers: secrets.redacted(fields),
                body: form.map { Data(secrets.redacted(form: $0).utf8) } ?? secrets.redacted(json: body)),
            status: status, headers: secrets.redacted(replyFields),
            body: secrets.redacted(json: reply.data, sent: secrets.values(sentIn: fields, target: target, form: form)),
            location: .init(file: "", line: 0, column: 0), interfaceLocation: .init(file: "", line: 0, column: 0))
        var recorded: (String, String)?
        var failure: String?
        do {
            recorded = (id, try await store.add(recording))
        } catch {
            failure = "the recording was not written: \(error)"
        }
        log(.init(method: method, target: shown, status: status, recorded: recorded, failure: failure))
        return FlyingFox.HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: MockReply.reasonPhrase(of: status)), headers: headers,
            body: reply.data)
    }

    private static func plain(_ status: Int, _ text: String) -> FlyingFox.HTTPResponse {
        FlyingFox.HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: MockReply.reasonPhrase(of: status)),
            headers: [.contentType: "text/plain; charset=utf-8"], body: Data(text.utf8))
    }
}
