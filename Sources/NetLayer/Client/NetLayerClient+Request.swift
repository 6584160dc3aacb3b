import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request ready to send, with the token it carries and the host tokens are kept under.
struct PreparedRequest {
    var request: URLRequest
    var token: String?
    /// The keys the call's chosen alternative sends.
    var keys: [SentKey]
    var host: String?
}

/// How an attempt of each kind (a call's, a stream's, a download's) ends
/// when its request is not sent: its enum's cases of these names.
protocol AttemptOutcome {
    /// The request could not be built or needs a token there is none of.
    static func failure(_ error: NetLayerError) -> Self
    /// The token's lifetime ended before the request was sent.
    static var expired: Self { get }
}

extension ReplyReader.Outcome: AttemptOutcome {}

/// An attempt's request, or why it is not sent.
enum RequestPreparation<Outcome: AttemptOutcome> {
    case ready(PreparedRequest)
    /// Not sent: the attempt's outcome, the token it would have sent, and the token host.
    case refused(Outcome, token: String?, host: String?)
}

extension NetLayerClient {
    /// The request of one attempt, as every kind of call sends it: the
    /// environment's URL, the credentials the endpoint needs, the
    /// interceptors' `adapt`, and the request logged with its secrets
    /// redacted. `timeout` is URLSession's backstop (`RequestBuilder`); a
    /// request not sent ends the attempt as an `Outcome`.
    func prepareRequest<Outcome: AttemptOutcome>(
        _ endpoint: Endpoint, parameters: [Parameter], timeout: TimeInterval, as _: Outcome.Type
    ) async -> RequestPreparation<Outcome> {
        let environment = self.environment
        var builder = RequestBuilder(
            endpoint: endpoint, parameters: parameters, environment: environment, configuration: configuration,
            values: values.all, token: nil, keys: [], timeout: timeout)
        var host: String?
        do {
            let url = try builder.pathURL()
            host = TokenKeeper.host(of: url)
            if let host {
                // A call is not sent without the credentials it needs: the server could only refuse it, or, if the
                // token's `expired` codes miss the status it refuses with, the app would never hear "log in".
                switch credentials(for: endpoint, host: host, tokens: tokens) {
                case .send(let token, let keys):
                    builder.token = token
                    builder.keys = keys
                case .expired(let token): return .refused(.expired, token: token, host: host)
                case .missing: return .refused(.failure(.loginRequired), token: nil, host: host)
                }
            }
            var request = try builder.build(pathURL: url)
            for interceptor in configuration.interceptors {
                request = try await interceptor.adapt(request, for: endpoint, client: self)
            }
            if let logger = configuration.logger {
                logRequest(try builder.build(redacting: true), endpoint: endpoint, to: logger)
            }
            return .ready(PreparedRequest(request: request, token: builder.token, keys: builder.keys, host: host))
        } catch {
            return .refused(.failure(.from(transportError: error)), token: builder.token, host: host)
        }
    }

    private func logRequest(_ request: URLRequest, endpoint: Endpoint, to logger: any NetLayerLogger) {
        // JSON and forms are text worth reading; a multipart body or a file's bytes are logged by size.
        let type = request.value(forHTTPHeaderField: "Content-Type") ?? ""
        var body: String?
        if let data = request.httpBody,
            type.hasPrefix("application/json") || type.hasPrefix("application/x-www-form-urlencoded")
        {
            body = String(decoding: data, as: UTF8.self)
        } else if let size = request.bodyLength {
            // A body streamed from disk is never read for the log.
            body = type.hasPrefix("multipart/") ? "<multipart, \(size) bytes>" : "<\(type), \(size) bytes>"
        }
        logger.log(
            .request(
                endpointID: endpoint.id, method: request.httpMethod ?? "GET", url: request.url?.absoluteString ?? "",
                headers: request.allHTTPHeaderFields ?? [:], body: body))
    }

    /// What an error status makes of a reply read as it arrives (a stream's,
    /// a download's): the same error a call gets, its body read whole (up to
    /// the client's reply limit) and read as a call's reply is.
    func errorOutcome(_ response: HTTPURLResponse, body: ReplyBody, endpoint: Endpoint) async -> ErrorOutcome {
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
        let outcome = ReplyReader(
            envelope: configuration.envelope(for: endpoint), token: configuration.token,
            parsesJSON: endpoint.reply == .json
        ).read(TransportReply(data: data, response: response))
        switch outcome {
        case .failure(let error): return .failure(error)
        case .expired: return .expired
        case .success:
            // A status between 300 and 399 the transport did not follow.
            let failure = HTTPFailure(
                status: response.statusCode, body: data, headers: ReplyReader.headers(of: response), message: nil)
            return .failure(.httpStatus(failure))
        }
    }
}

/// How an error reply ends a stream or a download.
enum ErrorOutcome: Sendable {
    case failure(NetLayerError)
    /// The token was refused as expired.
    case expired
}
