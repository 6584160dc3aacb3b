/// What `netlayer verify` found over every reply it checked: the findings, the same drift seen in several
/// replies or list items told once, and what kept a reply from being checked.
public struct VerifyReport: Sendable {
    /// One kind of drift at one place of the spec, with every reply it was seen in.
    public struct Entry: Sendable {
        /// The first finding of this drift; its message and suggestion stand for all.
        public var finding: ReplyFinding
        /// Each reply and place in its body where it was seen, in the order checked.
        public var sightings: [Sighting]
    }

    /// A reply, and where in its body a finding was seen.
    public struct Sighting: Sendable, Hashable {
        /// The reply.
        public var reply: ReplySource
        /// The finding's JSON pointer in that reply's body.
        public var pointer: String
    }

    /// The findings, in the order first seen.
    public private(set) var entries: [Entry] = []
    /// What kept replies from being checked (a recording of an interface the spec does not have, say).
    public private(set) var problems = Diagnostics()
    /// How many replies were checked.
    public private(set) var replies = 0
    /// The interfaces whose replies were checked.
    public private(set) var interfaces: Set<String> = []
    private var positions: [Key: Int] = [:]

    /// The same drift: of one kind and severity, at one place of the spec, at the same place of a list's
    /// items, with the same edit.
    private struct Key: Hashable {
        var kind: ReplyFinding.Kind
        var severity: Diagnostic.Severity
        var location: SourceLocation
        var pattern: String
        var suggestion: String?
    }

    /// An empty report.
    public init() {}

    /// Adds one reply's findings, counting the reply as checked.
    ///
    /// - Parameters:
    ///   - findings: What ``ReplyCheck`` found in the reply; none for a reply as the spec says.
    ///   - reply: Where the reply came from.
    public mutating func add(_ findings: [ReplyFinding], of reply: ReplySource) {
        replies += 1
        interfaces.insert(reply.interface)
        for finding in findings {
            let key = Key(
                kind: finding.kind, severity: finding.severity, location: finding.location,
                pattern: finding.pattern.isEmpty ? finding.pointer : finding.pattern, suggestion: finding.suggestion)
            let sighting = Sighting(reply: reply, pointer: finding.pointer)
            if let position = positions[key] {
                entries[position].sightings.append(sighting)
            } else {
                positions[key] = entries.count
                entries.append(Entry(finding: finding, sightings: [sighting]))
            }
        }
    }

    /// Adds what kept a reply from being checked.
    ///
    /// - Parameter problem: An error or warning, at the place of the recording or the option it is about.
    public mutating func add(problem: Diagnostic) {
        problems.append(problem)
    }

    /// How many findings and problems are errors, warnings and notes.
    public var counts: (errors: Int, warnings: Int, notes: Int) {
        let severities = entries.map(\.finding.severity) + problems.map(\.severity)
        return (
            severities.count { $0 == .error }, severities.count { $0 == .warning }, severities.count { $0 == .note }
        )
    }

    /// Whether the run fails: an error, which breaks the generated client or kept a reply from being checked;
    /// a warning when they count as errors; or no reply checked at all, so that a CI job whose recordings went
    /// missing does not pass.
    ///
    /// - Parameter warningsAsErrors: Whether a warning fails the run too.
    /// - Returns: Whether `netlayer verify` exits with 1.
    public func fails(warningsAsErrors: Bool = false) -> Bool {
        let (errors, warnings, _) = counts
        return errors > 0 || replies == 0 || (warningsAsErrors && warnings > 0)
    }

