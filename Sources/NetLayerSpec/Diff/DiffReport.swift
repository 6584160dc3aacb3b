import Foundation

/// What `netlayer diff` reports of the changes between two specs: the summary line under its compiler-style
/// lines, and the JSON report (`--format json`), an output contract scripts read. Here, beside `SpecChange`, so
/// that any caller of the diff writes the same report the command does.
public struct DiffReport: Sendable {
    /// The changes, in the diff's order.
    public var changes: [SpecChange]

    /// The report of `changes`.
    ///
    /// - Parameter changes: The changes, in the diff's order.
    public init(_ changes: [SpecChange]) {
        self.changes = changes
    }

    /// `3 changes: 1 breaking, 1 renamed, 1 compatible` (renames only when
    /// there are some), or `no changes`.
    public var summary: String {
        guard !changes.isEmpty else { return "no changes\n" }
        let count = { (kind: SpecChange.Kind) in changes.filter { $0.kind == kind }.count }
        let renamed = count(.renamed)
        return "\(changes.count) change\(changes.count == 1 ? "" : "s"): \(count(.breaking)) breaking, "
            + (renamed > 0 ? "\(renamed) renamed, " : "") + "\(count(.compatible)) compatible\n"
    }

    /// The JSON report: `{"changes": […], "breaking": N, "renamed": R, "compatible": M}`, each change with its
    /// kind, message, subject, `old` and `new` positions (null when missing) and, for a rename, what was renamed.
    ///
    /// - Returns: The report, pretty-printed with sorted keys.
    /// - Throws: The encoder's error, which these values never raise.
    public func json() throws -> String {
        let report = Report(
            changes: changes.map(Report.Change.init),
            breaking: changes.filter { $0.kind == .breaking }.count,
            renamed: changes.filter { $0.kind == .renamed }.count,
            compatible: changes.filter { $0.kind == .compatible }.count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }

    /// The JSON report: `{"changes": […], "breaking": N, "renamed": R, "compatible": M}`.
    struct Report: Encodable {
        struct Change: Encodable {
            var kind: String
            var message: String
            var subject: String
            var old: Location?
            var new: Location?
            var rename: Rename?

            init(_ change: SpecChange) {
                kind = change.kind.rawValue
                message = change.message
                subject = change.subject
                old = change.old.map(Location.init)
                new = change.new.map(Location.init)
                rename = change.rename.map { Rename(element: $0.element.rawValue, old: $0.old, new: $0.new) }
            }

            enum CodingKeys: String, CodingKey {
                case kind, message, subject, old, new, rename
            }

            /// `old` and `new` are written as null when missing, not left out;
            /// `rename` only on a `renamed` change.
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(kind, forKey: .kind)
                try container.encode(message, forKey: .message)
                try container.encode(subject, forKey: .subject)
                try container.encode(old, forKey: .old)
                try container.encode(new, forKey: .new)
                try container.encodeIfPresent(rename, forKey: .rename)
            }
        }

        /// A renamed element: what it is (`interface`, `enum case`) and its old and new names.
        struct Rename: Encodable {
            var element: String
            var old: String
            var new: String
        }

        struct Location: Encodable {
            var file: String
            var line: Int
            var column: Int

            init(_ location: SourceLocation) {
                file = location.file
                line = location.line
                column = location.column
            }
        }

        var changes: [Change]
        var breaking: Int
        var renamed: Int
        var compatible: Int
    }
}
