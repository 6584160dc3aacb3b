internal import CYaml

/// Builds a `YAMLNode` tree from libyaml's event stream.
///
/// Each open sequence or mapping is one entry of `stack`, appended to in
/// place: popping a frame, appending and pushing it back would copy its array
/// every time and make loading quadratic.
///
/// It reads any YAML document, JSON included (as YAML 1.1 reads it), so tools
/// that read other documents than specs, such as `netlayer import`, get the
/// same positions and the same bounds on hostile input.
public struct YAMLParser: Sendable {
    /// The bounds past which a document is refused: its depth and alias expansion.
    public var limits: InputLimits
    /// What an empty file is called in its error: "the spec is empty".
    public var documentName: String

    /// Creates a parser.
    ///
    /// - Parameters:
    ///   - limits: The bounds past which a document is refused.
    ///   - documentName: What an empty file is called in its error.
    public init(limits: InputLimits, documentName: String = "spec") {
        self.limits = limits
        self.documentName = documentName
    }

    /// The root node of the single document in `bytes`, or nil when the text
    /// cannot be read as one; every problem found is added to `diagnostics`.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, which must be UTF-8.
    ///   - path: The file's path, for the diagnostics' positions.
    ///   - diagnostics: Where problems are reported: text that is not UTF-8 or not YAML, more than one document,
    ///     an empty file, and input past `limits`.
    /// - Returns: The root node, or nil when any error was found.
    public func parse(_ bytes: [UInt8], path: String, diagnostics: inout Diagnostics) -> YAMLNode? {
        if let offset = Self.firstInvalidUTF8(in: bytes) {
            let mark = YAMLNode.Mark.of(byte: offset, in: bytes)
            diagnostics.error(
                "the file is not UTF-8 text: the bytes at this place are not valid UTF-8",
                at: SourceLocation(file: path, line: Int(mark.line), column: Int(mark.column)))
            return nil
        }
        var builder = TreeBuilder(path: path, limits: limits)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
            builder.run(base, count: buffer.count)
        }
        diagnostics.append(contentsOf: builder.diagnostics)
        if builder.failed { return nil }
        guard let root = builder.root, !root.isNull else {
            diagnostics.error("the \(documentName) is empty", at: SourceLocation(file: path, line: 1, column: 1))
            return nil
        }
        return root
    }

    /// The offset of the first byte that does not start a valid UTF-8
    /// sequence; checked before libyaml, which reports the byte after.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        // The standard library's check is many times faster than the walk
        // below, which only a file that fails it needs.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .error:
                return offset
            case .emptyInput:
                return nil
            }
        }
    }
}

private struct Frame {
    enum Kind { case sequence, mapping }
    var kind: Kind
    var mark: YAMLNode.Mark
    var anchor: String?
    var items: [YAMLNode] = []
    /// Nodes below this one, counting every alias expansion.
    var weight = 1
}

private struct TreeBuilder {
    let path: String
    let limits: InputLimits
    var diagnostics = Diagnostics()
    var failed = false
    var root: YAMLNode?
    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
    private var expanded = 0
    private var documents = 0

    init(path: String, limits: InputLimits) {
        self.path = path
        self.limits = limits
    }

