import TestSupport
import Testing

@testable import NetLayerSpec

/// The spec's `checkConstraints`: whether the generated calls check their parameters' constraints before sending,
/// at the top level and per interface.
@Suite struct CheckConstraintsRuleTests {
    @Test func theSwitchIsOffUnlessTheSpecSaysSo() throws {
        let spec = try #require(load(specYAML()).spec)
        #expect(!spec.checkConstraints)
        #expect(spec.interfaces.allSatisfy { !spec.checksConstraints(of: $0) })
    }

    @Test func anInterfaceOverridesTheTopLevel() throws {
        let result = load(
            specYAML(
                top: "checkConstraints: true",
                modules: """
                    cart:
                      interfaces:
                        list: { method: GET, path: list }
                        find: { method: GET, path: find, checkConstraints: false }
                    """))
        #expect(messages(result).isEmpty)
        let spec = try #require(result.spec)
        #expect(spec.checkConstraints)
        #expect(spec.interfaces.map { spec.checksConstraints(of: $0) } == [true, false])
    }

    @Test func anInterfaceMaySwitchItOnAlone() throws {
        let spec = try #require(
            load(
                specYAML(
                    modules: """
                        cart:
                          interfaces:
                            list: { method: GET, path: list, checkConstraints: true }
                            find: { method: GET, path: find }
                        """)
            ).spec)
        #expect(spec.interfaces.map { spec.checksConstraints(of: $0) } == [true, false])
    }

    @Test func aValueThatIsNotABooleanIsReported() {
        #expect(
            errors(specYAML(top: "checkConstraints: sometimes")) == [
                "spec.yaml:6:19: error: 'checkConstraints' must be true or false, found 'sometimes'"
            ])
    }
}
