import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// Keys (`auth.keys`) at the mock: read where the configuration sends them,
/// any value passing unless the options name the one that does, and an
/// endpoint passing when one of its alternatives passes whole.
@Suite(.highPriority) struct MockBackendKeyTests {
    private let configuration = ClientConfiguration(
        keys: [
            KeyConfiguration("apiKey", placement: .header("X-API-Key")),
            KeyConfiguration("basic", placement: .header("Authorization"), scheme: "Basic"),
            KeyConfiguration("session", placement: .cookie("sid")),
            KeyConfiguration("queryKey", placement: .query("api_key")),
        ])
    private let me = Endpoint(id: "me", method: .GET, path: "me", auth: [["basic"], ["apiKey", "session"]])
    private let open = Endpoint(id: "open", method: .GET, path: "open", auth: [["queryKey"], []])

    private var interfaces: [MockInterface] {
        [
            MockInterface(endpoint: me, examples: [.data("me", ["id": 1, "name": "me"])]),
            MockInterface(endpoint: open, examples: [.data("open", ["id": 2, "name": "open"])]),
        ]
    }

    @Test func anAlternativePassesWholeOrTheCallIsRefused() async throws {
        let (client, backend) = mockClient(interfaces, configuration, options: MockOptions(keys: ["basic": "dTpw"]))
        let bare = await mockReply(backend, "GET", "/api/me")
        #expect(bare.status == 401)
        #expect(bare.note == "missing key basic")
        #expect(bare.header("WWW-Authenticate") != nil)
        let half = await mockReply(backend, "GET", "/api/me", headers: ["X-API-Key": "k"])
        #expect(half.status == 401, "the API key alone is half an alternative")
        let whole = await mockReply(backend, "GET", "/api/me", headers: ["X-API-Key": "k", "Cookie": "a=1; sid=s%201"])
        #expect(whole.status == 200)
        let wrong = await mockReply(backend, "GET", "/api/me", headers: ["Authorization": "Basic other"])
        #expect(wrong.note == "wrong key basic")
        #expect(await mockReply(backend, "GET", "/api/me", headers: ["Authorization": "Basic dTpw"]).status == 200)
        #expect(await mockReply(backend, "GET", "/api/open").status == 200, "an empty alternative needs nothing")

        // A client sends what passes.
        client.setKey("k", named: "apiKey")
        client.setKey("s 1", named: "session")
        #expect(try await client.send(me, as: Student.self) == Student(id: 1, name: "me"))
        client.setKey(NetLayerClient.basic(user: "u", password: "p"), named: "basic")
        #expect(try await client.send(me, as: Student.self) == Student(id: 1, name: "me"))
    }
}
