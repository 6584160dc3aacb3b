import Foundation

/// How ``DiskCacheStore`` writes one entry to a file: a magic line, the
/// header's length (4 bytes, big-endian), the header as JSON (the key, the
/// body's length and the reply without its body), then the body as it came.
/// A file cut short anywhere fails to decode.
enum CacheFileFormat {
    static let magic = Data("NLCACHE1".utf8)
    static let fileExtension = "nlcache"
    /// Longer headers are taken for corruption rather than read.
    static let maxHeaderBytes = 1 << 20

    struct Header: Codable {
        var key: String
        var bodyLength: Int
        var reply: CachedReply
    }

    static func encode(_ reply: CachedReply, key: String) throws -> Data {
        var bare = reply
        bare.body = Data()
        let header = try JSONEncoder().encode(Header(key: key, bodyLength: reply.body.count, reply: bare))
        var file = magic
        file.reserveCapacity(magic.count + 4 + header.count + reply.body.count)
        let length = UInt32(header.count)
        file.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) })
        file.append(header)
        file.append(reply.body)
        return file
    }

    /// The key and reply in `file`; nil when it is not a whole entry of this format.
    static func decode(_ file: Data) -> Header? {
        guard let (header, bodyStart) = decodeHeader(file), file.endIndex - bodyStart == header.bodyLength else {
            return nil
        }
        var decoded = header
        decoded.reply.body = file.subdata(in: bodyStart..<file.endIndex)
        return decoded
    }

    /// The header of `prefix` (the file's first bytes) and where the body starts.
    static func decodeHeader(_ prefix: Data) -> (Header, Int)? {
        let start = prefix.startIndex
        guard prefix.count >= magic.count + 4, prefix[start..<start + magic.count] == magic else { return nil }
        let lengthStart = start + magic.count
        let length = prefix[lengthStart..<lengthStart + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= maxHeaderBytes, prefix.count >= magic.count + 4 + length else { return nil }
        let headerStart = lengthStart + 4
        guard let header = try? JSONDecoder().decode(Header.self, from: prefix[headerStart..<headerStart + length])
        else { return nil }
        return (header, headerStart + length)
    }

    /// The bytes to read to decode a file's header: the magic, the length, and the header.
    static func headerLength(of prefix: Data) -> Int? {
        guard prefix.count >= magic.count + 4, prefix.prefix(magic.count) == magic else { return nil }
        let lengthStart = prefix.startIndex + magic.count
        let length = prefix[lengthStart..<lengthStart + 4].reduce(0) { $0 << 8 | Int($1) }
        return length <= maxHeaderBytes ? magic.count + 4 + length : nil
    }
}
