/// Streams, downloads and caching: how a reply is taken (whole, as a
/// stream, to a file), which shipped apps cannot change, and whether it is
/// cached, which is the client's own business.
extension SpecDiff {
    /// What a shipped app does with the reply.
    static func replyKind(of interface: Interface) -> String {
        switch interface.reply {
        case .whole: "a reply read whole"
        case .stream(let stream): "a stream of \(stream.format.value.rawValue)"
        case .download: "a download"
        }
    }

    mutating func compareTransfers(_ before: Interface, _ after: Interface) {
        let name = after.id
        let subject = "interface \(name)"
        let places = { (key: String) in
            (before.keyLocations[key] ?? before.location, after.keyLocations[key] ?? after.location)
        }
        let (oldKind, newKind) = (Self.replyKind(of: before), Self.replyKind(of: after))
        if oldKind != newKind {
            let key = after.reply.key
            add(
                .breaking, subject,
                "the reply of interface '\(name)' changed from \(oldKind) to \(newKind); "
                    + "shipped apps read it as \(oldKind)",
                old: places(key).0, new: places(key).1)
        }
        switch (before.reply, after.reply) {
        case (.stream(let old), .stream(let new)) where old.format.value == new.format.value:
            compareStreams(old, new, of: name, subject: subject, places: places("stream"))
        case (.download(let old), .download(let new)) where old.maxBytes?.value != new.maxBytes?.value:
            add(
                .compatible, subject,
                "the size limit of interface '\(name)''s download changed from \(Self.describe(old.maxBytes?.value)) "
                    + "to \(Self.describe(new.maxBytes?.value))", old: places("download").0, new: places("download").1)
        default:
            break
        }
    }

    private mutating func compareStreams(
        _ old: StreamReply, _ new: StreamReply, of name: String, subject: String,
        places: (SourceLocation, SourceLocation)
    ) {
        let (oldType, newType) = (old.of?.value, new.of?.value)
        if oldType.map(match.translated) != newType {
            add(
                .breaking, subject,
                "the elements of interface '\(name)''s stream changed from \(Self.describe(oldType, old.format.value)) "
                    + "to \(Self.describe(newType, new.format.value))",
                old: old.of?.location ?? places.0, new: new.of?.location ?? places.1)
        }
        if old.end?.value != new.end?.value {
            // A shipped app yields an event whose data is the new marker, and waits past the old one's.
            add(
                .breaking, subject,
                "the end marker of interface '\(name)''s stream changed from "
                    + "\(old.end.map { "'\($0.value)'" } ?? "none") to \(new.end.map { "'\($0.value)'" } ?? "none")",
                old: old.end?.location ?? places.0, new: new.end?.location ?? places.1)
        }
        var settings: [String] = []
        if old.reconnect?.value != new.reconnect?.value { settings.append("reconnect") }
        if old.firstByte != new.firstByte { settings.append("firstByte") }
        if old.idle != new.idle { settings.append("idle") }
        if !settings.isEmpty {
            add(
                .compatible, subject,
                "the \(settings.joined(separator: ", ")) of interface '\(name)''s stream changed",
                old: places.0, new: places.1)
        }
    }

    /// Caching is the client's: shipped apps keep what they were built with. Listed, as compatible.
    mutating func compareCache(
        _ before: Located<CacheSetting>?, _ after: Located<CacheSetting>?, subject: String, owner: String,
        places: (SourceLocation, SourceLocation)
    ) {
        guard before?.value != after?.value else { return }
        add(
            .compatible, subject,
            "the caching of \(owner) changed from \(Self.describe(before?.value)) to \(Self.describe(after?.value))",
            old: before?.location ?? places.0, new: after?.location ?? places.1)
    }

    static func describe(_ cache: CacheSetting?) -> String {
        switch cache {
        case nil: "inherited"
        case .off?: "off"
        case .http?: "http"
        case .offline(let seconds)?: "http, offline up to \(describe(seconds))"
        }
    }

    private static func describe(_ bytes: Int64?) -> String {
        bytes.map { "\($0) bytes" } ?? "none"
    }

    private static func describe(_ type: TypeName?, _ format: StreamFormat) -> String {
        if let type { return type.description }
        switch format {
        case .events: return "ServerSentEvent"
        case .lines, .bytes: return "Data"
        }
    }
}
