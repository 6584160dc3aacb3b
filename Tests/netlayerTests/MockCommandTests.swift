import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `netlayer mock`, run as a separate process and called over HTTP as curl
/// would: it serves the spec at its paths, logs each request, ends with
/// status 0 on Ctrl-C, and refuses bad input before it listens.
@Suite struct MockCommandTests {
    private static let school = CommandRunner.packageRoot.appendingPathComponent("specs/school.yaml").path

    /// A running mock and the origin it serves at, read from its banner.
    private func start(_ arguments: [String], spec: String = school) async throws -> (RunningProcess, String) {
        let mock = try RunningProcess(["mock", spec, "--port", "0"] + arguments, in: CommandRunner.packageRoot)
        let origin = try await mock.waitFor("the banner") { () -> String? in
            guard let range = mock.standardOutput.range(of: #"http://127\.0\.0\.1:\d+"#, options: .regularExpression)
            else { return nil }
            return String(mock.standardOutput[range])
        }
        return (mock, origin)
    }

    private func call(
        _ method: String, _ url: String, json: String? = nil, headers: [String: String] = [:]
    ) async throws -> (status: Int, headers: [AnyHashable: Any], body: String) {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let json {
            request.httpBody = Data(json.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, http.allHeaderFields, String(decoding: data, as: UTF8.self))
    }

    @Test func servesTheSpecLogsEachRequestAndStopsOnCtrlC() async throws {
        let (mock, origin) = try await start([])
        defer { mock.stop() }
        #expect(mock.standardOutput.contains("  GET   /api/student/v5/student/{stuId}/detail  studentDetail\n"))
        #expect(mock.standardOutput.contains("  GET   /2/statuses/home_timeline.json          homeTimeline\n"))

        let refused = try await call("GET", origin + "/api/student/v5/student/7/detail")
        #expect(refused.status == 401, "no token: 401, an expired code School's spec lists")
        let unknown = try await call(
            "GET", origin + "/api/student/v5/student/7/detail", headers: ["x-auth-token": "never-minted"])
        #expect(unknown.body.contains(#""code":4001"#), "a token the mock did not mint: the envelope's expired code")

        let login = try await call(
            "POST", origin + "/api/account/api/login/V1/password", json: #"{"productNo": "1", "password": "2"}"#)
        #expect(login.status == 200)
        let token = try #require(
            login.headers.first { ($0.key as? String)?.lowercased() == "x-auth-token" }?.value as? String)
        let detail = try await call(
            "GET", origin + "/api/student/v5/student/7/detail", headers: ["x-auth-token": token])
        #expect(detail.status == 200)
        #expect(detail.body.contains(#""b":{"id":7,"name":"Ada Lovelace""#), "\(detail.body)")

        let missing = try await call("GET", origin + "/api/student/v5/student/list", headers: ["x-auth-token": token])
        #expect(missing.status == 400)
        #expect(missing.body.contains("stuId"), "\(missing.body)")

        try await mock.waitFor("the log lines") {
            mock.standardOutput.contains("GET /api/student/v5/student/7/detail → 200 studentDetail (example default)")
                ? true : nil
        }
        #expect(mock.standardOutput.contains("POST /api/account/api/login/V1/password → 200 loginByPassword"))
        #expect(mock.standardOutput.contains("GET /api/student/v5/student/list → 400 studentList"))
        #expect(try await mock.interrupt() == 0)
        #expect(mock.standardOutput.hasSuffix("Stopped.\n"))
    }

    /// docs/mock.md: "When no reply delivers tokens (`from` left out), any token is accepted", unless `--token`
    /// names the ones that pass; the API reference's placeholder `TOKEN` passes either way. Petstore's token comes
    /// from an OAuth flow, outside the spec: no reply delivers it.
    @Test func whereNoReplyDeliversATokenAnyPassesUnlessTokenNamesThem() async throws {
        let folder = try TemporaryFolder()
        let spec = folder.url.appendingPathComponent("Petstore.yaml").path
        let imported = try await CommandRunner.run(
            ["import", Corpora.url("openapi/pet-store-3.0.yaml").path, "--output", spec, "--name", "Petstore"])
        try #require(imported.status == 0, "\(imported.standardError)")
        // Three of the seven interfaces that take the token alone (`auth: token`), and one that takes it or the key.
        let calls = [
            ("GET", "/api/v3/pet/findByStatus?status=available"), ("GET", "/api/v3/pet/findByTags?tags=a"),
            ("DELETE", "/api/v3/pet/7"), ("GET", "/api/v3/pet/7"),
        ]
        func statuses(_ origin: String, _ token: String?) async throws -> [Int] {
            var statuses: [Int] = []
            for (method, path) in calls {
                let headers = token.map { ["Authorization": "Bearer " + $0] } ?? [:]
                statuses.append(try await call(method, origin + path, headers: headers).status)
            }
            return statuses
        }

        let (open, openOrigin) = try await start([], spec: spec)
        defer { open.stop() }
        #expect(try await statuses(openOrigin, "any-token") == [200, 200, 200, 200])
        #expect(try await statuses(openOrigin, "TOKEN") == [200, 200, 200, 200])
        #expect(try await statuses(openOrigin, nil) == [401, 401, 401, 401], "a token is still needed")
        #expect(try await open.interrupt() == 0)

        let (strict, strictOrigin) = try await start(["--token", "given"], spec: spec)
        defer { strict.stop() }
        #expect(try await statuses(strictOrigin, "given") == [200, 200, 200, 200])
        #expect(try await statuses(strictOrigin, "TOKEN") == [200, 200, 200, 200])
        #expect(try await statuses(strictOrigin, "any-token") == [401, 401, 401, 401])
        try await strict.waitFor("the refusal's log line") {
            strict.standardOutput.contains("GET /api/v3/pet/findByStatus?status=available → 401 findPetsByStatus")
                ? true : nil
        }
        #expect(strict.standardOutput.contains("(unknown token)"), "\(strict.standardOutput)")
        #expect(try await strict.interrupt() == 0)
    }

    @Test func aChosenExampleAndTheErrorRateAnswerErrors() async throws {
        let (mock, origin) = try await start(["--example", "loginByPassword=wrongPassword"])
        defer { mock.stop() }
        let login = try await call(
            "POST", origin + "/api/account/api/login/V1/password", json: #"{"productNo": "1", "password": "2"}"#)
        #expect(login.body.contains(#""code":4003,"msg":"The phone number or password is wrong.""#), "\(login.body)")
        #expect(try await mock.interrupt() == 0)

        let (failing, failingOrigin) = try await start(["--error-rate", "1", "--seed", "9"])
        defer { failing.stop() }
        let detail = try await call(
            "GET", failingOrigin + "/api/student/v5/student/7/detail", headers: ["x-auth-token": "t"])
        #expect(detail.body.contains(#""code":4001"#), "the token is checked before the error rate")
        let failed = try await call(
            "POST", failingOrigin + "/api/account/api/login/V1/password", json: #"{"productNo": "1", "password": "2"}"#)
        #expect(failed.body.contains(#""code":4003"#), "the error rate answers the first error example")
        #expect(try await failing.interrupt() == 0)
    }

    /// docs/mock.md, "Recordings": a recording is chosen by name as an example is, and one the generated client
    /// would no longer decode is a warning at start, at the recording, that names it.
    @Test func recordingsAreReplayedByNameAndThoseThatNoLongerDecodeAreNamedAtStart() async throws {
        let drift = "Tests/Fixtures/recordings/school-drift"
        let (mock, origin) = try await start([
            "--recordings", drift, "--example", "studentDetail=newStatus", "--example", "studentList=cutShort",
            "--no-source-lines",
        ])
        defer { mock.stop() }
        #expect(mock.standardOutput.contains("(7 interfaces, 9 recorded replies, the production environment's paths)"))
        let warned = mock.standardError.split(separator: "\n").map { line in
            line.split(separator: "'").dropFirst().first.map(String.init) ?? String(line)
        }
        // Each would fail the client; a status, an envelope code and an open enum's new value do not.
        #expect(warned == ["renamedField", "idAsString", "frozenGrade", "anObject", "cutShort", "otherDates"])
        #expect(
            mock.standardError.hasPrefix(
                drift + "/drift.yaml:10:3: warning: recording 'renamedField' of 'studentDetail' no longer decodes "
                    + "with the spec, and is replayed as it was recorded: field 'joined_at' of 'Student': the server "
                    + "sent no 'joined_at', and the field is not optional\n"), "\(mock.standardError)")
        let login = try await call(
            "POST", origin + "/api/account/api/login/V1/password", json: #"{"productNo": "1", "password": "2"}"#)
        let token = try #require(
            login.headers.first { ($0.key as? String)?.lowercased() == "x-auth-token" }?.value as? String)
        let detail = try await call(
            "GET", origin + "/api/student/v5/student/7/detail", headers: ["x-auth-token": token])
        let recorded = #"{"id":7,"name":"Ada","joined_at":"2024-09-01T08:00:00Z","status":"on_leave"}"#
        #expect(detail.body == #"{"h":{"code":200},"b":"# + recorded + "}")
        let list = try await call(
            "GET", origin + "/api/student/v5/student/list?stuId=7&page=1", headers: ["x-auth-token": token])
        #expect(list.status == 200 && list.body == #"{"h":{"code":200},"b":[{"id":7"#, "cut short, as recorded")
        try await mock.waitFor("the log line") {
            mock.standardOutput.contains(
                "GET /api/student/v5/student/7/detail → 200 studentDetail (recording newStatus)")
                ? true : nil
        }
        #expect(try await mock.interrupt() == 0)

        let unknown = try await CommandRunner.run(
            ["mock", Self.school, "--port", "0", "--recordings", drift, "--example", "studentDetail=gone"])
        #expect(unknown.status != 0)
        #expect(
            unknown.standardError.contains(
                "'studentDetail' has no example 'gone'; it has default, notFound, renamedField, idAsString, newStatus"),
            "\(unknown.standardError)")
        let missing = try await CommandRunner.run(["mock", Self.school, "--port", "0", "--recordings", "nowhere"])
        #expect(missing.status == 1 && missing.standardOutput.isEmpty)
        #expect(missing.standardError == "error: nowhere: no such file or folder of recordings\n")
    }

    @Test func aSpecWithAWrongExampleIsRefusedAtItsLineAndNothingIsServed() async throws {
        let folder = try TemporaryFolder()
        let spec = try String(contentsOfFile: Self.school, encoding: .utf8).replacingOccurrences(
            of: "          id: 7\n", with: "          id: seven\n")
        try spec.write(to: folder.url.appendingPathComponent("school.yaml"), atomically: true, encoding: .utf8)
        let output = try await CommandRunner.run(
            ["mock", "school.yaml", "--port", "0", "--no-source-lines"], in: folder.url)
        #expect(output.status == 1)
        #expect(
            output.standardError
                == "school.yaml:57:15: error: field 'id' of 'Student' must be a whole number, found 'seven'\n")
        #expect(output.standardOutput.isEmpty)
    }

    @Test func namesTheOptionsGiveAreChecked() async throws {
        let example = try await CommandRunner.run(
            ["mock", Self.school, "--port", "0", "--example", "studentDetail=gone"])
        #expect(example.status != 0)
        #expect(example.standardError.contains("'studentDetail' has no example 'gone'; it has default, notFound"))
        let environment = try await CommandRunner.run(["mock", Self.school, "--port", "0", "--environment", "test"])
        #expect(environment.standardError.contains("the spec has no environment 'test'; it has production, staging"))
        let latency = try await CommandRunner.run(["mock", Self.school, "--latency", "soon"])
        #expect(latency.standardError.contains("a duration is written such as 200ms or 1.5s, found 'soon'"))
        let key = try await CommandRunner.run(["mock", Self.school, "--port", "0", "--key", "apiKey=k"])
        #expect(key.status != 0)
        #expect(key.standardError.contains("--key: the spec has no key 'apiKey'"), "\(key.standardError)")
        let value = try await CommandRunner.run(["mock", Self.school, "--port", "0", "--key", "apiKey"])
        #expect(value.standardError.contains("--key must be NAME=VALUE, found 'apiKey'"), "\(value.standardError)")
    }

    @Test func aPortInUseIsAClearError() async throws {
        let (first, origin) = try await start([])
        defer { first.stop() }
        let port = String(origin.split(separator: ":").last ?? "")
        let second = try await CommandRunner.run(["mock", Self.school, "--port", port])
        #expect(second.status != 0)
        #expect(second.standardError.lowercased().contains("in use"), "\(second.standardError)")
        #expect(try await first.interrupt() == 0)
    }

    @Test func withoutTheServerBesideItNetlayerSaysWhereToGetIt() async throws {
        let folder = try TemporaryFolder()
        let alone = folder.url.appendingPathComponent("netlayer")
        try FileManager.default.copyItem(at: try CommandRunner.executable, to: alone)
        // A spec that is not there: should a netlayer-mock be on PATH, it ends at once instead of serving.
        let output = try await ChildProcess.run(alone, ["mock", "missing.yaml"], in: folder.url)
        #expect(output.status == 1)
        #expect(
            output.standardError.contains(
                "netlayer mock runs netlayer-mock, which is not installed beside netlayer "
                    + "(\(folder.url.path)) nor on PATH"
            ), "\(output.standardError)")
    }

    #if os(Linux)
        /// The server is apart so that the other commands start without
        /// URLSession's libcurl and the libraries it loads.
        @Test func netlayerItselfLinksNeitherURLSessionNorLibcurl() async throws {
            let linked = try await ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/ldd"), [try CommandRunner.executable.path])
            #expect(linked.status == 0)
            #expect(linked.standardOutput.contains("libc.so"), "ldd read the binary")
            #expect(!linked.standardOutput.contains("FoundationNetworking"), "\(linked.standardOutput)")
            #expect(!linked.standardOutput.contains("libcurl"), "\(linked.standardOutput)")
        }
    #endif
}
