import Foundation
import GeneratedSchool
import LoopbackServers
import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing
import TransportKinds

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `statuses` module lives on a host of its own (its `base`, a third party's): its token is set through
/// the module and kept apart from the environment's, and neither host is sent the other's.
@Suite(.highPriority) struct SchoolModuleHostTests {
    /// Sends what goes to `host` to `server` instead (over plain HTTP), the rest as it is: the module's own
    /// host, as the generated code names it, answered by a loopback server.
    struct Rerouting: Transport {
        let host: String
        let server: URL
        let transport: any Transport

        func send(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws
            -> TransportReply
        {
            var request = request
            if let url = request.url, url.host == host,
                var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
            {
                components.scheme = server.scheme
                components.host = server.host
                components.port = server.port
                request.url = components.url
            }
            return try await transport.send(request, body: body, options: options)
        }
    }

    @Test(arguments: TransportKind.all)
    func theModuleOnItsOwnHostIsSentItsOwnTokenOnly(_ kind: TransportKind) async throws {
        try await withTestServer(TestRoute(nil, "*", reply: .json(#"{"h":{"code":200},"b":[]}"#))) {
            school in
            try await withTestServer(TestRoute(nil, "*", reply: .json(#"{"statuses":[]}"#))) {
                weibo in
                let client = SchoolClient(
                    transport: Rerouting(host: "api.weibo.example", server: weibo.url(""), transport: kind.make()),
                    tokenStore: MemoryTokenStore())
                client.server = ServerEnvironment(name: "production", baseURL: school.url("/api"))
                let timeline = "/2/statuses/home_timeline.json"

                client.setToken("SCHOOL-T")
                do throws(NetLayerError) {
                    _ = try await client.api.statuses.homeTimeline()
                    Issue.record("the environment's token must not be sent to the module's host")
                } catch .loginRequired {
                } catch {
                    Issue.record("\(error)")
                }
                #expect(weibo.requests.isEmpty)

                client.api.statuses.setToken("WEIBO-T")
                _ = try await client.api.statuses.homeTimeline()
                _ = try await client.api.student.studentDetail(stuId: "1")
                #expect(weibo.lastRequest(path: timeline)?.header("x-auth-token") == "WEIBO-T")
                #expect(
                    school.lastRequest?.header("x-auth-token") == "SCHOOL-T", "the module's token is not the client's")
                #expect(client.core.currentToken == "SCHOOL-T")
                #expect(weibo.requests.allSatisfy { $0.header("x-auth-token") == "WEIBO-T" })
                #expect(school.requests.allSatisfy { $0.header("x-auth-token") == "SCHOOL-T" })
            }
        }
    }
}
