#if AsyncHTTPClient
    import AsyncHTTPClient
    import Foundation
    import NetLayer

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    extension HTTPURLResponse {
        /// The head of `reply` to a request for `url`, as URLSession hands one over: header
        /// fields sent on several lines joined into one, separated by commas (RFC 9110, section 5.3).
        static func from(_ reply: HTTPClientResponse, url: URL?) throws -> HTTPURLResponse {
            var fields: [String: String] = [:]
            // Keyed by the name in lowercase, spelled as the server first wrote it.
            var names: [String: String] = [:]
            for (name, value) in reply.headers {
                let key = name.lowercased()
                let spelled = names[key, default: name]
                names[key] = spelled
                fields[spelled] = fields[spelled].map { "\($0), \(value)" } ?? value
            }
            let version = "HTTP/\(reply.version.major).\(reply.version.minor)"
            guard let url,
                let response = HTTPURLResponse(
                    url: url, statusCode: Int(reply.status.code), httpVersion: version, headerFields: fields)
            else { throw URLError(.badServerResponse) }
            return response
        }
    }

    /// What a reply's head decides before its body is read.
    enum ReplyCheck {
        /// The content codings AsyncHTTPClient's decompression decodes: one coding, gzip or deflate.
        private static let decoded: Set<String> = ["gzip", "deflate"]

        /// Throws when `response` cannot be the reply: a body over the limit by its Content-Length,
        /// or a body in a coding that is not decoded, which the reader would take for the body.
        static func head(_ response: HTTPURLResponse, options: TransferOptions) throws {
            if let limit = options.maxReplyBytes, response.expectedContentLength > limit {
                throw NetLayerError.replyTooLarge(limit: limit)
            }
            let codings = response.contentCodings.filter { !$0.isEmpty }
            // The decoder reads the first coding only: a list is decoded by no one, whatever it holds.
            if codings.isEmpty || codings == ["identity"] || (codings.count == 1 && decoded.contains(codings[0])) {
                return
            }
            let unknown =
                codings.first { !decoded.contains($0) && $0 != "identity" }
                ?? response.value(forHTTPHeaderField: "Content-Encoding") ?? ""
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
