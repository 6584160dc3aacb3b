import Foundation
import HTTPTypes

/// A transport whose redirects are followed by its ``Transport/redirects`` policy: what the client sends
/// every request through, so that redirects, the body resent on a 307 or 308 and the credentials dropped
/// on the way to another origin are done once, the same over every transport.
struct RedirectFollower: Transport {
    let base: any Transport

    var redirects: RedirectPolicy { base.redirects }

    func send(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws -> TransportReply {
        try await follow(request, body: body, options: options) { [base] in
            try await base.send($0, body: $1, options: $2)
        }
    }

    func open(_ request: HTTPRequest, body: RequestBody?, options: TransferOptions) async throws -> StreamingReply {
        try await follow(request, body: body, options: options) { [base] in
            try await base.open($0, body: $1, options: $2)
        }
    }

    /// The reply `exchange` gives `request` once the redirects the policy follows are followed, each
    /// redirect's reply dropped before the next request is sent.
    private func follow<Reply: RedirectedReply>(
        _ request: HTTPRequest, body: RequestBody?, options: TransferOptions,
        _ exchange: (HTTPRequest, RequestBody?, TransferOptions) async throws -> Reply
    ) async throws -> Reply {
        let policy = base.redirects
        guard policy.maxRedirects > 0 else { return try await exchange(request, body, options) }
        let options = Self.rising(options)
        // Most replies are not redirects: the first request costs nothing more.
        var reply = try await exchange(request, body, options)
        guard reply.response.isRedirect else { return reply }
        var chain = RedirectChain(policy: policy, credentialHeaders: options.credentialHeaders)
        var current = OutgoingRequest(head: request, body: body)
        while true {
            let next: OutgoingRequest?
            do {
                next = try chain.next(after: reply.response, to: current)
            } catch {
                reply.drop()
                throw error
            }
            guard let next else { return reply }
            reply.drop()
            current = next
            reply = try await exchange(next.head, next.body, options)
            reply.reached(next.head.url)
        }
    }

    /// `options` whose upload progress only rises over the requests of one call: a body resent after a 307
    /// is not reported again from zero, only once it goes past what the earlier request had sent.
    private static func rising(_ options: TransferOptions) -> TransferOptions {
        guard let report = options.uploadProgress else { return options }
        var options = options
        let last = Locked<Int64>(-1)
        options.uploadProgress = { progress in
            let rose = last.withLock { last in
                guard progress.received > last else { return false }
                last = progress.received
                return true
            }
            if rose { report(progress) }
        }
        return options
    }
}

/// A reply the client may pass over for the next request of a redirect.
private protocol RedirectedReply {
    var response: HTTPResponse { get }
    /// Drops what is left of the reply: a redirect is followed, or the call ends at it.
    func drop()
    /// Marks the reply as the one of `url`, where redirects led.
    mutating func reached(_ url: URL?)
}

extension TransportReply: RedirectedReply {
    func drop() {}

    mutating func reached(_ url: URL?) {
        finalURL = url
    }
}

extension StreamingReply: RedirectedReply {
    /// A body dropped unread closes its connection.
    func drop() {
        body.cancel()
    }

    mutating func reached(_ url: URL?) {}
}
