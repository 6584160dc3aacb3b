import Testing

@testable import NetLayerSpec

/// Values made where a spec gives no example: of their type, the same for a
/// seed, different for another, and stable when the model grows.
@Suite struct ExampleMakerTests {
    private static let text = """
        netlayer: 1
        name: Shop
        environments: { production: https://shop.example }
        modules:
          items:
            interfaces:
              list: { method: GET, path: list, response: "[Item]" }
              tree: { method: GET, path: tree, response: Node }
              plain: { method: POST, path: plain }
              message: { method: GET, path: message, response: Message }
              ref: { method: GET, path: ref, response: Ref }
        models:
          Item:
            id: Int64
            name: String
            email: String
            price: Double
            inStock: Bool
            link: URL
            kind: Kind
            tags: "[String: Int]"
            createdAt: { type: Date, key: created_at, format: milliseconds }
            seen: { type: Date?, format: "yyyy/MM/dd" }
            note: { type: String?, example: Handle with care. }
          Kind: { enum: Int, cases: { pen: 1, brush: 2 } }
          Node: { name: String, parent: Node?, children: "[Node]" }
          Message:
            oneOf: { user: { type: User, tag: human }, bot: Bot }
            discriminator: role
          User: { text: String }
          Bot: { role: String, text: String }
          Ref: { oneOf: { node: Node, id: Int } }
        """

    private func spec(_ text: String = Self.text) throws -> Spec {
        let result = load(text)
        return try #require(result.spec, "\(result.diagnostics)")
    }

    private func reply(_ name: String, of spec: Spec, seed: UInt64) throws -> OrderedJSON {
        let interface = try #require(spec.interfaces.first { $0.name == name })
        let replies = SpecExamples(spec, seed: seed).replies(of: interface)
        guard case .data(let value)? = replies.first?.content, replies.count == 1 else {
            Issue.record("expected one data reply, got \(replies)")
            return .null
        }
        return value
    }

    @Test func madeValuesAreOfTheirTypes() throws {
        let value = try reply("list", of: spec(), seed: 1)
        guard case .array(let items) = value, items.count == 2, case .object(let members) = items[0] else {
            Issue.record("not a list of two objects: \(value.json)")
            return
        }
        let fields = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
        #expect(
            members.map(\.key) == [
                "id", "name", "email", "price", "inStock", "link", "kind", "tags", "created_at", "seen", "note",
            ])
        if case .int = fields["id"] {} else { Issue.record("id: \(String(describing: fields["id"]))") }
        if case .string(let email) = fields["email"] {
            #expect(email.hasSuffix("@example.com"))
        } else {
            Issue.record("email")
        }
        if case .double = fields["price"] {} else { Issue.record("price: \(String(describing: fields["price"]))") }
        if case .bool = fields["inStock"] {} else { Issue.record("inStock") }
        if case .string(let link) = fields["link"] {
            #expect(link.hasPrefix("https://example.com/"))
        } else {
            Issue.record("link")
        }
        #expect([.int(1), .int(2)].contains(fields["kind"]))
        if case .int(let milliseconds) = fields["created_at"] {
            #expect(milliseconds >= 1_767_225_600_000 && milliseconds < 1_767_225_600_000 + 366 * 86_400_000)
        } else {
            Issue.record("created_at")
        }
        if case .string(let day) = fields["seen"] { #expect(day.hasPrefix("2026/")) } else { Issue.record("seen") }
        #expect(fields["note"] == .string("Handle with care."))
        #expect(items[0] != items[1], "two items alike")
    }

    @Test func theSameSeedGivesTheSameDataAndAnotherSeedOther() throws {
        let spec = try spec()
        #expect(try reply("list", of: spec, seed: 7) == reply("list", of: spec, seed: 7))
        #expect(try reply("list", of: spec, seed: 7) != reply("list", of: spec, seed: 8))
    }

    @Test func aNewFieldChangesNoOtherFieldsValue() throws {
        let grown = Self.text.replacingOccurrences(
            of: "    email: String\n", with: "    email: String\n    extra: Int\n")
        guard case .array(let before) = try reply("list", of: spec(), seed: 3),
            case .array(let after) = try reply("list", of: spec(grown), seed: 3),
            case .object(let old) = before[0], case .object(var new) = after[0]
        else {
            Issue.record("not lists of objects")
            return
        }
        new.removeAll { $0.key == "extra" }
        #expect(old == new)
    }

    @Test func aUnionIsMadeAsItsFirstAlternativeWithItsTag() throws {
        let message = try reply("message", of: spec(), seed: 0)
        guard case .object(let members) = message else {
            Issue.record("not an object: \(message.json)")
            return
        }
        #expect(members.map(\.key) == ["role", "text"])
        #expect(members.first?.value == .string("human"))
        // Untagged: the first alternative, a Node, whose fields that lead back to it end.
        guard case .object(let node) = try reply("ref", of: spec(), seed: 0) else {
            Issue.record("not a Node")
            return
        }
        #expect(node.map(\.key) == ["name", "children"])
    }

    @Test func aModelThatLeadsBackToItselfEnds() throws {
        let value = try reply("tree", of: spec(), seed: 0)
        #expect(value.json.count < 2_000)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["name", "children"])
        #expect(members.last?.value == .array([]))
    }

    @Test func anInterfaceWithoutResponseAnswersNull() throws {
        #expect(try reply("plain", of: spec(), seed: 0) == .null)
    }

    @Test func jsonTextEscapes() {
        let value = OrderedJSON.object([
            .init("a\"b", .string("line\nnext\u{1}")),
            .init("n", .array([.int(-3), .double(2.5), .null, .bool(true)])),
        ])
        #expect(value.json == #"{"a\"b":"line\nnext\u0001","n":[-3,2.5,null,true]}"#)
    }
}
