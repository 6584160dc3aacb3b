import Foundation

/// What reading recordings found: every recording of every file, or the problems that stop them being used.
public struct RecordingsLoadResult: Sendable {
    /// The recordings, file by file in the order read, each file's in the order written; empty whenever
    /// `diagnostics` holds an error: recordings are used whole or not at all, like a spec.
    public var recordings: [Recording]
    /// Errors and warnings, at their files' lines and columns.
    public var diagnostics: Diagnostics
    /// Every file read, in order.
    public var files: [String]
    /// The text of each file read, for printing source lines under diagnostics.
    public var sources: [String: String]
}

/// Reads files of recordings (docs/verify.md, "Recordings"): a mapping from each interface's id to its
/// recordings by name, under `netlayer-recordings: 1`.
public struct RecordingsReader: Sendable {
    /// The bounds on each file: its size, depth and alias expansion.
    public var limits: InputLimits

    /// The version a file of recordings says it is written in.
    public static let formatVersion = 1
    /// The key that says so, first in every file.
    public static let versionKey = "netlayer-recordings"

    /// Creates a reader.
    ///
    /// - Parameter limits: The bounds on each file.
    public init(limits: InputLimits = InputLimits()) {
        self.limits = limits
    }

    /// Reads every file of recordings at `paths`: a file as it is, a folder as its `.yaml` and `.yml` files
    /// (not its subfolders), in the order of their names.
    ///
    /// - Parameter paths: Files and folders; relative paths stay relative in diagnostics.
    /// - Returns: The recordings, or the problems found; a name used twice for one interface is an error at
    ///   the second.
    public func read(_ paths: [String]) -> RecordingsLoadResult {
        var diagnostics = Diagnostics()
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                diagnostics.error("\(path): no such file or folder of recordings", at: nil)
                continue
            }
            guard isFolder.boolValue else {
                files.append(SpecPath.normalize(path))
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let found = names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
            if found.isEmpty {
                diagnostics.warning("\(path): the folder holds no .yaml file of recordings", at: nil)
            }
            files += found.map { SpecPath.normalize(path + "/" + $0) }
        }
        var recordings: [Recording] = []
        var sources: [String: String] = [:]
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try DiskFileSystem().contents(of: file, maxSize: limits.maxFileSize)
            } catch {
                diagnostics.error("\(file) \(error.reason(kind: "file of recordings"))", at: nil)
                continue
            }
            sources[file] = String(decoding: bytes, as: UTF8.self)
            recordings += read(bytes, path: file, diagnostics: &diagnostics)
        }
        Self.checkNames(recordings, diagnostics: &diagnostics)
        return RecordingsLoadResult(
            recordings: diagnostics.hasErrors ? [] : recordings, diagnostics: diagnostics, files: files,
            sources: sources)
    }

    /// The recordings of one file's text.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 text.
    ///   - path: The file's path, for the diagnostics' positions.
    ///   - diagnostics: Where problems are reported.
    /// - Returns: The recordings that read; what did not is reported.
    public func read(_ bytes: [UInt8], path: String, diagnostics: inout Diagnostics) -> [Recording] {
        let parser = YAMLParser(limits: limits, documentName: "file of recordings")
        guard let root = parser.parse(bytes, path: path, diagnostics: &diagnostics) else { return [] }
        var reader = NodeReader(file: path)
        defer { diagnostics.append(contentsOf: reader.diagnostics) }
        return reader.recordings(root)
    }

    private static func checkNames(_ recordings: [Recording], diagnostics: inout Diagnostics) {
        var first: [String: Recording] = [:]
        for recording in recordings {
            let key = recording.interface + "\u{0}" + recording.name
            if let earlier = first[key] {
                diagnostics.error(
                    "a second recording named '\(recording.name)' of '\(recording.interface)'",
                    at: recording.location, notes: [.note("the first is here", at: earlier.location)])
            } else {
                first[key] = recording
            }
        }
    }
}

extension NodeReader {
    static let recordingKeys = ["recorded", "environment", "request", "status", "headers", "body", "bodyBase64"]
    static let recordedRequestKeys = ["method", "target", "headers", "body"]

