// URLSession is FoundationNetworking on Linux, and so libcurl: there only with the trait `URLSession`.
#if URLSession || canImport(Darwin)
    import Foundation
    import HTTPTypes

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    extension URLSessionTransport {
        /// URLSession's own time-out of every request, an idle one: a backstop only, since the client keeps
        /// every time-out itself by cancelling (a call's deadline, a stream's or a download's idle limit). A
        /// week, which corelibs' libcurl still holds in milliseconds.
        static let backstop: TimeInterval = 7 * 24 * 3600
    }

    extension URLRequest {
        /// `request` as URLSession sends it: its URL, its method, its header fields (several of a name
        /// joined), and `body` when it is in memory.
        init(_ request: HTTPRequest, body: Data?) throws(NetLayerError) {
            guard let url = request.url else { throw .invalidRequest("the request has no URL") }
            self.init(url: url, timeoutInterval: URLSessionTransport.backstop)
            // GET is a request's method already: setting it again costs corelibs a header normalisation.
            if request.method != .get { httpMethod = request.method.rawValue }
            allHTTPHeaderFields = request.headerFields.dictionary
            httpBody = body
        }
    }

    extension HTTPResponse {
        /// URLSession's `response` as the client reads it: its status and header fields.
        init(_ response: HTTPURLResponse) {
            // Read once: corelibs builds the dictionary anew on every access.
            let fields = HTTPFields(
                reading: response.allHeaderFields.lazy.compactMap { name, value in
                    (name.base as? String).flatMap { name in (value as? String).map { (name: name, value: $0) } }
                })
            // URLSession hands over no status outside 100...599; the clamp keeps swift-http-types' precondition.
            let status = HTTPResponse.Status(code: min(max(response.statusCode, 0), 999))
            self.init(status: status, headerFields: fields)
        }
    }
#endif
