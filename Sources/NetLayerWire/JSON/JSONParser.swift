import Foundation

extension JSONValue {
    /// Parses one JSON value (RFC 8259) from UTF-8 bytes.
    ///
    /// Strict: no comments, no trailing commas, no leading zeros, no lone
    /// surrogates, no invalid UTF-8, nothing but whitespace after the value,
    /// and at most ``JSONValue/maximumNestingDepth`` nested arrays and objects.
    /// A UTF-8 byte order mark before the value is skipped, as RFC 8259 §8.1
    /// allows and Foundation's parsers do; error offsets count it.
    ///
    /// - Parameter data: The UTF-8 text of one JSON value.
    /// - Throws: ``JSONParseError`` with the offset of the first byte that is wrong.
    public init(parsing data: Data) throws(JSONParseError) {
        // `withUnsafeBytes` only rethrows untyped errors: carry the typed one out in a Result.
        let result = data.withUnsafeBytes { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try JSONValue(parsing: buffer) }
        }
        self = try result.get()
    }

    /// Parses one JSON value from UTF-8 bytes: see the `Data` form for what is accepted.
    ///
    /// - Parameter bytes: The UTF-8 text of one JSON value.
    /// - Throws: ``JSONParseError`` with the offset of the first byte that is wrong.
    public init(parsing bytes: [UInt8]) throws(JSONParseError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try JSONValue(parsing: buffer) }
        }
        self = try result.get()
    }

    /// Parses one JSON value from a string's UTF-8 form: see the `Data` form for what is accepted.
    ///
    /// - Parameter text: The text of one JSON value.
    /// - Throws: ``JSONParseError`` with the offset, in UTF-8 bytes, of the first byte that is wrong.
    public init(parsing text: String) throws(JSONParseError) {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try JSONValue(parsing: UnsafeRawBufferPointer(buffer)) }
        }
        self = try result.get()
    }

    /// Parses one JSON value from UTF-8 bytes in memory: see the `Data` form for what is accepted.
    ///
    /// - Parameter buffer: The UTF-8 text of one JSON value; only read during the call.
    /// - Throws: ``JSONParseError`` with the offset of the first byte that is wrong.
    public init(parsing buffer: UnsafeRawBufferPointer) throws(JSONParseError) {
        var parser = JSONTextParser(bytes: buffer.assumingMemoryBound(to: UInt8.self))
        self = try parser.parseDocument()
    }

    /// How deeply arrays and objects may nest: deeper input is rejected with
    /// an error rather than risk overflowing the stack of a recursive parser.
    public static let maximumNestingDepth = 512
}

