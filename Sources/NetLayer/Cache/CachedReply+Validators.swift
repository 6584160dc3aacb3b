import Foundation
import HTTPTypes

extension CachedReply {
    /// The validators a conditional request sends (RFC 9110 §13.1): `If-None-Match` from `ETag`,
    /// `If-Modified-Since` from `Last-Modified`.
    var conditionalHeaders: [String: String] {
        var conditional: [String: String] = [:]
        if let etag = headers["etag"] { conditional["If-None-Match"] = etag }
        if let modified = headers["last-modified"] { conditional["If-Modified-Since"] = modified }
        return conditional
    }

    /// `request` made conditional on this reply: its validators added.
    func conditional(_ request: OutgoingRequest) -> OutgoingRequest {
        var conditional = request
        if let etag = headers["etag"] { conditional.head.headerFields[.ifNoneMatch] = etag }
        if let modified = headers["last-modified"] { conditional.head.headerFields[.ifModifiedSince] = modified }
        return conditional
    }
}
