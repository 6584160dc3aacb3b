import Testing

@testable import NetLayerSpec

@Suite struct TypeParserTests {
    @Test(arguments: [
        ("String", TypeName.builtin(.String)),
        ("Int64", .builtin(.Int64)),
        ("JSON", .builtin(.JSON)),
        ("Student", .model("Student")),
        ("Student?", .optional(.model("Student"))),
        ("[Student]", .array(.model("Student"))),
        ("[Student]?", .optional(.array(.model("Student")))),
        ("[Student?]", .array(.optional(.model("Student")))),
        ("[String: Int]", .dictionary(.builtin(.Int))),
        ("[ String : [Int] ]", .dictionary(.array(.builtin(.Int)))),
        ("[[Double]]", .array(.array(.builtin(.Double)))),
        ("[String: [String: URL?]]?", .optional(.dictionary(.dictionary(.optional(.builtin(.URL)))))),
        ("Ünïcode_1", .model("Ünïcode_1")),
    ])
    func parsesTheGrammar(text: String, expected: TypeName) throws {
        #expect(try TypeParser.parse(text).get() == expected)
        #expect(
            expected.description.replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: "")
                || text.contains(" "))
    }

    @Test(arguments: [
        ("", "'' is not a type: expected a type name"),
        ("[Int", "'[Int' is not a type: expected ']'"),
        ("Int]", "'Int]' is not a type: unexpected ']'"),
        ("[Int: String]", "dictionary keys must be String, found 'Int'"),
        ("Int??", "'Int??' is not a type: '?' may follow a type only once"),
        ("Int Int", "'Int Int' is not a type: unexpected 'Int'"),
        ("List<Int>", "'List<Int>' is not a type: unexpected '<Int>'"),
    ])
    func refusesWhatIsNotAType(text: String, message: String) {
        switch TypeParser.parse(text) {
        case .success(let type): Issue.record("parsed as \(type)")
        case .failure(let failure): #expect(failure.message == message)
        }
    }

    @Test func deepNestingIsRefusedWithoutRecursingFar() {
        let deep = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        guard case .failure(let failure) = TypeParser.parse(deep) else {
            Issue.record("a 10,000-deep type parsed")
            return
        }
        #expect(failure.message == "the type nests deeper than 16 levels")
    }

    @Test func unquotedYAMLShapesAreTypesToo() throws {
        let root = try yaml(
            """
            a: [Student]
            b: [String: Int]
            c: [[Int]]
            d: [String: [Student]]
            """)
        let types = try #require(root.entries).map { try? TypeParser.parse($0.value).get() }
        #expect(
            types == [
                .array(.model("Student")), .dictionary(.builtin(.Int)), .array(.array(.builtin(.Int))),
                .dictionary(.array(.model("Student"))),
            ])
    }

    @Test func otherShapesAreNotTypes() throws {
        let root = try yaml("a: [Int, String]\nb: [Int: String]\nc:\n")
        let messages = try #require(root.entries).map { entry -> String? in
            if case .failure(let failure) = TypeParser.parse(entry.value) { return failure.message }
            return nil
        }
        #expect(
            messages == [
                "expected a type such as 'String', '[Student]' or '[String: Int]', found a list",
                "dictionary keys must be String, found 'Int'",
                "expected a type such as 'String', '[Student]' or '[String: Int]', found null",
            ])
    }
}
