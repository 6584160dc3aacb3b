/// The diagnostics collected while reading one spec, in the order found.
///
/// Every stage appends here instead of throwing at the first problem, so one
/// run reports all of a spec's errors.
public struct Diagnostics: Sendable, Equatable {
    /// Every finding, in the order appended.
    public private(set) var all: [Diagnostic] = []

    /// Creates an empty collection.
    public init() {}

    /// Whether any finding is an error, which means the spec must not be used.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Adds one finding at the end.
    ///
    /// - Parameter diagnostic: The finding to add.
    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    /// Adds another collection's findings at the end, in their order.
    ///
    /// - Parameter other: The findings of another stage or file.
    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    /// Adds an error: the spec cannot be used as it is.
    ///
    /// - Parameters:
    ///   - message: One sentence, without the position.
    ///   - location: Where in which file; nil for a problem that belongs to no file.
    ///   - notes: Follow-up lines printed after this one, such as "first defined here".
    public mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        append(.error(message, at: location, notes: notes))
    }

    /// Adds a warning: the spec works, but probably not as its author meant.
    ///
    /// - Parameters:
    ///   - message: One sentence, without the position.
    ///   - location: Where in which file; nil for a problem that belongs to no file.
    public mutating func warning(_ message: String, at location: SourceLocation?) {
        append(.warning(message, at: location))
    }

    /// Sorted by file (in the order given), then line and column, with
    /// problems that have no file first. The sort is stable, so two findings
    /// at one place keep the order they were found in.
    ///
    /// - Parameter fileOrder: The files' paths in the order they were read; files not listed sort after them.
    /// - Returns: The findings in that order.
    public func sorted(fileOrder: [String]) -> [Diagnostic] {
        let rank = Dictionary(fileOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func key(_ d: Diagnostic) -> (Int, Int, Int) {
            guard let location = d.location else { return (-1, 0, 0) }
            return (rank[location.file] ?? fileOrder.count, location.line, location.column)
        }
        return all.enumerated()
            .sorted { lhs, rhs in
                let (l, r) = (key(lhs.element), key(rhs.element))
                return l != r ? l < r : lhs.offset < rhs.offset
            }
            .map(\.element)
    }
}
