/// The findings of one run, in the order found or, once a run is over, sorted (``sorted(fileOrder:)``).
///
/// The one way findings travel: every stage, the spec loader's checks, the importer's readers and mappers,
/// the exporter's planners, appends here instead of throwing at the first problem, so one run reports all of a
/// spec's errors; and every result (loading, generating, importing, exporting) hands its findings over as this.
public struct Diagnostics: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// Every finding, in the order appended.
    public private(set) var all: [Diagnostic] = []

    /// Creates an empty collection.
    public init() {}

    /// A collection of `diagnostics`, in their order.
    ///
    /// - Parameter diagnostics: The findings.
    public init(_ diagnostics: some Sequence<Diagnostic>) {
        all = Array(diagnostics)
    }

    /// A collection of the findings written, in their order.
    ///
    /// - Parameter elements: The findings.
    public init(arrayLiteral elements: Diagnostic...) {
        all = elements
    }

    /// The position of the first finding.
    public var startIndex: Int { all.startIndex }

    /// The position after the last finding.
    public var endIndex: Int { all.endIndex }

    /// The finding at `position`.
    ///
    /// - Parameter position: A valid position of the collection.
    /// - Returns: The finding there.
    public subscript(position: Int) -> Diagnostic { all[position] }

    /// The findings as a compiler prints them, one a line, without source excerpts.
    public var description: String { all.map(\.description).joined(separator: "\n") }

    /// Whether any finding is an error, which means the spec must not be used.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Adds one finding at the end.
    ///
    /// - Parameter diagnostic: The finding to add.
    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    /// Adds other findings at the end, in their order.
    ///
    /// - Parameter other: The findings of another stage or file.
    public mutating func append(contentsOf other: some Sequence<Diagnostic>) {
        all.append(contentsOf: other)
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
    ///   - group: What kind of finding it is, for a tool that counts findings by kind; nil for most.
    public mutating func warning(_ message: String, at location: SourceLocation?, group: Diagnostic.Group? = nil) {
        var warning = Diagnostic.warning(message, at: location)
        warning.group = group
        append(warning)
    }

    /// Sorted by file (in the order given), then line and column, with
    /// problems that have no file first. The sort is stable, so two findings
    /// at one place keep the order they were found in.
    ///
    /// - Parameter fileOrder: The files' paths in the order they were read; files not listed sort after them.
    /// - Returns: The findings in that order.
    public func sorted(fileOrder: [String]) -> Diagnostics {
        let rank = Dictionary(fileOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func key(_ d: Diagnostic) -> (Int, Int, Int) {
            guard let location = d.location else { return (-1, 0, 0) }
            return (rank[location.file] ?? fileOrder.count, location.line, location.column)
        }
        let sorted = all.enumerated()
            .sorted { lhs, rhs in
                let (l, r) = (key(lhs.element), key(rhs.element))
                return l != r ? l < r : lhs.offset < rhs.offset
            }
            .map(\.element)
        return Diagnostics(sorted)
    }

    /// Without repeats, the first of each kept: a problem inside an anchored value is found again in every alias
    /// that copies it, at the same place.
    ///
    /// - Returns: The findings, each once, in their order.
    public func uniqued() -> Diagnostics {
        var seen = Set<Diagnostic>()
        return Diagnostics(all.filter { seen.insert($0).inserted })
    }
}
