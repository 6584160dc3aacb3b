import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing
import TransportKinds

@testable import NetLayer

/// Connections that fail, and calls that take too long; on every transport.
@Suite(.highPriority) struct ClientFailureTests {
    private func networkKind(_ error: NetLayerError?) -> NetworkFailure.Kind? {
        if case .network(let failure)? = error { return failure.kind }
        return nil
    }

    @Test(
        arguments: TransportKind.all,
        [
            (CutShortServer.Mode.truncatedBody, NetworkFailure.Kind.connectionLost),
            (.emptyReply, .badReply),
            (.garbage, .badReply),
        ])
    func brokenRepliesAreNetworkFailures(
        _ transport: TransportKind, _ broken: (mode: CutShortServer.Mode, kind: NetworkFailure.Kind)
    ) async throws {
        let (mode, kind) = broken
        let server = try CutShortServer.start(mode)
        let client = NetLayerClient(
            configuration: ClientConfiguration(),
            environment: ServerEnvironment(name: "production", baseURL: server.baseURL), transport: transport.make())
        let error = await failure { try await client.send(endpoint("list", "list")) }
        await server.stop()
        #expect(networkKind(error) == kind, "\(String(describing: error))")
    }

    @Test(arguments: TransportKind.all)
    func aRefusedConnectionIsUnreachable(_ transport: TransportKind) async throws {
        let refusing = try LoopbackPort.reserve()
        defer { refusing.release() }
        let client = NetLayerClient(
            configuration: ClientConfiguration(),
            environment: ServerEnvironment(name: "production", baseURL: refusing.url), transport: transport.make())
        let error = await failure { try await client.send(endpoint("list", "list")) }
        #expect(networkKind(error) == .unreachable, "\(String(describing: error))")
    }

    /// The reply never comes, so only a deadline can end the call, and the
    /// client's is ten hours away: the endpoint's 0.5 s ended it. How late a
    /// loaded machine lets the caller run again does not matter.
    @Test(.timeLimit(.minutes(10)), arguments: TransportKind.all)
    func aReplyThatNeverComesTimesOutAtTheEndpointsDeadline(_ transport: TransportKind) async throws {
        try await withTestServer(.get("/api/slow", reply: .never)) { server in
            let client = makeClient(server, ClientConfiguration(timeout: 36_000), transport: transport)
            let start = ContinuousClock.now
            let error = await failure { try await client.send(endpoint("slow", "slow", timeout: 0.5)) }
            let elapsed = ContinuousClock.now - start
            guard case .timedOut? = error else {
                Issue.record("expected a time-out, got \(String(describing: error))")
                return
            }
            #expect(elapsed >= .milliseconds(450), "not before the endpoint's 0.5 s")
        }
    }

    @Test(.timeLimit(.minutes(10)), arguments: TransportKind.all)
    func theClientsDefaultTimeoutApplies(_ transport: TransportKind) async throws {
        try await withTestServer(.get("/api/slow", reply: .never)) { server in
            let start = ContinuousClock.now
            let error = await failure {
                try await makeClient(server, ClientConfiguration(timeout: 0.3), transport: transport).send(
                    endpoint("slow", "slow"))
            }
            let elapsed = ContinuousClock.now - start
            guard case .timedOut? = error else {
                Issue.record("expected a time-out, got \(String(describing: error))")
                return
            }
            #expect(elapsed >= .milliseconds(250), "not before the client's 0.3 s")
        }
    }
}
