import Foundation
import TestSupport
import Testing

/// `netlayer diff`, run as a separate process on specs written to a folder
/// of their own, and on a git repository each test makes.
@Suite struct DiffCommandTests {
    static let list = "cart: { interfaces: { list: { method: GET, path: list } } }"
    static let listAndCount =
        "cart: { interfaces: { list: { method: GET, path: list }, count: { method: GET, path: count } } }"
    static let moved = "cart: { interfaces: { list: { method: GET, path: items } } }"

    /// A folder holding each spec text by name.
    static func folder(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for (name, text) in files {
            try text.write(to: folder.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func aBreakingChangeIsPrintedWithBothPlacesAndExitsOne() async throws {
        let folder = try Self.folder([
            "old.yaml": specYAML(modules: Self.list), "new.yaml": specYAML(modules: Self.moved),
        ])
        let output = try await CommandRunner.run(["diff", "old.yaml", "new.yaml"], in: folder.url)
        #expect(output.status == 1)
        #expect(output.standardError == "")
        #expect(
            output.standardOutput == """
                new.yaml:7:52: breaking: interface 'list' moved from GET list to GET items
                  cart: { interfaces: { list: { method: GET, path: items } } }
                                                                   ^
                old.yaml:7:52: note: was here
                  cart: { interfaces: { list: { method: GET, path: list } } }
                                                                   ^
                1 change: 1 breaking, 0 compatible

                """)
    }

    @Test func compatibleChangesOnlyExitZero() async throws {
        let folder = try Self.folder([
            "old.yaml": specYAML(modules: Self.list), "new.yaml": specYAML(modules: Self.listAndCount),
        ])
        let output = try await CommandRunner.run(
            ["diff", "old.yaml", "new.yaml", "--no-source-lines"], in: folder.url)
        #expect(output.status == 0)
        #expect(
            output.standardOutput == """
                new.yaml:7:60: compatible: interface 'count' added
                1 change: 0 breaking, 1 compatible

                """)
    }

    @Test func noChangesExitZero() async throws {
        let output = try await CommandRunner.run(["diff", "specs/school.yaml", "specs/school.yaml"])
        #expect(output.status == 0)
        #expect(output.standardOutput == "no changes\n")
    }

    @Test func jsonListsEveryChangeWithBothPlaces() async throws {
        let folder = try Self.folder([
            "old.yaml": specYAML(modules: Self.list),
            "new.yaml": specYAML(
                modules: "cart: { interfaces: { list: { method: GET, path: items }, "
                    + "count: { method: GET, path: count } } }"),
        ])
        let output = try await CommandRunner.run(["diff", "--format", "json", "old.yaml", "new.yaml"], in: folder.url)
        #expect(output.status == 1)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(json["breaking"] as? Int == 1)
        #expect(json["renamed"] as? Int == 0)
        #expect(json["compatible"] as? Int == 1)
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.map { $0["subject"] as? String } == ["interface count", "interface list"])
        #expect(changes.allSatisfy { $0["rename"] == nil })
        #expect(changes.map { $0["kind"] as? String } == ["compatible", "breaking"])
        #expect(changes[0]["message"] as? String == "interface 'count' added")
        #expect(changes[0]["old"] is NSNull)
        let added = try #require(changes[0]["new"] as? [String: Any])
        #expect(added["file"] as? String == "new.yaml")
        #expect(added["line"] as? Int == 7)
        #expect(added["column"] as? Int == 61)
        let old = try #require(changes[1]["old"] as? [String: Any])
        let new = try #require(changes[1]["new"] as? [String: Any])
        #expect([old["file"] as? String, new["file"] as? String] == ["old.yaml", "new.yaml"])
        #expect([old["line"] as? Int, old["column"] as? Int] == [7, 52])
        #expect([new["line"] as? Int, new["column"] as? Int] == [7, 52])
    }

    // MARK: Renames

    static let renamed = "cart: { interfaces: { all: { method: GET, path: list } } }"

