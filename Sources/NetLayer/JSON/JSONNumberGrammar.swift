/// The RFC 8259 number grammar, shared by the parser (which must reject
/// malformed numbers), the writer (which must never emit one) and the
/// decoder's numbers-from-strings leniency (which must not accept `nan`).
///
///     number = [ "-" ] int [ frac ] [ exp ]
///     int    = "0" / ( digit1-9 *DIGIT )
///     frac   = "." 1*DIGIT
///     exp    = ( "e" / "E" ) [ "-" / "+" ] 1*DIGIT
enum JSONNumberGrammar {
    enum Scan {
        /// The number ends before this offset.
        case end(Int)
        /// The byte at this offset breaks the grammar.
        case failure(offset: Int, message: String)
    }

    /// Scans the longest number starting at `start`; what follows it is the
    /// caller's business (a delimiter or an error).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Scan {
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
    static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            if case .end(let end) = scan(bytes, from: 0) { return end == bytes.count }
            return false
        }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
