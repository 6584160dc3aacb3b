#if AsyncHTTPClient
    import AsyncHTTPClient
    import Foundation
    import HTTPTypes
    import NetLayer

    extension HTTPResponse {
        /// The head of `reply`: its status and its header fields, each as the server sent it.
        init(_ reply: HTTPClientResponse) throws {
            // NIO parses any three digits; swift-http-types holds 0...999 alike, and a status is at least 100.
            guard (100...999).contains(Int(reply.status.code)) else { throw URLError(.badServerResponse) }
            // NIO's parser takes only tokens for names: none is dropped here.
            let fields = HTTPFields(reading: reply.headers)
            self.init(status: HTTPResponse.Status(code: Int(reply.status.code)), headerFields: fields)
        }
    }

    /// What `AsyncHTTPClientTransport` checks of a reply's head before its body is read.
    enum ReplyCheck {
        /// The codings AsyncHTTPClient decodes, one per reply (its `decompression`).
        private static let decoded: Set<String> = ["gzip", "deflate"]

        /// Throws `.replyTooLarge` for a body announced over the limit, and `URLError(.cannotDecodeContentData)`
        /// for a `Content-Encoding` AsyncHTTPClient would hand over undecoded.
        static func head(_ response: HTTPResponse, options: TransferOptions) throws {
            if let length = response.contentLength, let error = options.replyLimitError(at: length) { throw error }
            let codings = response.contentCodings.filter { !$0.isEmpty }
            // The decoder reads the first coding only: a list is decoded by no one, whatever it holds.
            if codings.isEmpty || codings == ["identity"] || (codings.count == 1 && decoded.contains(codings[0])) {
                return
            }
            let unknown =
                codings.first { !decoded.contains($0) && $0 != "identity" } ?? response.headerFields[.contentEncoding]
                ?? ""
            throw URLError(
                .cannotDecodeContentData,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "the reply's Content-Encoding '\(unknown)' cannot be decoded: AsyncHTTPClientTransport "
                        + "decodes one coding, gzip or deflate"
                ])
        }
    }
#endif
