import TestSupport
import Testing

@testable import NetLayerSpec

/// `SpecMatch`: which element of one spec is which of another, by what it
/// is on the wire (docs/import.md, "Importing again: renames and --keep-names").
@Suite struct SpecMatchTests {
    static func match(
        _ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> SpecMatch {
        let before = load(["old.yaml": old], root: "old.yaml")
        let after = load(["new.yaml": new], root: "new.yaml")
        #expect(!before.hasErrors, "\(messages(before))", sourceLocation: sourceLocation)
        #expect(!after.hasErrors, "\(messages(after))", sourceLocation: sourceLocation)
        return SpecMatch(
            try #require(before.spec, sourceLocation: sourceLocation),
            try #require(after.spec, sourceLocation: sourceLocation))
    }

    static func spec(_ modules: String, models: String? = nil) -> String {
        specYAML(modules: modules, models: models)
    }

    @Test func anInterfaceIsMatchedByMethodAndPathWhateverItsPlaceholdersAreCalled() throws {
        let old = Self.spec(
            """
            sessions:
              interfaces:
                getApiSessions: { method: GET, path: api/sessions }
                getApiSessionsBySessionId:
                  { method: GET, path: "api/sessions/{session_id}", params: { session_id: String } }
            """)
        let new = Self.spec(
            """
            sessions:
              interfaces:
                listSessions: { method: GET, path: api/sessions }
                getSession: { method: GET, path: "api/sessions/{id}", params: { id: String } }
            """)
        let match = try Self.match(old, new)
        #expect(match.interfaces == ["getApiSessions": "listSessions", "getApiSessionsBySessionId": "getSession"])
        #expect(
            match.renames.map(\.description) == [
                "interface 'sessions.getApiSessions' → 'listSessions' (GET /api/sessions)",
                "interface 'sessions.getApiSessionsBySessionId' → 'getSession' (GET /api/sessions/{id})",
            ])
        #expect(match.removed.isEmpty && match.added.isEmpty)
    }

    @Test func aModuleIsMatchedByWhereItsInterfacesWent() throws {
        let old = Self.spec("api2: { interfaces: { getStatus: { method: GET, path: status } } }")
        let new = Self.spec("apiModule: { interfaces: { getStatus: { method: GET, path: status } } }")
        let match = try Self.match(old, new)
        #expect(match.modules == ["api2": "apiModule"])
        #expect(match.renames.map(\.description) == ["module 'api2' → 'apiModule'"])
    }

    @Test func aStreamAndAReplyOfOneRouteAreTwoInterfaces() throws {
        let old = Self.spec(
            """
            chat:
              interfaces:
                chat: { method: POST, path: chat, response: String }
                chatStream: { method: POST, path: chat, stream: { format: events } }
            """)
        let new = Self.spec(
            """
            chat:
              interfaces:
                complete: { method: POST, path: chat, response: String }
                completeStream: { method: POST, path: chat, stream: { format: events } }
            """)
        let match = try Self.match(old, new)
        #expect(match.interfaces == ["chat": "complete", "chatStream": "completeStream"])
    }

    @Test func anInterfaceNotOnTheSameRouteIsMatchedByNameElseRemovedAndAdded() throws {
        let old = Self.spec(
            "cart: { interfaces: { list: { method: GET, path: list }, gone: { method: GET, path: a } } }")
        let new = Self.spec(
            "cart: { interfaces: { list: { method: GET, path: all }, fresh: { method: GET, path: b } } }")
        let match = try Self.match(old, new)
        #expect(match.interfaces == ["list": "list"])
        #expect(match.renames.isEmpty)
        #expect(match.removed.map(\.description) == ["interface 'cart.gone' (GET /a)"])
        #expect(match.added.map(\.description) == ["interface 'cart.fresh' (GET /b)"])
    }

    @Test func aModelIsMatchedByWhereItIsUsedThenItsFieldsByKey() throws {
        let old = Self.spec(
            "sessions: { interfaces: { get: { method: GET, path: s, response: GetApiSessionsResponse } } }",
            models: """
                GetApiSessionsResponse: { id: String, kernelId: { type: Kernel, key: kernel_id } }
                Kernel: { name: String }
                """)
        let new = Self.spec(
            "sessions: { interfaces: { get: { method: GET, path: s, response: Session } } }",
            models: """
                Session: { id: String, kernel: { type: KernelModel, key: kernel_id } }
                KernelModel: { name: String }
                """)
        let match = try Self.match(old, new)
        #expect(match.models == ["GetApiSessionsResponse": "Session", "Kernel": "KernelModel"])
        #expect(
            match.renames.map(\.description) == [
                "model 'GetApiSessionsResponse' → 'Session'",
                "field 'GetApiSessionsResponse.kernelId' → 'kernel' (key 'kernel_id')",
                "model 'Kernel' → 'KernelModel'",
            ])
        #expect(match.translated(.optional(.array(.model("Kernel")))) == .optional(.array(.model("KernelModel"))))
    }

