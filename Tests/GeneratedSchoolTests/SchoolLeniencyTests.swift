import Foundation
import GeneratedSchool
import LoopbackServers
import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing
import TransportKinds

/// Leniency and date formats chosen in the spec where a backend is loose:
/// on the `public` module (banner titles as numbers), on the `Status`
/// model (ids as strings, nulls) with its `created_at` format; the rest
/// stays strict.
@Suite(.highPriority) struct SchoolLeniencyTests {
    /// The statuses module lives on a third party's host, with a token of
    /// its own (tokens are kept per host): its replies come from a stub.
    private func timeline(_ json: String) -> SchoolClient {
        SchoolClient(
            transport: StubTransport(replies: ["/2/statuses/home_timeline.json": .json(json)]),
            tokenStore: MemoryTokenStore(tokens: ["api.weibo.example": StoredToken(value: "T")]))
    }

    @Test func theLooseModelDecodesItsLooseFieldsAndItsOwnDateFormat() async throws {
        let client = timeline(
            #"{"statuses": [{"id": "3362404112440218", "text": null, "created_at": "Tue May 31 17:46:55 +0800 2011", "#
                + #""user": {"id": 1, "screen_name": "ada"}}]}"#)
        let statuses = try await client.statuses.homeTimeline()
        #expect(statuses.count == 1)
        #expect(statuses[0].id == 3_362_404_112_440_218)
        #expect(statuses[0].text == "")
        #expect(statuses[0].createdAt == ISO8601DateFormatter().date(from: "2011-05-31T09:46:55Z"))
    }

    @Test func aModelInsideTheLooseOneThatChoosesNothingInheritsItsLeniency() async throws {
        let client = timeline(#"{"statuses": [{"id": 1, "text": "t", "user": {"id": "2", "screen_name": null}}]}"#)
        let statuses = try await client.statuses.homeTimeline()
        #expect(statuses[0].user == User(id: 2, screenName: ""))
    }

    @Test(arguments: TransportKind.all)
    func theModulesLeniencyAppliesToItsInterfacesOnly(_ kind: TransportKind) async throws {
        try await withTestServer(
            TestServer.start(
                .get(
                    "/api/public/v5/banner/list",
                    reply: .json(#"{"h":{"code":200},"b":[{"title": 2026, "link": "https://school.example/2026"}]}"#)),
                .get(
                    "/api/student/v5/student/7/detail",
                    reply: .json(
                        #"{"h":{"code":200},"b":{"id": "7", "name": "a", "joined_at": "2026-09-01T08:00:00Z"}}"#)))
        ) { server in
            let client = SchoolClient.loggedIn(to: server, over: kind)
            let banners = try await client.public.banner()
            #expect(banners == [Banner(title: "2026", link: URL(string: "https://school.example/2026")!)])
            do throws(NetLayerError) {
                _ = try await client.student.studentDetail(stuId: "7")
                Issue.record("a string id decoded in the strict student module")
            } catch {
                guard case .decoding(let failure) = error else {
                    Issue.record("expected a decoding failure, got \(error)")
                    return
                }
                #expect(failure.codingPath == "id")
            }
        }
    }
}