    mutating func recordings(_ root: YAMLNode) -> [Recording] {
        let entries = namedEntries(root, of: "a file of recordings")
        guard let version = entries.first(where: { $0.name == RecordingsReader.versionKey }) else {
            error(
                "a file of recordings starts with '\(RecordingsReader.versionKey): "
                    + "\(RecordingsReader.formatVersion)'", at: root)
            return []
        }
        guard version.value.scalar?.text == "\(RecordingsReader.formatVersion)" else {
            error(
                "this netlayer reads recordings of version \(RecordingsReader.formatVersion), found "
                    + describe(version.value), at: version.value)
            return []
        }
        var recordings: [Recording] = []
        for (interface, key, value) in entries where interface != RecordingsReader.versionKey {
            for (name, nameNode, node) in namedEntries(value, of: "the recordings of '\(interface)'") {
                if let recording = recording(
                    node, named: name, at: nameNode, of: interface, interfaceAt: key)
                {
                    recordings.append(recording)
                }
            }
        }
        return recordings
    }

    private mutating func recording(
        _ node: YAMLNode, named name: String, at nameNode: YAMLNode, of interface: String, interfaceAt key: YAMLNode
    ) -> Recording? {
        let what = "recording '\(name)' of '\(interface)'"
        guard let fields = mapping(node, of: what, keys: .recording) else { return nil }
        let statusNode = require(fields, "status", of: what, at: nameNode)
        let status = statusNode.flatMap { int($0, "the status of \(what)") }
        if let status, let statusNode, !(100...599).contains(status) {
            error("the status of \(what) must be from 100 to 599, found \(status)", at: statusNode)
        }
        let body = self.body(fields, of: what, at: nameNode)
        let requestNode = fields["request"]
        let request = requestNode.flatMap { self.request($0, of: what) }
        let headers = fields["headers"].map { self.headers($0, of: what) } ?? []
        let recorded = fields["recorded"].flatMap { string($0, "'recorded' of \(what)") }
        let environment = fields["environment"].flatMap { string($0, "the environment of \(what)") }
        guard let status, let body, (100...599).contains(status) else { return nil }
        // A request that is written but does not read fails the recording, as a wrong status or body does.
        if requestNode != nil, request == nil { return nil }
        return Recording(
            interface: interface, name: name, recorded: recorded, environment: environment, request: request,
            status: status, headers: headers, body: body, location: location(nameNode),
            interfaceLocation: location(key))
    }

    /// `body` as text, or `bodyBase64` for bytes that are not; none is an empty body.
    private mutating func body(_ fields: Fields, of what: String, at node: YAMLNode) -> Data? {
        switch (fields["body"], fields["bodyBase64"]) {
        case (let text?, nil):
            return string(text, "the body of \(what)").map { Data($0.utf8) }
        case (nil, let encoded?):
            guard let text = string(encoded, "'bodyBase64' of \(what)") else { return nil }
            guard let bytes = Data(base64Encoded: text) else {
                error("'bodyBase64' of \(what) must be base64, found \(describe(encoded))", at: encoded)
                return nil
            }
            return bytes
        case (nil, nil):
            return Data()
        case (_?, let encoded?):
            error("\(what) has both 'body' and 'bodyBase64'; keep one", at: fields.key("bodyBase64") ?? encoded)
            return nil
        }
    }

    private mutating func request(_ node: YAMLNode, of what: String) -> Recording.Request? {
        let requestWhat = "the request of \(what)"
        guard let fields = mapping(node, of: requestWhat, keys: .recordedRequest) else { return nil }
        let methods = HTTPMethod.allCases.map(\.rawValue)
        let method = require(fields, "method", of: requestWhat, at: node).flatMap {
            word($0, "the method of \(what)", from: methods).flatMap(HTTPMethod.init(specMethod:))
        }
        let target = require(fields, "target", of: requestWhat, at: node).flatMap {
            string($0, "the target of \(what)")
        }
        if let target, let node = fields["target"], !target.hasPrefix("/") {
            error("the target of \(what) must be a path from '/', found '\(target)'", at: node)
            return nil
        }
        let headers = fields["headers"].map { self.headers($0, of: requestWhat) } ?? []
        let body = fields["body"].flatMap { string($0, "the body of \(requestWhat)") }
        guard let method, let target else { return nil }
        return Recording.Request(method: method, target: target, headers: headers, body: Data((body ?? "").utf8))
    }

    /// Header fields by name, a list of values for a field sent more than once.
    private mutating func headers(_ node: YAMLNode, of what: String) -> [Recording.Header] {
        namedEntries(node, of: "the headers of \(what)").flatMap { name, _, value -> [Recording.Header] in
            let values = value.items ?? [value]
            return values.compactMap { item in
                string(item, "header '\(name)' of \(what)").map { Recording.Header(name, $0) }
            }
        }
    }
}
