import Foundation

/// What a client knows about its backend: from the spec, plus run-time choices.
public struct ClientConfiguration: Sendable {
    /// Sent with every request; `$name` values come from the client's `values`.
    public var headers: [CommonValue]
    /// Merged into every request's parameters (a call's own parameter of the same name wins).
    public var parameters: [CommonValue]
    /// How replies are read; nil for plain JSON.
    public var envelope: EnvelopeFormat?
    /// How the token is sent, where fresh ones come from, and which codes mean it expired; nil: no token.
    public var token: TokenConfiguration?
    /// The named credentials the app sets itself, such as API keys, from `auth.keys`.
    public var keys: [KeyConfiguration]
    /// Seconds a call may take, from sending to the end of the reply.
    public var timeout: TimeInterval
    /// Decodes payloads into models: its leniency and date decoding, for every call.
    public var decoder: ResponseDecoder
    /// Adapt requests and decide retries, in order.
    public var interceptors: [any RequestInterceptor]
    /// Retries allowed after the first attempt, whatever the interceptors say.
    public var maxRetries: Int
    /// Transient failures tried again on their own, for endpoints that do
    /// not choose otherwise; nil retries none.
    public var retry: RetryPolicy?
    /// The largest reply body a call accepts, in bytes: a larger one ends in
    /// `NetLayerError.replyTooLarge` as soon as it is seen, before it is held
    /// whole. 32 MiB by default; nil for no limit.
    public var maxReplyBytes: Int64?
    /// Told of every request, reply and failure, secrets redacted; nil logs nothing.
    public var logger: (any NetLayerLogger)?
    /// Where completion closures and delegates are called: the main queue on
    /// Apple platforms; nil calls them on whatever thread finished the call.
    public var callbackQueue: DispatchQueue?
    /// Whether replies are cached, for endpoints that do not choose
    /// otherwise: ``CachePolicy/off`` by default.
    public var cache: CachePolicy
    /// Where cached replies are kept; nil: in memory, at most
    /// ``defaultCacheBytes``, for the client's life.
    public var cacheStore: (any CacheStore)?
    /// The time the cache reckons ages and freshness by: the system's by
    /// default; tests set a clock of their own instead of waiting.
    public var cacheClock: @Sendable () -> Date = { Date() }

    /// A configuration; every argument left out is the default (no envelope, no token, a 60 s time-out).
    ///
    /// - Parameters:
    ///   - headers: Sent with every request; empty by default.
    ///   - parameters: Merged into every request's parameters; empty by default.
    ///   - envelope: How replies are read; nil (the default) for plain JSON.
    ///   - token: How the token is sent and refreshed; nil (the default) for none.
    ///   - keys: The named credentials the app sets, such as API keys; empty by default.
    ///   - timeout: Seconds a call may take, from sending to the end of the reply; 60 by default.
    ///   - decoder: Decodes payloads into models; strict, with automatic dates, by default.
    ///   - interceptors: Adapt requests and decide retries, in order; none by default.
    ///   - maxRetries: Retries allowed after the first attempt, whatever the interceptors say; 1 by default.
    ///   - retry: Transient failures tried again on their own; nil (the default) retries none.
    ///   - maxReplyBytes: The largest reply body accepted, in bytes; ``defaultMaxReplyBytes`` (32 MiB) by
    ///     default, nil for no limit.
    ///   - logger: Told of every request, reply and failure; nil (the default) logs nothing.
    ///   - callbackQueue: Where completion closures and delegates are called; ``defaultCallbackQueue`` by default.
    ///   - cache: Whether replies are cached; ``CachePolicy/off`` by default.
    ///   - cacheStore: Where cached replies are kept; nil (the default) for memory, at most ``defaultCacheBytes``.
    public init(
        headers: [CommonValue] = [],
        parameters: [CommonValue] = [],
        envelope: EnvelopeFormat? = nil,
        token: TokenConfiguration? = nil,
        keys: [KeyConfiguration] = [],
        timeout: TimeInterval = 60,
        decoder: ResponseDecoder = ResponseDecoder(),
        interceptors: [any RequestInterceptor] = [],
        maxRetries: Int = 1,
        retry: RetryPolicy? = nil,
        maxReplyBytes: Int64? = ClientConfiguration.defaultMaxReplyBytes,
        logger: (any NetLayerLogger)? = nil,
        callbackQueue: DispatchQueue? = ClientConfiguration.defaultCallbackQueue,
        cache: CachePolicy = .off,
        cacheStore: (any CacheStore)? = nil
    ) {
        self.headers = headers
        self.parameters = parameters
        self.envelope = envelope
        self.token = token
        self.keys = keys
        self.timeout = timeout
        self.decoder = decoder
        self.interceptors = interceptors
        self.maxRetries = maxRetries
        self.retry = retry
        self.maxReplyBytes = maxReplyBytes
        self.logger = logger
        self.callbackQueue = callbackQueue
        self.cache = cache
        self.cacheStore = cacheStore
    }

    /// 32 MiB: far above any JSON reply an app shows, far below what would
    /// exhaust a phone's memory.
    public static let defaultMaxReplyBytes: Int64 = 32 << 20

    /// 10 MiB: the memory cache a client keeps when given no store.
    public static let defaultCacheBytes = 10 << 20

    #if canImport(Darwin)
        /// The main queue, so completion closures can touch the UI.
        public static let defaultCallbackQueue: DispatchQueue? = .main
    #else
        /// Nil on Linux, where the main queue runs only under `dispatchMain()`.
        public static let defaultCallbackQueue: DispatchQueue? = nil
    #endif

    /// The decoder of `endpoint`'s replies: the client's, with the
    /// endpoint's leniency when it has its own.
    func decoder(for endpoint: Endpoint) -> ResponseDecoder {
        guard let leniency = endpoint.leniency else { return decoder }
        var decoder = decoder
        decoder.leniency = leniency
        return decoder
    }

    /// The retry policy of `endpoint`'s calls; nil when they are not retried.
    func retryPolicy(for endpoint: Endpoint) -> RetryPolicy? {
        guard endpoint.isIdempotent else { return nil }
        switch endpoint.retry {
        case .inherited: return retry
        case .none: return nil
        case .policy(let policy): return policy
        }
    }

    /// The cache policy of `endpoint`'s calls.
    func cachePolicy(for endpoint: Endpoint) -> CachePolicy {
        switch endpoint.cache {
        case .inherited: cache
        case .policy(let policy): policy
        }
    }

    /// The headers that carry credentials, which a redirect to another host drops.
    var credentialHeaders: [String] {
        var names = token?.headerName.map { [$0] } ?? []
        for key in keys {
            switch key.placement {
            case .header(let name): names.append(name)
            case .cookie: names.append("Cookie")
            case .query: break
            }
        }
        return names
    }

    /// None for a reply that is not JSON, and for HEAD, whose reply has no body. Package access: the mock
    /// backend (`NetLayerMock`) answers in the envelope the client reads.
    package func envelope(for endpoint: Endpoint) -> EnvelopeFormat? {
        guard endpoint.reply == .json, endpoint.method != .HEAD else { return nil }
        switch endpoint.envelope {
        case .inherited: return envelope
        case .none: return nil
        case .custom(let format): return format
        }
    }
}
