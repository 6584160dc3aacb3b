import ArgumentParser
import NetLayer

#if AsyncHTTPClient
    import NetLayerAsyncHTTPClient
#endif

/// The transport a benchmark's clients use: `--transport urlsession|async-http-client|async-http-client-own`.
public enum TransportChoice: String, CaseIterable, Sendable, ExpressibleByArgument {
    case urlsession
    /// Every transport on one process-wide HTTPClient (the transport's default).
    case asyncHTTPClient = "async-http-client"
    /// Each transport with an HTTPClient of its own, shut down when the transport goes.
    case asyncHTTPClientOwn = "async-http-client-own"

    /// The AsyncHTTPClient choices only with the trait of that name (`--enable-all-traits`):
    /// without it the value is refused as the flags are parsed.
    public init?(argument: String) {
        guard let choice = Self(rawValue: argument) else { return nil }
        #if !AsyncHTTPClient
            guard choice == .urlsession else { return nil }
        #endif
        self = choice
    }

    /// A new transport of this kind.
    public func make() -> any Transport {
        #if AsyncHTTPClient
            switch self {
            case .urlsession: return URLSessionTransport()
            case .asyncHTTPClient: return AsyncHTTPClientTransport()
            case .asyncHTTPClientOwn:
                return AsyncHTTPClientTransport(configuration: AsyncHTTPClientTransport.defaultConfiguration())
            }
        #else
            return URLSessionTransport()
        #endif
    }
}
