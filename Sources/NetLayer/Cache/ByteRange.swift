import Foundation

/// One range of a `Range` field (RFC 9110 §14.1.2): `bytes=first-last`, `bytes=first-` or
/// `bytes=-suffix`. A list of ranges, another unit or a malformed field is not one: the cache
/// leaves such requests to the server.
struct ByteRange: Equatable {
    var first: Int?
    var last: Int?
    var suffix: Int?

    init?(_ field: String) {
        let trimmed = field.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("bytes=") else { return nil }
        let spec = trimmed.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return nil }
        let before = spec[..<dash]
        let after = spec[spec.index(after: dash)...]
        func number(_ text: Substring) -> Int? {
            text.isEmpty || !text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) ? nil : Int(text)
        }
        if before.isEmpty {
            guard let suffix = number(after), suffix > 0 else { return nil }
            self.suffix = suffix
        } else {
            guard let first = number(before) else { return nil }
            self.first = first
            if !after.isEmpty {
                guard let last = number(after), last >= first else { return nil }
                self.last = last
            }
        }
    }

    /// The bytes of a body of `length` bytes the range selects, or nil when it selects none
    /// (§14.1.2: unsatisfiable), which the server answers.
    func bounds(length: Int) -> Range<Int>? {
        if let suffix {
            return length == 0 ? nil : max(0, length - suffix)..<length
        }
        guard let first, first < length else { return nil }
        return first..<(min(last ?? length - 1, length - 1) + 1)
    }
}
