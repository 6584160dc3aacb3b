/// A fuzzer's bytes read as a recipe: each choice and length from the next
/// byte, 0 once they run out, so every input is a valid recipe.
struct FuzzReader {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = ArraySlice(bytes)
    }

    var isAtEnd: Bool { bytes.isEmpty }

    mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// Up to 255 bytes, their count first.
    mutating func chunk() -> [UInt8] {
        let count = Int(byte())
        defer { bytes = bytes.dropFirst(count) }
        return Array(bytes.prefix(count))
    }

    /// A chunk as text; invalid UTF-8 becomes U+FFFD, as any `String` would.
    mutating func text() -> String {
        String(decoding: chunk(), as: UTF8.self)
    }

    /// What is left.
    mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }
}
