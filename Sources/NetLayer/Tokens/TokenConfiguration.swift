/// How a backend's token travels, from the spec's `auth.token`.
public struct TokenConfiguration: Sendable, Hashable {
    /// Where a request carries the token.
    public enum Placement: Sendable, Hashable {
        /// In the header field of this name, such as `Authorization`: the bare token, no `Bearer` prefix added.
        case header(String)
        /// In the query item of this name.
        case query(String)
    }

    /// Where a reply delivers a value: a header, or a key path in the body.
    public enum Source: Sendable, Hashable {
        /// The reply's header field of this name.
        case header(String)
        /// The value at this key path in the reply's JSON body, such as `["data", "token"]`.
        case body([String])
    }

    /// How long a token lives.
    public enum Expiry: Sendable, Hashable {
        /// Seconds, read from the reply that delivered the token.
        case from(Source)
        /// The token's own `exp` claim: it is a JWT.
        case jwt
        /// A fixed lifetime.
        case seconds(Int)
    }

    /// Where the token is sent: a header or a query item.
    public var placement: Placement
    /// Where a fresh token comes from in a reply: a header or a body path.
    public var source: Source
    /// HTTP statuses or envelope codes that mean "log in again".
    public var expiredCodes: [ReplyCode]
    /// How long a token lasts; nil: until a reply says it expired.
    public var expiry: Expiry?

    /// Token rules: sent in `placement`, read from `source`, expired on `expiredCodes`, lasting `expiry`.
    public init(placement: Placement, source: Source, expiredCodes: [ReplyCode] = [], expiry: Expiry? = nil) {
        self.placement = placement
        self.source = source
        self.expiredCodes = expiredCodes
        self.expiry = expiry
    }
}

extension TokenConfiguration {
    /// The header the token travels in, if it travels in one.
    var headerName: String? {
        if case .header(let name) = placement { return name }
        return nil
    }
}
