/// The reply's media type: what `Accept` asks for, and whether the reply
/// is read as JSON, text or bytes.
extension SpecDiff {
    mutating func compareAccepts(_ before: Interface, _ after: Interface) {
        let (old, new) = (Self.accepted(before), Self.accepted(after))
        // A change to or from a stream or a download is listed as such, with its own `Accept`.
        guard old != new, Self.replyKind(of: before) == Self.replyKind(of: after) else { return }
        let format =
            before.replyFormat == after.replyFormat
            ? "" : "; shipped apps read it as \(Self.describe(before.replyFormat))"
        add(
            .breaking, "interface \(after.name)",
            "the reply of interface '\(after.name)' changed from \(old) to \(new)\(format)",
            old: before.accepts?.location ?? before.location, new: after.accepts?.location ?? after.location)
    }

    /// The media type asked for, compared without case or spaces.
    private static func accepted(_ interface: Interface) -> String {
        MediaType.essence(interface.acceptedMediaType)
    }

    private static func describe(_ format: ReplyFormat) -> String {
        switch format {
        case .json: "JSON"
        case .text: "text"
        case .bytes: "bytes"
        }
    }
}
