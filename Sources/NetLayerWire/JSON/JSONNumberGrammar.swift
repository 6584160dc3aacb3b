/// The RFC 8259 number grammar, shared by the parser (which must reject
/// malformed numbers), the writer (which must never emit one) and the
/// decoder's numbers-from-strings leniency (which must not accept `nan`).
///
///     number = [ "-" ] int [ frac ] [ exp ]
///     int    = "0" / ( digit1-9 *DIGIT )
///     frac   = "." 1*DIGIT
///     exp    = ( "e" / "E" ) [ "-" / "+" ] 1*DIGIT
package enum JSONNumberGrammar {
    package enum Scan {
        /// The number ends before this offset.
        case end(Int)
        /// The byte at this offset breaks the grammar.
        case failure(offset: Int, message: String)
    }

    /// Scans the longest number starting at `start`; what follows it is the
    /// caller's business (a delimiter or an error).
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Scan {
        let count = bytes.count
        var position = start
        if position < count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < count else { return .failure(offset: position, message: "Expected a digit") }
        let first = bytes[position]
        if first == UInt8(ascii: "0") {
            position += 1
            if position < count, isDigit(bytes[position]) {
                return .failure(offset: position, message: "Leading zeros are not allowed in a number")
            }
        } else if isDigit(first) {
            position += 1
            while position < count, isDigit(bytes[position]) { position += 1 }
        } else {
            return .failure(offset: position, message: "Expected a digit")
        }
        if position < count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < count, isDigit(bytes[position]) else {
                return .failure(offset: position, message: "Expected a digit after the decimal point")
            }
            while position < count, isDigit(bytes[position]) { position += 1 }
        }
        if position < count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < count, isDigit(bytes[position]) else {
                return .failure(offset: position, message: "Expected a digit in the exponent")
            }
            while position < count, isDigit(bytes[position]) { position += 1 }
        }
        return .end(position)
    }

    /// Whether the whole of `text` is one JSON number.
    package static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            if case .end(let end) = scan(bytes, from: 0) { return end == bytes.count }
            return false
        }
    }

    /// The decimal text of the integer that the JSON number `literal` stands
    /// for (`1e2` → `100`, `1.50e1` → `15`, `-0.0` → `0`); nil when it has a
    /// fraction (`1.5`), is not a JSON number, or has more than `maxDigits`
    /// digits (past any fixed-width integer, so `1e999999` costs nothing).
    package static func integerText(_ literal: String, maxDigits: Int = 40) -> String? {
        guard isValid(literal) else { return nil }
        var digits: [UInt8] = []
        var negative = false
        var fractionDigits = 0
        var exponent = 0
        var exponentNegative = false
        var part = 0  // 0: integer, 1: fraction, 2: exponent
        for byte in literal.utf8 {
            switch byte {
            case UInt8(ascii: "-") where part == 0: negative = true
            case UInt8(ascii: "-"): exponentNegative = true
            case UInt8(ascii: "+"): break
            case UInt8(ascii: "."): part = 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"): part = 2
            default:
                if part == 2 {
                    // Clamped: any exponent this large is out of range either way.
                    exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
                } else {
                    if part == 1 { fractionDigits += 1 }
                    // Leading zeros say nothing about the value.
                    if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte) }
                }
            }
        }
        if digits.isEmpty { return "0" }
        var scale = (exponentNegative ? -exponent : exponent) - fractionDigits
        while scale < 0, digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            scale += 1
        }
        guard scale >= 0, digits.count + scale <= maxDigits else { return nil }
        digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: scale))
        if negative { digits.insert(UInt8(ascii: "-"), at: 0) }
        return String(decoding: digits, as: UTF8.self)
    }

    @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
