import Foundation
import NetLayer
import Testing

#if AsyncHTTPClient
    import NetLayerAsyncHTTPClient
#endif

/// The transports the runtime's conformance tests run against: every test of the transport
/// contract takes one as an argument (`@Test(arguments: TransportKind.all)`), so that a
/// transport is held to what the others do. Tests of what only one transport has say why.
public enum TransportKind: String, Sendable, CustomTestStringConvertible {
    case urlSession
    /// Only with the package trait `AsyncHTTPClient` (`swift test --enable-all-traits`).
    case asyncHTTPClient

    /// URLSession everywhere; AsyncHTTPClient when the trait builds it.
    public static let all: [TransportKind] = {
        #if AsyncHTTPClient
            [.urlSession, .asyncHTTPClient]
        #else
            [.urlSession]
        #endif
    }()

    /// A new transport of this kind following redirects by `redirects`.
    public func make(redirects: RedirectPolicy = .default) -> any Transport {
        switch self {
        case .urlSession:
            return URLSessionTransport(redirects: redirects)
        case .asyncHTTPClient:
            #if AsyncHTTPClient
                return AsyncHTTPClientTransport(redirects: redirects)
            #else
                preconditionFailure("AsyncHTTPClientTransport is built with the trait AsyncHTTPClient only")
            #endif
        }
    }

    public var testDescription: String { rawValue }
}