    mutating func run(_ input: UnsafePointer<UInt8>, count: Int) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            fail("libyaml could not start (out of memory)", at: YAMLNode.Mark(line: 1, column: 1))
            return
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml keeps the pointer: the whole parse happens inside the
        // caller's `withUnsafeBufferPointer`.
        yaml_parser_set_input_string(&parser, input, count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

        var event = yaml_event_t()
        while !failed {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                reportSyntaxError(parser, input: UnsafeBufferPointer(start: input, count: count))
                return
            }
            let done = event.type == YAML_STREAM_END_EVENT
            handle(&event)
            yaml_event_delete(&event)
            if done { return }
        }
    }

    private mutating func handle(_ event: inout yaml_event_t) {
        let mark = YAMLNode.Mark(line: Int32(event.start_mark.line) + 1, column: Int32(event.start_mark.column) + 1)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                fail("a spec is one YAML document; a second one starts here", at: mark)
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = string(data.value, count: data.length)
            var isPlain = data.style == YAML_PLAIN_SCALAR_STYLE
            if let tag = data.tag {
                let name = string(tag)
                if name == "tag:yaml.org,2002:str" {
                    isPlain = false
                } else if !Self.coreTags.contains(name) {
                    diagnostics.error("YAML tag '\(name)' is not supported here", at: location(mark))
                }
            }
            add(
                YAMLNode(.scalar(.init(text: text, isPlain: isPlain)), at: mark), weight: 1,
                anchor: data.anchor.map { string($0) })
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor)
            guard let target = anchors[name] else {
                fail("unknown alias '*\(name)'", at: mark)
                return
            }
            expanded += target.weight
            if expanded > limits.maxAliasExpansion {
                fail(
                    "aliases expand to more than \(limits.maxAliasExpansion) nodes; a spec never needs that many",
                    at: mark)
                return
            }
            add(target.node, weight: target.weight, anchor: nil)
        case YAML_SEQUENCE_START_EVENT:
            open(.sequence, at: mark, anchor: event.data.sequence_start.anchor, tag: event.data.sequence_start.tag)
        case YAML_MAPPING_START_EVENT:
            open(.mapping, at: mark, anchor: event.data.mapping_start.anchor, tag: event.data.mapping_start.tag)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close()
        default:
            break
        }
    }

    private static let coreTags: Set<String> = [
        "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool",
        "tag:yaml.org,2002:null", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map",
    ]

    private mutating func open(
        _ kind: Frame.Kind, at mark: YAMLNode.Mark, anchor: UnsafeMutablePointer<UInt8>?,
        tag: UnsafeMutablePointer<UInt8>?
    ) {
        if stack.count >= limits.maxDepth {
            fail("nesting is deeper than \(limits.maxDepth) levels; a spec never needs that many", at: mark)
            return
        }
        if let tag, !Self.coreTags.contains(string(tag)) {
            diagnostics.error("YAML tag '\(string(tag))' is not supported here", at: location(mark))
        }
        stack.append(Frame(kind: kind, mark: mark, anchor: anchor.map { string($0) }))
    }

    private mutating func close() {
        guard let frame = stack.popLast() else { return }
        let node: YAMLNode
        switch frame.kind {
        case .sequence:
            node = YAMLNode(.sequence(frame.items), at: frame.mark)
        case .mapping:
            node = YAMLNode(.mapping(mappingEntries(frame.items)), at: frame.mark)
        }
        add(node, weight: frame.weight, anchor: frame.anchor)
    }

    private mutating func add(_ node: YAMLNode, weight: Int, anchor: String?) {
        if let anchor {
            anchors[anchor] = (node, weight)
        }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].items.append(node)
            stack[stack.count - 1].weight += weight
        }
    }

    /// Pairs keys with values, applies merge keys and reports duplicate keys.
    private mutating func mappingEntries(_ items: [YAMLNode]) -> [YAMLNode.Entry] {
        var entries: [YAMLNode.Entry] = []
        entries.reserveCapacity(items.count / 2)
        var merged: [YAMLNode.Entry] = []
        var seen = SeenKeys(expectedCount: items.count / 2)
        var index = 0
        while index + 1 < items.count {
            let key = items[index], value = items[index + 1]
            index += 2
            if let scalar = key.scalar, scalar.isPlain, scalar.text == "<<" {
                merged.append(contentsOf: mergeEntries(value))
                continue
            }
            if let scalar = key.scalar {
                if let first = seen.mark(of: scalar.text) {
                    diagnostics.error(
                        "duplicate key '\(scalar.text)'", at: location(key.mark),
                        notes: [.note("'\(scalar.text)' is first defined here", at: location(first))])
                    continue
                }
                seen.insert(scalar.text, at: key.mark)
            }
            entries.append(.init(key: key, value: value))
        }
        // Keys written in the mapping itself win over merged ones, and the
        // first of several merged mappings wins, as YAML's merge key says.
        for entry in merged {
            guard let text = entry.key.scalar?.text, seen.mark(of: text) == nil else { continue }
            seen.insert(text, at: entry.key.mark)
            entries.append(entry)
        }
        return entries
    }

    private mutating func mergeEntries(_ value: YAMLNode) -> [YAMLNode.Entry] {
        switch value.content {
        case .mapping(let entries):
            return entries
        case .sequence(let items) where items.allSatisfy({ $0.entries != nil }):
            return items.flatMap { $0.entries ?? [] }
        default:
            diagnostics.error("a merge key '<<' takes a mapping or a list of mappings", at: location(value.mark))
            return []
        }
    }

    private mutating func fail(_ message: String, at mark: YAMLNode.Mark) {
        diagnostics.error(message, at: location(mark))
        failed = true
    }

    private mutating func reportSyntaxError(_ parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        if parser.error == YAML_READER_ERROR {
            // Reader errors (control characters; UTF-8 is checked before)
            // carry a byte offset instead of a mark.
            fail("the file is not YAML text: \(problem)", at: .of(byte: parser.problem_offset, in: input))
            return
        }
        let mark = YAMLNode.Mark(
            line: Int32(parser.problem_mark.line) + 1, column: Int32(parser.problem_mark.column) + 1)
        var message = "YAML syntax error: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " \(context) at \(parser.context_mark.line + 1):\(parser.context_mark.column + 1)"
        }
        fail(message, at: mark)
    }

    private func location(_ mark: YAMLNode.Mark) -> SourceLocation {
        SourceLocation(file: path, line: Int(mark.line), column: Int(mark.column))
    }

    private func string(_ pointer: UnsafeMutablePointer<UInt8>) -> String {
        String(cString: pointer)
    }

    private func string(_ pointer: UnsafeMutablePointer<UInt8>?, count: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }
}

extension YAMLNode.Mark {
    /// The line and column (in characters) of the byte at `offset`.
    static func of(byte offset: Int, in bytes: some Sequence<UInt8>) -> YAMLNode.Mark {
        var line: Int32 = 1, column: Int32 = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return YAMLNode.Mark(line: line, column: column)
    }
}

/// The keys of one mapping seen so far. Most mappings have a handful of
/// keys, where a linear scan beats hashing every key.
private struct SeenKeys {
    private var few: [(key: String, mark: YAMLNode.Mark)] = []
    private var many: [String: YAMLNode.Mark]?

    init(expectedCount: Int) {
        if expectedCount > 12 { many = Dictionary(minimumCapacity: expectedCount) }
    }

    func mark(of key: String) -> YAMLNode.Mark? {
        if let many { return many[key] }
        return few.first { $0.key == key }?.mark
    }

    mutating func insert(_ key: String, at mark: YAMLNode.Mark) {
        if many != nil {
            many![key] = mark
        } else {
            few.append((key, mark))
        }
    }
}
