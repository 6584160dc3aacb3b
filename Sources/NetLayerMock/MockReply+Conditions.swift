import Foundation
import NetLayer

extension MockReply {
    /// This reply as an HTTP server that supports caches and resumed downloads sends it to `request`.
    ///
    /// A whole 200 reply to GET or HEAD gets validators (`ETag` from its body, `Last-Modified` of
    /// `lastModified`) and `cacheControl`; a request whose `If-None-Match` or `If-Modified-Since` it meets
    /// gets `304 Not Modified` without a body; a `Range` of one span (with an `If-Range` the reply still
    /// meets) gets `206 Partial Content`, or `416` when it starts past the end (RFC 9110, sections 13 and 14).
    func answering(_ request: MockRequest, lastModified: Date, cacheControl: String?) -> MockReply {
        let method = request.method.uppercased()
        guard method == "GET" || method == "HEAD", status == 200, pieces == nil else { return self }
        var reply = self
        let tag = header("ETag") ?? Self.entityTag(of: tagSource ?? body)
        let modified = header("Last-Modified") ?? HTTPDate.text(of: lastModified)
        reply.headers["ETag"] = tag
        reply.headers["Last-Modified"] = modified
        if let cacheControl, header("Cache-Control") == nil { reply.headers["Cache-Control"] = cacheControl }
        if Self.notModified(request, tag: tag, modified: modified) {
            reply.status = 304
            reply.body = Data()
            reply.headers = reply.headers.filter { !["content-type", "content-length"].contains($0.key.lowercased()) }
            reply.note = "not modified"
            return reply
        }
        let isJSON = header("Content-Type")?.lowercased().hasPrefix("application/json") ?? false
        if !isJSON { reply.headers["Accept-Ranges"] = "bytes" }
        guard let range = request.header("Range"), Self.rangeApplies(request, tag: tag, modified: modified) else {
            return reply
        }
        switch ByteRange(range, length: body.count) {
        case nil:
            return reply
        case .unsatisfiable?:
            reply.status = 416
            reply.headers["Content-Range"] = "bytes */\(body.count)"
            reply.body = Data()
            reply.note = "range not satisfiable"
        case .span(let span)?:
            reply.status = 206
            reply.headers["Content-Range"] = "bytes \(span.lowerBound)-\(span.upperBound - 1)/\(body.count)"
            reply.body = body.subdata(in: body.startIndex + span.lowerBound..<body.startIndex + span.upperBound)
            reply.note += ", bytes \(span.lowerBound)-\(span.upperBound - 1)"
        }
        return reply
    }

    /// A strong entity tag of `body`: the same bytes, the same tag, in every run.
    static func entityTag(of body: Data) -> String {
        "\"" + SHA256.hex(body).prefix(16) + "\""
    }

    /// `If-None-Match` when sent (weak comparison), else `If-Modified-Since` against `modified`.
    private static func notModified(_ request: MockRequest, tag: String, modified: String) -> Bool {
        if let match = request.header("If-None-Match") {
            let tags = match.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return tags.contains("*") || tags.contains { weak($0) == weak(tag) }
        }
        guard let sinceField = request.header("If-Modified-Since"), let since = HTTPDate.parse(sinceField),
            let last = HTTPDate.parse(modified)
        else { return false }
        return last <= since
    }

    /// Without `If-Range`, always; with one, when it is the tag (strong comparison) or the date.
    private static func rangeApplies(_ request: MockRequest, tag: String, modified: String) -> Bool {
        guard let condition = request.header("If-Range")?.trimmingCharacters(in: .whitespaces) else { return true }
        if condition.hasPrefix("\"") || condition.hasPrefix("W/") {
            return !condition.hasPrefix("W/") && condition == tag
        }
        return condition == modified
    }

    private static func weak(_ tag: String) -> String {
        tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
    }
}

/// A `Range` header's one span of bytes: `bytes=10-19`, `bytes=10-` or `bytes=-10`.
enum ByteRange: Equatable {
    /// The bytes to send, within the body.
    case span(Range<Int>)
    /// A span that starts past the body's end.
    case unsatisfiable

    /// Nil when the header is not one span of bytes: the whole reply is sent then, as RFC 9110 allows.
    init?(_ header: String, length: Int) {
        let text = header.trimmingCharacters(in: .whitespaces)
        guard text.lowercased().hasPrefix("bytes="), !text.contains(",") else { return nil }
        let bounds = text.dropFirst(6).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard bounds.count == 2 else { return nil }
        if bounds[0].isEmpty {
            guard let suffix = Int(bounds[1]), suffix >= 0 else { return nil }
            if suffix == 0 || length == 0 {
                self = .unsatisfiable
            } else {
                self = .span(max(0, length - suffix)..<length)
            }
            return
        }
        guard let first = Int(bounds[0]), first >= 0 else { return nil }
        let last = bounds[1].isEmpty ? Int.max : Int(bounds[1])
        guard let last, last >= first else { return nil }
        self = first >= length ? .unsatisfiable : .span(first..<min(last, length - 1) + 1)
    }
}
