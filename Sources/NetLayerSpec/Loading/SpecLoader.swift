/// Reads a spec and every file it includes, decodes it and runs every check:
/// load → decode → check, each stage adding to one list of diagnostics.
/// The checks end with ``SwiftNames``, whose names the generator uses.
public struct SpecLoader: Sendable {
    /// Where the spec and its includes are read from.
    public var fileSystem: any SpecFileSystem
    /// The bounds on each file and on the whole spec, past which it is refused.
    public var limits: InputLimits
    /// The rules run on the decoded spec, in order; ``SpecChecks/all`` unless a test runs fewer.
    public var checks: [any SpecCheck]
    /// When set, an include that leaves this folder is an error: the build
    /// plugin rebuilds when files in its target's folder change, so a file
    /// outside it would be read once and then silently go stale.
    public var includeRoot: String?
    /// The generator's choices that decide type names, which ``SwiftNames``
    /// checks the spec's names against.
    public var naming: NamingOptions
    /// Whether a name the Swift-name rules (``SwiftNames``) refuse is an
    /// error. Off only to read a spec an older release wrote for its names
    /// (`netlayer import --previous`): a model named `Collection` then
    /// loaded, and must still be matched.
    public var refusesSwiftNames = true

    /// Creates a loader.
    ///
    /// - Parameters:
    ///   - fileSystem: Where the spec and its includes are read from; the disk by default.
    ///   - limits: The bounds on each file and on the whole spec.
    ///   - checks: The rules to run, in order; every rule by default.
    ///   - includeRoot: The folder includes may not leave; nil for no bound.
    ///   - naming: The generator's choices that decide type names.
    public init(
        fileSystem: any SpecFileSystem = DiskFileSystem(),
        limits: InputLimits = InputLimits(),
        checks: [any SpecCheck] = SpecChecks.all,
        includeRoot: String? = nil,
        naming: NamingOptions = NamingOptions()
    ) {
        self.fileSystem = fileSystem
        self.limits = limits
        self.checks = checks
        self.includeRoot = includeRoot
        self.naming = naming
    }

    /// Reads, decodes and checks the spec at `path` and every file it includes.
    ///
    /// Problems are reported, not thrown: every file is read and every check runs, so one call reports all of
    /// a spec's errors.
    ///
    /// - Parameter path: The root spec's path; relative paths stay relative in diagnostics.
    /// - Returns: The checked spec with its names and model graph, or nil for them when any error was found; the
    ///   diagnostics, the files read and their text in every case.
    public func load(_ path: String) -> SpecLoadResult {
        var reading = Reading(loader: self)
        let root = SpecPath.normalize(path)
        reading.read(root, isRoot: true, chain: [], includedAt: nil)

        var spec: Spec?
        var names: SwiftNames?
        var graph: ModelGraph?
        if let settings = reading.documents.first?.settings {
            let candidate = Spec(
                formatVersion: settings.formatVersion, name: settings.name, version: settings.version,
                timeout: settings.timeout, environments: settings.environments, url: settings.url,
                headers: settings.headers, parameters: settings.parameters, auth: settings.auth,
                envelope: settings.envelope, retry: settings.retry,
                lenient: settings.lenient, cache: settings.cache, checkConstraints: settings.checkConstraints,
                modules: Module.markingRepeatedNames(reading.documents.flatMap(\.modules)),
                models: reading.documents.flatMap(\.models), files: reading.files,
                keyLocations: settings.keyLocations)
            let models = ModelGraph(candidate)
            let named = Self.runChecks(
                checks, on: candidate, graph: models, naming: naming, into: &reading.diagnostics)
            // Last, after UnusedModels and HasModules, which speak only when
            // nothing is wrong: a name that collides in Swift does not mean
            // an interface was misread, so it should not silence them.
            if refusesSwiftNames { reading.diagnostics.append(contentsOf: named.findings) }
            names = named.names
            graph = models
            spec = candidate
        }
        let hasErrors = reading.diagnostics.hasErrors
        return SpecLoadResult(
            spec: hasErrors ? nil : spec,
            names: hasErrors ? nil : names,
            graph: hasErrors ? nil : graph,
            diagnostics: reading.diagnostics.sorted(fileOrder: reading.files).uniqued(),
            files: reading.files,
            sources: reading.sources)
    }
}

