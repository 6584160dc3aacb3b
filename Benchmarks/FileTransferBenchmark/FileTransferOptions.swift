import ArgumentParser

struct FileTransferOptions: ParsableArguments {
    enum Mode: String, CaseIterable, ExpressibleByArgument {
        case download, upload, serve
    }

    @Argument(help: "download, upload or serve.")
    var mode: Mode

    @Option(help: "The file's size in bytes.")
    var size: Int64 = 1 << 30

    @Flag(help: "Upload: send the file as a multipart part.")
    var multipart = false

    func validate() throws {
        guard size > 0 else { throw ValidationError("--size must be positive") }
    }
}
