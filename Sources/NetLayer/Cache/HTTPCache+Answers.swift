import Foundation
import HTTPTypes

/// The replies the cache answers with itself: a stored reply, a range of one (RFC 9110 §14), and the
/// `504` of an `only-if-cached` request it cannot answer (RFC 9111 §5.2.1.7).
extension HTTPCache {
    /// `stored` as the transport's reply, or the part of it `range` asks for; nil when the range is not
    /// one that a whole stored `200` can answer, so that the request goes to the server.
    static func answer(_ stored: CachedReply, age: TimeInterval, range: ByteRange?, options: TransferOptions)
        -> TransportReply?
    {
        guard let range else { return transportReply(stored, age: age, options: options) }
        guard stored.status == 200, stored.method == "GET", let bounds = range.bounds(length: stored.body.count)
        else { return nil }
        var part = stored
        part.status = 206
        part.body = stored.body.subdata(in: bounds)
        part.headers["content-range"] = "bytes \(bounds.lowerBound)-\(bounds.upperBound - 1)/\(stored.body.count)"
        part.headers["content-length"] = String(part.body.count)
        return transportReply(part, age: age, options: options)
    }

    /// A `504` with no body, from the cache itself.
    static func gatewayTimeout() -> TransportReply {
        TransportReply(data: Data(), response: HTTPResponse(status: .gatewayTimeout))
    }

    /// A stored reply as the transport's, with its `Age` (5.1), telling progress it all arrived.
    /// Nil only for a status outside 100...999, which no store holds.
    static func transportReply(_ stored: CachedReply, age: TimeInterval, options: TransferOptions)
        -> TransportReply?
    {
        guard (100...999).contains(stored.status) else { return nil }
        var fields = HTTPFields()
        fields.reserveCapacity(stored.headers.count + 1)
        for (name, value) in stored.headers where name != "age" {
            fields.append(name: name, value: value)
        }
        fields[.age] = String(Int(age.rounded(.down)))
        let response = HTTPResponse(status: HTTPResponse.Status(code: stored.status), headerFields: fields)
        let size = Int64(stored.body.count)
        options.progress?(TransferProgress(received: size, expected: size))
        return TransportReply(data: stored.body, response: response)
    }
}
