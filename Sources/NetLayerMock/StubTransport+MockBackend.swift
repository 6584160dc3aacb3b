import Foundation
import NetLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension StubTransport {
    /// A transport that answers every request through `backend`, as
    /// `netlayer mock` would over HTTP: a generated client's `stubbed(...)`.
    ///
    /// - Parameter backend: The backend whose replies the transport gives, after its latency.
    public init(backend: MockBackend) {
        self.init { request in
            let reply = await backend.reply(to: MockRequest(request))
            return StubReply(status: reply.status, headers: reply.headers, body: reply.body)
        }
    }
}
