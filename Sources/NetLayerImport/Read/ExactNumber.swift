import Foundation

/// Numbers of a document read exactly: a rule's limit is a decimal as written, never the binary fraction
/// nearest it (`multipleOf: 0.01`), and an integer past 2^53 keeps every digit (`9007199254740993`).
enum ExactNumber {
    /// Whether `text` is a number in JSON's syntax (`-12`, `0.5`, `1e3`), which every document's reader and the
    /// spec's read alike; YAML's other spellings (`0x1F`, `.5`, `1_000`) are not taken for numbers.
    static func isNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        func digits() -> Substring {
            let run = rest.prefix { ("0"..."9").contains($0) }
            rest = rest.dropFirst(run.count)
            return run
        }
        let whole = digits()
        // JSON writes no leading zero: `007` is not a number of its syntax.
        guard !whole.isEmpty, whole == "0" || whole.first != "0" else { return false }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard !digits().isEmpty else { return false }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard !digits().isEmpty else { return false }
        }
        return rest.isEmpty
    }

    /// `text` as a decimal, when the spec's loader reads it as one too: finite as a `Double`, and within
    /// `Decimal`'s range.
    static func decimal(_ text: String) -> Decimal? {
        guard Double(text)?.isFinite == true,
            let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN
        else { return nil }
        return value
    }
}
