import ArgumentParser
import NetLayer

#if AsyncHTTPClient
    import NetLayerAsyncHTTPClient
#endif

/// The transport a benchmark's clients use: `--transport urlsession|async-http-client`.
public enum TransportChoice: String, CaseIterable, Sendable, ExpressibleByArgument {
    case urlsession
    case asyncHTTPClient = "async-http-client"

    /// A new transport of this kind. AsyncHTTPClient's needs the trait of that name
    /// (`swift build -c release --enable-all-traits`); without it the benchmark stops here.
    public func make() -> any Transport {
        switch self {
        case .urlsession:
            return URLSessionTransport()
        case .asyncHTTPClient:
            #if AsyncHTTPClient
                return AsyncHTTPClientTransport()
            #else
                fatalError("--transport async-http-client needs a build with the trait AsyncHTTPClient")
            #endif
        }
    }
}
