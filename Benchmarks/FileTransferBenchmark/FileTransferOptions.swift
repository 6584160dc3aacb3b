import ArgumentParser
import BenchmarkTransports
import Foundation
import TransportKinds

/// The flags of `FileTransferBenchmark`, parsed by `parseOrExit()` (a command only for its name in the usage).
struct FileTransferOptions: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "FileTransferBenchmark") }

    enum Mode: String, CaseIterable, ExpressibleByArgument {
        case download, upload, serve
    }

    @Argument(help: "download, upload or serve.")
    var mode: Mode

    @Option(help: "The file's size in bytes.")
    var size: Int64 = 1 << 30

    @Option(help: "The client's transport: urlsession or async-http-client.")
    var transport = TransportKind.urlSession

    @Flag(help: "Upload: send the file as a multipart part.")
    var multipart = false

    @Option(help: "The URL `serve` printed: the transfer goes to that server, and only the client is measured.")
    var server: String?

    func validate() throws {
        guard size > 0 else { throw ValidationError("--size must be positive") }
        if let server, URL(string: server)?.host == nil { throw ValidationError("--server must be a URL") }
    }
}
