import Foundation
import NetLayer

extension StubTransport {
    /// A transport that answers every request through `backend`, as
    /// `netlayer mock` would over HTTP: a generated client's `stubbed(...)`.
    ///
    /// - Parameter backend: The backend whose replies the transport gives, after its latency.
    public init(backend: MockBackend) {
        self.init { request, body in
            let reply = await backend.reply(to: MockRequest(request, body: body))
            return StubReply(status: reply.status, headers: reply.headers, body: reply.body)
        }
    }
}
