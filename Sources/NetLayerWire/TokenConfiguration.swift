/// How a backend's token travels, from the spec's `auth.token`.
public struct TokenConfiguration: Sendable, Hashable {
    /// Where a request carries the token.
    public enum Placement: Sendable, Hashable {
        /// In the header field of this name, such as `Authorization`: the token, after the
        /// ``TokenConfiguration/scheme`` and a space when there is one (`Bearer <token>`), else bare.
        case header(String)
        /// In the query item of this name: always the bare token.
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
        /// Seconds, read from the reply that delivered the token. A token the app sets itself gets no lifetime from
        /// this rule.
        case from(Source)
        /// The token's own `exp` claim: it is a JWT.
        case jwt
        /// A fixed lifetime.
        case seconds(Int)
    }

    /// Where the token is sent: a header or a query item.
    public var placement: Placement
    /// The HTTP authentication scheme written before the token in its header, such as `Bearer`, which sends
    /// `Authorization: Bearer <token>`; nil sends the bare token. A query item ignores it.
    ///
    /// Tokens are kept bare: a fresh token that arrives as `Bearer <token>` (the scheme in any case) is kept as
    /// `<token>`.
    public var scheme: String?
    /// Where a fresh token comes from in a reply: a header or a body path. Nil when no reply delivers one (API keys,
    /// OAuth access tokens): the app hands the token over with `NetLayerClient.setToken(_:)`.
    public var source: Source?
    /// HTTP statuses or envelope codes that mean "log in again".
    public var expiredCodes: [ReplyCode]
    /// How long a token lasts; nil: until a reply says it expired.
    public var expiry: Expiry?

    /// Token rules: sent in `placement` (after `scheme` in a header), read from `source` when a reply delivers it,
    /// expired on `expiredCodes`, lasting `expiry`.
    ///
    /// - Parameters:
    ///   - placement: Where the token is sent.
    ///   - scheme: Written before the token in its header, such as `Bearer`; nil (the default) sends it bare.
    ///   - source: Where a fresh token comes from in a reply; nil (the default) when the app sets it.
    ///   - expiredCodes: HTTP statuses or envelope codes that mean the token expired; none by default.
    ///   - expiry: How long a token lasts; nil (the default) until a reply says it expired.
    public init(
        placement: Placement, scheme: String? = nil, source: Source? = nil, expiredCodes: [ReplyCode] = [],
        expiry: Expiry? = nil
    ) {
        self.placement = placement
        self.scheme = scheme
        self.source = source
        self.expiredCodes = expiredCodes
        self.expiry = expiry
    }
}
