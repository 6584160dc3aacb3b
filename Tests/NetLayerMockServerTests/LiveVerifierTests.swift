import Foundation
import HTTPTypes
import LoopbackServers
import NetLayer
import NetLayerMockServer
import NetLayerSpec
import Testing

/// `netlayer verify --environment`: httpbin (from PyPI, on loopback) called as the generated client calls it,
/// and its replies held to the spec; the credentials a team has, and servers that fail as deployed ones do.
@Suite struct LiveVerifierTests {
    private static func run(
        _ spec: Spec, environment: String = "local", calls: [Call] = [], settings: LiveVerifier.Settings = .init(),
        transport: any Transport = URLSessionTransport(), log: @Sendable (LiveVerifier.Outcome) -> Void = { _ in }
    ) async throws -> VerifyReport {
        let chosen = try #require(spec.environments.first { $0.name == environment })
        return await LiveVerifier(spec: spec, environment: chosen, settings: settings, transport: transport)
            .run(calls, log: log)
    }

    private static func calls(_ text: String, of spec: Spec) throws -> [Call] {
        var diagnostics = Diagnostics()
        let calls = CallsReader(spec: spec).read(Array(text.utf8), path: "calls.yaml", diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(Array(diagnostics))")
        return calls
    }

    /// Everything a report prints, for the checks that a secret is nowhere in it.
    private static func printed(_ report: VerifyReport) -> String {
        let diagnostics = report.diagnostics(fileOrder: ["bin.yaml"])
        return
            (diagnostics.map(\.description) + diagnostics.flatMap { $0.notes.map(\.description) }
            + [report.json(spec: "bin.yaml").indented]).joined(separator: "\n")
    }

    @Test func theLiveServerShowsTheDriftItsRecordingsShow() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let spec = try BinSpec.spec(RecordingProxyTests.spec, base: bin.baseURL.absoluteString)
            let outcomes = Locked<[LiveVerifier.Outcome]>([])
            let report = try await Self.run(spec) { outcome in outcomes.withLock { $0.append(outcome) } }
            #expect(Array(report.problems).isEmpty, "\(Array(report.problems).map(\.description))")
            #expect(report.replies == 5)
            // Each call is told as sent, its secret parameter redacted and the others made from their types.
            let told = outcomes.withLock { $0 }
            #expect(told.count == 5 && told.allSatisfy { $0.failure == nil })
            let echo = try #require(told.first { $0.interface == "get" })
            #expect(echo.request.hasPrefix("GET /get?a=") && echo.request.hasSuffix("&password=<redacted>"))
            #expect(echo.status == 200)
            let found = report.entries.map { "\($0.finding.interface) \($0.finding.kind) \($0.finding.pointer)" }
            #expect(
                found.sorted() == [
                    "anything undeclaredField /data", "anything undeclaredField /files",
                    "anything undeclaredField /form", "anything undeclaredField /headers",
                    "anything undeclaredField /origin", "anything unexpectedNull /json",
                    "slideshow dateFormat /slideshow/date", "slideshow missingField /slideshow/slides/0/items",
                    "slideshow unknownEnumValue /slideshow/slides/0/type", "teapot status ", "uuid wrongKind /uuid",
                ])
            // Each finding names its reply by the request as sent.
            let sources = Set(report.entries.flatMap(\.sightings).map(\.reply.name))
            #expect(sources.contains("GET /uuid") && sources.contains("GET /status/418"))
            #expect(sources == ["GET /json", "GET /anything", "GET /uuid", "GET /status/418"])

