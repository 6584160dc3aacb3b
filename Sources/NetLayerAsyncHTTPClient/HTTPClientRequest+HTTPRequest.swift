#if AsyncHTTPClient
    import AsyncHTTPClient
    import Foundation
    import HTTPTypes
    import NIOCore
    import NIOHTTP1
    import NetLayer

    extension HTTPClientRequest {
        /// `request` as AsyncHTTPClient sends it: its method as written, its header fields as
        /// given, and `body` streamed with its length (a file body read from disk in chunks).
        ///
        /// - Parameters:
        ///   - request: the request's head as the client built it.
        ///   - body: the request's body; nil when it has none.
        ///   - upload: told of the body's bytes as AsyncHTTPClient takes them to send.
        ///   - loops: the event loops of the client that sends it, which a streamed body is read
        ///     at most `UploadWindow`'s limit ahead of.
        /// - Throws: `NetLayerError.invalidRequest` when `request` has no scheme, authority or path.
        init(
            _ request: HTTPRequest, body: RequestBody?, upload: UploadProgress?, loops: [any EventLoop]
        ) throws(NetLayerError) {
            guard let scheme = request.scheme, let authority = request.authority, let path = request.path else {
                throw .invalidRequest("the request has no URL")
            }
            // Joined from the request's parts, without a URL in between.
            self.init(url: scheme + "://" + authority + path)
            method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
            headers.reserveCapacity(request.headerFields.count + 1)
            for field in request.headerFields {
                // AsyncHTTPClient frames the body itself, from the length given with it.
                if field.name == .contentLength || field.name == .transferEncoding { continue }
                headers.add(name: field.name.rawName, value: field.value)
            }
            // As URLSession does: the codings the transport decodes (AsyncHTTPClient asks for none).
            if request.headerFields.value(of: .acceptEncoding) == nil {
                headers.add(name: "Accept-Encoding", value: "gzip, deflate")
            }
            self.body = body.flatMap { Self.body(of: $0, upload: upload, loops: loops) }
        }

        private static func body(of body: RequestBody, upload: UploadProgress?, loops: [any EventLoop]) -> Body? {
            guard let data = body.data else {
                let chunks = UploadChunks(.stream(body.makeStream()), upload: upload, loops: loops)
                return .stream(chunks, length: .known(body.length))
            }
            // An empty body set is sent as one (Content-Length: 0), as URLSession sends it.
            // Sent whole unless its progress is asked for: then in chunks, each reported as it goes.
            guard upload != nil, !data.isEmpty else { return .bytes(data) }
            return .stream(UploadChunks(.data(data), upload: upload, loops: loops), length: .known(Int64(data.count)))
        }
    }
#endif
