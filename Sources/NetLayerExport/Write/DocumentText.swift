import NetLayerSpec

/// How the document is written: YAML, or JSON when the output's name ends in `.json`.
public enum DocumentFormat: String, Sendable, Hashable, CaseIterable {
    /// A YAML document, written with ``YAMLText``'s quoting, or JSON laid out for reading.
    case yaml, json

    /// The format of a file named `path`: JSON for `.json`, YAML otherwise.
    ///
    /// - Parameter path: The output file's path; the extension's case is ignored.
    public init(path: String) {
        self = path.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}

/// The document tree as text: JSON laid out as `OrderedJSON.formatted`
/// lays it out, or block-style YAML with scalars quoted by `YAMLText`,
/// the quoter the importer's specs use.
public enum DocumentText {
    /// - Parameters:
    ///   - document: the document tree.
    ///   - format: YAML or JSON.
    /// - Returns: the text, ending in a newline.
    public static func text(of document: OrderedJSON, as format: DocumentFormat) -> String {
        switch format {
        case .json: return document.formatted().joined(separator: "\n") + "\n"
        case .yaml:
            var out = ""
            writeYAML(document, indent: 0, to: &out)
            return out
        }
    }

    /// A block value at `indent`: each member or item on its own line.
    private static func writeYAML(_ value: OrderedJSON, indent: Int, to out: inout String) {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .object(let members) where !members.isEmpty:
            for member in members {
                out += pad + YAMLText.string(member.key) + ":"
                writeNested(member.value, indent: indent + 2, to: &out)
            }
        case .array(let items) where !items.isEmpty:
            for item in items {
                out += pad + "-"
                switch item {
                case .object(let members) where !members.isEmpty:
                    // The first member on the dash's line, the rest under it.
                    var first = ""
                    writeYAML(.object([members[0]]), indent: indent + 2, to: &first)
                    out += " " + first.dropFirst(indent + 2)
                    if members.count > 1 {
                        writeYAML(.object(Array(members.dropFirst())), indent: indent + 2, to: &out)
                    }
                default:
                    writeNested(item, indent: indent + 2, to: &out)
                }
            }
        default:
            out += pad + scalar(value) + "\n"
        }
    }

    /// What follows a key's colon or a dash: a scalar on the same line, a collection below.
    private static func writeNested(_ value: OrderedJSON, indent: Int, to out: inout String) {
        switch value {
        case .object(let members) where !members.isEmpty:
            out += "\n"
            writeYAML(value, indent: indent, to: &out)
        case .array(let items) where !items.isEmpty:
            out += "\n"
            writeYAML(value, indent: indent, to: &out)
        default:
            out += " " + scalar(value) + "\n"
        }
    }

    private static func scalar(_ value: OrderedJSON) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return number.isFinite ? "\(number)" : YAMLText.quoted("\(number)")
        case .string(let text): return YAMLText.string(text)
        case .object: return "{}"
        case .array: return "[]"
        }
    }
}