            let edited = try RecordingProxyTests.applying(
                report.entries.map(\.finding),
                to: RecordingProxyTests.spec.replacingOccurrences(of: "BASE", with: bin.baseURL.absoluteString))
            let fixed = try BinSpec.spec(edited, base: "")
            let again = try await Self.run(fixed)
            #expect(again.entries.isEmpty, "\(again.entries.map(\.finding.message))")
            #expect(!again.fails(warningsAsErrors: true))
        }
    }

    /// A token from a login, from `--token`, a key; what is skipped without them; and what is never sent
    /// unasked. httpbin's `/response-headers` delivers the token (its body echoes the query), `/bearer` wants
    /// it as `Authorization: Bearer`, `/basic-auth` wants the key.
    static let credentialed = """
        netlayer: 1
        name: Bin
        environments: { local: BASE }
        url: "{base}/{path}"
        auth:
          token: { header: Authorization, scheme: Bearer, from: body token }
          keys:
            basic: { header: Authorization, scheme: Basic }
          default: token
        modules:
          bin:
            prefix: ""
            interfaces:
              login:
                method: GET
                path: response-headers
                auth: none
                params: { token: { type: String, secret: true } }
                response: Login
              whoami:
                method: GET
                path: bearer
                response: Bearer
              vault:
                method: GET
                path: basic-auth/ada/lovelace
                auth: basic
                response: Vault
              submit:
                method: POST
                path: post
                auth: none
        models:
          Login: { token: String }
          Bearer: { authenticated: Bool, token: String }
          Vault: { authenticated: Bool, user: String }
        """

    @Test func withoutCredentialsTheCallsThatNeedThemAreNamedAndAnUnsafeMethodIsNotSent() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let spec = try BinSpec.spec(Self.credentialed, base: bin.baseURL.absoluteString)
            let report = try await Self.run(spec)
            let problems = Array(report.problems).map(\.description)
            // The login runs (it needs nothing), and the token it delivers is not handed to the calls made
            // beside it: only a calls file's login is kept for later calls.
            #expect(
                problems == [
                    "warning: 'whoami' was not called: it needs the token, which this run does not have; give "
                        + "--token or NETLAYER_TOKEN, or log in first in the calls file (--calls)",
                    "warning: 'vault' was not called: it needs key 'basic', which this run does not have; give "
                        + "--key basic=VALUE or NETLAYER_KEY_basic",
                    "note: 'submit' was not called: a method that is not safe is sent only when the calls file "
                        + "(--calls) names it",
                ])
            #expect(report.replies == 1 && report.interfaces == ["login"])
            #expect(report.fails(warningsAsErrors: true) && !report.fails(warningsAsErrors: false))
        }
    }

    @Test func aTokenAndAKeyGivenAreSentAndNeverPrinted() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let spec = try BinSpec.spec(Self.credentialed, base: bin.baseURL.absoluteString)
            let basic = Data("ada:lovelace".utf8).base64EncodedString()
            let report = try await Self.run(
                spec, settings: .init(token: "tok-4242", keys: ["basic": basic], only: ["whoami", "vault"]))
            #expect(Array(report.problems).isEmpty, "\(Array(report.problems).map(\.description))")
            #expect(report.interfaces == ["whoami", "vault"])
            #expect(report.entries.isEmpty, "\(report.entries.map(\.finding.message))")
            let printed = Self.printed(report)
            #expect(!printed.contains("tok-4242") && !printed.contains(basic))
        }
    }

    @Test func aLoginInTheCallsFileGivesItsTokenToTheCallsAfterIt() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let spec = try BinSpec.spec(
                Self.credentialed.replacingOccurrences(
                    of: "Bearer: { authenticated: Bool, token: String }",
                    with: "Bearer: { authenticated: Bool, token: Int }"), base: bin.baseURL.absoluteString)
            let calls = try Self.calls(
                """
                netlayer-calls: 1
                calls:
                  - call: login
                    name: log in
                    parameters: { token: s3cret-77 }
                  - call: whoami
                  - call: submit
                """, of: spec)
            let report = try await Self.run(spec, calls: calls, settings: .init(skipping: ["vault"]))
            #expect(Array(report.problems).isEmpty, "\(Array(report.problems).map(\.description))")
            #expect(report.interfaces == ["login", "whoami", "submit"])
            // httpbin's /bearer echoes the token it was sent: a string where the spec says Int, at the spec's line.
            let finding = try #require(report.entries.first { $0.finding.interface == "whoami" })
            #expect(finding.finding.kind == .wrongKind && finding.finding.pointer == "/token")
            #expect(finding.finding.location.line == 35)
            let sighting = try #require(finding.sightings.first)
            #expect(sighting.reply.name == "call 2" && sighting.reply.location?.line == 6)
            #expect(sighting.reply.description == "the reply to call 'call 2' (GET /bearer)")
            let printed = Self.printed(report)
            #expect(!printed.contains("s3cret-77"), "\(printed)")
        }
    }

    @Test func aStreamedReplyIsNotCalledEvenWhenTheCallsFileNamesIt() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let spec = try BinSpec.spec(
                interfaces: [
                    "lines: { method: GET, path: stream/3, stream: { format: lines } }",
                    "bytes: { method: GET, path: bytes/8, stream: bytes }",
                    "uuid: { method: GET, path: uuid }",
                ], base: bin.baseURL.absoluteString)
            let calls = try Self.calls("netlayer-calls: 1\ncalls:\n  - call: lines\n  - call: lines\n", of: spec)
            let report = try await Self.run(spec, calls: calls)
            #expect(report.interfaces == ["uuid"])
            #expect(
                Array(report.problems).map(\.description) == [
                    "note: 'lines' and 'bytes' were not called: a streamed or downloaded reply is not checked yet"
                ])
        }
    }

    /// Two interfaces, so that one server failing every call is told once.
    static let failing = """
        netlayer: 1
        name: Bin
        environments:
          down: DOWN
          tls: TLS
          garbage: GARBAGE
          loop: LOOP
          slow: BASE
        url: "{base}/{path}"
        modules:
          bin:
            prefix: ""
            interfaces:
              first: { method: GET, path: "delay/3" }
              second: { method: GET, path: "delay/4" }
        """

    @Test func aServerThatFailsIsOneClearLine() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let refusing = try LoopbackPort.reserve()
            defer { refusing.release() }
            let garbage = try CutShortServer.start(.garbage)
            let loop = try CutShortServer.start(
                .raw(Data("HTTP/1.1 302 Found\r\nLocation: /\r\nContent-Length: 0\r\n\r\n".utf8)))
            let port = bin.baseURL.port ?? 0
            let text = Self.failing.replacingOccurrences(of: "DOWN", with: refusing.url.absoluteString)
                .replacingOccurrences(of: "TLS", with: "https://127.0.0.1:\(port)")
                .replacingOccurrences(of: "GARBAGE", with: garbage.baseURL.absoluteString)
                .replacingOccurrences(of: "LOOP", with: loop.baseURL.absoluteString)
            let spec = try BinSpec.spec(text, base: bin.baseURL.absoluteString)
            var lines: [String: [String]] = [:]
            for environment in ["down", "tls", "garbage", "loop", "slow"] {
                // Only the slow server's calls meet the time-out: a busy machine may take a second to be refused.
                let report = try await Self.run(
                    spec, environment: environment, settings: .init(timeout: environment == "slow" ? 1 : 30))
                lines[environment] = Array(report.problems).map(\.description)
                #expect(report.replies == 0 && report.fails(warningsAsErrors: false), "\(environment)")
            }
            await garbage.stop()
            await loop.stop()
            let each = lines.mapValues { $0.count }
            #expect(each == ["down": 1, "tls": 1, "garbage": 1, "loop": 1, "slow": 1], "\(lines)")
            let expected = [
                "down": "error: \(refusing.url.absoluteString): the server did not answer",
                "tls": "error: https://127.0.0.1:\(port): the TLS connection could not be made (the system said: ",
                "garbage": "error: \(garbage.baseURL.absoluteString): what came back is not an HTTP reply",
                "loop": "error: \(loop.baseURL.absoluteString): a redirect could not be followed: a redirect loop",
                "slow": "error: \(bin.baseURL.absoluteString): no reply came within 1 second (--timeout)",
            ]
            for (environment, start) in expected {
                let line = lines[environment]?.first ?? ""
                #expect(line.hasPrefix(start), "\(environment): \(line)")
                #expect(line.hasSuffix("no reply to 'first' and 'second'"), "\(environment): \(line)")
            }
        }
    }

    /// A transport that counts the calls in flight.
    private final class CountingTransport: Transport {
        let base = URLSessionTransport()
        let counts = Locked((now: 0, most: 0))

        func send(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws
            -> TransportReply
        {
            counts.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
            }
            defer { counts.withLock { $0.now -= 1 } }
            return try await base.send(request, body: body, options: options)
        }
    }

    @Test func noMoreCallsAreInFlightThanTheRunAllows() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let spec = try BinSpec.spec(
                interfaces: (1...6).map { "d\($0): { method: GET, path: \"delay/1\" }" },
                base: bin.baseURL.absoluteString)
            let counting = CountingTransport()
            let report = try await Self.run(spec, settings: .init(concurrency: 2), transport: counting)
            #expect(report.replies == 6)
            // Six calls of a second each, two at a time: both slots fill before either call ends.
            #expect(counting.counts.withLock { $0.most } == 2)
        }
    }
}
