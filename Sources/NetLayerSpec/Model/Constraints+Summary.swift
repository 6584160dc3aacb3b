import Foundation

extension ValueRules {
    /// The rules as one plain sentence for a reader, such as `From 1 to 100.` or
    /// `At most 10 items, each unique; each item at most 20 characters.`
    ///
    /// Generated doc comments and the API reference both show it, so that the two say a value's limits in the
    /// same words; the export writes the rules as JSON Schema keywords instead. Numbers are written exactly as the
    /// spec gave them, and a pattern as a code span.
    ///
    /// - Returns: The sentence, starting with a capital and ending in a full stop; nil when no rule is given.
    public func summary() -> String? {
        guard let clauses = clauses() else { return nil }
        return clauses.prefix(1).uppercased() + clauses.dropFirst() + "."
    }

    /// The sentence without its capital and full stop, so that `items` can nest it after `each item`.
    private func clauses() -> String? {
        var parts: [String] = []
        parts += numberClauses()
        if let count = Self.count(minLength, maxLength, unit: "character") { parts.append(count) }
        if let pattern { parts.append("matching " + Self.codeSpan(pattern)) }
        if let count = Self.count(minItems, maxItems, unit: "item") { parts.append(count) }
        if uniqueItems { parts.append(parts.isEmpty ? "items unique" : "each unique") }
        let own = parts.isEmpty ? nil : parts.joined(separator: ", ")
        // An element's rules follow after a semicolon, as they are about something else than the array's.
        let element = items?.clauses().map { "each item " + $0 }
        let sentence = [own, element].compactMap(\.self).joined(separator: "; ")
        return sentence.isEmpty ? nil : sentence
    }

    /// The bounds and `multipleOf`: `from 1 to 100` when both bounds are inclusive, else each bound on its own.
    private func numberClauses() -> [String] {
        var parts: [String] = []
        if let minimum = lowerBound, let maximum = upperBound, !minimum.exclusive, !maximum.exclusive {
            parts.append("from \(Self.number(minimum.value)) to \(Self.number(maximum.value))")
        } else {
            if let minimum = lowerBound {
                parts.append((minimum.exclusive ? "greater than " : "at least ") + Self.number(minimum.value))
            }
            if let maximum = upperBound {
                parts.append((maximum.exclusive ? "less than " : "at most ") + Self.number(maximum.value))
            }
        }
        if let multipleOf { parts.append("a multiple of " + Self.number(multipleOf)) }
        return parts
    }

    /// A count of characters or items: `2 to 8 characters`, `at least 1 item`, `exactly 3 items`.
    private static func count(_ least: Int?, _ most: Int?, unit: String) -> String? {
        func units(_ count: Int) -> String { count == 1 ? unit : unit + "s" }
        switch (least, most) {
        case let (least?, most?) where least == most: return "exactly \(least) \(units(least))"
        case let (least?, most?): return "\(least) to \(most) \(units(most))"
        case let (least?, nil): return "at least \(least) \(units(least))"
        case let (nil, most?): return "at most \(most) \(units(most))"
        case (nil, nil): return nil
        }
    }

    /// A number as the spec wrote it: `Decimal`'s text is exact, without binary rounding or a `.0`.
    private static func number(_ value: Decimal) -> String {
        value.description
    }

    /// `text` as a Markdown code span: fenced by one more backtick than the longest run of backticks in it, and
    /// padded with spaces when it starts or ends with one, as CommonMark reads a code span.
    private static func codeSpan(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + pad + text + pad + fence
    }
}
