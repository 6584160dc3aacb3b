import Foundation

extension JSONValue {
    /// The compact UTF-8 JSON text of this value: no whitespace, object keys
    /// in their stored order, numbers as their literal text.
    ///
    /// A `.number` whose text is not a JSON number (it can only come from
    /// code, never from the parser) is written as `null`, so the output is
    /// always valid JSON; a call never gets that far: it refuses such a
    /// value with `NetLayerError.invalidRequest` before sending anything.
    ///
    /// - Returns: Compact UTF-8 JSON text: no spaces or line breaks, and non-ASCII characters written as they are.
    public func serialized() -> Data {
        var writer = JSONTextWriter()
        writer.write(self)
        return Data(writer.output)
    }
}

/// Appends JSON text to a byte buffer.
struct JSONTextWriter {
    var output: [UInt8] = []

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null:
            append("null")
        case .bool(let flag):
            append(flag ? "true" : "false")
        case .number(let literal):
            if JSONNumberGrammar.isValid(literal) {
                output.append(contentsOf: literal.utf8)
            } else {
                append("null")
            }
        case .string(let text):
            write(string: text)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                write(element)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (offset, member) in object.members.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                write(string: member.key)
                output.append(UInt8(ascii: ":"))
                write(member.value)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Writes a quoted string. Control characters must be escaped (RFC 8259);
    /// U+2028 and U+2029 are too, because they end a line in JavaScript and
    /// would break JSON pasted into a script.
    mutating func write(string: String) {
        output.append(UInt8(ascii: "\""))
        var text = string
        text.withUTF8 { bytes in
            var runStart = 0
            var position = 0
            let count = bytes.count
            while position < count {
                let byte = bytes[position]
                let escape: StaticString?
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x00..<0x20: escape = nil
                case 0xE2 where position + 2 < count && bytes[position + 1] == 0x80 && bytes[position + 2] == 0xA8:
                    escape = "\\u2028"
                    length = 3
                case 0xE2 where position + 2 < count && bytes[position + 1] == 0x80 && bytes[position + 2] == 0xA9:
                    escape = "\\u2029"
                    length = 3
                default:
                    position += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                if let escape {
                    append(escape)
                } else {
                    append("\\u00")
                    output.append(Self.hexDigit(byte >> 4))
                    output.append(Self.hexDigit(byte & 0x0F))
                }
                position += length
                runStart = position
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
