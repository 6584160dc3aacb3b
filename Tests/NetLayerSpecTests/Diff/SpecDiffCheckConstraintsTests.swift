import Testing

/// `checkConstraints` in `netlayer diff`: the check is compiled into the client, so a shipped app keeps the one
/// it was built with and any change is compatible, listed once where it was made (docs/diff.md).
@Suite struct SpecDiffCheckConstraintsTests {
    private static let list = "list: { method: GET, path: list, params: { page: Int } }"

    private static func list(checking: Bool) -> String {
        "list: { method: GET, path: list, params: { page: Int }, checkConstraints: \(checking) }"
    }

    @Test func turningItOnAtTheTopIsCompatible() throws {
        try SpecDiffTests.expect(
            SpecDiffTests.shop(Self.list), SpecDiffTests.shop(Self.list, top: "checkConstraints: true"),
            ["compatible old.yaml:2:7 new.yaml:6:1: calls now check their parameters' constraints before sending"])
        try SpecDiffTests.expect(
            SpecDiffTests.shop(Self.list, top: "checkConstraints: true"), SpecDiffTests.shop(Self.list),
            ["compatible old.yaml:6:1 new.yaml:2:7: calls no longer check their parameters' constraints before sending"]
        )
    }

    @Test func anInterfaceOfItsOwnIsListedAtTheInterface() throws {
        try SpecDiffTests.expect(
            SpecDiffTests.shop(Self.list), SpecDiffTests.shop(Self.list(checking: true)),
            [
                "compatible old.yaml:9:7 new.yaml:9:81: "
                    + "interface 'list' now checks its parameters' constraints before sending"
            ])
        try SpecDiffTests.expect(
            SpecDiffTests.shop(Self.list, top: "checkConstraints: true"),
            SpecDiffTests.shop(Self.list(checking: false), top: "checkConstraints: true"),
            [
                "compatible old.yaml:10:7 new.yaml:10:81: "
                    + "interface 'list' no longer checks its parameters' constraints before sending"
            ])
    }

    /// An interface that follows the top level, or keeps its own value while the top level changes, changes with
    /// it or not at all: the top level's change is listed once, not once per interface.
    @Test func aChangeAtTheTopIsListedOnce() throws {
        let interfaces = Self.list + "\nown: { method: GET, path: own, params: { page: Int }, checkConstraints: true }"
        let changes = try SpecDiffTests.changeList(
            SpecDiffTests.shop(interfaces), SpecDiffTests.shop(interfaces, top: "checkConstraints: true"))
        #expect(changes.map(\.subject) == ["spec"])
    }

    @Test func writingWhatItInheritsIsNoChange() throws {
        try SpecDiffTests.expect(SpecDiffTests.shop(Self.list), SpecDiffTests.shop(Self.list(checking: false)), [])
    }
}
