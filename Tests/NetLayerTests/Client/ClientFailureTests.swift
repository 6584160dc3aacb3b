import Foundation
import LoopbackServers
import Testing

@testable import NetLayer

/// Connections that fail, and calls that take too long.
@Suite struct ClientFailureTests {
    private func networkKind(_ error: NetLayerError?) -> NetworkFailure.Kind? {
        if case .network(let failure)? = error { return failure.kind }
        return nil
    }

    @Test(arguments: [
        (CutShortServer.Mode.truncatedBody, NetworkFailure.Kind.connectionLost),
        (.emptyReply, .badReply),
        (.garbage, .badReply),
    ])
    func brokenRepliesAreNetworkFailures(mode: CutShortServer.Mode, kind: NetworkFailure.Kind) async throws {
        let server = try CutShortServer.start(mode)
        let client = NetLayerClient(
            configuration: ClientConfiguration(),
            environment: ServerEnvironment(name: "production", baseURL: server.baseURL))
        let error = await failure { try await client.send(endpoint("list", "list")) }
        await server.stop()
        #expect(networkKind(error) == kind, "\(String(describing: error))")
    }

    @Test func aRefusedConnectionIsUnreachable() async throws {
        let client = NetLayerClient(
            configuration: ClientConfiguration(),
            environment: ServerEnvironment(name: "production", baseURL: try LoopbackPort.refusingURL()))
        let error = await failure { try await client.send(endpoint("list", "list")) }
        #expect(networkKind(error) == .unreachable, "\(String(describing: error))")
    }

    @Test func aSlowReplyTimesOutWithinTheTimeoutPlusOneSecond() async throws {
        let server = try await TestServer.start(.get("/api/slow", reply: .delayed(10, then: .json("{}"))))
        defer { Task { await server.stop() } }
        let client = makeClient(server, ClientConfiguration(timeout: 30))
        let start = ContinuousClock.now
        let error = await failure { try await client.send(endpoint("slow", "slow", timeout: 0.5)) }
        let elapsed = ContinuousClock.now - start
        guard case .timedOut? = error else {
            Issue.record("expected a time-out, got \(String(describing: error))")
            return
        }
        #expect(elapsed >= .milliseconds(450))
        #expect(elapsed < .seconds(3), "ended by the 0.5 s deadline, not the 10 s reply")
    }

    @Test func theClientsDefaultTimeoutApplies() async throws {
        let server = try await TestServer.start(.get("/api/slow", reply: .delayed(10, then: .json("{}"))))
        defer { Task { await server.stop() } }
        let error = await failure {
            try await makeClient(server, ClientConfiguration(timeout: 0.3)).send(endpoint("slow", "slow"))
        }
        guard case .timedOut? = error else {
            Issue.record("expected a time-out, got \(String(describing: error))")
            return
        }
    }
}
