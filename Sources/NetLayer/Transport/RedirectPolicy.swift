import Foundation
import HTTPTypes

/// How the client follows a transport's redirects.
///
/// No transport follows redirects itself: swift-corelibs-foundation resends
/// a 307 or 308 POST without its body, and neither URLSession nor
/// AsyncHTTPClient drops a token header when a redirect leads to another
/// host. The client takes the 3xx reply and makes the next request by these
/// rules (RFC 9110, section 15.4), the same over every transport.
public struct RedirectPolicy: Sendable, Hashable {
    /// What a 307 or 308 of a request with a body does.
    public enum BodyRedirects: Sendable, Hashable {
        /// Resends the body to the new location, as RFC 9110 asks.
        case resend
        /// Ends the call with `NetLayerError.redirect(.bodyNotResent)`.
        case fail
    }

    /// Redirects followed at most in one call; more end it with
    /// `NetLayerError.redirect(.tooMany)`. 0 follows none: the 3xx reply is
    /// the reply.
    public var maxRedirects: Int
    /// Whether a 307 or 308 of a request with a body is followed with the body, or ends the call.
    public var bodyRedirects: BodyRedirects

    /// A policy following up to `maxRedirects`, resending bodies or not.
    ///
    /// - Parameters:
    ///   - maxRedirects: Redirects followed within one call; 10 by default, 0 follows none.
    ///   - bodyRedirects: Whether a 307 or 308 of a request with a body is followed with the body; resent by default.
    public init(maxRedirects: Int = 10, bodyRedirects: BodyRedirects = .resend) {
        self.maxRedirects = maxRedirects
        self.bodyRedirects = bodyRedirects
    }

    /// Up to 10 redirects, bodies resent.
    public static let `default` = RedirectPolicy()
    /// No redirect is followed.
    public static let never = RedirectPolicy(maxRedirects: 0)
}

/// Why a redirect was not followed.
public struct RedirectFailure: Sendable, Hashable, CustomStringConvertible {
    /// Why the redirect was not followed.
    public enum Kind: Sendable, Hashable {
        /// More redirects than the policy's `maxRedirects`.
        case tooMany
        /// The redirect leads to a request already made in this call.
        case loop
        /// A 307 or 308 of a request with a body, which the policy (or a
        /// body stream that cannot be read twice) does not resend.
        case bodyNotResent
        /// The location is not an http or https URL.
        case unsupportedLocation
    }

    /// Which rule stopped the redirect: too many, a loop, a body not resent, or a location not http(s).
    public var kind: Kind
    /// The HTTP status of the redirect.
    public var status: Int
    /// Where it led, as the server wrote it.
    public var location: String

    /// One line for logs: the kind, status and location.
    public var description: String {
        switch kind {
        case .tooMany: "too many redirects (the last, \(status), to \(location))"
        case .loop: "a redirect loop (\(status) back to \(location))"
        case .bodyNotResent: "a \(status) redirect to \(location) would need the request body sent again"
        case .unsupportedLocation: "a \(status) redirect to \(location), which is not an http or https URL"
        }
    }
}

/// The redirects of one call: each 3xx reply turned into the next request,
/// or into the error that ends the call.
///
/// Made for every call and used by few, so it keeps its sets empty until a
/// redirect comes.
struct RedirectChain {
    let policy: RedirectPolicy
    /// The call's own credential headers, besides the standard ones.
    private let credentialHeaders: [String]
    /// The requests made so far, from the first redirect on.
    private var visited: Set<String> = []
    private var followed = 0

    init(policy: RedirectPolicy, credentialHeaders: [String]) {
        self.policy = policy
        self.credentialHeaders = credentialHeaders
    }

    /// The request to make after `response` to `request`; nil when the
    /// response is the reply (not a redirect, or one that is not followed).
    mutating func next(after response: HTTPResponse, to request: OutgoingRequest) throws(NetLayerError)
        -> OutgoingRequest?
    {
        let status = response.status.code
        guard response.isRedirect, policy.maxRedirects > 0,
            let location = response.headerFields[.location], let current = request.head.url
        else { return nil }
        func failure(_ kind: RedirectFailure.Kind) -> NetLayerError {
            .redirect(RedirectFailure(kind: kind, status: status, location: location))
        }
        guard let target = URL(string: location, relativeTo: current)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil
        else { throw failure(.unsupportedLocation) }
        guard followed < policy.maxRedirects else { throw failure(.tooMany) }
        if followed == 0 { visited.insert(Self.key(of: request.head)) }
        followed += 1

        var next = request
        next.head.url = target
        let method = request.head.method
        switch status {
        case 303 where method != .head, 301 where method == .post, 302 where method == .post:
            // Historical user agents and RFC 9110 alike: the next request is a GET without the body.
            next.head.method = .get
            next.body = nil
            for name in [HTTPField.Name.contentType, .contentLength, .contentEncoding] {
                next.head.headerFields[name] = nil
            }
        case 307 where request.body != nil, 308 where request.body != nil:
            // A body is read anew from its start for each request it is sent with.
            guard policy.bodyRedirects == .resend else { throw failure(.bodyNotResent) }
        default:
            break
        }
        if !Self.sameOrigin(current, target) {
            // Header fields that carry credentials are not for another origin.
            for name in credentialHeaders.compactMap({ HTTPField.Name($0) }) + [
                .authorization, .proxyAuthorization, .cookie,
            ] {
                next.head.headerFields[name] = nil
            }
        }
        guard visited.insert(Self.key(of: next.head)).inserted else { throw failure(.loop) }
        return next
    }

    private static func key(of request: HTTPRequest) -> String {
        "\(request.method.rawValue) \(request.url?.absoluteString ?? "")"
    }

    private static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && effectivePort(a) == effectivePort(b)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
}