    /// The findings as compiler-style diagnostics, the problems first, then the findings in the spec's order:
    /// each at the spec's model, field or interface, with notes that name the replies it was seen in and the
    /// edit that would make the spec match.
    ///
    /// - Parameter fileOrder: The spec's files, the root first, to order findings by.
    /// - Returns: The diagnostics, to render with ``DiagnosticRenderer``.
    public func diagnostics(fileOrder: [String]) -> [Diagnostic] {
        let findings = entries.map { entry -> Diagnostic in
            var notes = Self.byReply(entry.sightings).prefix(Self.shown).map { reply, pointers in
                let places = pointers.prefix(Self.shown).map { $0.isEmpty ? "the whole body" : $0 }
                let more = pointers.count > Self.shown ? " and \(pointers.count - Self.shown) more" : ""
                return Diagnostic.note(
                    "in \(reply.description), at \(places.joined(separator: ", "))\(more)", at: reply.location)
            }
            let replies = Set(entry.sightings.map(\.reply)).count
            if replies > Self.shown {
                notes.append(.note("and in \(replies - Self.shown) more replies", at: nil))
            }
            if let suggestion = entry.finding.suggestion {
                notes.append(.note("to match, the spec would say: \(suggestion)", at: nil))
            }
            return Diagnostic(entry.finding.severity, entry.finding.message, at: entry.finding.location, notes: notes)
        }
        let order = Dictionary(fileOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sorted = findings.enumerated().sorted { left, right in
            let (l, r) = (left.element.location, right.element.location)
            let leftKey = (order[l?.file ?? ""] ?? Int.max, l?.line ?? 0, l?.column ?? 0, left.offset)
            let rightKey = (order[r?.file ?? ""] ?? Int.max, r?.line ?? 0, r?.column ?? 0, right.offset)
            return leftKey < rightKey
        }
        return Array(problems) + sorted.map(\.element)
    }

    /// How many replies a finding's notes name, and places in each, before "and N more".
    public static let shown = 3

    /// The sightings by reply, in the order first seen, each with its pointers.
    private static func byReply(_ sightings: [Sighting]) -> [(ReplySource, [String])] {
        var replies: [(ReplySource, [String])] = []
        var positions: [ReplySource: Int] = [:]
        for sighting in sightings {
            if let position = positions[sighting.reply] {
                replies[position].1.append(sighting.pointer)
            } else {
                positions[sighting.reply] = replies.count
                replies.append((sighting.reply, [sighting.pointer]))
            }
        }
        return replies
    }

    /// The line that ends the output: `specs/school.yaml: 12 replies of 5 interfaces checked: 2 errors,
    /// 1 warning, 3 notes`.
    ///
    /// - Parameter spec: The spec's path, as given.
    /// - Returns: The line, without a line break.
    public func summary(spec: String) -> String {
        let (errors, warnings, notes) = counts
        let counted = [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }
            .map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let replies = "\(self.replies) \(self.replies == 1 ? "reply" : "replies")"
        let interfaces = "\(self.interfaces.count) interface\(self.interfaces.count == 1 ? "" : "s")"
        guard self.replies > 0 else {
            return "\(spec): no reply was checked" + (counted.isEmpty ? "" : ": " + counted.joined(separator: ", "))
        }
        let found = counted.isEmpty ? "the spec matches every one" : counted.joined(separator: ", ")
        return "\(spec): \(replies) of \(interfaces) checked: \(found)"
    }

    /// The report as one JSON document for CI: the counts, then one object per finding (its interface, kind,
    /// severity, message, the spec's file, line and column, the suggested edit, and each reply and pointer it
    /// was seen at), then the problems.
    ///
    /// - Parameter spec: The spec's path, as given.
    /// - Returns: The document.
    public func json(spec: String) -> OrderedJSON {
        let (errors, warnings, notes) = counts
        func position(_ location: SourceLocation?) -> [OrderedJSON.Member] {
            guard let location else { return [] }
            return [
                .init("file", .string(location.file)), .init("line", .int(Int64(location.line))),
                .init("column", .int(Int64(location.column))),
            ]
        }
        let findings = entries.map { entry -> OrderedJSON in
            let finding = entry.finding
            let sightings = entry.sightings.map { sighting in
                OrderedJSON.object(
                    [
                        .init("reply", .string(sighting.reply.name)),
                        .init("interface", .string(sighting.reply.interface)),
                        .init("pointer", .string(sighting.pointer)),
                    ]
                        + position(sighting.reply.location))
            }
            return .object(
                [
                    .init("interface", .string(finding.interface)), .init("kind", .string(finding.kind.rawValue)),
                    .init("severity", .string(finding.severity.rawValue)), .init("message", .string(finding.message)),
                ] + position(finding.location) + [
                    .init("pointer", .string(finding.pointer)),
                    .init("suggestion", finding.suggestion.map(OrderedJSON.string) ?? .null),
                    .init("seenIn", .array(sightings)),
                ])
        }
        let problems = problems.map { problem in
            OrderedJSON.object(
                [.init("severity", .string(problem.severity.rawValue)), .init("message", .string(problem.message))]
                    + position(problem.location))
        }
        return .object([
            .init("spec", .string(spec)), .init("replies", .int(Int64(replies))),
            .init("interfaces", .int(Int64(interfaces.count))), .init("errors", .int(Int64(errors))),
            .init("warnings", .int(Int64(warnings))), .init("notes", .int(Int64(notes))),
            .init("findings", .array(findings)), .init("problems", .array(problems)),
        ])
    }
}

/// Where a checked reply came from: a recording, or a call made to a live server.
public struct ReplySource: Sendable, Hashable {
    /// The reply's name: a recording's name, or the call as sent (`GET /api/v1/students`).
    public var name: String
    /// The interface it answered (``Interface/id``).
    public var interface: String
    /// As a note names it: `the reply recorded as 'ada' of 'detail'`.
    public var description: String
    /// Where the recording is written; nil for a live call.
    public var location: SourceLocation?

    /// A reply that a recording holds.
    ///
    /// - Parameter recording: The recording.
    /// - Returns: Its source.
    public static func recorded(_ recording: Recording) -> ReplySource {
        ReplySource(
            name: recording.name, interface: recording.interface,
            description: "the reply recorded as '\(recording.name)' of '\(recording.interface)'",
            location: recording.location)
    }

    /// A reply a live server gave to a call of a calls file.
    ///
    /// - Parameters:
    ///   - call: The call.
    ///   - request: The request as sent, secrets redacted: `GET /api/v1/students?page=2`.
    /// - Returns: Its source, placed at the call's entry in the calls file.
    public static func called(_ call: Call, request: String) -> ReplySource {
        ReplySource(
            name: call.name, interface: call.interface,
            description: "the reply to call '\(call.name)' (\(request))", location: call.location)
    }

    /// A reply a live server gave to a call `netlayer verify` made from the spec.
    ///
    /// - Parameters:
    ///   - interface: The interface's id.
    ///   - request: The request as sent, secrets redacted: `GET /api/v1/students?page=2`.
    /// - Returns: Its source, which has no place in a file.
    public static func called(_ interface: String, request: String) -> ReplySource {
        ReplySource(name: request, interface: interface, description: "the reply to \(request)", location: nil)
    }
}
