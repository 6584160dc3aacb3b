extension SwiftIdentifier {
    /// One letter or digit and the combining marks on it: case changes are
    /// decided per unit, so a decomposed `É` counts as one upper-case letter.
    struct Unit {
        enum Kind { case upper, lower, number, other }
        var scalars: [Unicode.Scalar]
        var kind: Kind

        var text: String { String(String.UnicodeScalarView(scalars)) }
    }

    typealias Word = [Unit]

    static func camel(_ name: String, lowerFirstWord: Bool) -> String {
        var words = self.words(name)
        guard !words.isEmpty else { return fallback(name, lowerFirstWord: lowerFirstWord) }
        // SCREAMING_SNAKE_CASE says nothing about acronyms, so its words are
        // plain words: `SCREEN_NAME` → `screenName`. One all-caps word is
        // taken as an acronym: `ID` → `id` / `ID`.
        let isScreaming =
            words.count > 1 && words.joined().contains { $0.kind == .upper }
            && !words.joined().contains { $0.kind == .lower }
        if isScreaming { words = words.map { $0.map(lowercased) } }

        var result = ""
        for (index, word) in words.enumerated() {
            let text =
                index == 0 && lowerFirstWord
                ? (isAcronym(word) ? word.map { lowercased($0).text }.joined() : lowerFirst(word)) : upperFirst(word)
            // Digits meeting digits keep an `_` between them: `item11_0` and
            // `item1_10` must not both become `item110`.
            if result.last?.isNumber == true, text.first?.isNumber == true { result += "_" }
            result += text
        }
        // Case mapping can in principle yield a scalar Swift does not take;
        // drop it rather than emit a name that does not lex.
        let scalars = result.unicodeScalars.filter(\.isSwiftIdentifierContinuation)
        guard let first = scalars.first else { return fallback(name, lowerFirstWord: lowerFirstWord) }
        let identifier = String(String.UnicodeScalarView(scalars))
        return first.isSwiftIdentifierHead ? identifier : "_" + identifier
    }

    /// `_` and the hex of every scalar for a name with no usable character;
    /// `empty` / `Empty` for the empty name.
    static func fallback(_ name: String, lowerFirstWord: Bool) -> String {
        if name.unicodeScalars.isEmpty { return lowerFirstWord ? "empty" : "Empty" }
        return "_" + name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
    }

    /// The words of `name`: runs of word characters, cut at case changes.
    static func words(_ name: String) -> [Word] {
        segments(name).flatMap(splitAtCaseChanges)
    }

    /// Runs of letters, digits and marks; everything else separates.
    static func segments(_ name: String) -> [Word] {
        var segments: [Word] = []
        var current: Word = []
        for scalar in name.unicodeScalars {
            guard scalar.isWordScalar else {
                if !current.isEmpty { segments.append(current) }
                current = []
                continue
            }
            if scalar.isCombiningMark, !current.isEmpty {
                current[current.count - 1].scalars.append(scalar)
            } else {
                current.append(Unit(scalars: [scalar], kind: Unit.Kind(scalar)))
            }
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// A word starts at an upper-case letter after anything else (`userID`,
    /// `item2Name`, `9Lives`), and at the last capital of a run that goes on
    /// in lower case (`HTTPStatus` → `HTTP`, `Status`). A run followed by a
    /// lone `s` is a plural acronym and stays whole (`URLs`, `userIDs`,
    /// `IDsByName`), except before `Is`, which is read as the word
    /// (`URLIsValid` → `URL`, `Is`, `Valid`).
    static func splitAtCaseChanges(_ segment: Word) -> [Word] {
        var words: [Word] = []
        var start = 0
        for index in segment.indices.dropFirst() where segment[index].kind == .upper {
            let previous = segment[index - 1].kind
            let next = index + 1 < segment.count ? segment[index + 1] : nil
            let startsWord: Bool
            if previous != .upper {
                startsWord = true
            } else if let next, next.kind == .lower {
                startsWord = !isPluralSuffix(segment, at: index)
            } else {
                startsWord = false
            }
            if startsWord {
                words.append(Array(segment[start..<index]))
                start = index
            }
        }
        words.append(Array(segment[start...]))
        return words
    }

    /// Whether the capital at `index` and the `s` after it end a plural
    /// acronym: the `s` ends the segment or is followed by a non-lower-case
    /// unit, and the capital is not the `I` of `Is`.
    private static func isPluralSuffix(_ segment: Word, at index: Int) -> Bool {
        guard segment[index + 1].scalars == ["s"], segment[index].scalars != ["I"] else { return false }
        return index + 2 == segment.count || segment[index + 2].kind != .lower
    }

    /// Two or more capitals and no lower case, except a plural `s` at the
    /// end: `HTTP`, `MP3`, `URLs`.
    static func isAcronym(_ word: Word) -> Bool {
        var body = word[...]
        if body.count > 2, body.last?.scalars == ["s"], body[body.endIndex - 2].kind == .upper {
            body = body.dropLast()
        }
        return body.filter { $0.kind == .upper }.count >= 2 && !body.contains { $0.kind == .lower }
    }

    private static func lowercased(_ unit: Unit) -> Unit {
        Unit(scalars: Array(unit.text.lowercased().unicodeScalars), kind: unit.kind == .upper ? .lower : unit.kind)
    }

    private static func lowerFirst(_ word: Word) -> String {
        guard let first = word.first else { return "" }
        return lowercased(first).text + word.dropFirst().map(\.text).joined()
    }

    /// Title case, not upper case, for the first letter: `ǆ` → `ǅ`, `ß` → `Ss`.
    private static func upperFirst(_ word: Word) -> String {
        guard let first = word.first, let base = first.scalars.first else { return "" }
        let titled = base.properties.titlecaseMapping + String(String.UnicodeScalarView(first.scalars.dropFirst()))
        return titled + word.dropFirst().map(\.text).joined()
    }
}

extension SwiftIdentifier.Unit.Kind {
    init(_ scalar: Unicode.Scalar) {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .titlecaseLetter: self = .upper
        case .lowercaseLetter: self = .lower
        case .decimalNumber, .letterNumber, .otherNumber: self = .number
        default: self = .other
        }
    }
}

extension Unicode.Scalar {
    /// Letters, digits and marks that Swift takes in identifiers. Not `_` or
    /// `$` (separators here), not symbols or emoji, not format characters
    /// (bidi controls, zero-width spaces: they would hide what a name says),
    /// not variation selectors or enclosing marks (`1️⃣` is the digit `1`).
    var isWordScalar: Bool {
        if isASCII { return properties.isAlphabetic || ("0"..."9").contains(self) }
        guard isSwiftIdentifierContinuation else { return false }
        if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) { return false }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    var isCombiningMark: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The compiler's `isValidIdentifierContinuationCodePoint` (Lexer.cpp,
    /// swift-syntax's `Unicode.Scalar+Lexing`): ASCII letters, digits, `_`,
    /// `$`, and the ranges of C++ N1518 annex X.1.
    var isSwiftIdentifierContinuation: Bool {
        if isASCII {
            return properties.isAlphabetic || ("0"..."9").contains(self) || self == "_" || self == "$"
        }
        if Self.identifierRanges.contains(where: { $0.contains(value) }) { return true }
        // U+10000 through U+EFFFD, less the last two code points of each plane.
        return (0x10000...0xEFFFD).contains(value) && value & 0xFFFF <= 0xFFFD
    }

    /// The compiler's `isValidIdentifierStartCodePoint`: not an ASCII digit
    /// or `$`, not a combining mark of annex X.2.
    var isSwiftIdentifierHead: Bool {
        guard isSwiftIdentifierContinuation else { return false }
        if isASCII { return !("0"..."9").contains(self) && self != "$" }
        return !Self.nonInitialRanges.contains { $0.contains(value) }
    }

    /// Annex X.1 below U+10000, as the compiler lists it.
    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x167F, 0x1681...0x180D,
        0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44,
        0xFE47...0xFFF8,
    ]

    /// Annex X.2: combining marks that cannot start a name.
    private static let nonInitialRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
