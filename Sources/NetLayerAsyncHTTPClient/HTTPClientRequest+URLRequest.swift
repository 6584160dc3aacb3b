#if AsyncHTTPClient
    import AsyncHTTPClient
    import Foundation
    import NIOCore
    import NIOHTTP1
    import NetLayer

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    extension HTTPClientRequest {
        /// `request` as AsyncHTTPClient sends it: its method as written, its header fields as
        /// given, and its body streamed with its length (a file body read from disk in chunks).
        ///
        /// - Parameters:
        ///   - request: the request as the client built it.
        ///   - upload: told of the body's bytes as AsyncHTTPClient takes them to send.
        ///   - attempt: which request of the call this is: each sends the body from its start.
        ///   - loops: the event loops of the client that sends it, which a streamed body is read
        ///     at most `UploadWindow`'s limit ahead of.
        /// - Throws: `NetLayerError.invalidRequest` when `request` has no URL.
        init(
            _ request: URLRequest, upload: UploadProgress?, attempt: Int, loops: [any EventLoop]
        ) throws(NetLayerError) {
            guard let url = request.url else { throw .invalidRequest("the request has no URL") }
            self.init(url: url.absoluteString)
            method = NIOHTTP1.HTTPMethod(rawValue: request.httpMethod ?? "GET")
            // AsyncHTTPClient frames the body itself, from the length given with it.
            let framing: Set<String> = ["content-length", "transfer-encoding"]
            for (name, value) in request.allHTTPHeaderFields ?? [:] where !framing.contains(name.lowercased()) {
                headers.add(name: name, value: value)
            }
            // As URLSession does: the codings the transport decodes (AsyncHTTPClient asks for none).
            if !headers.contains(name: "Accept-Encoding") {
                headers.add(name: "Accept-Encoding", value: "gzip, deflate")
            }
            body = Self.body(of: request, upload: upload, attempt: attempt, loops: loops)
        }

        private static func body(
            of request: URLRequest, upload: UploadProgress?, attempt: Int, loops: [any EventLoop]
        ) -> Body? {
            if let stream = request.httpBodyStream {
                if let files = stream as? FileBodyStream {
                    let chunks = UploadChunks(.stream(files.fresh()), upload: upload, attempt: attempt, loops: loops)
                    return .stream(chunks, length: .known(files.length))
                }
                let chunks = UploadChunks(.stream(stream), upload: upload, attempt: attempt, loops: loops)
                return .stream(chunks, length: .unknown)
            }
            // An empty body set is sent as one (Content-Length: 0), as URLSession sends it.
            guard let data = request.httpBody else { return nil }
            // Sent whole unless its progress is asked for: then in chunks, each reported as it goes.
            guard upload != nil, !data.isEmpty else { return .bytes(data) }
            return .stream(
                UploadChunks(.data(data), upload: upload, attempt: attempt, loops: loops),
                length: .known(Int64(data.count)))
        }
    }
#endif
