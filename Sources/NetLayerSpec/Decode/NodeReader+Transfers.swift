extension NodeReader {
    static let streamKeys = ["format", "of", "end", "reconnect", "firstByte", "idle"]
    static let downloadKeys = ["maxBytes"]
    static let cacheKeys = ["offline"]

    /// `stream: events` (a format alone), or `{format, of, end, reconnect, firstByte, idle}`.
    mutating func stream(_ node: YAMLNode) -> StreamReply? {
        let what = "'stream'"
        guard node.entries != nil else {
            return choice(node, what, as: StreamFormat.self).map {
                StreamReply(format: Located($0, at: location(node)), location: location(node))
            }
        }
        guard let fields = mapping(node, of: what, keys: .stream) else { return nil }
        // Every key is read before a missing format ends the stream, so one run reports them all.
        let formatNode = require(fields, "format", of: what, at: node)
        let format = formatNode.flatMap { choice($0, "'format'", as: StreamFormat.self) }
        let element = fields["of"].flatMap { type($0) }
        let end = fields["end"].flatMap { located($0, "'end'") }
        let reconnect = fields["reconnect"].flatMap { node -> Located<Int>? in
            guard let times = int(node, "'reconnect'") else { return nil }
            guard (0...StreamReply.maxReconnects).contains(times) else {
                error("'reconnect' must be from 0 to \(StreamReply.maxReconnects) attempts, found \(times)", at: node)
                return nil
            }
            return Located(times, at: location(node))
        }
        let firstByte = fields["firstByte"].flatMap { seconds($0, "'firstByte'") }
        let idle = fields["idle"].flatMap { seconds($0, "'idle'") }
        guard let formatNode, let format else { return nil }
        return StreamReply(
            format: Located(format, at: location(formatNode)), of: element, end: end, reconnect: reconnect,
            firstByte: firstByte, idle: idle, location: location(node))
    }

    /// `download: true`, or `{maxBytes: N}`; `download: false` is no download.
    mutating func download(_ node: YAMLNode) -> DownloadReply? {
        guard node.entries != nil else {
            guard bool(node, "'download'") == true else { return nil }
            return DownloadReply(maxBytes: nil, location: location(node))
        }
        guard let fields = mapping(node, of: "'download'", keys: .download) else { return nil }
        let maxBytes = fields["maxBytes"].flatMap { node -> Located<Int64>? in
            guard let scalar = node.scalar, scalar.isPlain, let bytes = Int64(scalar.text), bytes > 0 else {
                error("'maxBytes' must be a whole number of bytes greater than 0, found \(describe(node))", at: node)
                return nil
            }
            return Located(bytes, at: location(node))
        }
        return DownloadReply(maxBytes: maxBytes, location: location(node))
    }

    /// `cache: off`, `cache: http`, or `cache: {offline: seconds}`.
    mutating func cache(_ node: YAMLNode) -> Located<CacheSetting>? {
        let what = "'cache'"
        guard node.entries != nil else {
            guard let word = word(node, what, from: ["off", "http"]) else { return nil }
            return Located(word == "off" ? .off : .http, at: location(node))
        }
        guard let fields = mapping(node, of: what, keys: .cache),
            let seconds = require(fields, "offline", of: what, at: node).flatMap({ seconds($0, "'offline'") })
        else { return nil }
        return Located(.offline(seconds), at: location(node))
    }
}
