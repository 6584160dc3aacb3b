import BenchmarkTransports
import Foundation
import TransportKinds

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if AsyncHTTPClient
    import AsyncHTTPClient
    import NIOCore
#endif

/// Side A of the calls benchmark: one GET through the transport's own client, with nothing of
/// NetLayer's around it, set up as the transport sets its client up (no cookies, no cache,
/// redirects not followed), so that side B's extra work is NetLayer's alone.
struct BareClient: Sendable {
    let label: String
    /// The reply's body; an error for a status other than 200.
    let get: @Sendable () async throws -> Data
    let close: @Sendable () async throws -> Void

    init(_ transport: TransportKind, url: URL) throws {
        switch transport {
        case .urlSession:
            let configuration = URLSessionConfiguration.ephemeral
            configuration.httpShouldSetCookies = false
            configuration.httpCookieAcceptPolicy = .never
            configuration.httpCookieStorage = nil
            configuration.urlCache = nil
            let session = URLSession(configuration: configuration)
            let request = URLRequest(url: url)
            label = "URLSession.data(for:)"
            get = {
                let (data, response) = try await session.data(for: request)
                guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                    throw BenchmarkFailure.unexpected("status \(String(describing: response))")
                }
                return data
            }
            close = { session.invalidateAndCancel() }
        case .asyncHTTPClient, .asyncHTTPClientOwn:
            #if AsyncHTTPClient
                let client = HTTPClient(
                    eventLoopGroup: HTTPClient.defaultEventLoopGroup,
                    configuration: HTTPClient.Configuration(redirectConfiguration: .disallow))
                let address = url.absoluteString
                label = "HTTPClient.execute(_:timeout:)"
                get = {
                    let response = try await client.execute(HTTPClientRequest(url: address), timeout: .seconds(30))
                    guard response.status.code == 200 else {
                        throw BenchmarkFailure.unexpected("status \(response.status)")
                    }
                    let body = try await response.body.collect(upTo: 1 << 20)
                    return Data(body.readableBytesView)
                }
                close = { try await client.shutdown() }
            #else
                fatalError("--transport async-http-client needs a build with the trait AsyncHTTPClient")
            #endif
        }
    }
}
