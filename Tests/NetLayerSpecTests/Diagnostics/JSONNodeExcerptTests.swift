import Testing

@testable import NetLayerSpec

/// A diagnostic on a line longer than an excerpt (a minified JSON document)
/// shows the node at its column, pretty-printed and cut.
@Suite struct JSONNodeExcerptTests {
    static let padding = "\"x-padding\":\"" + String(repeating: "p", count: 120) + "\""
    /// One line of JSON: `{"openapi":"3.1.0","components":{"schemas":{"Pet":{…}}},"x-padding":"ppp…"}`.
    static let line =
        "{\"openapi\":\"3.1.0\",\"components\":{\"schemas\":{\"Pet\":{\"type\":\"object\",\"properties\":"
        + "{\"name\":{\"type\":\"strnig\"},\"tag\":{\"anyOf\":[{\"type\":\"string\"},{\"type\":\"null\"}]}}}}},"
        + padding + "}"

    static func column(of text: String) -> Int {
        line.unicodeScalars.distance(
            from: line.unicodeScalars.startIndex,
            to: line.range(of: text)!.lowerBound.samePosition(in: line.unicodeScalars)!)
            + 1
    }

    func render(column: Int, pointer: String? = nil) -> String {
        DiagnosticRenderer(sources: ["a.json": Self.line]).render(
            .warning("w", at: .init(file: "a.json", line: 1, column: column, pointer: pointer)))
    }

    @Test func aContainerIsShownWithItsKeyAMemberToALine() {
        let output = render(column: Self.column(of: "{\"type\":\"object\""), pointer: "#/components/schemas/Pet")
        #expect(
            output == """
                a.json:1:\(Self.column(of: "{\"type\":\"object\"")): warning: w
                "Pet": {
                       ^
                  "type": "object",
                  "properties": {"name": {"type": "strnig"}, "tag": {"anyOf": [{"type": "string"}, {"type": "null"}…
                }
                note: at #/components/schemas/Pet

                """)
    }

    @Test func aScalarIsShownInItsObjectWithTheCaretUnderIt() {
        let column = Self.column(of: "\"strnig\"")
        let output = render(column: column)
        #expect(output == "a.json:1:\(column): warning: w\n{\n  \"type\": \"strnig\"\n          ^\n}\n")
    }

    @Test func aLongMemberIsCutAndEveryLineFitsTheWidth() {
        let output = render(column: 1, pointer: "#")
        let lines = output.split(separator: "\n").dropFirst().dropLast()
        #expect(lines.allSatisfy { $0.unicodeScalars.count <= DiagnosticRenderer.maxExcerptWidth })
        #expect(lines.contains { $0.hasPrefix("  \"x-padding\": \"ppp") && $0.hasSuffix("…") })
        #expect(lines.first == "{")
        #expect(lines.dropFirst().first == "^")
    }

    @Test func manyMembersShowAWindowAroundTheMarkedOne() throws {
        let members = (0..<30).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let text = "{" + members + "," + Self.padding + "}"
        let at = try #require(text.range(of: "\"k20\":")).upperBound
        let offset = text.distance(from: text.startIndex, to: at)
        let output = DiagnosticRenderer(sources: ["a.json": text]).render(
            .warning("w", at: .init(file: "a.json", line: 1, column: offset + 1)))
        #expect(
            output.split(separator: "\n") == [
                "a.json:1:\(offset + 1): warning: w", "{", "  …", "  \"k17\": 17,", "  \"k18\": 18,", "  \"k19\": 19,",
                "  \"k20\": 20,", "         ^", "  \"k21\": 21,", "  \"k22\": 22,", "  …", "}",
            ])
    }

    /// A long YAML line is not JSON: the window around the column, as before.
    @Test func aLongLineThatIsNotJSONKeepsTheWindow() {
        let yaml = "summary: { a: " + String(repeating: "b", count: 200) + " }"
        let output = DiagnosticRenderer(sources: ["s.yaml": yaml]).render(
            .warning("w", at: .init(file: "s.yaml", line: 1, column: 10)))
        let lines = output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("summary: { a: bbb") && lines[1].count == 100)
        #expect(lines[2] == "         ^")
    }

    @Test func aShortJSONLineKeepsTheLineAndCaret() {
        let json = "{\"a\":{\"type\":\"x\"}}"
        let output = DiagnosticRenderer(sources: ["a.json": json]).render(
            .warning("w", at: .init(file: "a.json", line: 1, column: 6, pointer: "#/a")))
        #expect(output == "a.json:1:6: warning: w\n\(json)\n     ^\nnote: at #/a\n")
    }

    @Test func withoutSourceLinesThePointerStays() {
        let output = DiagnosticRenderer(sources: ["a.json": Self.line], showsSourceLines: false).render(
            .warning("w", at: .init(file: "a.json", line: 1, column: 2, pointer: "#/openapi")))
        #expect(output == "a.json:1:2: warning: w\nnote: at #/openapi\n")
    }
}
