import Foundation
import TestSupport
import Testing

/// `netlayer generate`, run as a separate process: regeneration writes only
/// what changed, removes what no longer belongs, and a bad spec writes nothing.
@Suite struct GenerateCommandTests {
    private static let spec = specYAML(
        modules: """
            cart:
              interfaces:
                list: { method: GET, path: cart/list, response: "[Item]" }
                add: { method: POST, path: cart/add, params: { id: Int } }
            order:
              interfaces:
                detail: { method: GET, path: "order/{id}", params: { id: Int }, response: Item }
            """,
        models: "Item: { id: Int, name: String }")

    private func modificationDates(in folder: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            dates[name] =
                try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[
                    .modificationDate] as? Date
        }
        return dates
    }

    @Test func regenerationWritesOnlyWhatChanged() async throws {
        let folder = try TemporaryFolder()
        let specURL = folder.url.appendingPathComponent("shop.yaml")
        let output = folder.url.appendingPathComponent("Generated")
        try Self.spec.write(to: specURL, atomically: true, encoding: .utf8)

        let first = try await CommandRunner.run(["generate", "shop.yaml", "--output", "Generated"], in: folder.url)
        #expect(first.status == 0, "\(first.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(
            files == [
                "RequestInterface.swift", "ShopAPI+Cart.swift", "ShopAPI+Order.swift", "ShopClient.swift",
                "ShopEnvironment.swift",
                "ShopModels+Cart.swift", "ShopService+Cart.swift", "ShopService+Order.swift",
            ])
        try Backdating.everything(under: output)
        let before = try modificationDates(in: output)

        let again = try await CommandRunner.run(["generate", "shop.yaml", "--output", "Generated"], in: folder.url)
        #expect(again.status == 0)
        #expect(again.standardOutput == "8 unchanged\n")
        #expect(try modificationDates(in: output) == before, "an unchanged spec rewrites nothing")

        // Remove one interface: only the files that mention it change.
        try Self.spec.replacingOccurrences(
            of: "      add: { method: POST, path: cart/add, params: { id: Int } }\n", with: ""
        )
        .write(to: specURL, atomically: true, encoding: .utf8)
        let edited = try await CommandRunner.run(["generate", "shop.yaml", "--output", "Generated"], in: folder.url)
        #expect(edited.status == 0)
        let after = try modificationDates(in: output)
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(changed == ["RequestInterface.swift", "ShopAPI+Cart.swift", "ShopService+Cart.swift"])

        // Remove a module: its files go, the others stay.
        try Self.spec.replacingOccurrences(
            of:
                "  order:\n    interfaces:\n"
                + "      detail: { method: GET, path: \"order/{id}\", params: { id: Int }, response: Item }\n",
            with: ""
        ).write(to: specURL, atomically: true, encoding: .utf8)
        let removed = try await CommandRunner.run(["generate", "shop.yaml", "--output", "Generated"], in: folder.url)
        #expect(removed.status == 0)
        #expect(removed.standardOutput.contains("removed ShopAPI+Order.swift"))
        let remaining = try FileManager.default.contentsOfDirectory(atPath: output.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(!remaining.contains("ShopService+Order.swift"))
        #expect(remaining.contains("ShopAPI+Cart.swift"))
    }

    @Test func checkReportsStaleOutputAndWritesNothing() async throws {
        let folder = try TemporaryFolder()
        try Self.spec.write(to: folder.url.appendingPathComponent("shop.yaml"), atomically: true, encoding: .utf8)
        _ = try await CommandRunner.run(["generate", "shop.yaml", "--output", "Generated"], in: folder.url)
        let upToDate = try await CommandRunner.run(
            ["generate", "shop.yaml", "--output", "Generated", "--check"], in: folder.url)
        #expect(upToDate.status == 0)

        let models = folder.url.appendingPathComponent("Generated/ShopModels+Cart.swift")
        try "// edited by hand\n".write(to: models, atomically: true, encoding: .utf8)
        let stale = try await CommandRunner.run(
            ["generate", "shop.yaml", "--output", "Generated", "--check"], in: folder.url)
        #expect(stale.status == 1)
        #expect(stale.standardError.contains("ShopModels+Cart.swift"))
        #expect(try String(contentsOf: models, encoding: .utf8) == "// edited by hand\n", "--check writes nothing")
    }

    @Test func aSpecWithAnErrorWritesNothing() async throws {
        let errors = try await CommandRunner.failedGeneration(
            of: Self.spec.replacingOccurrences(of: "method: GET, path: cart/list", with: "method: GTE, path: cart/list")
        )
        #expect(errors.hasPrefix("shop.yaml:9:23: error: 'method' must be one of"))
    }

    /// docs/mock.md, "Recordings": the settings file's `recordings` (beside it) or `--recordings` go into the
    /// stubbed client; a recording the client would no longer decode is a warning at it; recordings without
    /// fixtures, or that cannot be read, are an error and nothing is written.
    @Test func recordingsGoIntoTheStubbedClientAndBadOnesWriteNothing() async throws {
        let folder = try TemporaryFolder()
        try Self.spec.write(to: folder.url.appendingPathComponent("shop.yaml"), atomically: true, encoding: .utf8)
        let recorded = folder.url.appendingPathComponent("recorded")
        try FileManager.default.createDirectory(at: recorded, withIntermediateDirectories: true)
        try """
        netlayer-recordings: 1
        list:
          two: { status: 200, body: '[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}]' }
          renamed: { status: 200, body: '[{"id": 1, "title": "A"}]' }
        """.write(to: recorded.appendingPathComponent("list.yaml"), atomically: true, encoding: .utf8)
        try "fixtures: true\nrecordings: recorded\n".write(
            to: folder.url.appendingPathComponent("netlayer.yaml"), atomically: true, encoding: .utf8)

        let output = try await CommandRunner.run(
            ["generate", "shop.yaml", "--output", "Generated", "--quiet", "--no-source-lines"], in: folder.url)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(
            output.standardError
                == "recorded/list.yaml:4:3: warning: recording 'renamed' of 'list' no longer decodes with the spec, "
                + "and is replayed as it was recorded: field 'name' of 'Item': the server sent no 'name', and the "
                + "field is not optional\n")
        // `validate` judges them as `generate` does.
        let validated = try await CommandRunner.run(["validate", "shop.yaml", "--no-source-lines"], in: folder.url)
        #expect(validated.status == 0 && validated.standardError == output.standardError)
        let fixtures = try String(
            contentsOf: folder.url.appendingPathComponent("Generated/ShopFixtures.swift"), encoding: .utf8)
        #expect(fixtures.contains(#"MockRecording("two", status: 200, body: #"[{"id": 1, "name": "A"}, "#))

        let generated = folder.url.appendingPathComponent("Generated")
        try FileManager.default.removeItem(at: generated)
        let missing = try await CommandRunner.run(
            ["generate", "shop.yaml", "--output", "Generated", "--recordings", "gone"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.standardError == "error: gone: no such file or folder of recordings\n")
        #expect(!FileManager.default.fileExists(atPath: generated.path), "nothing is written")

        try "recordings: recorded\n".write(
            to: folder.url.appendingPathComponent("netlayer.yaml"), atomically: true, encoding: .utf8)
        let unfixed = try await CommandRunner.run(["generate", "shop.yaml", "--output", "Generated"], in: folder.url)
        #expect(unfixed.status == 1)
        #expect(unfixed.standardError.contains("error: recordings are replayed by the fixtures' stubbed(…)"))
        let invalid = try await CommandRunner.run(["validate", "shop.yaml"], in: folder.url)
        #expect(invalid.status == 1 && invalid.standardError == unfixed.standardError)
        #expect(!FileManager.default.fileExists(atPath: generated.path), "nothing is written")
    }

    /// Generates `shop.yaml` with one template override, `name.mustache`.
    private func generate(overriding name: String, with template: String, in folder: TemporaryFolder) async throws
        -> CommandRunner.Output
    {
        try Self.spec.write(to: folder.url.appendingPathComponent("shop.yaml"), atomically: true, encoding: .utf8)
        let templates = folder.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try template.write(to: templates.appendingPathComponent("\(name).mustache"), atomically: true, encoding: .utf8)
        return try await CommandRunner.run(
            ["generate", "shop.yaml", "--output", "Generated", "--templates", "templates"], in: folder.url)
    }

    @Test func anUnknownTemplateOverrideIsAnError() async throws {
        let output = try await generate(overriding: "clients", with: "{{name}}", in: TemporaryFolder())
        #expect(output.status != 0)
        #expect(output.standardError.contains("there is no template 'clients'"))
    }

    @Test func anOverrideReplacesABuiltInTemplate() async throws {
        let folder = try TemporaryFolder()
        let output = try await generate(
            overriding: "environment", with: "{{%CONTENT_TYPE: TEXT}}\n// {{typeName}} by my template\n", in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        let text = try String(
            contentsOf: folder.url.appendingPathComponent("Generated/ShopEnvironment.swift"), encoding: .utf8)
        #expect(
            text == """
                // Generated by netlayer from shop.yaml. Do not edit.

                import Foundation
                @_spi(Generated) import NetLayer

                // ShopEnvironment by my template

                """)
    }

    @Test func settingsBesideTheSpecAreReadAndFlagsWin() async throws {
        let folder = try TemporaryFolder()
        try Self.spec.write(to: folder.url.appendingPathComponent("shop.yaml"), atomically: true, encoding: .utf8)
        try "access: internal\ndelivery: [async, closure]\nlenient: true\n".write(
            to: folder.url.appendingPathComponent("netlayer.yaml"), atomically: true, encoding: .utf8)
        let output = try await CommandRunner.run(["generate", "shop.yaml", "--output", "Generated"], in: folder.url)
        #expect(output.status == 0, "\(output.standardError)")
        let service = try String(
            contentsOf: folder.url.appendingPathComponent("Generated/ShopService+Cart.swift"), encoding: .utf8)
        #expect(service.contains("struct ShopCartService: Sendable"))
        #expect(!service.contains("public "))
        #expect(service.contains("completion: @escaping @Sendable (Result<[Item], NetLayerError>) -> Void"))
        let client = try String(
            contentsOf: folder.url.appendingPathComponent("Generated/ShopClient.swift"), encoding: .utf8)
        #expect(client.contains("decoder: ResponseDecoder(leniency: .all)"))

        let flagged = try await CommandRunner.run(
            ["generate", "shop.yaml", "--output", "Flagged", "--access", "package"], in: folder.url)
        #expect(flagged.status == 0)
        let overridden = try String(
            contentsOf: folder.url.appendingPathComponent("Flagged/ShopService+Cart.swift"), encoding: .utf8)
        #expect(overridden.contains("package struct ShopCartService: Sendable"))
    }

    @Test func aBadSettingsFileIsReportedAtItsPlace() async throws {
        let folder = try TemporaryFolder()
        try Self.spec.write(to: folder.url.appendingPathComponent("shop.yaml"), atomically: true, encoding: .utf8)
        try "access: publik\ndelivry: [async]\n".write(
            to: folder.url.appendingPathComponent("netlayer.yaml"), atomically: true, encoding: .utf8)
        let output = try await CommandRunner.run(
            ["generate", "shop.yaml", "--output", "Generated", "--no-source-lines"], in: folder.url)
        #expect(output.status == 1)
        #expect(
            output.standardError == """
                netlayer.yaml:1:9: error: 'access' must be one of 'public', 'internal', 'package', found 'publik'; \
                did you mean 'public'?
                netlayer.yaml:2:1: error: unknown key 'delivry' in the settings; did you mean 'delivery'?

                """)
    }

    /// An override's own declaration, written on one line, is broken where it
    /// passes 120 columns, because it marks its list with `wrap(name)`.
    @Test func anOverridesWrappedListKeepsTheLineLength() async throws {
        let folder = try TemporaryFolder()
        // Long enough that `add(id: Int)` passes 120 columns, short enough that `list()` does not.
        let suffix = String(repeating: "Long", count: 26)
        let template = """
            {{%CONTENT_TYPE: TEXT}}
            {{#functions}}
            func {{name}}\(suffix)({{#wrap(parameters)}}{{name}}: {{type}}{{/wrap(parameters)}}) {}
            {{/functions}}

            """
        let output = try await generate(overriding: "api", with: template, in: folder)
        #expect(output.status == 0, "\(output.standardError)")
        let text = try String(
            contentsOf: folder.url.appendingPathComponent("Generated/ShopAPI+Cart.swift"), encoding: .utf8)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 120 }, "\(text)")
        #expect(text.contains("func add\(suffix)(\n    id: Int\n) {}"), "\(text)")
        #expect(text.contains("func list\(suffix)() {}"), "\(text)")
    }

    @Test func anOverrideUsingAnUnknownNameIsAnError() async throws {
        let output = try await generate(
            overriding: "environment", with: "{{%CONTENT_TYPE: TEXT}}\n// {{typeNmae}}\n", in: TemporaryFolder())
        #expect(output.status != 0)
        #expect(
            output.standardError.contains(
                "template 'environment' uses 'typeNmae' (did you mean 'typeName'?), which its context does not have"))
    }
}

@Suite struct GenerateSettingsTests {
    @Test func anUnknownModuleIsAnErrorAndWritesNothing() async throws {
        let folder = try TemporaryFolder()
        let output = try await CommandRunner.run(
            [
                "generate", "specs/school.yaml", "--output", folder.url.appendingPathComponent("out").path, "--modules",
                "studnt",
            ])
        #expect(output.status == 1)
        #expect(
            output.standardError.contains(
                "the spec has no module 'studnt'; its modules are 'student', 'public', 'account', 'statuses'"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }
}
