import Foundation
import HTTPTypes

/// The request core: builds each call from its endpoint, sends it through
/// the transport, reads the reply, and keeps tokens and the request queue.
///
/// Generated clients wrap one of these. Everything it uses can be replaced
/// (transport, token store, environment), so tests need no global state.
public final class NetLayerClient: Sendable {
    /// The spec's headers, parameters, envelope, token rules and time-out, plus the app's interceptors,
    /// retries and logger; fixed for the client's life.
    public let configuration: ClientConfiguration
    /// What sends requests: `URLSessionTransport`, `AsyncHTTPClientTransport`, or a `StubTransport` in tests.
    public let transport: any Transport
    /// The transport, its redirects followed by its policy: what every request goes through.
    let sender: RedirectFollower
    /// Where tokens are kept, one per host.
    public let tokenStore: any TokenStore

    /// Keys that do not persist, per host: in memory for the client's life.
    let sessionKeys = MemoryTokenStore()
    /// The configuration's cache store, or one in memory of the client's own.
    let replyCache: ClientCache
    private let state: Locked<State>
    let registry = CallRegistry()
    private let events = LoginEvents()

    private struct State {
        var environment: ServerEnvironment
    }

    /// A client of `environment`, sending through `transport` and keeping tokens in `tokenStore`.
    ///
    /// - Parameters:
    ///   - configuration: What the client knows of its backend: headers, envelope, token, time-out, cache.
    ///   - environment: The server the calls go to; setting ``environment`` changes it later.
    ///   - transport: What sends the requests: `URLSessionTransport()`, `AsyncHTTPClientTransport()`, a
    ///     `StubTransport` in tests.
    ///   - tokenStore: Where the token and persisted keys are kept; in memory by default, so they are lost
    ///     when the app quits.
    public init(
        configuration: ClientConfiguration,
        environment: ServerEnvironment,
        transport: any Transport,
        tokenStore: any TokenStore = MemoryTokenStore()
    ) {
        self.configuration = configuration
        self.transport = transport
        self.sender = RedirectFollower(base: transport)
        self.tokenStore = tokenStore
        self.replyCache = ClientCache(
            store: configuration.cacheStore ?? MemoryCacheStore(maxBytes: ClientConfiguration.defaultCacheBytes))
        self.state = Locked(State(environment: environment))
    }

    /// The environment calls go to.
    public var environment: ServerEnvironment {
        get { state.withLock { $0.environment } }
        set { state.withLock { $0.environment = newValue } }
    }

    /// The values of the spec's `$name` headers and parameters, such as
    /// `values["userAgent"] = "MyApp/1.0"`. A value not set is not sent.
    public let values = RuntimeValues()

    var tokens: TokenKeeper {
        TokenKeeper(configuration: configuration.token, store: tokenStore, events: events)
    }

    // MARK: Calls

    /// Calls `endpoint` and returns the whole result (the API layer).
    ///
    /// - Parameters:
    ///   - endpoint: the interface called: its method, path, encodings and rules.
    ///   - parameters: the call's parameters, each with its wire name and place.
    ///   - progress: told of the reply's bytes as they arrive.
    ///   - uploadProgress: told of the request body's bytes as they are sent,
    ///     rising and ending at the body's size (multipart and large bodies).
    /// - Returns: The whole result: status, headers, body and, with an envelope, its code and message.
    /// - Throws: `.invalidRequest` when the request cannot be built; `.loginRequired` when the endpoint needs a
    ///   token or key that is missing or expired and cannot be refreshed; `.network`, `.timedOut`,
    ///   `.cancelled` or `.redirect` when the transfer fails; `.replyTooLarge` past the configuration's
    ///   `maxReplyBytes`; `.httpStatus` for a status other than 2xx; `.business` for an envelope code that is not
    ///   a success; `.decoding` when an envelope reply is not the JSON it should be.
    public func send(
        _ endpoint: Endpoint, parameters: [Parameter] = [], progress: ProgressHandler? = nil,
        uploadProgress: ProgressHandler? = nil
    ) async throws(NetLayerError) -> RequestResult {
        let transfer = TransferOptions(
            progress: progress, uploadProgress: uploadProgress, maxReplyBytes: configuration.maxReplyBytes,
            credentialHeaders: configuration.credentialHeaders)
        let fallback = configuration.cachePolicy(for: endpoint).offlineMaxAge == nil ? nil : OfflineFallback()
        let step = CallTransfer(
            client: self, endpoint: endpoint, parameters: parameters, options: transfer, fallback: fallback)
        let driver = AttemptDriver(
            client: self, endpoint: endpoint, rules: .call(policy: configuration.retryPolicy(for: endpoint)),
            limit: .deadline(timeout(of: endpoint)))
        let result = await driver.run(step)
        return try result.get()
    }

