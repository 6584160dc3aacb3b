/// What `OutputWriter.write(_:)` did. Paths are relative and sorted.
public struct WriteReport: Sendable, Equatable, CustomStringConvertible {
    /// Files created or rewritten because their bytes differed.
    public var written: [String]
    /// Files whose bytes already matched; not touched (same modification time).
    public var unchanged: [String]
    /// Files generated earlier that are no longer generated, now deleted.
    public var removed: [String]

    /// A report of the given paths; every list is empty by default.
    ///
    /// - Parameters:
    ///   - written: The files created or rewritten.
    ///   - unchanged: The files already up to date.
    ///   - removed: The files deleted as no longer generated.
    public init(written: [String] = [], unchanged: [String] = [], removed: [String] = []) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
    }

    /// True when the directory already matched: nothing written or removed.
    public var isUnchanged: Bool { written.isEmpty && removed.isEmpty }

    /// One line per written and removed file, then the unchanged count:
    ///
    ///     wrote SchoolAPI+Student.swift
    ///     removed Old.swift
    ///     3 unchanged
    public var description: String {
        (written.map { "wrote \($0)" } + removed.map { "removed \($0)" } + ["\(unchanged.count) unchanged"])
            .joined(separator: "\n")
    }
}

/// What `OutputWriter.write(_:)` would do, found without writing anything;
/// for a `--check` that fails when generated code is out of date. Paths are
/// relative and sorted.
public struct CheckReport: Sendable, Equatable, CustomStringConvertible {
    /// Files that exist but whose bytes differ from the rendered ones.
    public var outOfDate: [String]
    /// Rendered files that do not exist yet.
    public var missing: [String]
    /// Files generated earlier that are no longer generated (would be removed).
    public var stale: [String]
    /// Rendered files already up to date.
    public var unchanged: [String]

    /// A report of the given paths; every list is empty by default.
    ///
    /// - Parameters:
    ///   - outOfDate: The files whose bytes differ.
    ///   - missing: The files not written yet.
    ///   - stale: The files that would be removed.
    ///   - unchanged: The files already up to date.
    public init(outOfDate: [String] = [], missing: [String] = [], stale: [String] = [], unchanged: [String] = []) {
        self.outOfDate = outOfDate
        self.missing = missing
        self.stale = stale
        self.unchanged = unchanged
    }

    /// True when `write` would change no generated file.
    public var isUpToDate: Bool { outOfDate.isEmpty && missing.isEmpty && stale.isEmpty }

    /// `N files up to date`, or one line per problem:
    ///
    ///     out of date: SchoolAPI+Student.swift
    ///     missing: Models/Teacher.swift
    ///     stale: Old.swift
    public var description: String {
        if isUpToDate { return "\(unchanged.count) files up to date" }
        return
            (outOfDate.map { "out of date: \($0)" } + missing.map { "missing: \($0)" }
            + stale.map { "stale: \($0)" }).joined(separator: "\n")
    }
}
