import Foundation
import HTTPTypes

/// What the cache keeps of a reply (RFC 9111 §3) and how a `304` updates it (§4.3.4).
extension HTTPCache {
    /// The statuses RFC 9110 defines, whose meaning a `must-understand` reply may rely on (§5.2.2.3).
    static let understoodStatuses: Set<Int> = Set(200...206).union(300...308).union(400...417).union(421...426)
        .union(500...505)

    /// The entry to store for `reply`, or nil when it must not or need not be stored (3, 3.5).
    func storable(
        _ reply: TransportReply, to request: OutgoingRequest, method: String, requestTime: Date, at responseTime: Date
    ) -> CachedReply? {
        let response = reply.response
        // After a redirect, the reply is another URL's: storing it under this one would outlive the redirect.
        guard policy.isEnabled, reply.finalURL == nil, let url = request.head.url else { return nil }
        let headers = Self.storedFields(ReplyReader.headers(of: response))
        if let tokenHeader, headers[tokenHeader.lowercased()] != nil { return nil }
        let directives = CacheControl(headers["cache-control"])
        let status = response.status.code
        // §5.2.2.3: with must-understand, a reply is stored only with a status the cache understands, and
        // then its no-store gives way.
        if directives.mustUnderstand {
            guard Self.understoodStatuses.contains(status) else { return nil }
        } else if directives.noStore {
            return nil
        }
        guard let varyNames = Self.varyNames(headers["vary"]) else { return nil }
        var entry = CachedReply(
            url: url, method: method, status: response.status.code, headers: headers,
            body: method == "HEAD" ? Data() : reply.data, requestTime: requestTime, responseTime: responseTime,
            owners: owners)
        for name in varyNames {
            entry.varying[name] = Self.normalized(request.head.headerFields[named: name])
        }
        let freshness = Freshness(reply: entry, heuristic: policy.heuristicFreshness)
        // §3: any final status with explicit freshness or `public`; the others only when heuristically
        // cacheable. A 206 is a part, and a 304 only updates a stored reply.
        guard status != 206, status != 304,
            Freshness.heuristicallyCacheable.contains(status) || freshness.isExplicit || directives.isPublic
        else { return nil }
        // A reply that can be neither served fresh, revalidated nor served offline would only take room.
        let usable =
            freshness.lifetime > 0 || headers["etag"] != nil || headers["last-modified"] != nil
            || policy.offlineMaxAge != nil
        return usable ? entry : nil
    }

    /// Fields about the connection, not the reply, that a cache must not keep (RFC 9111 §3.1): "the
    /// Connection header field and fields whose names are listed in it", and those RFC 9110 §7.6.1 names.
    static let connectionFields: Set<String> = [
        "connection", "proxy-connection", "keep-alive", "te", "transfer-encoding", "upgrade",
    ]

    /// `headers` without the fields §3.1 says a cache does not store.
    static func storedFields(_ headers: [String: String]) -> [String: String] {
        var dropped = connectionFields
        for name in headers["connection"]?.split(separator: ",") ?? [] {
            dropped.insert(name.trimmingCharacters(in: .whitespaces).lowercased())
        }
        return headers.filter { !dropped.contains($0.key) }
    }

    /// `stored` with the header fields of a `304` replacing its own (4.3.4), received now.
    static func updated(
        _ stored: CachedReply, with response: HTTPResponse, requestTime: Date, at responseTime: Date
    ) -> CachedReply {
        var updated = stored
        for (name, value) in storedFields(ReplyReader.headers(of: response)) where name != "content-length" {
            updated.headers[name] = value
        }
        // A 304 without a Date of its own must not leave the old Date to age the entry again.
        if response.headerFields[.date] == nil { updated.headers["date"] = nil }
        updated.requestTime = requestTime
        updated.responseTime = responseTime
        return updated
    }
}
