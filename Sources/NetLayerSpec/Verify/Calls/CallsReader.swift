import Foundation

/// What reading a calls file found: its calls in order, or the problems that stop them being made.
public struct CallsLoadResult: Sendable {
    /// The calls in the order written; empty whenever `diagnostics` holds an error: a calls file is used whole
    /// or not at all, so a login that did not read never lets the calls after it run without their token.
    public var calls: [Call]
    /// Errors and warnings, at the file's lines and columns.
    public var diagnostics: Diagnostics
    /// The file's text, for printing source lines under diagnostics; empty when it could not be read.
    public var sources: [String: String]
}

/// Reads a calls file (docs/verify.md, "The calls file"): under `netlayer-calls: 1`, a list `calls` of
/// `{ call: ID, name, parameters }`, each value read as its parameter's type in the spec.
public struct CallsReader: Sendable {
    /// The spec whose interfaces are called.
    public var spec: Spec
    /// The bounds on the file: its size, depth and alias expansion.
    public var limits: InputLimits

    /// The version a calls file says it is written in.
    public static let formatVersion = 1
    /// The key that says so, first in the file.
    public static let versionKey = "netlayer-calls"

    /// Creates a reader.
    ///
    /// - Parameters:
    ///   - spec: A spec that loaded without errors.
    ///   - limits: The bounds on the file.
    public init(spec: Spec, limits: InputLimits = InputLimits()) {
        self.spec = spec
        self.limits = limits
    }

    /// Reads the calls file at `path`.
    ///
    /// - Parameter path: The file; a relative path stays relative in diagnostics.
    /// - Returns: The calls, or the problems found.
    public func read(_ path: String) -> CallsLoadResult {
        var diagnostics = Diagnostics()
        let file = SpecPath.normalize(path)
        let bytes: [UInt8]
        do {
            bytes = try DiskFileSystem().contents(of: file, maxSize: limits.maxFileSize)
        } catch {
            diagnostics.error("\(file) \(error.reason(kind: "calls file"))", at: nil)
            return CallsLoadResult(calls: [], diagnostics: diagnostics, sources: [:])
        }
        let calls = read(bytes, path: file, diagnostics: &diagnostics)
        return CallsLoadResult(
            calls: diagnostics.hasErrors ? [] : calls, diagnostics: diagnostics,
            sources: [file: String(decoding: bytes, as: UTF8.self)])
    }

    /// The calls of one file's text.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 text.
    ///   - path: The file's path, for the diagnostics' positions.
    ///   - diagnostics: Where problems are reported.
    /// - Returns: The calls, or none when something is reported as an error.
    public func read(_ bytes: [UInt8], path: String, diagnostics: inout Diagnostics) -> [Call] {
        let parser = YAMLParser(limits: limits, documentName: "calls file")
        guard let root = parser.parse(bytes, path: path, diagnostics: &diagnostics) else { return [] }
        var reader = NodeReader(file: path)
        defer { diagnostics.append(contentsOf: reader.diagnostics) }
        return reader.calls(root, of: spec)
    }
}

extension NodeReader {
    static let callsFileKeys = [CallsReader.versionKey, "calls"]
    static let callKeys = ["call", "name", "parameters"]

    mutating func calls(_ root: YAMLNode, of spec: Spec) -> [Call] {
        guard let fields = mapping(root, of: "a calls file", keys: .callsFile) else { return [] }
        guard let version = fields[CallsReader.versionKey] else {
            error("a calls file starts with '\(CallsReader.versionKey): \(CallsReader.formatVersion)'", at: root)
            return []
        }
        guard version.scalar?.text == "\(CallsReader.formatVersion)" else {
            error(
                "this netlayer reads calls files of version \(CallsReader.formatVersion), found " + describe(version),
                at: version)
            return []
        }
        guard let list = require(fields, "calls", of: "a calls file", at: root) else { return [] }
        guard let items = list.items else {
            error("'calls' must be a list of calls, found \(list.kindDescription)", at: list)
            return []
        }
        var interfaces: [String: Interface] = [:]
        for interface in spec.interfaces { interfaces[interface.id] = interface }
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var calls: [Call] = []
        var names: [String: YAMLNode] = [:]
        for (index, item) in items.enumerated() {
            guard let call = call(item, number: index + 1, interfaces: interfaces, models: models) else { continue }
            if let earlier = names[call.name] {
                error(
                    "a second call named '\(call.name)'", at: item,
                    notes: [.note("the first is here", at: location(earlier))])
            }
            names[call.name] = names[call.name] ?? item
            calls.append(call)
        }
        // Whole or not at all, here too: a call whose mapping held a misspelt key would run without it.
        return diagnostics.hasErrors ? [] : calls
    }

    private mutating func call(
        _ node: YAMLNode, number: Int, interfaces: [String: Interface], models: [String: Model]
    ) -> Call? {
        let what = "call \(number)"
        guard let fields = mapping(node, of: what, keys: .call),
            let idNode = require(fields, "call", of: what, at: node),
            let id = string(idNode, "the interface of \(what)")
        else { return nil }
        let name = fields["name"].flatMap { string($0, "the name of \(what)") } ?? what
        guard let interface = interfaces[id] else {
            error(
                Suggestion.hint(
                    "\(what) calls '\(id)', which is no interface of the spec", for: id, in: interfaces.keys),
                at: idNode)
            return nil
        }
        var values: [String: OrderedJSON] = [:]
        var failed = false
        let given = fields["parameters"].map { namedEntries($0, of: "'parameters' of \(what)") } ?? []
        for (parameterName, key, value) in given {
            guard let parameter = interface.parameters.first(where: { $0.name == parameterName }) else {
                error(
                    Suggestion.hint(
                        "'\(id)' has no parameter '\(parameterName)'", for: parameterName,
                        in: interface.parameters.map(\.name)), at: key)
                failed = true
                continue
            }
            if parameter.fixedValue != nil {
                error("'\(parameterName)' of '\(id)' is always sent as the spec fixes it; leave it out", at: key)
                failed = true
                continue
            }
            var reader = ExampleReader(models: models)
            let read = reader.value(
                ExampleNode(node: value, file: file), as: parameter.type.value, constraints: parameter.constraints,
                subject: "'\(parameterName)' of \(what)")
            diagnostics.append(contentsOf: reader.diagnostics)
            guard let read else {
                failed = true
                continue
            }
            values[parameterName] = read
        }
        return failed ? nil : Call(interface: id, name: name, values: values, location: location(node))
    }
}
