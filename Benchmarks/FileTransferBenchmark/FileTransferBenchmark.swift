// Files on disk over loopback (issue 22): a download written to disk and an upload read
// from disk, each of a size such as 1 GB, with the throughput and how much the process's
// resident memory grew (VmHWM, the peak, against VmRSS before the transfer). One
// transfer per process, so that one's peak does not hide another's.
//
//   FileTransferBenchmark download [--size BYTES] [--transport T] [--server URL]   NetLayerClient.download to a file
//   FileTransferBenchmark upload [--size BYTES] [--multipart] [--transport T] [--server URL]   a file as the body
//   FileTransferBenchmark serve [--size BYTES]   the same server alone, for curl; prints its URL
//
// With --server (the URL `serve` printed, serving at least --size bytes), the client is the only
// thing in the process, so the memory figure is the transport's alone; without it, a server runs
// in the process (its threads and its 64 KB buffer count then).
//
// Benchmarks/Scripts/file-transfers.sh runs them all beside curl.

import BenchmarkTransports
import Foundation
import LoopbackServers
@_spi(Generated) import NetLayer
import TransportKinds

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@main
struct FileTransferBenchmark {
    static func main() async throws {
        let arguments = FileTransferOptions.parseOrExit()
        switch arguments.mode {
        case .download:
            try await download(size: arguments.size, transport: arguments.transport, server: arguments.server)
        case .upload:
            try await upload(
                size: arguments.size, multipart: arguments.multipart, transport: arguments.transport,
                server: arguments.server)
        case .serve: try await serve(size: arguments.size)
        }
    }

    static func client(_ baseURL: URL, _ transport: TransportKind) -> NetLayerClient {
        NetLayerClient(
            configuration: ClientConfiguration(timeout: 600),
            environment: ServerEnvironment(name: "loopback", baseURL: baseURL), transport: transport.make())
    }

    /// The server at `url` (`serve`'s), else one started in this process serving `size` bytes.
    static func server(_ url: String?, size: Int64) throws -> (baseURL: URL, local: FileServer?) {
        if let url, let base = URL(string: url) { return (base.deletingLastPathComponent(), nil) }
        let local = try FileServer.start(size: size)
        return (local.baseURL, local)
    }

    static func download(size: Int64, transport: TransportKind, server url: String?) async throws {
        let server = try server(url, size: size)
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent(
            "download-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: destination) }
        let endpoint = Endpoint(id: "file", method: .GET, path: "file")
        let client = client(server.baseURL, transport)
        let before = Memory.now()
        let start = ContinuousClock.now
        let file = try await client.download(endpoint, to: destination)
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        let after = Memory.now()
        await server.local?.stop()
        guard file.bytes == size else { fatalError("downloaded \(file.bytes) of \(size) bytes") }
        report("download (\(transport.rawValue))", size: size, seconds: seconds, before: before, after: after)
    }

    static func upload(size: Int64, multipart: Bool, transport: TransportKind, server url: String?) async throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent(
            "upload-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: source) }
        try writeFile(source, size: size)
        let server = try server(url, size: 1)
        let client = client(server.baseURL, transport)
        let part = FilePart(fileURL: source, mimeType: "video/mp4")
        let endpoint = Endpoint(id: "upload", method: .POST, path: "upload", body: multipart ? .multipart : nil)
        let parameter = Parameter("video", part, in: multipart ? .body : .content)
        let before = Memory.now()
        let start = ContinuousClock.now
        let reply = try await client.send(endpoint, parameters: [parameter])
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        let after = Memory.now()
        // The server answers {"received":N}: the body bytes it read.
        let received = (try? JSONDecoder().decode([String: Int64].self, from: reply.body))?["received"] ?? 0
        await server.local?.stop()
        guard received >= size else { fatalError("the server received \(received) of \(size) bytes") }
        report(
            (multipart ? "upload (multipart, " : "upload (raw body, ") + "\(transport.rawValue))", size: size,
            seconds: seconds, before: before,
            after: after)
    }

    /// Serves until the process is stopped: curl's side of the comparison.
    static func serve(size: Int64) async throws {
        let server = try FileServer.start(size: size)
        // Through FileHandle: print's buffer would not reach a pipe until the process ends.
        FileHandle.standardOutput.write(Data("\(server.url())\n".utf8))
        while true { try await Task.sleep(for: .seconds(3600)) }
    }

    /// `size` bytes written 1 MB at a time, never held whole.
    static func writeFile(_ url: URL, size: Int64) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            fatalError("cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let chunk = FileServer.bytes(count: 1 << 20)
        var written: Int64 = 0
        while written < size {
            let count = Int(min(Int64(chunk.count), size - written))
            try handle.write(contentsOf: chunk.prefix(count))
            written += Int64(count)
        }
    }

    static func report(_ what: String, size: Int64, seconds: Double, before: Memory, after: Memory) {
        let megabytes = Double(size) / 1_048_576
        print(
            String(
                format: "%@: %.0f MB in %.2f s, %.0f MB/s; resident memory %.1f MB before, peak %.1f MB (+%.1f MB)",
                what, megabytes, seconds, megabytes / seconds, before.residentMB, after.peakMB,
                after.peakMB - before.residentMB))
    }
}

/// VmRSS and VmHWM of /proc/self/status, in MB (0 where there is no /proc).
struct Memory {
    var residentMB = 0.0
    var peakMB = 0.0

    static func now() -> Memory {
        var memory = Memory()
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return memory }
        for line in status.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kilobytes = Double(fields[1]) else { continue }
            if fields[0] == "VmRSS:" { memory.residentMB = kilobytes / 1024 }
            if fields[0] == "VmHWM:" { memory.peakMB = kilobytes / 1024 }
        }
        return memory
    }
}