    /// Calls `endpoint` and decodes its payload (at the endpoint's response
    /// path) as `T` (the Service layer).
    ///
    /// - Parameters:
    ///   - endpoint: The interface called: its method, path, encodings and rules.
    ///   - parameters: The call's parameters, each with its wire name and place; none by default.
    ///   - type: The type the payload is decoded as.
    ///   - progress: Told of the reply's bytes as they arrive; nil by default.
    ///   - uploadProgress: Told of the request body's bytes as they are sent; nil by default.
    /// - Returns: The payload decoded as `T`.
    /// - Throws: What the API `send(_:parameters:progress:uploadProgress:)` throws, and `.decoding` when the
    ///   payload does not fit `T`.
    public func send<T: Decodable>(
        _ endpoint: Endpoint, parameters: [Parameter] = [], as type: T.Type, progress: ProgressHandler? = nil,
        uploadProgress: ProgressHandler? = nil
    ) async throws(NetLayerError) -> T {
        let result = try await send(
            endpoint, parameters: parameters, progress: progress, uploadProgress: uploadProgress)
        return try decode(T.self, from: result, of: endpoint)
    }

    /// The payload of `result` (at the endpoint's response path) decoded as
    /// `T` with the client's decoder: the Service layer over an API result.
    /// A `.text` reply is the body as text (`RequestResult.text()`), a
    /// `.bytes` reply the body itself, so `T` is then `String` or `Data`.
    @_spi(Generated)
    public func decode<T: Decodable>(_ type: T.Type, from result: RequestResult, of endpoint: Endpoint)
        throws(NetLayerError) -> T
    {
        let whole: Any
        switch endpoint.reply {
        case .json:
            return try result.decode(T.self, at: endpoint.responsePath, using: configuration.decoder(for: endpoint))
        case .text: whole = try result.text()
        case .bytes: whole = result.body
        }
        guard let value = whole as? T else {
            throw .decoding(
                DecodingFailure(
                    message: "a \(endpoint.reply.rawValue) reply is read as \(Swift.type(of: whole)), not \(T.self)",
                    codingPath: "", body: result.body))
        }
        return value
    }

    /// Calls `endpoint` and hands the result to `completion`, on the
    /// configuration's callback queue.
    ///
    /// - Parameters:
    ///   - endpoint: The interface called.
    ///   - parameters: The call's parameters; none by default.
    ///   - progress: Told of the reply's bytes as they arrive; nil by default.
    ///   - completion: Called once with the result or the `NetLayerError` the call ended with (`.cancelled`
    ///     after ``CallHandle/cancel()``), on the callback queue.
    /// - Returns: A handle to cancel the call with; it may be ignored.
    @discardableResult
    public func send(
        _ endpoint: Endpoint, parameters: [Parameter] = [], progress: ProgressHandler? = nil,
        completion: @escaping @Sendable (Result<RequestResult, NetLayerError>) -> Void
    ) -> CallHandle {
        complete(
            { () async throws(NetLayerError) -> RequestResult in
                try await self.send(endpoint, parameters: parameters, progress: progress)
            }, completion: completion)
    }