extension SpecLoader {
    /// Runs `checks` into `diagnostics` with the findings they would have
    /// run one after another, and ``SwiftNames`` beside them, its findings
    /// returned apart. Rules that do not read earlier findings run side by
    /// side on every core; one that does waits for every rule before it.
    static func runChecks(
        _ checks: [any SpecCheck], on spec: Spec, graph: ModelGraph, naming: NamingOptions,
        into diagnostics: inout Diagnostics
    ) -> (names: SwiftNames, findings: Diagnostics) {
        // nil stands for SwiftNames, in the first group.
        var groups: [[(any SpecCheck)?]] = [[nil]]
        for check in checks {
            if check.readsEarlierFindings || groups[groups.count - 1].last??.readsEarlierFindings == true {
                groups.append([check])
            } else {
                groups[groups.count - 1].append(check)
            }
        }
        var named: (names: SwiftNames, findings: Diagnostics)?
        for group in groups {
            let earlier = diagnostics
            let found = group.concurrentMap { check -> (Diagnostics, SwiftNames?) in
                // A rule that reads earlier findings is alone in its group, so it reads them all.
                var findings = check?.readsEarlierFindings == true ? earlier : Diagnostics()
                guard let check else {
                    let names = SwiftNames(spec: spec, options: naming, diagnostics: &findings)
                    return (findings, names)
                }
                check.check(spec, graph: graph, into: &findings)
                return (findings, nil)
            }
            for (check, (findings, names)) in zip(group, found) {
                if let names {
                    named = (names, findings)
                } else if check?.readsEarlierFindings == true {
                    diagnostics = findings
                } else {
                    diagnostics.append(contentsOf: findings)
                }
            }
        }
        guard let named else { preconditionFailure("SwiftNames runs in the first group") }
        return named
    }
}

/// What loading a spec gave: the checked spec, or nil when any error was found.
public struct SpecLoadResult: Sendable {
    /// Nil whenever `diagnostics` holds an error: a spec is used whole or not at all.
    public var spec: Spec?
    /// The Swift names of `spec`'s generated types, for the generator; nil
    /// whenever `spec` is.
    public var names: SwiftNames?
    /// How `spec`'s models reach each other, worked out once for the checks
    /// and the generator; nil whenever `spec` is.
    public var graph: ModelGraph?
    /// Errors and warnings, sorted by file and position.
    public var diagnostics: Diagnostics
    /// Every file read, the root first.
    public var files: [String]
    /// The text of each file read, for printing source lines under diagnostics.
    public var sources: [String: String]

    /// Whether any diagnostic is an error, in which case ``spec`` is nil.
    public var hasErrors: Bool { diagnostics.hasErrors }
}

/// The state of one load: the files read so far and what they said.
private struct Reading {
    let loader: SpecLoader
    var diagnostics = Diagnostics()
    var documents: [SpecDocument] = []
    var files: [String] = []
    var sources: [String: String] = [:]

    init(loader: SpecLoader) {
        self.loader = loader
    }

    mutating func read(_ path: String, isRoot: Bool, chain: [String], includedAt: SourceLocation?) {
        if let start = chain.firstIndex(of: path) {
            let cycle = (chain[start...] + [path]).joined(separator: " → ")
            diagnostics.error("include cycle: \(cycle)", at: includedAt)
            return
        }
        // A file included from two places is read once, so its modules and
        // models are not reported as defined twice.
        guard !files.contains(path) else { return }
        guard files.count < loader.limits.maxFiles else {
            diagnostics.error(
                "a spec may read at most \(loader.limits.maxFiles) files; this include is one more", at: includedAt)
            return
        }
        let bytes: [UInt8]
        do {
            bytes = try loader.fileSystem.contents(of: path, maxSize: loader.limits.maxFileSize)
        } catch {
            diagnostics.error("\(isRoot ? "spec file" : "included file") '\(path)' \(error.reason)", at: includedAt)
            return
        }
        files.append(path)
        sources[path] = String(decoding: bytes, as: UTF8.self)
        let parser = YAMLParser(limits: loader.limits)
        guard let root = parser.parse(bytes, path: path, diagnostics: &diagnostics) else { return }
        var reader = NodeReader(file: path)
        let document = reader.document(root, isRoot: isRoot)
        diagnostics.append(contentsOf: reader.diagnostics)
        guard let document else { return }
        documents.append(document)
        for include in document.includes {
            let target = SpecPath.resolve(include.value, from: path)
            if let root = loader.includeRoot, !SpecPath.isInside(target, folder: root) {
                diagnostics.error(
                    "included file '\(include.value)' is outside '\(root)', the folder the build plugin watches; "
                        + "move it into the target", at: include.location)
                continue
            }
            read(target, isRoot: false, chain: chain + [path], includedAt: include.location)
        }
    }
}
