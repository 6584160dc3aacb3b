import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestSupport
import TestTraits
import Testing

@testable import NetLayer

/// The request queue: `cancel: previous`, `cancel: all`, explicit cancels,
/// and many calls at once.
@Suite(.highPriority, .timeLimit(.minutes(10))) struct ClientQueueTests {
    /// `/api/slow` never answers, so a call to it that ends can only have been
    /// cancelled; `/api/slow?held=no` and `/api/fast` answer at once.
    private func slowServer() async throws -> TestServer {
        try await TestServer.start(
            TestRoute("GET", "/api/slow") { request in
                request.queryValue("held") == "no" ? .echo : .never
            },
            .get("/api/fast", reply: .json(#"{"ok": true}"#)))
    }

    private func isCancelled(_ error: NetLayerError?) -> Bool {
        if case .cancelled? = error { return true }
        return false
    }

    @Test func aNewCallCancelsThePreviousOneOfTheSameInterface() async throws {
        try await withTestServer(slowServer()) { server in
            let client = makeClient(server)
            let search = endpoint("search", "slow", cancel: .previous)
            async let first = failure { try await client.send(search) }
            await server.waitForRequests(1)
            let second = try await client.send(search, parameters: [Parameter("held", "no", in: .query)])
            #expect(isCancelled(await first), "its reply never comes")
            #expect(second.httpStatus == 200)
        }
    }

    @Test func aCallOfACancelAllInterfaceCancelsEveryCallInFlight() async throws {
        try await withTestServer(slowServer()) { server in
            let client = makeClient(server)
            async let a = failure { try await client.send(endpoint("a", "slow")) }
            async let b = failure { try await client.send(endpoint("b", "slow")) }
            await server.waitForRequests(2)
            #expect(client.callsInFlight == 2)
            let login = try await client.send(endpoint("login", "fast", cancel: .all))
            #expect(login.httpStatus == 200)
            #expect(isCancelled(await a))
            #expect(isCancelled(await b))
            #expect(client.callsInFlight == 0)
        }
    }

    /// Each reply waits until both requests have arrived: calls made one after
    /// the other would never be answered.
    @Test func callsWithoutAPolicyRunSideBySide() async throws {
        let arrived = TestState(0)
        try await withTestServer(
            TestServer.start(
                TestRoute("GET", "/api/both") { _ in
                    arrived.update { $0 += 1 }
                    await arrived.wait { $0 >= 2 }
                    return .echo
                })
        ) { server in
            let client = makeClient(server)
            let list = endpoint("list", "both")
            async let a = client.send(list)
            async let b = client.send(list)
            let results = try await [a, b]
            #expect(results.map(\.httpStatus) == [200, 200])
        }
    }

    @Test func cancellingByInterfaceOrAll() async throws {
        try await withTestServer(slowServer()) { server in
            let client = makeClient(server)
            async let a = failure { try await client.send(endpoint("a", "slow")) }
            async let b = failure { try await client.send(endpoint("b", "slow")) }
            await server.waitForRequests(2)
            client.cancel(endpointID: "a")
            #expect(isCancelled(await a))
            #expect(client.callsInFlight == 1)
            client.cancelAll()
            #expect(isCancelled(await b))
        }
    }

    @Test func cancellingTheCallersTaskCancelsTheCall() async throws {
        try await withTestServer(slowServer()) { server in
            let client = makeClient(server)
            let task = Task { await failure { try await client.send(endpoint("a", "slow")) } }
            await server.waitForRequests(1)
            task.cancel()
            #expect(isCancelled(await task.value), "its reply never comes")
        }
    }

    @Test func fiveHundredConcurrentCallsAllCompleteWithTheirOwnResults() async throws {
        try await withTestServer(TestRoute("GET", "/api/echo", reply: .echo)) { server in
            let client = makeClient(server)
            let echo = endpoint("echo", "echo")
            let queries = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for index in 0..<500 {
                    group.addTask {
                        let result = try await client.send(echo, parameters: [Parameter("n", index, in: .query)])
                        return (index, result.data?["query"]?.stringValue ?? "")
                    }
                }
                return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
            }
            #expect(queries.count == 500)
            #expect(queries.allSatisfy { $0.value == "n=\($0.key)" })
        }
    }
}
