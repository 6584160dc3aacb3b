import Foundation
import TestSupport
import Testing

@testable import NetLayerSpec

@Suite struct IncludeTests {
    /// The include is on line 6, `account` on line 8.
    let root = specYAML(
        top: "include: [parts/cart.yaml, parts/models.yaml]",
        modules: "account: { interfaces: { login: { method: POST, path: login, response: Token } } }")

    @Test func includedFilesAreMergedRelativeToTheIncludingFile() throws {
        let result = load(
            [
                "api/spec.yaml": root,
                "api/parts/cart.yaml": """
                include: [../shared/common.yaml]
                modules:
                  cart: { interfaces: { list: { method: GET, path: list, response: "[Item]" } } }
                """,
                "api/parts/models.yaml": "models:\n  Item: { id: Int }\n",
                "api/shared/common.yaml": "models:\n  Token: { token: String }\n",
            ], root: "api/spec.yaml")
        #expect(messages(result) == [])
        let spec = try #require(result.spec)
        #expect(spec.modules.map(\.name) == ["account", "cart"])
        // Files are read depth first: cart.yaml's include comes before models.yaml.
        #expect(spec.models.map(\.name) == ["Token", "Item"])
        #expect(
            spec.files == ["api/spec.yaml", "api/parts/cart.yaml", "api/shared/common.yaml", "api/parts/models.yaml"])
    }

    @Test func positionsInIncludedFilesNameThatFile() {
        let result = load([
            "spec.yaml": root,
            "parts/cart.yaml":
                "modules:\n  cart:\n    interfaces:\n      list: { method: GET, path: list, response: Itme }\n",
            "parts/models.yaml": "models:\n  Item: { id: Int }\n  Token: { token: String }\n",
        ])
        #expect(
            messages(result) == [
                "parts/cart.yaml:4:50: error: unknown type 'Itme'; did you mean 'Item'?"
            ])
    }

    @Test func duplicatesAcrossFilesPointAtBoth() {
        let result = load([
            "spec.yaml": root,
            "parts/cart.yaml": "modules:\n  account: { interfaces: {} }\n",
            "parts/models.yaml": "models:\n  Token: { token: String }\n",
        ])
        #expect(
            messages(result) == [
                "parts/cart.yaml:2:3: error: duplicate module 'account'",
                "spec.yaml:8:3: note: 'account' is first defined here",
            ])
    }

    @Test func missingFilesAndCyclesAreErrorsAtTheInclude() {
        let result = load([
            "spec.yaml": root,
            "parts/cart.yaml": "include: [../spec.yaml]\nmodules: {}\n",
        ])
        #expect(
            errors(result) == [
                "spec.yaml:6:28: error: included file 'parts/models.yaml' does not exist",
                "spec.yaml:8:74: error: unknown type 'Token'",
                "parts/cart.yaml:1:11: error: include cycle: spec.yaml → parts/cart.yaml → spec.yaml",
            ])
    }

    @Test func aFileIncludedTwiceIsReadOnce() {
        let result = load([
            "spec.yaml": root.replacingOccurrences(
                of: "parts/models.yaml]", with: "parts/models.yaml, ./parts/models.yaml]"),
            "parts/cart.yaml": "include: [models.yaml]\nmodules: {}\n",
            "parts/models.yaml": "models:\n  Token: { token: String }\n",
        ])
        #expect(messages(result) == [])
        #expect(result.spec?.files == ["spec.yaml", "parts/cart.yaml", "parts/models.yaml"])
    }

    @Test func includedFilesHoldOnlyModulesAndModels() {
        let result = load([
            "spec.yaml": root,
            "parts/cart.yaml": "name: Other\nmodules: {}\n",
            "parts/models.yaml": "models:\n  Token: { token: String }\n",
        ])
        #expect(errors(result) == ["parts/cart.yaml:1:1: error: unknown key 'name' in an included file"])
    }

    @Test func theNumberOfFilesIsLimited() {
        var files = [
            "spec.yaml": root.replacingOccurrences(of: "[parts/cart.yaml, parts/models.yaml]", with: "[f1.yaml]")
        ]
        for index in 1...5 {
            files["f\(index).yaml"] = "include: [f\(index + 1).yaml]\n"
        }
        files["f6.yaml"] = "models: { Token: { token: String } }\n"
        let result = load(files, limits: InputLimits(maxFiles: 4))
        #expect(
            errors(result).contains("f3.yaml:1:11: error: a spec may read at most 4 files; this include is one more"))
        #expect(result.files == ["spec.yaml", "f1.yaml", "f2.yaml", "f3.yaml"])
    }

    @Test func aMissingRootFileIsAnError() {
        #expect(errors(load([:], root: "nowhere.yaml")) == ["error: spec file 'nowhere.yaml' does not exist"])
    }

    @Test func anIncludeOutsideTheWatchedFolderIsAnErrorAtTheInclude() {
        let result = load(
            [
                "/app/Sources/API/shop.netlayer.yaml": root.replacingOccurrences(
                    of: "include: [parts/cart.yaml, parts/models.yaml]",
                    with: "include: [parts/cart.yaml, ../../shared/models.yaml]"),
                "/app/Sources/API/parts/cart.yaml": "models:\n  Item: { id: Int }\n",
                "/app/shared/models.yaml": "models:\n  Token: { token: String }\n",
            ], root: "/app/Sources/API/shop.netlayer.yaml", includeRoot: "/app/Sources/API")
        #expect(
            errors(result).contains(
                "/app/Sources/API/shop.netlayer.yaml:6:28: error: included file '../../shared/models.yaml' is outside "
                    + "'/app/Sources/API', the folder the build plugin watches; move it into the target"))
        #expect(result.spec == nil)
        #expect(!result.files.contains("/app/shared/models.yaml"))
    }

    private func errors(_ result: SpecLoadResult) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map(\.description)
    }
}

@Suite struct SpecPathTests {
    @Test(arguments: [
        ("a/b/../c.yaml", "a/c.yaml"), ("./a/./b.yaml", "a/b.yaml"), ("../x.yaml", "../x.yaml"),
        ("/r/../x.yaml", "/x.yaml"), ("a//b.yaml", "a/b.yaml"),
    ])
    func normalizes(path: String, expected: String) {
        #expect(SpecPath.normalize(path) == expected)
    }

    @Test func resolvesRelativeToTheIncludingFile() {
        #expect(SpecPath.resolve("b.yaml", from: "spec.yaml") == "b.yaml")
        #expect(SpecPath.resolve("../b.yaml", from: "x/y/spec.yaml") == "x/b.yaml")
        #expect(SpecPath.resolve("/abs/b.yaml", from: "x/spec.yaml") == "/abs/b.yaml")
    }

    @Test func tellsWhetherAPathIsInsideAFolder() {
        #expect(SpecPath.isInside("/t/a/b.yaml", folder: "/t/a"))
        #expect(SpecPath.isInside("/t/a/b.yaml", folder: "/t/a/"))
        #expect(!SpecPath.isInside("/t/ab/b.yaml", folder: "/t/a"))
        #expect(!SpecPath.isInside("/t/b.yaml", folder: "/t/a"))
        #expect(SpecPath.isInside("x/b.yaml", folder: "."))
        #expect(!SpecPath.isInside("../b.yaml", folder: "."))
    }
}
