import ArgumentParser
import Foundation
import NetLayerSpec

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Lists the changes between two specs that matter to apps: breaking, renamed or compatible.",
        discussion: """
            A change is breaking when apps already shipped, built from OLD, fail against a server that \
            follows NEW. OLD and NEW are spec paths, or git:REV:path for a spec as committed at a revision \
            of the repository holding the current folder (its includes read at the same revision; the path \
            is relative to the repository's root). An element whose name changed, matched by what it is on \
            the wire, is listed as renamed: the app's code must follow it. Exit status: 0 when no change is \
            breaking or a rename, 1 when one is, 2 when a spec cannot be read or has an error. See docs/diff.md.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The spec apps were built from: a path, or git:REV:path.")
    var old: String

    @Argument(help: "The spec the server follows now: a path, or git:REV:path.")
    var new: String

    @Option(help: "text (compiler-style lines) or json.")
    var format: Format = .text

    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines, without the source line and caret.")
    var noSourceLines = false

    func run() throws {
        let sides: [LoadedSpec]
        do {
            sides = try [LoadedSpec(old, refusesSwiftNames: false), LoadedSpec(new, refusesSwiftNames: true)]
        } catch {
            StandardError.write("\(error)\n")
            throw ExitCode(2)
        }
        let sources = sides[0].sources.merging(sides[1].sources) { first, _ in first }
        let renderer = DiagnosticRenderer(sources: sources, showsSourceLines: !noSourceLines)
        guard let oldSpec = sides[0].spec, let newSpec = sides[1].spec else {
            StandardError.write(renderer.render(sides.flatMap(\.diagnostics)))
            throw ExitCode(2)
        }
        let changes = SpecDiff.changes(from: oldSpec, to: newSpec).map { change in
            var change = change
            change.old = change.old.map(sides[0].label)
            change.new = change.new.map(sides[1].label)
            return change
        }
        switch format {
        case .text:
            print(renderer.render(changes) + DiffReport(changes).summary, terminator: "")
        case .json:
            print(try DiffReport(changes).json())
        }
        // A rename breaks no shipped app, but the app's code: it fails the check as well.
        if changes.hasBreaking || changes.hasRenames {
            throw ExitCode(1)
        }
    }
}

/// One side of a diff, loaded from the disk or from git, with its files
/// named as the user wrote them: `git:REV:path` for a committed one.
private struct LoadedSpec {
    var spec: Spec?
    var diagnostics: Diagnostics
    var sources: [String: String]
    /// The file name to show for a file read: `git:REV:` before a committed one.
    var prefix: String

    /// `refusesSwiftNames` off reads an old spec as an older release wrote it: a model named
    /// `Collection` was valid then, and its rename is what the diff is for.
    init(_ argument: String, refusesSwiftNames: Bool) throws {
        var loader = SpecLoader()
        loader.refusesSwiftNames = refusesSwiftNames
        var path = argument
        prefix = ""
        if argument.hasPrefix("git:") {
            // git:REV:path; a revision has no ':' (see git-check-ref-format), a path may.
            let rest = argument.dropFirst("git:".count)
            guard let colon = rest.firstIndex(of: ":"), !rest[rest.index(after: colon)...].isEmpty else {
                throw GitError(argument, "expected git:REV:path, such as git:main:specs/school.yaml")
            }
            let revision = String(rest[..<colon])
            path = String(rest[rest.index(after: colon)...])
            loader.fileSystem = try GitFileSystem.open(revision: revision, path: path, reference: argument)
            prefix = "git:\(revision):"
        }
        let result = loader.load(path)
        spec = result.spec
        let prefix = prefix
        let label = { (location: SourceLocation) in
            SourceLocation(file: prefix + location.file, line: location.line, column: location.column)
        }
        diagnostics = Diagnostics(result.diagnostics.map { $0.relabeled(label) })
        sources = Dictionary(
            result.sources.map { (prefix + $0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    func label(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: prefix + location.file, line: location.line, column: location.column)
    }
}

extension Diagnostic {
    fileprivate func relabeled(_ label: (SourceLocation) -> SourceLocation) -> Diagnostic {
        var copy = self
        copy.location = location.map(label)
        copy.notes = notes.map { $0.relabeled(label) }
        return copy
    }
}