    @Test func aModelOfTheSameNameStaysItsOwnPairWhereverItIsUsed() throws {
        let models = "Item: { id: Int }\nThing: { id: Int }"
        let old = Self.spec("c: { interfaces: { get: { method: GET, path: g, response: Item } } }", models: models)
        let new = Self.spec("c: { interfaces: { get: { method: GET, path: g, response: Thing } } }", models: models)
        let match = try Self.match(old, new)
        #expect(match.models == ["Item": "Item", "Thing": "Thing"])
        #expect(match.renames.isEmpty)
    }

    @Test func anUnusedModelIsMatchedByItsFieldKeysWhenNoOtherHasThem() throws {
        let old = Self.spec(SpecYAMLDefaults.modules, models: "Old: { a: Int, b: String }\nOther: { c: Int }")
        let new = Self.spec(SpecYAMLDefaults.modules, models: "New: { b: String, a: Int }\nElse: { d: Int }")
        let match = try Self.match(old, new)
        #expect(match.models == ["Old": "New"])
        #expect(match.removed.map(\.description) == ["model 'Other'"])
        #expect(match.added.map(\.description) == ["model 'Else'"])
    }

    @Test func enumCasesAreMatchedByRawValue() throws {
        let reply = "c: { interfaces: { get: { method: GET, path: g, response: Status } } }"
        let old = Self.spec(reply, models: "Status: { enum: String, cases: { soldOut: sold-out, open: open } }")
        let new = Self.spec(reply, models: "Status: { enum: String, cases: { sold_out: sold-out, available: open } }")
        let match = try Self.match(old, new)
        #expect(match.enumCases == ["Status": ["soldOut": "sold_out", "open": "available"]])
        #expect(
            match.renames.map(\.description) == [
                "enum case 'Status.soldOut' → 'sold_out' (value 'sold-out')",
                "enum case 'Status.open' → 'available' (value 'open')",
            ])
    }

    /// ChromaDB's metadata value: the arrays were `array`, `array2`, … before
    /// they were named for what they hold.
    @Test func unionCasesAreMatchedByType() throws {
        let reply = "c: { interfaces: { get: { method: GET, path: g, response: Value } } }"
        let old = Self.spec(
            reply, models: "Value: { oneOf: { bool: Bool, array: '[Bool]', array2: '[Double]', array3: '[String]' } }")
        let new = Self.spec(
            reply, models: "Value: { oneOf: { bool: Bool, bools: '[Bool]', doubles: '[Double]', strings: '[String]' } }"
        )
        let match = try Self.match(old, new)
        #expect(
            match.renames.map(\.description) == [
                "union case 'Value.array' → 'bools' ([Bool])",
                "union case 'Value.array2' → 'doubles' ([Double])",
                "union case 'Value.array3' → 'strings' ([String])",
            ])
    }

    @Test func aUnionCaseOfARenamedModelIsMatchedThroughTheModel() throws {
        let reply = "c: { interfaces: { get: { method: GET, path: g, response: Value } } }"
        let old = Self.spec(reply, models: "Value: { oneOf: { pet: Pet, text: String } }\nPet: { name: String }")
        let new = Self.spec(
            reply, models: "Value: { oneOf: { animal: Animal, text: String } }\nAnimal: { name: String }")
        let match = try Self.match(old, new)
        #expect(match.unionCases == ["Value": ["pet": "animal", "text": "text"]])
    }

    @Test func aRouteTwoOldInterfacesShareIsMatchedByNameOnly() throws {
        let old = Self.spec(
            "c: { interfaces: { a: { method: GET, path: x }, b: { method: GET, path: x, response: Int } } }")
        let new = Self.spec("c: { interfaces: { a: { method: GET, path: x }, c: { method: GET, path: x } } }")
        let match = try Self.match(old, new)
        #expect(match.interfaces == ["a": "a"])
        #expect(match.removed.map(\.description) == ["interface 'c.b' (GET /x)"])
    }
}
