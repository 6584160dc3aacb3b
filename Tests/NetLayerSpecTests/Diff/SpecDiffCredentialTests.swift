import TestSupport
import Testing

@testable import NetLayerSpec

/// `netlayer diff` of keys and of what interfaces send.
@Suite struct SpecDiffCredentialTests {
    static let keys = """
        auth:
          token: { header: Authorization, scheme: Bearer }
          keys:
            apiKey: { header: X-API-Key }
            session: { cookie: sid }
        """

    @Test func aKeyRemovedOrMovedIsBreakingAndOneAddedOrKeptIsNot() throws {
        let old = SpecDiffTests.shop(SpecDiffTests.list, top: Self.keys)
        let new = SpecDiffTests.shop(
            SpecDiffTests.list,
            top: """
                auth:
                  token: { header: Authorization, scheme: Bearer }
                  keys:
                    apiKey: { query: api_key, persist: true }
                    basic: { header: Authorization, scheme: Basic }
                """)
        try SpecDiffTests.expect(
            old, new,
            [
                "compatible old.yaml:9:5 new.yaml:9:5: key 'apiKey' is now kept across launches",
                "breaking old.yaml:9:5 new.yaml:9:5: key 'apiKey' moved from header X-API-Key to query item api_key",
                "compatible - new.yaml:10:5: key 'basic' added",
                "breaking old.yaml:10:5 -: key 'session' removed; shipped apps still send it",
            ])
    }

    @Test func anAlternativeAddedIsCompatibleAndOneTakenAwayIsBreaking() throws {
        let old = SpecDiffTests.shop(SpecDiffTests.list, top: Self.keys)
        let new = SpecDiffTests.shop(
            SpecDiffTests.list + "\n  auth: { anyOf: [token, [apiKey, session]] }", top: Self.keys)
        try SpecDiffTests.expect(
            old, new,
            [
                "compatible old.yaml:14:7 new.yaml:17:15: interface 'list' now sends "
                    + "{ anyOf: [token, [apiKey, session]] } instead of token"
            ])
        try SpecDiffTests.expect(
            new, old,
            [
                "breaking old.yaml:17:15 new.yaml:14:7: interface 'list' now sends token "
                    + "instead of { anyOf: [token, [apiKey, session]] }"
            ])
        // A default changes every interface that follows it.
        let defaulted = SpecDiffTests.shop(SpecDiffTests.list, top: Self.keys + "\n  default: apiKey")
        try SpecDiffTests.expect(
            old, defaulted,
            [
                "breaking old.yaml:14:7 new.yaml:15:7: interface 'list' now sends apiKey instead of token"
            ])
    }

    @Test func keysAddedWithADefaultBreakTheInterfacesThatNowNeedThem() throws {
        let old = SpecDiffTests.shop(SpecDiffTests.list)
        let new = SpecDiffTests.shop(
            SpecDiffTests.list, top: "auth:\n  keys:\n    apiKey: { header: X-API-Key }\n  default: apiKey")
        let changes = try SpecDiffTests.changes(old, new)
        #expect(changes.contains { $0.hasPrefix("compatible") && $0.hasSuffix("key 'apiKey' added") }, "\(changes)")
        #expect(
            changes.contains {
                $0.hasPrefix("breaking") && $0.hasSuffix("interface 'list' now sends apiKey instead of none")
            }, "\(changes)")
    }

    @Test func anInterfacesOwnEnvelopeIsCompared() throws {
        let top = "envelope: { code: code, data: data, success: [0] }"
        let old = SpecDiffTests.shop(SpecDiffTests.list, top: top)
        let new = SpecDiffTests.shop(SpecDiffTests.list + "\n  envelope: none", top: top)
        let changes = try SpecDiffTests.changes(old, new)
        #expect(changes.count == 1, "\(changes)")
        #expect(changes.first?.hasPrefix("breaking") == true, "\(changes)")
        #expect(changes.first?.contains("envelope of interface 'list'") == true, "\(changes)")
    }
}