    /// Runs `work` and hands its result to `completion`, on the
    /// configuration's callback queue: the completion-closure variants of
    /// generated Service functions.
    @discardableResult
    @_spi(Generated)
    public func complete<T: Sendable>(
        _ work: @escaping @Sendable () async throws(NetLayerError) -> T,
        completion: @escaping @Sendable (Result<T, NetLayerError>) -> Void
    ) -> CallHandle {
        let task = Task {
            let result: Result<T, NetLayerError>
            do throws(NetLayerError) {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            self.deliver { completion(result) }
        }
        return CallHandle { task.cancel() }
    }

    /// Calls `endpoint` and tells `delegate`, held weakly, how it ended.
    ///
    /// - Parameters:
    ///   - endpoint: The interface called.
    ///   - parameters: The call's parameters; none by default.
    ///   - delegate: Told how the call ended, on the callback queue; held weakly, so a delegate gone by then
    ///     is not called.
    /// - Returns: A handle to cancel the call with; it may be ignored.
    @discardableResult
    public func send(_ endpoint: Endpoint, parameters: [Parameter] = [], delegate: any NetLayerDelegate) -> CallHandle {
        send(endpoint, parameters: parameters) { [weak delegate] result in
            delegate?.netLayerClient(self, didFinish: endpoint, with: result)
        }
    }

    /// Cancels every call of one interface in flight.
    ///
    /// - Parameter endpointID: The endpoint's ``Endpoint/id``; those calls end with `NetLayerError.cancelled`.
    public func cancel(endpointID: String) {
        registry.cancel(endpointID: endpointID)
    }

    /// Cancels every call in flight.
    public func cancelAll() {
        registry.cancelAll()
    }

    /// Calls in flight.
    public var callsInFlight: Int { registry.count }

    private func deliver(_ body: @escaping @Sendable () -> Void) {
        if let queue = configuration.callbackQueue {
            queue.async(execute: body)
        } else {
            body()
        }
    }

    // MARK: Tokens and login

    /// The host tokens of the current environment are kept under.
    var host: String { TokenKeeper.host(of: environment.effectiveOrigin) }

    /// The host `endpoint`'s calls go to in the current environment, which the token and keys they send are
    /// kept under: a module's own base's, else the environment's. A URL that cannot be built (the call fails
    /// before sending) counts as the environment's.
    func host(of endpoint: Endpoint) -> String {
        guard let url = try? URLBuilder.url(for: endpoint, in: environment, pathValues: [:]) else { return host }
        return TokenKeeper.host(of: url)
    }

    /// True while a token is stored for the current environment and has not
    /// expired: a cold start with a valid token can skip the login screen.
    public var isLoggedIn: Bool { currentToken != nil }

    /// The current environment's token, while it is valid.
    public var currentToken: String? { tokens.validToken(for: host) }

    /// Stores a token for the current environment, for login flows the spec
    /// does not describe, with the lifetime it has. Its value is kept bare,
    /// as a reply's token is: a leading scheme of the configuration
    /// (`Bearer `, in any case) is dropped, since sending adds it.
    ///
    /// - Parameter token: The token's value and expiry date.
    public func setToken(_ token: StoredToken) {
        var token = token
        token.value = configuration.token?.bare(token.value) ?? token.value
        tokenStore.setToken(token, forHost: host)
    }

    /// Stores a token the app obtained itself for the current environment,
    /// such as an API key or an OAuth access token: what a spec whose
    /// `auth.token` has no `from` relies on, since no reply delivers one.
    ///
    /// The token is kept bare: a leading scheme of the configuration
    /// (`Bearer `, in any case) is dropped. Its lifetime follows the
    /// configuration's expiry: the `exp` claim with `.jwt`, so many seconds
    /// from now with `.seconds`; with no expiry, or one read from a reply,
    /// it lasts until a reply says it has expired. To give a lifetime of
    /// your own, store a ``StoredToken``.
    ///
    /// - Parameter token: The token's value, with or without the configuration's scheme.
    public func setToken(_ token: String) {
        tokens.keep(configuration.token?.bare(token) ?? token, host: host)
    }

    /// Stores a token the app obtained itself, as `setToken(_:)` with a string does, for the host `endpoint`'s
    /// calls go to in the current environment: a module's own base (the spec's `base`) keeps a token apart from
    /// the environment's, so that neither host is sent the other's.
    ///
    /// - Parameters:
    ///   - token: The token's value, with or without the configuration's scheme.
    ///   - endpoint: Any endpoint of the module whose host the token is for.
    public func setToken(_ token: String, for endpoint: Endpoint) {
        tokens.keep(configuration.token?.bare(token) ?? token, host: host(of: endpoint))
    }

    /// Forgets the current environment's token and keys. Raises no event:
    /// the app asked for it. From then on a call that needs them ends in
    /// `loginRequired` without being sent, until a login, `setToken` or
    /// `setKey`. The replies cached with them are forgotten too, and a call
    /// still under way does not store its reply.
    public func logOut() {
        removeCurrentUsersCachedReplies()
        tokenStore.removeToken(forHost: host)
        for key in configuration.keys { removeKey(named: key.name) }
    }

    /// Login-required events from now on: one each time a stored token
    /// turns out to have expired, however many calls fail with it.
    ///
    /// - Returns: A stream of the events raised after this call; it never finishes on its own.
    public func loginRequiredEvents() -> AsyncStream<LoginRequiredEvent> {
        events.stream()
    }

    /// Called on each login-required event, besides the streams.
    public var onLoginRequired: (@Sendable (LoginRequiredEvent) -> Void)? {
        get { events.callback }
        set { events.callback = newValue }
    }
}

/// A call's transfer step: the request sent through the cache, and its reply read whole.
struct CallTransfer: TransferStep {
    let client: NetLayerClient
    let endpoint: Endpoint
    let parameters: [Parameter]
    let options: TransferOptions
    /// The call's, when its cache policy may answer offline (`OfflineFallback`).
    let fallback: OfflineFallback?

    func nextParameters() -> [Parameter] { parameters }

    /// A call's limit is a deadline, which nothing feeds: `watch` is nil.
    func transfer(_ prepared: PreparedRequest, watch: ByteWatch?) async -> AttemptOutcome<RequestResult> {
        do {
            let start = ContinuousClock.now
            let (reply, hit) = try await client.sendThroughCache(
                prepared.request, endpoint: endpoint, token: prepared.sent.token, keys: prepared.keys,
                transfer: options, generation: prepared.cacheGeneration, fallback: fallback)
            client.configuration.logger?.log(
                .response(
                    endpointID: endpoint.id, status: reply.response.status.code, bytes: reply.data.count,
                    duration: .now - start))
            let outcome = client.replyReader(for: endpoint).read(reply).marked(hit)
            if case .success(let result) = outcome, let host = prepared.sent.host, hit == nil {
                client.tokens.keep(from: result, host: host)
            }
            return outcome
        } catch {
            return .failure(.from(transportError: error))
        }
    }
}
