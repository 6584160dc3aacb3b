import Foundation
import LoopbackServers
import TestSupport
import Testing

/// `netlayer verify --environment` as a user runs it, against httpbin (from PyPI, on loopback): `netlayer` hands
/// the run to `netlayer-mock verify`, which calls the server; the token comes from the environment, a calls
/// file logs nothing in it, and an environment marked production is not called unasked.
@Suite struct LiveVerifyCommandTests {
    static func spec(_ base: String) -> String {
        """
        netlayer: 1
        name: Bin
        environments:
          live: { url: "\(base)", production: true }
          local: "\(base)"
        url: "{base}/{path}"
        auth:
          token: { header: Authorization, scheme: Bearer }
          default: none
        modules:
          bin:
            prefix: ""
            interfaces:
              uuid: { method: GET, path: uuid, response: Identifier }
              whoami: { method: GET, path: bearer, auth: token, response: Bearer }
              echo:
                method: POST
                path: post
                params: { name: String }
                response: Posted
        models:
          Identifier: { uuid: Int }
          Bearer: { authenticated: Bool, token: String }
          Posted: { form: "[String: String]" }
        """
    }

    @Test func theServerIsCalledWithTheTokenFromTheEnvironmentAndNeverShowsIt() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let folder = try TemporaryFolder()
            try Self.spec(bin.baseURL.absoluteString)
                .write(to: folder.url.appendingPathComponent("bin.yaml"), atomically: true, encoding: .utf8)
            try "netlayer-calls: 1\ncalls:\n  - call: echo\n    parameters: { name: ada }\n"
                .write(to: folder.url.appendingPathComponent("calls.yaml"), atomically: true, encoding: .utf8)
            let output = try await CommandRunner.run(
                ["verify", "bin.yaml", "--environment", "local", "--calls", "calls.yaml", "--no-source-lines"],
                in: folder.url, adding: ["NETLAYER_TOKEN": "env-token-31"])
            #expect(output.status == 1, "\(output.standardError)")
            #expect(output.standardOutput == "bin.yaml: 3 replies of 3 interfaces checked: 1 error, 7 notes\n")
            let lines = output.standardError.split(separator: "\n").map(String.init)
            #expect(lines.first == "Calling local (\(bin.baseURL.absoluteString))")
            #expect(lines.contains("POST /post → 200 (echo)"))
            #expect(lines.contains("GET /bearer → 200 (whoami)"))
            #expect(lines.contains("GET /uuid → 200 (uuid)"))
            #expect(
                lines.contains {
                    $0.hasPrefix("bin.yaml:22:17: error: field 'uuid' of 'Identifier': the server sent a string")
                })
            #expect(lines.contains("note: in the reply to GET /uuid, at /uuid"))
            #expect(!output.standardError.contains("env-token-31") && !output.standardOutput.contains("env-token-31"))
        }
    }

    @Test func anEnvironmentMarkedProductionIsCalledOnlyWhenAllowed() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let folder = try TemporaryFolder()
            try Self.spec(bin.baseURL.absoluteString)
                .write(to: folder.url.appendingPathComponent("bin.yaml"), atomically: true, encoding: .utf8)
            let refused = try await CommandRunner.run(
                ["verify", "bin.yaml", "--environment", "live", "--only", "uuid"], in: folder.url)
            #expect(refused.status == 2)
            #expect(
                refused.standardError
                    == "error: the spec marks environment 'live' as production (production: true), whose server "
                    + "serves the app's users; give --allow-production to call it all the same\n")
            let allowed = try await CommandRunner.run(
                ["verify", "bin.yaml", "--environment", "live", "--only", "uuid", "--allow-production", "--json"],
                in: folder.url)
            #expect(allowed.status == 1)
            #expect(allowed.standardOutput.contains(#""kind": "wrongKind""#))
            #expect(allowed.standardError == "")
        }
    }

    @Test func optionsThatDoNotGoTogetherAreRefusedBeforeAnyCall() async throws {
        for (arguments, message) in [
            (["--recordings", "x", "--environment", "local"], "--recordings and --environment check different"),
            (["--recordings", "x", "--token", "t"], "--token is for calling a server; give --environment NAME"),
            (["--environment", "local", "--key", "secret-without-name"], "--key takes NAME=VALUE"),
            (["--environment", "local", "--timeout", "0"], "--timeout must be a number of seconds above 0"),
        ] {
            let output = try await CommandRunner.run(["verify", "specs/school.yaml"] + arguments)
            #expect(output.status == 64, "\(arguments)")
            #expect(output.standardError.contains(message), "\(output.standardError)")
            #expect(!output.standardError.contains("secret-without-name"))
        }
    }
}
