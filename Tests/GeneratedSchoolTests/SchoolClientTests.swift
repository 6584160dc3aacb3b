import Foundation
import GeneratedSchool
import LoopbackServers
import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing
import TransportKinds

/// The reference School client, compiled against the runtime in Swift 6
/// mode, calling a loopback School backend.
@Suite(.highPriority) struct SchoolClientTests {
    /// The School backend: `{"h": {...}, "b": ...}` replies under `/api`.
    private func backend() async throws -> TestServer {
        @Sendable func reply(_ data: String, code: Int = 200, message: String = "ok") -> TestReply {
            .json(#"{"h":{"code":\#(code),"msg":"\#(message)","time":"2026-11-22 10:00:00"},"b":\#(data)}"#)
        }
        return try await TestServer.start(
            TestRoute("GET", "/api/student/v5/student/list") { request in
                request.header("x-auth-token") == "T-9"
                    ? reply(#"[{"id": 1, "name": "小明", "avatar": null, "joined_at": "2026-09-01T08:00:00Z"}]"#)
                    : reply("null", code: 4001, message: "请重新登录")
            },
            TestRoute("GET", "/api/student/v5/student/*") { _ in reply("null", code: 4040, message: "学生不存在") },
            TestRoute("POST", "/api/account/api/login/V1/password") { _ in
                var answer = reply(#"{"token": "T-9", "userId": 9007199254740993, "expiresIn": 3600}"#)
                answer.headers["x-auth-token"] = "T-9"
                return answer
            })
    }

    private func client(_ server: TestServer, _ kind: TransportKind) -> SchoolClient {
        let client = SchoolClient(transport: kind.make(), tokenStore: MemoryTokenStore())
        client.server = ServerEnvironment(name: "production", baseURL: server.url("/api"))
        client.userAgent = "SchoolApp/1.0"
        return client
    }

    /// Each `$name` value has a typed property, the same storage as
    /// `values`, and what it holds is sent.
    @Test(arguments: TransportKind.all)
    func runtimeValuesHaveTypedPropertiesThatAreSent(_ kind: TransportKind) async throws {
        try await withTestServer(backend()) { server in
            let client = client(server, kind)
            #expect(client.values["userAgent"] == "SchoolApp/1.0")
            client.values["deviceId"] = "D-1"
            #expect(client.deviceId == "D-1")
            _ = try await client.account.loginByPassword(productNo: "p", password: "s")
            #expect(server.lastRequest?.header("UA") == "SchoolApp/1.0")
            #expect(server.lastRequest?.header("IMEI") == "D-1")
            client.deviceId = nil
            _ = try await client.account.loginByPassword(productNo: "p", password: "s")
            #expect(server.lastRequest?.header("IMEI") == nil, "a value set to nil is not sent")
        }
    }

    @Test func concurrentWritersOfTheGeneratedClientsValuesLoseNone() async {
        let client = SchoolClient(transport: StubTransport { _, _ in .json("{}") }, tokenStore: MemoryTokenStore())
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask { client.values["key\(index)"] = "\(index)" }
            }
        }
        #expect(client.values.all.count == 100)
    }

    @Test(arguments: TransportKind.all)
    func serviceCallsDecodeModelsAndAPICallsReturnTheWholeResult(_ kind: TransportKind) async throws {
        try await withTestServer(backend()) { server in
            let client = client(server, kind)

            let login = try await client.account.loginByPassword(productNo: "p1", password: "secret")
            #expect(login == LoginResult(token: "T-9", userId: 9_007_199_254_740_993))
            #expect(client.isLoggedIn)

            let students = try await client.student.studentList(stuId: "666")
            #expect(students.map(\.name) == ["小明"])
            #expect(students.first?.joinedAt == Date(timeIntervalSince1970: 1_788_249_600))

            let result = try await client.api.student.studentList(stuId: "666", page: 2)
            #expect(result.message == "ok")
            #expect(result.serverTime == "2026-11-22 10:00:00")
            let request = try #require(server.lastRequest(path: "/api/student/v5/student/list"))
            #expect(request.query == "systemType=ios&stuId=666&page=2")
            #expect(request.header("_c") == "ios")
            #expect(request.header("ua") == "SchoolApp/1.0")
            #expect(request.header("x-auth-token") == "T-9")
            #expect(
                server.lastRequest(path: "/api/account/api/login/V1/password")?.bodyText
                    == #"{"systemType":"ios","productNo":"p1","password":"secret"}"#)
        }
    }

    /// A token the app obtained, handed over with the generated client's
    /// `setToken`, is sent without a login.
    @Test(arguments: TransportKind.all)
    func aTokenSetByTheAppIsSent(_ kind: TransportKind) async throws {
        try await withTestServer(backend()) { server in
            let client = client(server, kind)
            #expect(!client.isLoggedIn)
            client.setToken("T-9")
            #expect(client.isLoggedIn)
            _ = try await client.student.studentList(stuId: "666")
            #expect(server.lastRequest(path: "/api/student/v5/student/list")?.header("x-auth-token") == "T-9")
            client.logOut()
            #expect(!client.isLoggedIn)
        }
    }

    @Test(arguments: TransportKind.all)
    func aBusinessErrorSurfacesAsTheRuntimesError(_ kind: TransportKind) async throws {
        try await withTestServer(backend()) { server in
            let client = client(server, kind)
            client.setToken("T-9")
            do throws(NetLayerError) {
                _ = try await client.student.studentDetail(stuId: "404")
                Issue.record("the call succeeded")
            } catch {
                guard case .business(let failure) = error else {
                    Issue.record("expected a business error, got \(error)")
                    return
                }
                #expect(failure.message == "学生不存在")
                #expect(failure.code == 4040)
                #expect(failure.code == "4040", "a code compares as text, as the server may write it either way")
                #expect(failure.code != 404)
            }
        }
    }

    /// The pattern docs/runtime.md gives for typed errors inside a `Task`,
    /// whose closure Swift infers as throwing `any Error`.
    @Test(arguments: TransportKind.all)
    func typedErrorsReachATaskThroughDoThrows(_ kind: TransportKind) async throws {
        try await withTestServer(backend()) { server in
            let client = client(server, kind)
            client.setToken("T-9")
            let outcome = await Task { () -> String in
                do throws(NetLayerError) {
                    let student = try await client.student.studentDetail(stuId: "404")
                    return "found \(student.name)"
                } catch .business(let failure) where failure.code == 4040 {
                    return "not found: \(failure.message ?? "")"
                } catch .loginRequired {
                    return "log in"
                } catch {
                    return "other: \(error)"
                }
            }.value
            #expect(outcome == "not found: 学生不存在")
        }
    }

    /// A token the server refuses with an `expired` code (4001) ends the
    /// call in `loginRequired` and is forgotten.
    @Test(arguments: TransportKind.all)
    func anExpiredCodeAsksForLogin(_ kind: TransportKind) async throws {
        try await withTestServer(backend()) { server in
            let client = client(server, kind)
            client.setToken("OLD")
            do throws(NetLayerError) {
                _ = try await client.student.studentList(stuId: "666")
                Issue.record("the call succeeded with a refused token")
            } catch {
                guard case .loginRequired = error else {
                    Issue.record("expected loginRequired, got \(error)")
                    return
                }
            }
            #expect(server.requests(path: "/api/student/v5/student/list").map { $0.header("x-auth-token") } == ["OLD"])
            #expect(!client.isLoggedIn)
        }
    }

    @Test(arguments: TransportKind.all)
    func theClientSwitchesServersAndLogsOut(_ kind: TransportKind) async throws {
        try await withTestServer(backend()) { server in
            let client = client(server, kind)
            #expect(client.server.baseURL == server.url("/api"))
            _ = try await client.account.loginByPassword(productNo: "p1", password: "secret")
            #expect(client.isLoggedIn)

            client.logOut()
            #expect(!client.isLoggedIn)
            do throws(NetLayerError) {
                _ = try await client.student.studentList(stuId: "666")
                Issue.record("the call succeeded after logging out")
            } catch {
                guard case .loginRequired = error else {
                    Issue.record("expected loginRequired, got \(error)")
                    return
                }
            }
            #expect(server.requests(path: "/api/student/v5/student/list").isEmpty, "no call is sent without the token")

            // Tokens are kept per server: staging has none, and coming back finds none either.
            client.server = SchoolEnvironment.staging.server
            #expect(client.server.name == "staging")
            #expect(!client.isLoggedIn)
        }
    }

    @Test func theURLTable() {
        #expect(
            RequestInterface.studentList.url(in: .production)?.absoluteString
                == "https://www.runedu.example/api/student/v5/student/list")
        #expect(
            RequestInterface.loginByPassword.url(in: .staging)?.absoluteString
                == "http://www.runedu.test/api/app/account/api/login/V1/password")
        #expect(
            RequestInterface.homeTimeline.url(in: .staging)?.absoluteString
                == "https://api.weibo.example/2/statuses/home_timeline.json")
        #expect(
            RequestInterface.studentDetail.url(in: .production, pathValues: ["stuId": "7"])?.absoluteString
                == "https://www.runedu.example/api/student/v5/student/7/detail")
        #expect(RequestInterface.allCases.count == 7)
        #expect(SchoolEnvironment.allCases.map(\.rawValue) == ["production", "staging"])
    }
}
