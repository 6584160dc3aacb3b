/// What every generated client is: made with an environment, a transport, a token store and a
/// configuration. Where URLSession is at hand, a generated client is also made without a transport
/// (`SchoolClient()`), and sends through a new `URLSessionTransport`.
///
/// That initialiser is this protocol's, not the generated code's: it exists on Apple platforms, and on
/// Linux only with the package trait `URLSession` (on by default). A Linux app that turns the trait off,
/// to link no FoundationNetworking and so no libcurl, names its transport, and
/// `SchoolClient()` without one does not compile (docs/runtime.md, "Transports").
public protocol GeneratedClient: Sendable {
    /// The client's environments: production, staging and the others of its spec.
    associatedtype Environment
    /// The environment the spec names first.
    static var defaultEnvironment: Environment { get }
    /// The spec's headers, envelope, token rules and time-out.
    static var configuration: ClientConfiguration { get }

    /// A client of `environment` sending through `transport`.
    ///
    /// - Parameters:
    ///   - environment: Where calls go.
    ///   - transport: What sends the requests.
    ///   - tokenStore: Where the token is kept; the spec's default store when nil.
    ///   - configuration: The client's headers, envelope, token rules, time-out, retries and interceptors.
    init(
        environment: Environment, transport: any Transport, tokenStore: (any TokenStore)?,
        configuration: ClientConfiguration)
}

#if URLSession || canImport(Darwin)
    extension NetLayerClient {
        /// A client of `environment` sending through a new `URLSessionTransport`.
        ///
        /// - Parameters:
        ///   - configuration: What the client knows of its backend: headers, envelope, token, time-out, cache.
        ///   - environment: The server the calls go to; setting ``environment`` changes it later.
        ///   - tokenStore: Where the token and persisted keys are kept; in memory by default.
        public convenience init(
            configuration: ClientConfiguration, environment: ServerEnvironment,
            tokenStore: any TokenStore = MemoryTokenStore()
        ) {
            self.init(
                configuration: configuration, environment: environment, transport: URLSessionTransport(),
                tokenStore: tokenStore)
        }
    }

    extension GeneratedClient {
        /// A client sending through a new `URLSessionTransport`.
        ///
        /// - Parameters:
        ///   - environment: Where calls go; the spec's first environment unless given.
        ///   - tokenStore: Where the token is kept; the spec's default store unless given.
        ///   - configuration: The spec's (`configuration`) unless given.
        public init(
            environment: Environment = Self.defaultEnvironment, tokenStore: (any TokenStore)? = nil,
            configuration: ClientConfiguration = Self.configuration
        ) {
            self.init(
                environment: environment, transport: URLSessionTransport(), tokenStore: tokenStore,
                configuration: configuration)
        }
    }
#endif
