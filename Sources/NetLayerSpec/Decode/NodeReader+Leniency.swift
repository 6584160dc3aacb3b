extension NodeReader {
    /// `lenient: true` (every leniency), `false` (none), or a list of them.
    mutating func leniency(_ node: YAMLNode) -> Leniency? {
        let words = Leniency.named.map(\.name)
        guard let items = node.items else {
            guard let scalar = node.scalar, scalar.isPlain, ["true", "false"].contains(scalar.text.lowercased()) else {
                let list = words.map { "'\($0)'" }.joined(separator: ", ")
                error("'lenient' must be true, false, or a list of \(list), found \(describe(node))", at: node)
                return nil
            }
            return scalar.text.lowercased() == "true" ? .all : []
        }
        return items.reduce(into: Leniency()) { set, item in
            if let name = word(item, "a leniency in 'lenient'", from: words),
                let leniency = Leniency.named.first(where: { $0.name == name })?.leniency
            {
                set.insert(leniency)
            }
        }
    }

    /// A `Date` field's `format`: `iso8601`, `seconds`, `milliseconds`, or a
    /// date pattern.
    mutating func dateFormat(_ node: YAMLNode, of field: String, type: TypeName) -> DateFormat? {
        guard let text = string(node, "'format'") else { return nil }
        guard type.nonOptional == .builtin(.Date) else {
            error("'format' is for Date fields, and field '\(field)' is '\(type)'", at: node)
            return nil
        }
        switch text {
        case "iso8601": return .iso8601
        case "seconds": return .seconds
        case "milliseconds": return .milliseconds
        default:
            guard Self.isDatePattern(text) else {
                error(
                    "'format' must be 'iso8601', 'seconds', 'milliseconds' or a date pattern such as "
                        + "'yyyy-MM-dd HH:mm:ss', found '\(text)'", at: node)
                return nil
            }
            return .pattern(text)
        }
    }

    /// Unicode date field symbols (UTS #35): a pattern's unquoted letters
    /// must all be among them, and there must be one.
    private static let patternLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx")

    static func isDatePattern(_ text: String) -> Bool {
        var quoted = false
        var letters = 0
        for character in text {
            if character == "'" {
                quoted.toggle()
            } else if !quoted, character.isASCII, character.isLetter {
                guard patternLetters.contains(character) else { return false }
                letters += 1
            }
        }
        return letters > 0 && !quoted
    }
}
