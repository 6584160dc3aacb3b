// Sendable is declared: inferring it, a debug build (one file at a time)
// failed with "circular reference" through the arrays of the enum itself.
/// A JSON value whose objects keep their keys in order, written as
/// Jackson's default pretty printer, which springfox uses, writes it (two spaces, `" : "`).
enum OrderedJSON: Sendable {
    case object([(String, OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case int(Int)
    case bool(Bool)

    func write(to out: inout String, indent: Int) {
        switch self {
        case .string(let text): Self.quote(text, to: &out)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                item.write(to: &out, indent: indent + 2)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let entries):
            guard !entries.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            for (index, (key, value)) in entries.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                Self.quote(key, to: &out)
                out += " : "
                value.write(to: &out, indent: indent + 2)
                out += index == entries.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    static func quote(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
