import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestSupport
import Testing

@_spi(Generated) @testable import NetLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A call ends at its deadline or its cancellation at once, whatever is under
/// way: the caller does not wait for the work to notice.
// The time limit only turns a call that never ends into a failure instead of a hang.
@Suite(.timeLimit(.minutes(1))) struct FirstOutcomeTests {
    @Test func theFirstSettledValueWinsWhetherItComesBeforeOrAfterTheWait() async {
        let early = FirstOutcome<Int>()
        early.settle(1)
        early.settle(2)
        #expect(await early.value == 1)

        let late = FirstOutcome<Int>()
        async let value = late.value
        late.settle(3)
        late.settle(4)
        #expect(await value == 3)
    }

    /// Work that ignores cancellation, held until the test releases it.
    private struct StubbornInterceptor: RequestInterceptor {
        let entered: TestEvent
        let release: TestEvent
        let returned: TestEvent

        func adapt(_ request: HTTPRequest, for endpoint: Endpoint, client: NetLayerClient) async throws(NetLayerError)
            -> HTTPRequest
        {
            entered.fire()
            await release.wait()
            returned.fire()
            return request
        }
    }

    private func stubbornClient() async throws -> (NetLayerClient, StubbornInterceptor, TestServer) {
        let server = try await TestServer.start(.get("/api/item", reply: .json("{}")))
        let interceptor = StubbornInterceptor(entered: TestEvent(), release: TestEvent(), returned: TestEvent())
        let client = makeClient(server, ClientConfiguration(interceptors: [interceptor]))
        return (client, interceptor, server)
    }

    @Test func theDeadlineEndsTheCallWhileItsWorkIgnoresCancellation() async throws {
        let (client, interceptor, server) = try await stubbornClient()
        try await withTestServer(server) { server in
            let error = await failure { try await client.send(endpoint("item", "item", timeout: 0.2)) }
            guard case .timedOut? = error else {
                Issue.record("expected a time-out, got \(String(describing: error))")
                return
            }
            #expect(interceptor.entered.hasFired)
            #expect(!interceptor.returned.hasFired, "the call ended while its interceptor was still at work")
            #expect(server.requests.isEmpty)
            interceptor.release.fire()
            await interceptor.returned.wait()
            #expect(client.callsInFlight == 0)
        }
    }

    @Test func cancellingTheCallerEndsTheCallWhileItsWorkIgnoresCancellation() async throws {
        let (client, interceptor, server) = try await stubbornClient()
        try await withTestServer(server) { server in
            let call = Task { await failure { try await client.send(endpoint("item", "item")) } }
            await interceptor.entered.wait()
            call.cancel()
            guard case .cancelled? = await call.value else {
                Issue.record("expected cancelled")
                return
            }
            #expect(!interceptor.returned.hasFired, "the call ended while its interceptor was still at work")
            interceptor.release.fire()
            await interceptor.returned.wait()
            #expect(server.requests.isEmpty, "the cancelled call sent nothing once its interceptor returned")
        }
    }
}
