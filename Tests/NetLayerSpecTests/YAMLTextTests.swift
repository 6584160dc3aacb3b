import NetLayerSpec
import TestSupport
import Testing

/// Whatever text a writer (the importer's specs, the exporter's documents)
/// puts in YAML reads back as the same text, not as null, in block and in
/// flow position.
@Suite struct YAMLTextTests {
    static let awkward = [
        "", " ", "~", "null", "NULL", "true", "No", "on", "y", "0", "-1", "1.5", "1e3", "0x1F", "0o17", ".inf", "1:30",
        "2024-01-01", "2024-09-01T08:00:00Z", "- a", "? x", ": y", "a: b", "a #b", "#c", "[a]", "{a}", "a,b", "'q'",
        "\"q\"", "it's", "\\n",
        "tab\there", "line\nbreak", "crlf\r\n", "é", "学生", "👍", "\u{7}", "\u{200B}zero width", "\u{FEFF}bom", "&anchor",
        "*alias", "!tag", "|", ">", "%", "@", "`", "a: ", "trailing ", "<<", "=", "-", "?", ":",
    ]

    static func readsBack(_ text: String, flow: Bool) -> Bool {
        let written = YAMLText.string(text, flow: flow)
        let document = flow ? "k: { v: \(written), w: 1 }\n" : "k: \(written)\n"
        var diagnostics = Diagnostics()
        guard
            let root = YAMLParser(limits: InputLimits()).parse(
                Array(document.utf8), path: "t.yaml", diagnostics: &diagnostics),
            let value = flow ? root.entries?.first?.value.entries?.first?.value : root.entries?.first?.value,
            let scalar = value.scalar
        else { return false }
        return scalar.text == text && !value.isNull
    }

    @Test(arguments: awkward)
    func awkwardTextReadsBack(text: String) {
        #expect(Self.readsBack(text, flow: false), "block: \(YAMLText.string(text))")
        #expect(Self.readsBack(text, flow: true), "flow: \(YAMLText.string(text, flow: true))")
    }

    /// YAML 1.1 (PyYAML, which openapi-spec-validator reads exported
    /// documents with) resolves a plain `2024-09-01T08:00:00Z` as a
    /// timestamp: it is quoted, and so is a date, while other text that
    /// starts with digits stays plain.
    @Test func timestampsAreQuoted() {
        #expect(YAMLText.string("2024-09-01T08:00:00Z") == "\"2024-09-01T08:00:00Z\"")
        #expect(YAMLText.string("2024-9-1 8:00:00") == "\"2024-9-1 8:00:00\"")
        #expect(YAMLText.string("2024-01-01") == "\"2024-01-01\"")
        #expect(YAMLText.string("2024 plans") == "2024 plans")
        #expect(YAMLText.string("12-monkeys") == "12-monkeys")
    }

    @Test func randomTextReadsBack() {
        var random = SeededGenerator(seed: 0x5941_4D4C)
        let pieces = Self.awkward + ["a", "b", "1", " ", ":", "#", ",", "{", "\"", "'", "\\", "\n", "ü"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            #expect(Self.readsBack(text, flow: false), "\(text.debugDescription) \(random)")
            #expect(Self.readsBack(text, flow: true), "\(text.debugDescription) \(random)")
        }
    }

    @Test func plainWhereItReadsWell() {
        #expect(YAMLText.string("Finds Pets by status.") == "Finds Pets by status.")
        #expect(YAMLText.string("https://shop.example/api") == "https://shop.example/api")
        #expect(YAMLText.string("String?") == "String?")
        #expect(YAMLText.string("[Pet]") == "\"[Pet]\"")
        #expect(YAMLText.string("pet/{petId}") == "\"pet/{petId}\"")
    }
}
