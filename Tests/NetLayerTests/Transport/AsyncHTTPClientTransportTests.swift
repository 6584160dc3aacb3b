#if AsyncHTTPClient
    import Foundation
    import LoopbackServers
    import NetLayerAsyncHTTPClient
    import RuntimeTestSupport
    import TestTraits
    import Testing

    @testable import NetLayer

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// What only `AsyncHTTPClientTransport` has: the lifecycle of an `HTTPClient` of its own. The
    /// transport contract itself is tested on every transport (`TransportKind`) by the other suites.
    @Suite(.highPriority) struct AsyncHTTPClientTransportTests {
        /// AsyncHTTPClient stops a debug build whose `HTTPClient` is released without being shut
        /// down; a transport that blocked to shut it down would stall the releasing thread. Many
        /// transports released with a call in flight, then the call cancelled, must do neither.
        @Test(.timeLimit(.minutes(10)))
        func aTransportWithAClientOfItsOwnGoesWithCallsInFlight() async throws {
            try await withTestServer(.get("/api/slow", reply: .never)) { server in
                let request = HTTPRequest(url: server.url("/api/slow"))
                for round in 1...50 {
                    var transport: AsyncHTTPClientTransport? = AsyncHTTPClientTransport(
                        configuration: AsyncHTTPClientTransport.defaultConfiguration())
                    let call = Task { [transport] in
                        try await transport?.send(request, body: nil, options: TransferOptions())
                    }
                    transport = nil
                    _ = await server.waitForRequests(round, path: "/api/slow")
                    call.cancel()
                    let outcome = await call.result
                    #expect(throws: URLError.self) { try outcome.get() }
                }
            }
        }

        /// The shared client is never shut down: transports on it come and go, each call served.
        @Test func transportsOnTheSharedClientComeAndGo() async throws {
            try await withTestServer(.get("/api/ok", reply: .json("{}"))) { server in
                for _ in 0..<20 {
                    let reply = try await AsyncHTTPClientTransport().send(
                        HTTPRequest(url: server.url("/api/ok")), body: nil, options: TransferOptions())
                    #expect(reply.response.status.code == 200)
                }
            }
        }
    }
#endif
