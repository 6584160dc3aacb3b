import Foundation
import HTTPTypes

/// A request ready to send, with the credentials it carries.
struct PreparedRequest {
    /// The request's head, interceptors applied, and its body.
    var request: OutgoingRequest
    /// The token it sends and the host tokens are kept under.
    var sent: SentCredentials
    /// The keys the call's chosen alternative sends.
    var keys: [SentKey]
    /// The cache's generation before the credentials were read: a log-out since keeps the reply out of the cache.
    var cacheGeneration: Int
}

/// An attempt's request, or why it is not sent.
enum RequestPreparation<Value> {
    case ready(PreparedRequest)
    /// Not sent: the attempt as it ends (a failure, or a token expired), with the token it would have sent.
    case refused(Attempt<Value>)
}

extension NetLayerClient {
    /// The request of one attempt, as every kind of call sends it: the
    /// environment's URL, the credentials the endpoint needs, the
    /// interceptors' `adapt`, and the request logged with its secrets
    /// redacted. A request not sent ends the attempt.
    func prepareRequest<Value>(
        _ endpoint: Endpoint, parameters: [Parameter], as _: Value.Type
    ) async -> RequestPreparation<Value> {
        // Taken before the credentials: a log-out after this point keeps the reply out of the cache.
        let cacheGeneration = replyCache.generation
        let environment = self.environment
        var builder = RequestBuilder(
            endpoint: endpoint, parameters: parameters, environment: environment, configuration: configuration,
            values: values.all, token: nil, keys: [])
        var host: String?
        do {
            let target = try builder.target()
            // Read only when a credential can be sent, kept or expired: with token rules, or with an alternative
            // that names a token or a key.
            if configuration.token != nil || endpoint.auth.contains(where: { !$0.isEmpty }) {
                host = TokenKeeper.host(of: target)
            }
            if let host {
                // A call is not sent without the credentials it needs: the server could only refuse it, or, if the
                // token's `expired` codes miss the status it refuses with, the app would never hear "log in".
                switch credentials(for: endpoint, host: host, tokens: tokens) {
                case .send(let token, let keys):
                    builder.token = token
                    builder.keys = keys
                case .expired(let token):
                    return .refused(Attempt(outcome: .expired, sent: SentCredentials(token: token, host: host)))
                case .missing:
                    return .refused(
                        Attempt(outcome: .failure(.loginRequired), sent: SentCredentials(token: nil, host: host)))
                }
            }
            var request = try builder.build(target: target)
            for interceptor in configuration.interceptors {
                request.head = try await interceptor.adapt(request.head, for: endpoint, client: self)
            }
            if let logger = configuration.logger {
                logRequest(try builder.build(redacting: true), endpoint: endpoint, to: logger)
            }
            return .ready(
                PreparedRequest(
                    request: request, sent: SentCredentials(token: builder.token, host: host), keys: builder.keys,
                    cacheGeneration: cacheGeneration))
        } catch {
            return .refused(
                Attempt(
                    outcome: .failure(.from(transportError: error)),
                    sent: SentCredentials(token: builder.token, host: host)))
        }
    }

    /// How `endpoint`'s replies are read, whether a call's, or an error reply of a stream or a download: its
    /// envelope, the token rules, and whether the body is JSON. The one place a `ReplyReader` is made.
    func replyReader(for endpoint: Endpoint) -> ReplyReader {
        ReplyReader(
            envelope: configuration.envelope(for: endpoint), token: configuration.token,
            parsesJSON: endpoint.reply == .json)
    }

    private func logRequest(_ request: OutgoingRequest, endpoint: Endpoint, to logger: any NetLayerLogger) {
        // JSON and forms are text worth reading; a multipart body or a file's bytes are logged by size.
        let type = request.head.headerFields[.contentType] ?? ""
        var body: String?
        if let data = request.body?.data,
            type.hasPrefix("application/json") || type.hasPrefix("application/x-www-form-urlencoded")
        {
            body = String(decoding: data, as: UTF8.self)
        } else if let size = request.body?.length {
            // A body streamed from disk is never read for the log.
            body = type.hasPrefix("multipart/") ? "<multipart, \(size) bytes>" : "<\(type), \(size) bytes>"
        }
        logger.log(
            .request(
                endpointID: endpoint.id, method: request.head.method.rawValue,
                url: request.head.url?.absoluteString ?? "", headers: request.head.headerFields.dictionary, body: body))
    }

    /// What an error status makes of a reply read as it arrives (a stream's,
    /// a download's): the same error a call gets, its body read whole (up to
    /// the client's reply limit) and read as a call's reply is.
    func errorOutcome<Value>(
        _ response: HTTPResponse, body: ReplyBody, endpoint: Endpoint
    ) async -> AttemptOutcome<Value> {
        var data = Data()
        let limit = configuration.maxReplyBytes ?? Int64.max
        do {
            for try await chunk in body {
                data.append(chunk)
                if Int64(data.count) > limit { break }
            }
        } catch {
            // The error is the status; a body cut short only loses its message.
        }
        switch replyReader(for: endpoint).read(TransportReply(data: data, response: response)) {
        case .failure(let error): return .failure(error)
        case .expired: return .expired
        case .cut(let error): return .cut(error)
        case .success:
            // A status between 300 and 399 the transport did not follow.
            let failure = HTTPFailure(
                status: response.status.code, body: data, headers: ReplyReader.headers(of: response), message: nil)
            return .failure(.httpStatus(failure))
        }
    }
}
