/// What `netlayer import` is asked for.
public struct ImportOptions: Sendable {
    /// How operations become modules.
    public enum Grouping: String, Sendable, CaseIterable {
        /// By each operation's first tag; an operation without a tag by its path, as ``paths`` does.
        case tags
        /// By the first path segment that is not a version or a placeholder, up to a dot in it:
        /// `/vm.boot` and `/vm.add-device` are one module `vm`.
        case paths
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
        /// The previous spec's root file, as the user named it.
        public var path: String
        /// Whether it was named (`--previous`), so a spec that does not load is
        /// an error; the output file found in place only gives a warning.
        public var named: Bool

        /// A previous spec at `path`.
        ///
        /// - Parameters:
        ///   - path: The previous spec's root file.
        ///   - named: Whether the user named it (`--previous`); true by default.
        public init(path: String, named: Bool = true) {
            self.path = path
            self.named = named
        }
    }

    /// The spec's `name`; by default the document's title.
    public var name: String?
    /// How operations become modules: by tag (the default) or by path.
    public var grouping: Grouping
    /// Whether to look for a reply envelope: automatically by default.
    public var envelope: Envelope
    /// One include file per module (and one for the models).
    public var split: Bool
    /// Every warning is an error.
    public var strict: Bool
    /// The spec to compare names with: its renames are reported.
    public var previous: Previous?
    /// Give what the previous spec has its names back (`--keep-names`).
    public var keepNames: Bool

    /// Options; every argument left out is the default.
    ///
    /// - Parameters:
    ///   - name: The spec's `name`; nil (the default) for the document's title.
    ///   - grouping: How operations become modules; by tag by default.
    ///   - envelope: Whether to look for a reply envelope; ``Envelope/auto`` by default.
    ///   - split: Whether to write one include file per module (and one for the models); false by default.
    ///   - strict: Whether every warning is an error; false by default.
    ///   - previous: The spec to compare names with; nil (the default) for none.
    ///   - keepNames: Whether what the previous spec has keeps its names; false by default.
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
