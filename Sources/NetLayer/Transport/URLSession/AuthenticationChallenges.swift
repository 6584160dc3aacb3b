// URLSession is FoundationNetworking on Linux, and so libcurl: there only with the trait `URLSession`.
#if URLSession || canImport(Darwin)
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// How an app answers an authentication challenge that URLSession raises:
    /// server trust (certificate pinning), a client certificate, HTTP Basic
    /// credentials. Given to `URLSessionTransport(challenges:)`.
    ///
    /// It is called on the session's delegate queue and should answer at once.
    /// URLSession's alone: `AsyncHTTPClientTransport` raises no challenges (its 401 or
    /// 407 is always the reply; credentials go in header fields).
    public typealias ChallengeHandler = @Sendable (URLAuthenticationChallenge) -> ChallengeAnswer

    /// The answer to an authentication challenge.
    public enum ChallengeAnswer: Sendable {
        /// NetLayer's default: an HTTP authentication challenge (a 401 or 407
        /// with `WWW-Authenticate` or `Proxy-Authenticate`) is not answered and
        /// its reply reaches the client as it is, so expiry codes and
        /// `loginRequired` work; any other challenge (server trust) gets the
        /// system's handling.
        case reply
        /// Answers with this credential: `URLCredential(user:password:persistence:)`
        /// for Basic, `URLCredential(trust:)` to accept a server trust the app
        /// has checked, `URLCredential(identity:certificates:persistence:)` for a
        /// client certificate.
        case useCredential(URLCredential)
        /// The system's handling (its trust evaluation, stored credentials).
        case performDefaultHandling
        /// Ends the call: for a server trust the app does not accept.
        case cancel
    }

    extension URLAuthenticationChallenge {
        /// Whether this is an HTTP authentication challenge (Basic, Digest,
        /// NTLM, Negotiate, or a scheme the platform does not know), rather than
        /// one about the connection's certificates.
        var isHTTPAuthentication: Bool {
            #if canImport(FoundationNetworking)
                // swift-corelibs-foundation raises no certificate challenges (libcurl checks trust itself).
                return true
            #else
                let method = protectionSpace.authenticationMethod
                return method != NSURLAuthenticationMethodServerTrust
                    && method != NSURLAuthenticationMethodClientCertificate
            #endif
        }
    }
#endif
