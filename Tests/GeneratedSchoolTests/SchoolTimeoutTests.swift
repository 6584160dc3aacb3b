import Foundation
import GeneratedSchool
import LoopbackServers
import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing
import TransportKinds

/// The generated client's deadline: the spec's `timeout` (30 s for school.yaml) unless the app gives
/// the client a configuration of its own, or a call a time-out of its own (`NetLayerClient.withTimeout`,
/// or an endpoint with its own).
@Suite(.highPriority) struct SchoolTimeoutTests {
    /// Below the spec's 30 s: a call that ends before it cannot have waited for that deadline, so it
    /// ended by the time-out it was given. The rest is margin for a loaded machine: a 0.2 s time-out
    /// took 13 s under ThreadSanitizer in a CI run, past the 10 s this was.
    private let bound: Duration = .seconds(25)

    private func client(
        _ server: TestServer, _ kind: TransportKind, configuration: ClientConfiguration = SchoolClient.configuration
    ) -> SchoolClient {
        let client = SchoolClient(transport: kind.make(), tokenStore: MemoryTokenStore(), configuration: configuration)
        client.server = ServerEnvironment(name: "production", baseURL: server.url("/api"))
        client.setToken("T-1")
        return client
    }

    /// How `call` failed, and how long it took.
    private func timed(_ call: () async throws(NetLayerError) -> RequestResult) async -> (NetLayerError?, Duration) {
        let start = ContinuousClock.now
        do throws(NetLayerError) {
            _ = try await call()
            return (nil, .now - start)
        } catch {
            return (error, .now - start)
        }
    }

    @Test(arguments: TransportKind.all)
    func theSpecsTimeoutIsTheDefault(_ kind: TransportKind) async throws {
        try await withTestServer(TestRoute(nil, "*", reply: .never)) { server in
            #expect(SchoolClient.configuration.timeout == 30)
            #expect(client(server, kind).core.configuration.timeout == 30)
        }
    }

    @Test(arguments: TransportKind.all)
    func aClientsOwnTimeoutEndsACallTheServerNeverAnswers(_ kind: TransportKind) async throws {
        try await withTestServer(TestRoute(nil, "*", reply: .never)) { server in
            var configuration = SchoolClient.configuration
            configuration.timeout = 0.2
            let client = client(server, kind, configuration: configuration)
            let (error, took) = await timed { () async throws(NetLayerError) in try await client.api.public.banner() }
            guard case .timedOut? = error else {
                Issue.record("a held reply ends in the client's time-out, not \(String(describing: error))")
                return
            }
            // Whether the request reached the server before 0.2 s passed is the machine's load, not the client's.
            #expect(took < bound, "the client's 0.2 s, not the spec's 30 s")
        }
    }

    /// Calls take no options: a call of its own time-out sends the interface's endpoint with it changed.
    @Test(arguments: TransportKind.all)
    func aCallsOwnTimeoutGoesThroughItsEndpoint(_ kind: TransportKind) async throws {
        try await withTestServer(TestRoute(nil, "*", reply: .never)) { server in
            let client = client(server, kind)
            var endpoint = RequestInterface.banner.endpoint
            endpoint.timeout = 0.2
            let parameters = try RequestInterface.banner.parameters(from: [:])
            let (error, took) = await timed { () async throws(NetLayerError) in
                try await client.core.send(endpoint, parameters: parameters)
            }
            guard case .timedOut? = error else {
                Issue.record("a held reply ends in the call's time-out, not \(String(describing: error))")
                return
            }
            #expect(took < bound, "the call's 0.2 s, not the spec's 30 s")
        }
    }

    /// `withTimeout` gives the calls under it their deadline, whichever layer and style makes them.
    @Test(arguments: TransportKind.all)
    func withTimeoutEndsTheCallsUnderItOnly(_ kind: TransportKind) async throws {
        try await withTestServer(TestRoute(nil, "*", reply: .never)) { server in
            let client = client(server, kind)
            let (api, apiTook) = await timed { () async throws(NetLayerError) in
                try await NetLayerClient.withTimeout(0.2) { () async throws(NetLayerError) in
                    try await client.api.public.banner()
                }
            }
            guard case .timedOut? = api else {
                Issue.record("the API call ends in the scope's time-out, not \(String(describing: api))")
                return
            }
            #expect(apiTook < bound, "the scope's 0.2 s, not the spec's 30 s")
            let service: NetLayerError? = await {
                do throws(NetLayerError) {
                    _ = try await NetLayerClient.withTimeout(0.2) { () async throws(NetLayerError) in
                        try await client.public.banner()
                    }
                    return nil
                } catch {
                    return error
                }
            }()
            guard case .timedOut? = service else {
                Issue.record("the Service call ends in the scope's time-out, not \(String(describing: service))")
                return
            }
            // A closure-style call starts its own task inside the scope: it takes the time-out too.
            let (replies, delivery) = AsyncStream.makeStream(of: Result<[Banner], NetLayerError>.self)
            await NetLayerClient.withTimeout(0.2) { _ = client.public.banner { delivery.yield($0) } }
            let closure = await replies.first { _ in true }
            guard case .failure(.timedOut)? = closure else {
                Issue.record("the closure-style call ends in the scope's time-out, not \(String(describing: closure))")
                return
            }
            // Outside the scope the spec's 30 s holds: the call is still waiting when it is cancelled. (Its own
            // path: a call above may have ended before its request reached the server.)
            let outside = Task {
                await timed { () async throws(NetLayerError) in try await client.api.student.studentDetail(stuId: "9") }
            }
            _ = await server.waitForRequests(1, path: "/api/student/v5/student/9/detail")
            outside.cancel()
            guard case .cancelled? = await outside.value.0 else {
                Issue.record("outside the scope the call waits for the spec's deadline")
                return
            }
        }
    }

    /// The scope wins over an endpoint's own time-out, as the most particular setting.
    @Test(arguments: TransportKind.all)
    func withTimeoutWinsOverTheEndpoints(_ kind: TransportKind) async throws {
        try await withTestServer(TestRoute(nil, "*", reply: .never)) { server in
            let client = client(server, kind)
            var endpoint = RequestInterface.banner.endpoint
            endpoint.timeout = 3600
            let parameters = try RequestInterface.banner.parameters(from: [:])
            let (error, took) = await timed { () async throws(NetLayerError) in
                try await NetLayerClient.withTimeout(0.2) { () async throws(NetLayerError) in
                    try await client.core.send(endpoint, parameters: parameters)
                }
            }
            guard case .timedOut? = error else {
                Issue.record("the scope's time-out ends the call, not \(String(describing: error))")
                return
            }
            #expect(took < bound)
        }
    }
}
