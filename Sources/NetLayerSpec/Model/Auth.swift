/// The `auth:` section: how a token is sent, found and kept, the other
/// named credentials (API keys) the app sets, and which of them interfaces
/// send unless they say otherwise.
public struct Auth: Sendable, Hashable {
    /// Nil when the spec has only `keys`.
    public var token: Token?
    /// In the order written.
    public var keys: [Key] = []
    /// `auth.default`: what an interface without `auth` sends; nil goes by
    /// the token (see `Spec.defaultAuth`).
    public var defaultRequirement: Located<AuthRequirement>?
    /// Where the key `token` was written: what makes interfaces without
    /// `auth` send the token, so a note about them points there.
    public var tokenKeyLocation: SourceLocation?

    /// How the token is sent, where a fresh one comes from and when it expires.
    public struct Token: Sendable, Hashable {
        /// Where a request carries the token.
        public var placement: TokenConfiguration.Placement
        /// The HTTP authentication scheme written before the token, such as
        /// `Bearer`; only with a header placement. Nil: the bare token is sent.
        public var scheme: String?
        /// Where a reply delivers a fresh token; nil when no reply does and the
        /// app hands the token over itself.
        public var source: TokenConfiguration.Source?
        /// Whether the client keeps the token across launches, one per environment host (`persist: true`);
        /// false keeps it in memory only.
        public var persist: Bool
        /// HTTP statuses or envelope codes that mean "log in again".
        public var expiredCodes: [Code]
        /// How long a token lives; nil when only an expired code tells.
        public var expiry: TokenConfiguration.Expiry?
        /// Where the `token:` mapping is written.
        public var location: SourceLocation
        /// Where the values of `header`, `from` and `expiry` were written,
        /// by key: a check of the name inside one points at that value,
        /// not at the `token:` mapping.
        public var valueLocations: [String: SourceLocation] = [:]
    }
}

/// A reply code: a number or a string, as backends send either.
public enum Code: Sendable, Hashable, CustomStringConvertible {
    /// A number.
    case int(Int)
    /// A string.
    case string(String)

    /// The code as the spec writes it, without quotes.
    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .string(let value): return value
        }
    }
}

/// A dotted path into a JSON reply, such as `h.code`: the envelope's keys,
/// a response's `at`, a token read from the body. (Not Swift's `KeyPath`.)
public struct ReplyPath: Sendable, Hashable, CustomStringConvertible {
    /// The keys, outermost first.
    public var components: [String]

    /// Creates a path.
    ///
    /// - Parameter components: The keys, outermost first.
    public init(_ components: [String]) {
        self.components = components
    }

    /// The keys joined by dots, as the spec writes them.
    public var description: String { components.joined(separator: ".") }
}
