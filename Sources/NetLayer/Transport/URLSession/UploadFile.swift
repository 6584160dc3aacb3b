// URLSession is FoundationNetworking on Linux, and so libcurl: there only with the trait `URLSession`.
#if URLSession || canImport(Darwin)
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// The file URLSession uploads a request's body from, when the body comes from disk.
    ///
    /// URLSession knows the size of a body it reads from a file (`uploadTask(with:fromFile:)`)
    /// and sends it with its Content-Length. A body stream is no way to send one:
    /// swift-corelibs-foundation sends a stream chunked, beside any Content-Length the
    /// request sets, which servers refuse (a request may not carry both), and Apple's
    /// URLSession schedules a body stream on its run loop through private methods a Swift
    /// subclass of InputStream lacks. So a body that is one file is uploaded from that
    /// file, and a body of several pieces (a multipart body with a file on disk) is first
    /// copied, a chunk at a time, into a temporary file, removed when the call ends.
    struct UploadFile {
        let url: URL
        /// A copy of the body made for the call, removed by `remove()`.
        let isTemporary: Bool

        /// The file to upload `body` from; nil when the body is in memory, sent as it is.
        init?(_ body: RequestBody) throws(NetLayerError) {
            guard body.data == nil else { return nil }
            if let file = body.file {
                self.url = file
                isTemporary = false
                return
            }
            url = try Self.spool(body.makeStream())
            isTemporary = true
        }

        func remove() {
            if isTemporary { try? FileManager.default.removeItem(at: url) }
        }

        /// The stream's bytes copied into a new temporary file, 64 KB at a time.
        private static func spool(_ stream: InputStream) throws(NetLayerError) -> URL {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "netlayer-upload-\(UUID().uuidString)")
            guard FileManager.default.createFile(atPath: url.path, contents: nil),
                let handle = try? FileHandle(forWritingTo: url)
            else { throw .invalidRequest("cannot make a temporary file for the body at \(url.path)") }
            defer { try? handle.close() }
            stream.open()
            defer { stream.close() }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = stream.read(&buffer, maxLength: buffer.count)
                if count == 0 { return url }
                do {
                    guard count > 0 else {
                        throw stream.streamError ?? NetLayerError.invalidRequest("the body cannot be read")
                    }
                    try handle.write(contentsOf: buffer[0..<count])
                } catch {
                    try? FileManager.default.removeItem(at: url)
                    throw (error as? NetLayerError) ?? .invalidRequest("cannot write the body to \(url.path): \(error)")
                }
            }
        }
    }
#endif
