/// Spec text turned into Swift: identifiers in each position, literals and
/// doc comments. Every piece of spec content reaches generated code through
/// here, so none of it can break or inject code.
enum Names {
    /// A type name: `student_list` → `StudentList`.
    static func type(_ name: String) -> String {
        let swift = upperCamel(name)
        // Backticks do not make these usable as type names.
        if ["Type", "Self", "Any", "Protocol"].contains(swift) { return swift + "_" }
        return escaped(swift)
    }

    /// An enum case: `StudentList` → `studentList`.
    static func enumCase(_ name: String) -> String { escaped(lowerCamel(name)) }
    static func property(_ name: String) -> String { escaped(lowerCamel(name)) }
    static func parameter(_ name: String) -> String { escaped(lowerCamel(name)) }

    /// A Swift string literal that evaluates to exactly `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `30` for a whole number, `0.5` otherwise.
    static func literal(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `///` lines for a summary; none for no summary.
    static func docLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        var lines = self.lines(of: text)
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines.map { line in
            let trimmed = String(line.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
            return trimmed.isEmpty ? "///" : "/// " + trimmed
        }
    }

    /// Summary text on one line, inside a doc comment.
    static func docText(_ text: String) -> String {
        lines(of: text).joined(separator: " ")
    }

    // MARK: Conversion

    static func lowerCamel(_ name: String) -> String {
        let words = self.words(name)
        guard let first = words.first else { return "value" }
        let head = first.allSatisfy { $0.isUppercase || $0.isNumber } ? first.lowercased() : lowerFirst(first)
        let camel = head + words.dropFirst().map(upperFirst).joined()
        return camel.first?.isNumber == true ? "_" + camel : camel
    }

    static func upperCamel(_ name: String) -> String {
        let camel = words(name).map(upperFirst).joined()
        guard !camel.isEmpty else { return "Value" }
        return camel.first?.isNumber == true ? "_" + camel : camel
    }

    /// Words split at separators and characters Swift names cannot have,
    /// and at lower-to-upper case changes (`HTTPStatus` → `HTTP`, `Status`).
    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard isIdentifierCharacter(character) else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.last, character.isUppercase {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_"
            || character.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isXIDContinue && !scalar.properties.isEmojiPresentation
            }
    }

    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    private static func lowerFirst(_ word: String) -> String {
        // A leading acronym lowers as a whole: `HTTPStatus` → `httpStatus`.
        let upperRun = word.prefix { $0.isUppercase }
        if upperRun.count > 1, upperRun.count < word.count {
            return upperRun.dropLast().lowercased() + word.dropFirst(upperRun.count - 1)
        }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    private static func lines(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false) { $0.isNewline }.map(String.init)
    }

    /// Backticks for words Swift reserves.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "async", "some", "any", "consume", "copy", "borrowing", "consuming", "package", "Type", "Protocol",
    ]
}
