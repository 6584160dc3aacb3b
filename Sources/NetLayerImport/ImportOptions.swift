/// What `netlayer import` is asked for.
public struct ImportOptions: Sendable {
    /// How operations become modules.
    public enum Grouping: String, Sendable, CaseIterable {
        case tags, paths
    }

    /// Whether to look for a reply envelope.
    public enum Envelope: Sendable, Equatable {
        /// When most successful replies share one wrapper shape.
        case auto
        /// Never: wrappers stay models.
        case none
        /// These field names: code, message (optional), data.
        case names(code: String, message: String?, data: String)
    }

    /// A spec an earlier import wrote, to report renames against.
    public struct Previous: Sendable, Equatable {
        public var path: String
        /// Whether it was named (`--previous`), so a spec that does not load is
        /// an error; the output file found in place only gives a warning.
        public var named: Bool

        public init(path: String, named: Bool = true) {
            self.path = path
            self.named = named
        }
    }

    /// The spec's `name`; by default the document's title.
    public var name: String?
    public var grouping: Grouping
    public var envelope: Envelope
    /// One include file per module (and one for the models).
    public var split: Bool
    /// Every warning is an error.
    public var strict: Bool
    /// The spec to compare names with: its renames are reported.
    public var previous: Previous?
    /// Give what the previous spec has its names back (`--keep-names`).
    public var keepNames: Bool

    public init(
        name: String? = nil, grouping: Grouping = .tags, envelope: Envelope = .auto, split: Bool = false,
        strict: Bool = false, previous: Previous? = nil, keepNames: Bool = false
    ) {
        self.name = name
        self.grouping = grouping
        self.envelope = envelope
        self.split = split
        self.strict = strict
        self.previous = previous
        self.keepNames = keepNames
    }
}