    /// A rename breaks no shipped app but the app's code: listed as `renamed`, and the exit status is 1.
    @Test func aRenameIsPrintedAsOneChangeAndExitsOne() async throws {
        let folder = try Self.folder([
            "old.yaml": specYAML(modules: Self.list), "new.yaml": specYAML(modules: Self.renamed),
        ])
        let output = try await CommandRunner.run(
            ["diff", "old.yaml", "new.yaml", "--no-source-lines"], in: folder.url)
        #expect(output.status == 1)
        #expect(
            output.standardOutput == """
                new.yaml:7:25: renamed: interface 'cart.list' → 'all' (GET /list)
                old.yaml:7:25: note: was here
                1 change: 0 breaking, 1 renamed, 0 compatible

                """)
    }

    @Test func jsonGivesARenameItsKindCountAndNames() async throws {
        let folder = try Self.folder([
            "old.yaml": specYAML(modules: Self.list), "new.yaml": specYAML(modules: Self.renamed),
        ])
        let output = try await CommandRunner.run(["diff", "--format", "json", "old.yaml", "new.yaml"], in: folder.url)
        #expect(output.status == 1)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(json["breaking"] as? Int == 0)
        #expect(json["renamed"] as? Int == 1)
        #expect(json["compatible"] as? Int == 0)
        let change = try #require((json["changes"] as? [[String: Any]])?.first)
        #expect(change["kind"] as? String == "renamed")
        #expect(change["subject"] as? String == "interface all")
        #expect(change["message"] as? String == "interface 'cart.list' → 'all' (GET /list)")
        let rename = try #require(change["rename"] as? [String: String])
        #expect(rename == ["element": "interface", "old": "cart.list", "new": "all"])
    }

    // MARK: git:REV:path

    /// Runs git in `folder`, expecting success.
    static func git(_ arguments: [String], in folder: URL) async throws {
        let output = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["git", "-c", "user.name=NetLayer Tests", "-c", "user.email=tests@netlayer.example"] + arguments,
            in: folder)
        #expect(output.status == 0, "git \(arguments): \(output.standardError)")
    }

    @Test func aCommittedSpecAndItsIncludesAreReadAtTheirRevision() async throws {
        let folder = try Self.folder([
            "spec.yaml": specYAML(modules: nil) + "include: more.yaml\n",
            "more.yaml": "modules:\n  " + Self.listAndCount + "\n",
        ])
        try await Self.git(["init", "-q"], in: folder.url)
        try await Self.git(["add", "."], in: folder.url)
        try await Self.git(["commit", "-q", "-m", "first"], in: folder.url)
        try "modules:\n  \(Self.moved)\n".write(
            to: folder.url.appendingPathComponent("more.yaml"), atomically: true, encoding: .utf8)
        try await Self.git(["commit", "-q", "-a", "-m", "second"], in: folder.url)
        // The working file differs from both commits: diff reads HEAD~1, not the disk.
        try "modules:\n  \(Self.listAndCount)\n".write(
            to: folder.url.appendingPathComponent("more.yaml"), atomically: true, encoding: .utf8)

        let first = try await CommandRunner.run(
            ["diff", "git:HEAD~1:spec.yaml", "spec.yaml", "--no-source-lines"], in: folder.url)
        #expect(first.standardError == "")
        #expect(first.status == 0)
        #expect(first.standardOutput == "no changes\n")

        let second = try await CommandRunner.run(["diff", "git:HEAD:spec.yaml", "spec.yaml"], in: folder.url)
        #expect(second.status == 1)
        #expect(
            second.standardOutput == """
                more.yaml:2:60: compatible: interface 'count' added
                  cart: { interfaces: { list: { method: GET, path: list }, count: { method: GET, path: count } } }
                                                                           ^
                more.yaml:2:52: breaking: interface 'list' moved from GET items to GET list
                  cart: { interfaces: { list: { method: GET, path: list }, count: { method: GET, path: count } } }
                                                                   ^
                git:HEAD:more.yaml:2:52: note: was here
                  cart: { interfaces: { list: { method: GET, path: items } } }
                                                                   ^
                2 changes: 1 breaking, 1 compatible

                """)
    }

    @Test func aBadRevisionOrPathIsAClearError() async throws {
        let folder = try Self.folder(["spec.yaml": specYAML()])
        try await Self.git(["init", "-q"], in: folder.url)
        try await Self.git(["add", "."], in: folder.url)
        try await Self.git(["commit", "-q", "-m", "first"], in: folder.url)

        let revision = try await CommandRunner.run(["diff", "git:nope:spec.yaml", "spec.yaml"], in: folder.url)
        #expect(revision.status == 2)
        #expect(revision.standardOutput == "")
        #expect(revision.standardError == "git:nope:spec.yaml: error: unknown revision 'nope'\n")

        let path = try await CommandRunner.run(["diff", "git:HEAD:other.yaml", "spec.yaml"], in: folder.url)
        #expect(path.status == 2)
        #expect(path.standardError == "git:HEAD:other.yaml: error: 'other.yaml' does not exist at revision HEAD\n")
    }

    /// 0.5.0 wrote a model `Collection`, which this version refuses (it hides Swift's
    /// protocol): the old side is read as it was written, so its rename shows.
    @Test func anOldSpecIsReadWithTheNamesItsReleaseAllowed() async throws {
        let uses = { (model: String) in
            "cart: { interfaces: { list: { method: GET, path: list, response: \(model) } } }"
        }
        let folder = try Self.folder([
            "old.yaml": specYAML(modules: uses("Collection"), models: "Collection: { id: Int }"),
            "new.yaml": specYAML(modules: uses("CollectionModel"), models: "CollectionModel: { id: Int }"),
        ])
        let output = try await CommandRunner.run(
            ["diff", "old.yaml", "new.yaml", "--no-source-lines"], in: folder.url)
        #expect(output.status == 1, "\(output.standardError)")
        #expect(output.standardOutput.contains("renamed: model 'Collection' → 'CollectionModel'"))
        // The new side is what this version generates from: the name is an error there.
        let backwards = try await CommandRunner.run(
            ["diff", "new.yaml", "old.yaml", "--no-source-lines"], in: folder.url)
        #expect(backwards.status == 2)
        #expect(backwards.standardError.contains("old.yaml:9:3: error: model 'Collection' would hide"))
    }

    @Test func aSpecWithAnErrorExitsTwoWithItsDiagnostic() async throws {
        let folder = try Self.folder([
            "old.yaml": specYAML(),
            "new.yaml": specYAML(modules: "cart: { interfaces: { list: { method: GOT, path: list } } }"),
        ])
        let output = try await CommandRunner.run(
            ["diff", "old.yaml", "new.yaml", "--no-source-lines"], in: folder.url)
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("new.yaml:7:41: error: "))
    }
}
