/// Where swift-corelibs-foundation's `JSONSerialization` departs from RFC
/// 8259: what it accepts beyond it, which the runtime's strict parser
/// refuses by design, and what it reads differently.
enum FoundationLeniency {
    /// The text without U+FEFF. JSONSerialization decodes each run of a
    /// string between escapes with `String(bytes:encoding:)`, which takes a
    /// U+FEFF at the start for a byte order mark and drops it: one that
    /// starts a string or follows an escape is lost. The runtime keeps it, a
    /// character like any other.
    static func withoutZeroWidthNoBreakSpaces(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FEFF}" }))
    }

    /// Whether JSONSerialization reads these bytes as UTF-16 or UTF-32: a
    /// byte order mark of either, else a NUL among the first four bytes
    /// (the first two in a shorter input), as its `detectEncoding` decides.
    /// The runtime reads UTF-8 only (RFC 8259 §8.1).
    static func readsAsUTF16OrUTF32(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return true }
        return head.count >= 2 && head.prefix(head.count >= 4 ? 4 : 2).contains(0)
    }

    /// The text without the commas that end an array or an object (`[1,]`,
    /// `{"a":1,}`), which JSONSerialization skips and the parser refuses.
    static func withoutTrailingCommas(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var inString = false
        var escaped = false
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ","), closesAfterWhitespace(bytes, from: index + 1) {
                continue
            }
            output.append(byte)
        }
        return output
    }

    private static func closesAfterWhitespace(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Bool {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && (bytes[index] == UInt8(ascii: "]") || bytes[index] == UInt8(ascii: "}"))
    }
}
