import NetLayer

#if AsyncHTTPClient
    import NetLayerAsyncHTTPClient
#endif

/// The transports the runtime is tested and measured on. Every test of the transport contract
/// takes one of `all` as an argument (`@Test(arguments: TransportKind.all)`), so that a transport
/// is held to what the others do; the benchmarks take one from `--transport`, by its raw value.
public enum TransportKind: String, CaseIterable, Sendable {
    case urlSession = "urlsession"
    /// AsyncHTTPClient's transport on the process-wide client it shares by default. Only with
    /// the package trait `AsyncHTTPClient` (`--enable-all-traits`), as the next.
    case asyncHTTPClient = "async-http-client"
    /// AsyncHTTPClient's transport on a client of its own, shut down when the transport goes.
    case asyncHTTPClientOwn = "async-http-client-own"

    /// What the conformance tests run on: URLSession everywhere; AsyncHTTPClient when the trait builds it.
    public static let all: [TransportKind] = {
        #if AsyncHTTPClient
            [.urlSession, .asyncHTTPClient]
        #else
            [.urlSession]
        #endif
    }()

    /// Whether this build has it: the AsyncHTTPClient kinds need the trait.
    public var isBuilt: Bool {
        #if AsyncHTTPClient
            true
        #else
            self == .urlSession
        #endif
    }

    /// A new transport of this kind following redirects by `redirects`.
    public func make(redirects: RedirectPolicy = .default) -> any Transport {
        switch self {
        case .urlSession:
            return URLSessionTransport(redirects: redirects)
        case .asyncHTTPClient, .asyncHTTPClientOwn:
            #if AsyncHTTPClient
                return self == .asyncHTTPClient
                    ? AsyncHTTPClientTransport(redirects: redirects)
                    : AsyncHTTPClientTransport(
                        configuration: AsyncHTTPClientTransport.defaultConfiguration(), redirects: redirects)
            #else
                preconditionFailure("AsyncHTTPClientTransport is built with the trait AsyncHTTPClient only")
            #endif
        }
    }
}
