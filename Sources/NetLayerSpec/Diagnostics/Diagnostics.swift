/// The diagnostics collected while reading one spec, in the order found.
///
/// Every stage appends here instead of throwing at the first problem, so one
/// run reports all of a spec's errors.
public struct Diagnostics: Sendable, Equatable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    public mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        append(.error(message, at: location, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?) {
        append(.warning(message, at: location))
    }

    /// Sorted by file (in the order given), then line and column, with
    /// problems that have no file first. The sort is stable, so two findings
    /// at one place keep the order they were found in.
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
