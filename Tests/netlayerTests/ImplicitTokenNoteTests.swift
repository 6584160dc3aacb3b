import Foundation
import TestSupport
import Testing

/// The note on interfaces that need the token only because they say no
/// `auth` (Tests/Fixtures/notes/implicit-token.yaml): `validate` and
/// `generate` print it alike, once per spec at `auth.token`, pass with it
/// (under `--warnings-as-errors` too), and say nothing once the spec says
/// what it means, by `auth.default` or by `auth` on each interface.
@Suite(.serialized) struct ImplicitTokenNoteTests {
    static let fixture = "Tests/Fixtures/notes/implicit-token.yaml"

    static let note =
        "spec.yaml:8:3: note: interfaces 'list', 'detail', 'add', 'remove', 'clear' and 2 more say no 'auth', "
        + "so they need the token: without one a call ends in .loginRequired, unsent (since 0.4.0); write "
        + "'auth.default: { anyOf: [token, none] }' to send them with the token when the app has one and without "
        + "it otherwise, or 'auth: token' on each to say they need it\n"

    @Test func bothCommandsPrintTheNoteOnceAtTheToken() async throws {
        let folder = try Self.copy()
        let (validate, generate) = try await Self.runBoth(in: folder)
        #expect(validate.standardError == Self.note)
        #expect(generate.standardError == Self.note)
        #expect(validate.standardOutput == "spec.yaml: 1 module, 8 interfaces, 0 models\n")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent("Generated/ShopClient.swift").path),
            "a note does not stop generating")
    }

    @Test func theNoteShowsTheTokenLineWithACaret() async throws {
        let folder = try Self.copy()
        let output = try await CommandRunner.run(["validate", "spec.yaml"], in: folder.url)
        #expect(
            output.standardError
                == Self.note + "  token: { header: Authorization, scheme: Bearer }\n  ^\n")
    }

    @Test func aNoteIsNotAWarning() async throws {
        let folder = try Self.copy()
        let strict = try await CommandRunner.run(
            ["validate", "--no-source-lines", "--warnings-as-errors", "spec.yaml"], in: folder.url)
        #expect(strict.status == 0)
        #expect(strict.standardError == Self.note)
    }

    @Test func oneInterfaceIsNamedAlone() async throws {
        let folder = try Self.copy { spec in
            var spec = spec
            for name in ["detail", "add", "remove", "clear", "count", "total"] {
                spec = spec.replacingOccurrences(of: "path: \(name) }", with: "path: \(name), auth: none }")
            }
            return spec
        }
        let (validate, generate) = try await Self.runBoth(in: folder)
        let expected =
            "spec.yaml:8:3: note: interface 'list' says no 'auth', so it needs the token: without one a call ends "
            + "in .loginRequired, unsent (since 0.4.0); write 'auth.default: { anyOf: [token, none] }' to send it "
            + "with the token when the app has one and without it otherwise, or 'auth: token' on it to say it "
            + "needs it\n"
        #expect(validate.standardError == expected)
        #expect(generate.standardError == expected)
    }

    @Test(arguments: ["{ anyOf: [token, none] }", "token", "none"])
    func aDefaultSilencesIt(requirement: String) async throws {
        let folder = try Self.copy { spec in
            spec.replacingOccurrences(
                of: "scheme: Bearer }\n", with: "scheme: Bearer }\n  default: \(requirement)\n")
        }
        let (validate, generate) = try await Self.runBoth(in: folder)
        #expect(validate.standardError == "")
        #expect(generate.standardError == "")
    }

    @Test func authOnEachInterfaceSilencesIt() async throws {
        let folder = try Self.copy { spec in
            spec.replacingOccurrences(of: "path: list }", with: "path: list, auth: { anyOf: [token, none] } }")
                .replacingOccurrences(of: "path: detail }", with: "path: detail, auth: none }")
                .replacingOccurrences(of: "path: add }", with: "path: add, auth: token }")
                .replacingOccurrences(of: "path: remove }", with: "path: remove, auth: token }")
                .replacingOccurrences(of: "path: clear }", with: "path: clear, auth: token }")
                .replacingOccurrences(of: "path: count }", with: "path: count, auth: token }")
                .replacingOccurrences(of: "path: total }", with: "path: total, auth: token }")
        }
        let (validate, generate) = try await Self.runBoth(in: folder)
        #expect(validate.standardError == "")
        #expect(generate.standardError == "")
    }

    /// The fixture as `spec.yaml` in a folder of its own, edited by `edit`.
    private static func copy(_ edit: ((String) -> String)? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let text = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent(fixture), encoding: .utf8)
        let edited = edit?(text) ?? text
        #expect((edit == nil) == (edited == text), "the edit changed nothing")
        try edited.write(to: folder.url.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// `validate` and `generate` on `spec.yaml`, without source lines; both must succeed.
    private static func runBoth(
        in folder: TemporaryFolder, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (validate: CommandRunner.Output, generate: CommandRunner.Output) {
        let validate = try await CommandRunner.run(["validate", "--no-source-lines", "spec.yaml"], in: folder.url)
        let generate = try await CommandRunner.run(
            ["generate", "spec.yaml", "--output", "Generated", "--quiet", "--no-source-lines"], in: folder.url)
        #expect(validate.status == 0, "\(validate.standardError)", sourceLocation: sourceLocation)
        #expect(generate.status == 0, "\(generate.standardError)", sourceLocation: sourceLocation)
        return (validate, generate)
    }
}
