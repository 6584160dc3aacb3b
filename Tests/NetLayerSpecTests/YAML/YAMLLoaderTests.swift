import TestSupport
import Testing

@testable import NetLayerSpec

@Suite struct YAMLLoaderTests {
    @Test func scalarsKeysAndItemsKeepTheirPositions() throws {
        let root = try yaml(
            """
            name: School
            list:
              - first
              -   second
            nested:
                key: "quoted value"
            """)
        let entries = try #require(root.entries)
        #expect(
            entries.map(\.key.mark) == [
                .init(line: 1, column: 1), .init(line: 2, column: 1), .init(line: 5, column: 1),
            ])
        #expect(entries[0].value.mark == .init(line: 1, column: 7))
        let items = try #require(entries[1].value.items)
        #expect(items.map(\.mark) == [.init(line: 3, column: 5), .init(line: 4, column: 7)])
        #expect(items.map { $0.scalar?.text } == ["first", "second"])
        let nested = try #require(entries[2].value.entries?.first)
        #expect(nested.key.mark == .init(line: 6, column: 5))
        #expect(nested.value.mark == .init(line: 6, column: 10))
        #expect(nested.value.scalar?.text == "quoted value")
        #expect(nested.value.scalar?.isPlain == false)
    }

    @Test func flowStylePositions() throws {
        let root = try yaml("banner: { method: GET, path: [a, b] }")
        let flow = try #require(root.entries?.first?.value)
        #expect(flow.mark == .init(line: 1, column: 9))
        let entries = try #require(flow.entries)
        #expect(entries.map(\.key.mark.column) == [11, 24])
        #expect(entries[1].value.items?.map(\.mark.column) == [31, 34])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try yaml("summary: 学生列表\nnext: x")
        let entries = try #require(root.entries)
        #expect(entries[0].value.mark == .init(line: 1, column: 10))
        #expect(entries[0].value.scalar?.text == "学生列表")
        #expect(entries[1].key.mark == .init(line: 2, column: 1))
    }

    @Test func nullsAndPlainness() throws {
        let root = try yaml("a: ~\nb:\nc: null\nd: 'null'\ne: |\n  text\n")
        let values = try #require(root.entries).map(\.value)
        #expect(values.map(\.isNull) == [true, true, true, false, false])
        #expect(values[4].scalar?.text == "text\n")
    }

    @Test func anAliasCopiesTheAnchoredNodeWithItsPosition() throws {
        let root = try yaml(
            """
            shared: &paging { page: Int, size: Int }
            use: *paging
            """)
        let entries = try #require(root.entries)
        let copy = try #require(entries[1].value.entries)
        #expect(copy.map { $0.key.scalar?.text } == ["page", "size"])
        #expect(copy[0].key.mark == .init(line: 1, column: 19))
    }

    @Test func mergeKeysAddMissingKeysOnly() throws {
        let root = try yaml(
            """
            base: &base { method: GET, timeout: 5 }
            list:
              <<: *base
              timeout: 10
              path: list
            """)
        let list = try #require(root.entries?[1].value.entries)
        #expect(list.map { $0.key.scalar?.text } == ["timeout", "path", "method"])
        #expect(list[0].value.scalar?.text == "10")
    }

    @Test func mergeOfAListOfMappings() throws {
        let root = try yaml(
            """
            a: &a { x: 1 }
            b: &b { x: 2, y: 2 }
            c: { <<: [*a, *b] }
            """)
        let c = try #require(root.entries?[2].value.entries)
        #expect(c.map { "\($0.key.scalar!.text)=\($0.value.scalar!.text)" } == ["x=1", "y=2"])
    }

    @Test func duplicateKeysAreErrorsWithANoteAtTheFirst() {
        #expect(
            messages(
                specYAML(
                    modules: """
                        cart:
                          prefix: cart
                          interfaces: {}
                          prefix: other
                        """)) == [
                    "spec.yaml:10:5: error: duplicate key 'prefix'",
                    "spec.yaml:8:5: note: 'prefix' is first defined here",
                ])
    }

    @Test func aSecondDocumentIsRefused() {
        #expect(
            errors("netlayer: 1\n---\nname: x\n") == [
                "spec.yaml:2:1: error: a spec is one YAML document; a second one starts here"
            ])
    }

    @Test func anExplicitFirstDocumentMarkerIsFine() throws {
        let root = try yaml("---\nname: x\n...\n")
        #expect(root.entries?.first?.key.mark == .init(line: 2, column: 1))
    }

    @Test func syntaxErrorsPointAtTheProblem() {
        #expect(
            errors("netlayer: 1\nname: [a, b\n") == [
                "spec.yaml:3:1: error: YAML syntax error: did not find expected ',' or ']' "
                    + "while parsing a flow sequence at 2:7"
            ])
    }

    @Test func unknownAliasesAndUnsupportedTagsAreErrors() {
        #expect(errors("a: *nothing\n") == ["spec.yaml:1:4: error: unknown alias '*nothing'"])
        #expect(
            errors("netlayer: 1\nname: !custom x\n").contains(
                "spec.yaml:2:7: error: YAML tag '!custom' is not supported here"))
    }

    @Test func aStrTagMakesAScalarAString() throws {
        let root = try yaml("a: !!str 12\n")
        #expect(root.entries?.first?.value.scalar?.isPlain == false)
    }
}
