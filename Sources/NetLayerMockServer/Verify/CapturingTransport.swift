import Foundation
import HTTPTypes
import NetLayer

/// A transport that keeps the last exchange it made for one call: the reply `netlayer verify` holds to the
/// spec, whatever the client made of it (a status error, a business failure, a login required).
final class CapturingTransport: Transport {
    /// A request as it went out, and the reply it got.
    struct Exchange: Sendable {
        var request: HTTPRequest
        var reply: TransportReply
    }

    private let base: any Transport
    private let last = Locked<Exchange?>(nil)

    init(_ base: any Transport) {
        self.base = base
    }

    var redirects: RedirectPolicy { base.redirects }

    /// The last request sent and its reply; after redirects, the one the client was left with.
    var exchange: Exchange? { last.withLock { $0 } }

    func send(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws -> TransportReply {
        let reply = try await base.send(request, body: body, options: options)
        last.withLock { $0 = Exchange(request: request, reply: reply) }
        return reply
    }
}
