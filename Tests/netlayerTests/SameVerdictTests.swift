import Foundation
import TestSupport
import Testing

/// `netlayer validate` refuses every spec that `netlayer generate` refuses,
/// in the same words: both run as processes on every bad spec of
/// `Tests/Fixtures/invalid` (the naming rules' among them) and under the
/// settings and flags that change a verdict, and must fail with identical
/// standard error, `generate` writing nothing. One process at a time: some
/// fifty of them at once would slow the timing-bound runtime tests running
/// beside them.
@Suite(.serialized) struct SameVerdictTests {
    /// A fixture for each rule that once only `generate` applied.
    static let namingFixtures = [
        "environment-collision", "field-collision", "interface-collision", "model-collision", "model-hides-client",
        "module-collision",
        "module-property-clash", "parameter-collision", "reserved-model-name", "runtime-value-clash",
    ]

    @Test func everyNamingRuleHasAFixture() {
        for name in Self.namingFixtures {
            #expect(ValidateCommandTests.invalidFixtures.contains("\(name).yaml"), "\(name).yaml is missing")
        }
    }

    /// With source lines, so that those are compared too.
    @Test(arguments: ValidateCommandTests.invalidFixtures)
    func bothRefuseABadSpecAlike(name: String) async throws {
        let errors = try await expectSameRefusal(of: "Tests/Fixtures/invalid/\(name)", in: CommandRunner.packageRoot)
        #expect(errors.contains(": error: "), "\(errors)")
    }

    @Test func anUnknownModuleInTheSettingsIsRefusedByBoth() async throws {
        let folder = try TemporaryFolder()
        try write(specYAML(models: "Unused: { id: Int }"), settings: "modules: [cart, nope]\n", in: folder)
        #expect(
            try await expectSameRefusal(of: "shop.yaml", ["--no-source-lines"], in: folder.url) == """
                shop.yaml:9:3: warning: model 'Unused' is not used by any interface
                Error: the spec has no module 'nope'; its modules are 'cart'

                """)
    }

    @Test func aBadSettingsFileIsRefusedByBoth() async throws {
        let folder = try TemporaryFolder()
        try write(specYAML(), settings: "access: publik\n", in: folder)
        #expect(
            try await expectSameRefusal(of: "shop.yaml", ["--no-source-lines"], in: folder.url) == """
                netlayer.yaml:1:9: error: 'access' must be one of 'public', 'internal', 'package', found 'publik'; \
                did you mean 'public'?

                """)
    }

    /// Whether a model hides a generated type depends on the prefix and the
    /// interface type that the settings and flags choose.
    @Test func generatedTypeNamesFollowTheSettingsAndFlags() async throws {
        let folder = try TemporaryFolder()
        let spec = specYAML(
            modules: #"cart: { interfaces: { list: { method: GET, path: list, response: "[SKClient]" } } }"#,
            models: "SKClient: { id: Int, calls: Calls? }\nCalls: { id: Int }")
        try write(spec, in: folder)
        let generated = try await CommandRunner.run(
            ["generate", "shop.yaml", "--output", "Generated", "--quiet"], in: folder.url)
        #expect(generated.status == 0, "with the default names both pass: \(generated.standardError)")
        let validated = try await CommandRunner.run(["validate", "shop.yaml"], in: folder.url)
        #expect(validated.status == 0, "\(validated.standardError)")

        let hidesClient =
            "shop.yaml:9:3: error: model 'SKClient' would hide the type 'SKClient' that the generated code "
            + "uses; rename it\n"
        let hidesInterfaces =
            "shop.yaml:10:3: error: model 'Calls' would hide the type 'Calls' that the generated code "
            + "uses; rename it\n"
        try "typePrefix: SK\n".write(
            to: folder.url.appendingPathComponent("netlayer.yaml"), atomically: true, encoding: .utf8)
        #expect(try await expectSameRefusal(of: "shop.yaml", ["--no-source-lines"], in: folder.url) == hidesClient)
        try "interfaceType: Calls\n".write(
            to: folder.url.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
        #expect(
            try await expectSameRefusal(
                of: "shop.yaml", ["--settings", "other.yaml", "--no-source-lines"], in: folder.url)
                == hidesInterfaces)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("netlayer.yaml"))
        #expect(
            try await expectSameRefusal(
                of: "shop.yaml", ["--type-prefix", "SK", "--interface-type", "Calls", "--no-source-lines"],
                in: folder.url)
                == hidesClient + hidesInterfaces)
    }

    /// Runs `validate` and `generate` on `spec` with the same `flags`; both
    /// must exit 1 with the same standard error, `generate` writing nothing.
    /// Returns that error.
    private func expectSameRefusal(
        of spec: String, _ flags: [String] = [], in directory: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let output = try TemporaryFolder()
        let generate = try await CommandRunner.run(
            ["generate", spec, "--output", output.url.appendingPathComponent("Generated").path] + flags,
            in: directory)
        let validate = try await CommandRunner.run(["validate", spec] + flags, in: directory)
        #expect(generate.status == 1, "generate: \(generate.standardError)", sourceLocation: sourceLocation)
        #expect(validate.status == 1, "validate: \(validate.standardOutput)", sourceLocation: sourceLocation)
        #expect(!validate.standardError.isEmpty, sourceLocation: sourceLocation)
        #expect(validate.standardError == generate.standardError, sourceLocation: sourceLocation)
        #expect(validate.standardOutput == "", sourceLocation: sourceLocation)
        #expect(
            !FileManager.default.fileExists(atPath: output.url.appendingPathComponent("Generated").path),
            "a refused spec generated files", sourceLocation: sourceLocation)
        return validate.standardError
    }

    private func write(_ spec: String, settings: String? = nil, in folder: TemporaryFolder) throws {
        try spec.write(to: folder.url.appendingPathComponent("shop.yaml"), atomically: true, encoding: .utf8)
        try settings?.write(to: folder.url.appendingPathComponent("netlayer.yaml"), atomically: true, encoding: .utf8)
    }
}
