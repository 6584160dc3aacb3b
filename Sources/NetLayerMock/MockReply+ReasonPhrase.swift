extension MockReply {
    /// The reason phrase an HTTP/1.1 server writes after `status` (RFC 9110, section 15), such as `Not Found`;
    /// `Status 599` for a status without one here. For a server that sends a mock's replies over HTTP, as
    /// `netlayer mock` does.
    ///
    /// - Parameter status: An HTTP status, from 100 to 599.
    /// - Returns: The reason phrase.
    public static func reasonPhrase(of status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 206: "Partial Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 416: "Range Not Satisfiable"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
