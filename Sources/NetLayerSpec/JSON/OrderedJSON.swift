/// A JSON value whose objects keep their members' order: an example reads as
/// the spec wrote it, and the JSON Schema in the order its keys are documented.
public indirect enum OrderedJSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fraction or exponent that fits 64 bits.
    case int(Int64)
    /// Any other number.
    case double(Double)
    /// A string, unescaped.
    case string(String)
    /// A list, its items in order.
    case array([OrderedJSON])
    /// An object, its members in the order written.
    case object([Member])

    /// One member of an object: a key and its value, kept in the order written.
    public struct Member: Sendable, Hashable {
        /// The member's name, unescaped.
        public var key: String
        /// The member's value.
        public var value: OrderedJSON

        /// Creates a member.
        ///
        /// - Parameters:
        ///   - key: The member's name, unescaped.
        ///   - value: The member's value.
        public init(_ key: String, _ value: OrderedJSON) {
            self.key = key
            self.value = value
        }
    }

    /// The value as compact JSON text.
    public var json: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// The value as JSON laid out for reading: a list or object on one line
    /// when it fits in `width` columns, else each item on its own line, two spaces in.
    /// Characters that could hide or reorder what a line shows (controls,
    /// bidi overrides, line separators) are written as `\u` escapes.
    ///
    /// - Parameter width: The columns a list or object may take on one line, indentation included.
    /// - Returns: The lines, without line breaks.
    public func formatted(width: Int = 100) -> [String] {
        var lines: [String] = []
        appendFormatted(to: &lines, lead: "", indent: 0, width: width, trailer: "")
        return lines
    }

    /// Appends the value's lines: `lead` (its indentation, and its key in
    /// an object) before the first, `trailer` (a comma) after the last.
    /// Each line is written once, at its own depth: prefixing every line of
    /// a subtree at every level above it made a deep document slow.
    private func appendFormatted(to lines: inout [String], lead: String, indent: Int, width: Int, trailer: String) {
        let items: [(key: String?, value: OrderedJSON)]
        let open: String
        let close: String
        switch self {
        case .array(let values):
            items = values.map { (nil, $0) }
            (open, close) = ("[", "]")
        case .object(let members):
            items = members.map { ($0.key, $0.value) }
            (open, close) = ("{", "}")
        default:
            lines.append(lead + spaced + trailer)
            return
        }
        if items.isEmpty || spacedLength(limit: width - indent) != nil {
            lines.append(lead + spaced + trailer)
            return
        }
        lines.append(lead + open)
        let pad = String(repeating: " ", count: indent + 2)
        for (index, item) in items.enumerated() {
            var itemLead = pad
            if let key = item.key {
                Self.writeString(key, to: &itemLead)
                itemLead += ": "
            }
            item.value.appendFormatted(
                to: &lines, lead: itemLead, indent: indent + 2, width: width,
                trailer: index < items.count - 1 ? "," : "")
        }
        lines.append(String(repeating: " ", count: indent) + close + trailer)
    }

    /// The length of `spaced`, or nil as soon as it is past `limit`: asking
    /// every level whether its one-line form fits must not write the whole
    /// subtree each time, which made a large document quadratic.
    private func spacedLength(limit: Int) -> Int? {
        guard limit >= 0 else { return nil }
        switch self {
        case .array(let items):
            var length = 2 + max(0, items.count - 1) * 2
            for item in items {
                guard length <= limit, let inner = item.spacedLength(limit: limit - length) else { return nil }
                length += inner
            }
            return length <= limit ? length : nil
        case .object(let members):
            var length = 2 + max(0, members.count - 1) * 2
            for member in members {
                var key = ""
                Self.writeString(member.key, to: &key)
                length += key.count + 2
                guard length <= limit, let inner = member.value.spacedLength(limit: limit - length) else { return nil }
                length += inner
            }
            return length <= limit ? length : nil
        default:
            let count = json.count
            return count <= limit ? count : nil
        }
    }

    /// The value as JSON with every list and object that has items broken, each item on its own line, two spaces in,
    /// as `JSON.stringify(value, null, 2)` lays it out, in one pass: ``formatted(width:)`` measures each
    /// subtree again at each depth, which the API reference's large examples could not afford.
    public var indented: String {
        var out = ""
        writeIndented(to: &out, indent: "")
        return out
    }

    private func writeIndented(to out: inout String, indent: String) {
        switch self {
        case .array(let items) where !items.isEmpty:
            let inner = indent + "  "
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.writeIndented(to: &out, indent: inner)
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members) where !members.isEmpty:
            let inner = indent + "  "
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner
                Self.writeString(member.key, to: &out)
                out += ": "
                member.value.writeIndented(to: &out, indent: inner)
                out += index < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        default:
            write(to: &out)
        }
    }

    /// One line, a space after each `,` and `:`.
    private var spaced: String {
        switch self {
        case .array(let items): return "[" + items.map(\.spaced).joined(separator: ", ") + "]"
        case .object(let members):
            return "{"
                + members.map { member in
                    var key = ""
                    Self.writeString(member.key, to: &key)
                    return key + ": " + member.value.spaced
                }.joined(separator: ", ") + "}"
        default: return json
        }
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        // Swift writes whole doubles with a fraction (`3.0`), so they read back as doubles.
        case .double(let value): out += "\(value)"
        case .string(let text): Self.writeString(text, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(member.key, to: &out)
                out += ":"
                member.value.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // Printable ASCII, most of any text: no need to ask for its category.
            case let plain where plain.value >= 0x20 && plain.value < 0x7F: out.unicodeScalars.append(plain)
            case let hidden where hidden.value < 0x20 || Self.hides(hidden):
                for unit in String(hidden).utf16 {
                    let hex = String(unit, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// Whether a scalar shows nothing, or changes how its line shows.
    private static func hides(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return scalar != "\u{200C}" && scalar != "\u{200D}"
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }
}

/// A string literal is a JSON string: documents built in code (a JSON
/// Schema, an OpenAPI document) read as they print.
extension OrderedJSON: ExpressibleByStringLiteral {
    /// Creates a JSON string.
    ///
    /// - Parameter value: The string, unescaped.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}