/// A one-pass recursive-descent parser over UTF-8 bytes.
struct JSONTextParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var depth = 0
    /// Reused for strings with escapes so each one does not allocate anew.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        // Some servers (.NET's, files saved by Windows editors) send one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw failure("Unexpected \(describe(bytes[position])) after the JSON value")
        }
        return value
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard position < bytes.count else { throw failure("Unexpected end of input: expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectKeyword("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectKeyword("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectKeyword("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case let byte:
            throw failure("Unexpected \(describe(byte)): expected a value")
        }
    }

    private mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        if depth > JSONValue.maximumNestingDepth {
            throw failure("Arrays and objects nest deeper than \(JSONValue.maximumNestingDepth) levels")
        }
        position += 1
        skipWhitespace()
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        var elements: [JSONValue] = []
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw failure("Unexpected end of input: expected ',' or ']'") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
            } else if byte == UInt8(ascii: "]") {
                position += 1
                break
            } else {
                throw failure("Unexpected \(describe(byte)): expected ',' or ']' after an array element")
            }
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        var object = JSONObject()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(object)
        }
        while true {
            guard position < bytes.count else { throw failure("Unexpected end of input: expected a string key") }
            guard bytes[position] == UInt8(ascii: "\"") else {
                throw failure("Unexpected \(describe(bytes[position])): expected a string key")
            }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count else { throw failure("Unexpected end of input: expected ':'") }
            guard bytes[position] == UInt8(ascii: ":") else {
                throw failure("Unexpected \(describe(bytes[position])): expected ':' after an object key")
            }
            position += 1
            skipWhitespace()
            object.set(try parseValue(), forKey: key)
            skipWhitespace()
            guard position < bytes.count else { throw failure("Unexpected end of input: expected ',' or '}'") }
            let byte = bytes[position]
            if byte == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
            } else if byte == UInt8(ascii: "}") {
                position += 1
                break
            } else {
                throw failure("Unexpected \(describe(byte)): expected ',' or '}' after an object member")
            }
        }
        depth -= 1
        return .object(object)
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        switch JSONNumberGrammar.scan(bytes, from: start) {
        case .end(let end):
            position = end
            // The bytes are ASCII digits and signs, so decoding cannot repair anything.
            return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        case .failure(let offset, let message):
            position = offset
            throw failure(message)
        }
    }

    private mutating func expectKeyword(_ keyword: StaticString) throws(JSONParseError) {
        let length = keyword.utf8CodeUnitCount
        let text = keyword.utf8Start
        for offset in 0..<length {
            guard position + offset < bytes.count else {
                position += offset
                throw failure("Unexpected end of input in '\(keyword)'")
            }
            guard bytes[position + offset] == text[offset] else {
                position += offset
                throw failure("Unexpected \(describe(bytes[position])): expected '\(keyword)'")
            }
        }
        position += length
    }

    // MARK: Strings

    /// Parses the string whose opening quote is at `position`.
    private mutating func parseString() throws(JSONParseError) -> String {
        let open = position
        position += 1
        let start = position
        var isASCII = true
        // Fast path: most strings have no escapes and can be made straight from the input.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let contents = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                if isASCII { return String(decoding: contents, as: UTF8.self) }
                guard let text = String(validating: contents, as: UTF8.self) else {
                    throw invalidUTF8(in: start..<(position - 1))
                }
                return text
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw failure("Unescaped control character \(describe(byte)) in a string") }
            if byte >= 0x80 { isASCII = false }
            position += 1
        }
        position = bytes.count
        throw JSONParseError(offset: open, message: "Unterminated string")
    }

    /// Continues a string at its first backslash, decoding into `scratch`.
    private mutating func parseEscapedString(from start: Int) throws(JSONParseError) -> String {
        scratch.removeAll(keepingCapacity: true)
        var runStart = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                position += 1
                // Escapes only add whole UTF-8 sequences between ASCII bytes, so the
                // decoded text is valid exactly when the raw input is.
                if let bad = Self.firstInvalidUTF8(in: UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)])) {
                    throw JSONParseError(offset: start + bad, message: "Invalid UTF-8 in a string")
                }
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                try decodeEscape()
                runStart = position
                continue
            }
            if byte < 0x20 { throw failure("Unescaped control character \(describe(byte)) in a string") }
            position += 1
        }
        throw JSONParseError(offset: start - 1, message: "Unterminated string")
    }

    /// Decodes the escape whose backslash is at `position` into `scratch`.
    private mutating func decodeEscape() throws(JSONParseError) {
        let escapeStart = position
        position += 1
        guard position < bytes.count else { throw failure("Unexpected end of input in an escape") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHexQuad()
            var scalar = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                // UTF-16 escapes of characters beyond the BMP come as a pair; half of one is not a character.
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw JSONParseError(
                        offset: escapeStart,
                        message: "A high surrogate escape must be followed by a low surrogate escape")
                }
                let lowStart = position
                position += 2
                let low = try readHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONParseError(
                        offset: lowStart, message: "A high surrogate escape must be followed by a low surrogate escape")
                }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw JSONParseError(
                    offset: escapeStart, message: "A low surrogate escape without a high surrogate before it")
            }
            appendUTF8(scalar)
        default:
            position -= 1
            throw failure("Invalid escape \(describe(byte)) in a string")
        }
    }

    private mutating func readHexQuad() throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw failure("Unexpected end of input in a \\u escape") }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("Expected a hexadecimal digit in a \\u escape, found \(describe(byte))")
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    private func invalidUTF8(in range: Range<Int>) -> JSONParseError {
        let bad = Self.firstInvalidUTF8(in: UnsafeBufferPointer(rebasing: bytes[range])) ?? 0
        return JSONParseError(offset: range.lowerBound + bad, message: "Invalid UTF-8 in a string")
    }

    /// The offset of the first byte that starts no valid UTF-8 sequence
    /// (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF).
    static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var position = 0
        let count = bytes.count
        while position < count {
            let lead = bytes[position]
            if lead < 0x80 {
                position += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            default: return position
            }
            guard position + length <= count, secondRange.contains(bytes[position + 1]) else { return position }
            for offset in 2..<max(length, 2) where !(0x80...0xBF).contains(bytes[position + offset]) {
                return position
            }
            position += length
        }
        return nil
    }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }

    private func failure(_ message: String) -> JSONParseError {
        JSONParseError(offset: position, message: message)
    }

    private func describe(_ byte: UInt8) -> String {
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
