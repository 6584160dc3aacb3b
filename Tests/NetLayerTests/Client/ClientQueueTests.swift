import Foundation
import LoopbackServers
import Testing

@testable import NetLayer

/// The request queue: `cancel: previous`, `cancel: all`, explicit cancels,
/// and many calls at once.
@Suite struct ClientQueueTests {
    private func slowServer() async throws -> TestServer {
        try await TestServer.start(
            TestRoute("GET", "/api/slow") { request in
                .delayed(request.queryValue("delay").flatMap(Double.init) ?? 5, then: .echo)
            },
            .get("/api/fast", reply: .json(#"{"ok": true}"#)))
    }

    private func isCancelled(_ error: NetLayerError?) -> Bool {
        if case .cancelled? = error { return true }
        return false
    }

    @Test func aNewCallCancelsThePreviousOneOfTheSameInterface() async throws {
        let server = try await slowServer()
        defer { Task { await server.stop() } }
        let client = makeClient(server)
        let search = endpoint("search", "slow", cancel: .previous)
        let start = ContinuousClock.now
        async let first = failure { try await client.send(search, parameters: [Parameter("delay", 5, in: .query)]) }
        try await Task.sleep(for: .milliseconds(200))
        let second = try await client.send(search, parameters: [Parameter("delay", 0.1, in: .query)])
        #expect(isCancelled(await first))
        #expect(second.httpStatus == 200)
        #expect(ContinuousClock.now - start < .milliseconds(4500), "the first call ended at once, not after its 5 s")
    }

    @Test func aCallOfACancelAllInterfaceCancelsEveryCallInFlight() async throws {
        let server = try await slowServer()
        defer { Task { await server.stop() } }
        let client = makeClient(server)
        async let a = failure { try await client.send(endpoint("a", "slow")) }
        async let b = failure { try await client.send(endpoint("b", "slow")) }
        try await Task.sleep(for: .milliseconds(200))
        #expect(client.callsInFlight == 2)
        let login = try await client.send(endpoint("login", "fast", cancel: .all))
        #expect(login.httpStatus == 200)
        #expect(isCancelled(await a))
        #expect(isCancelled(await b))
        #expect(client.callsInFlight == 0)
    }

    @Test func callsWithoutAPolicyRunSideBySide() async throws {
        let server = try await slowServer()
        defer { Task { await server.stop() } }
        let client = makeClient(server)
        let list = endpoint("list", "slow")
        async let a = client.send(list, parameters: [Parameter("delay", 0.3, in: .query)])
        async let b = client.send(list, parameters: [Parameter("delay", 0.3, in: .query)])
        let results = try await [a, b]
        #expect(results.map(\.httpStatus) == [200, 200])
    }

    @Test func cancellingByInterfaceOrAll() async throws {
        let server = try await slowServer()
        defer { Task { await server.stop() } }
        let client = makeClient(server)
        async let a = failure { try await client.send(endpoint("a", "slow")) }
        async let b = failure { try await client.send(endpoint("b", "slow")) }
        try await Task.sleep(for: .milliseconds(200))
        client.cancel(endpointID: "a")
        #expect(isCancelled(await a))
        #expect(client.callsInFlight == 1)
        client.cancelAll()
        #expect(isCancelled(await b))
    }

    @Test func cancellingTheCallersTaskCancelsTheCall() async throws {
        let server = try await slowServer()
        defer { Task { await server.stop() } }
        let client = makeClient(server)
        let task = Task { await failure { try await client.send(endpoint("a", "slow")) } }
        try await Task.sleep(for: .milliseconds(200))
        let start = ContinuousClock.now
        task.cancel()
        #expect(isCancelled(await task.value))
        #expect(ContinuousClock.now - start < .seconds(3), "the 5 s call ended early")
    }

    @Test func fiveHundredConcurrentCallsAllCompleteWithTheirOwnResults() async throws {
        let server = try await TestServer.start(TestRoute("GET", "/api/echo", reply: .echo))
        defer { Task { await server.stop() } }
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
