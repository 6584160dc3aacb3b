import Foundation

/// Everything the core needs to know about one interface to call it: what a
/// generated `RequestInterface` case hands over.
public struct Endpoint: Sendable, Hashable {
    /// The interface's name; calls are cancelled and reported by it.
    public var id: String
    /// The request's HTTP method; with `idempotent` nil, it also decides whether a `RetryPolicy` may resend it.
    public var method: HTTPMethod
    /// The path after prefix and version, with `{placeholders}` for path parameters.
    public var path: String
    /// The module prefix in the URL.
    public var prefix: EnvironmentValue<String>
    /// The interface version in the URL (`v5`); empty for none.
    public var version: String
    /// A base URL of the module's own; nil uses the environment's.
    public var base: EnvironmentValue<String>?
    /// How base URL, prefix, version and path make the URL.
    public var layout: URLLayout
    /// How parameters travel: nil puts them in the query.
    public var body: BodyEncoding?
    /// The `Accept` header: the reply's media type.
    public var accept: String
    /// How the reply's body is read: JSON (through the envelope), text or bytes.
    public var reply: ReplyFormat
    /// Nil uses the client's default.
    public var timeout: TimeInterval?
    /// The credentials a call sends: alternatives in order, each the names
    /// of credentials sent together (`token`, or a key of
    /// ``ClientConfiguration/keys``). The first alternative whose
    /// credentials the app has set is sent; an empty one needs none.
    public var auth: [[String]]
    /// Which calls in flight a new call of this endpoint cancels.
    public var cancelPolicy: CancelPolicy
    /// Whether replies use the client's envelope, none, or one of their own.
    public var envelope: EnvelopeChoice
    /// Where the value to decode sits inside the reply's data.
    public var responsePath: [String]
    /// Whether failed calls go again on their own.
    public var retry: RetryChoice
    /// Whether sending the request twice does no more than sending it once:
    /// nil goes by the method (GET, HEAD, PUT, DELETE and OPTIONS are, POST and PATCH
    /// are not). Only such calls are retried by a `RetryPolicy`.
    public var idempotent: Bool?
    /// The leniency of this endpoint's replies; nil uses the client decoder's.
    public var leniency: ResponseDecoder.Leniency?
    /// Whether its replies are cached: the client's policy, or one of its own.
    public var cache: CacheChoice

    /// An endpoint as the generator writes it: every argument left out keeps its default.
    @_spi(Generated)
    public init(
        id: String,
        method: HTTPMethod,
        path: String,
        prefix: EnvironmentValue<String> = .same(""),
        version: String = "",
        base: EnvironmentValue<String>? = nil,
        layout: URLLayout = .standard,
        body: BodyEncoding? = nil,
        accept: String = "application/json",
        reply: ReplyFormat = .json,
        timeout: TimeInterval? = nil,
        sendsToken: Bool = true,
        auth: [[String]]? = nil,
        cancelPolicy: CancelPolicy = .none,
        envelope: EnvelopeChoice = .inherited,
        responsePath: [String] = [],
        retry: RetryChoice = .inherited,
        idempotent: Bool? = nil,
        leniency: ResponseDecoder.Leniency? = nil,
        cache: CacheChoice = .inherited
    ) {
        self.id = id
        self.method = method
        self.path = path
        self.prefix = prefix
        self.version = version
        self.base = base
        self.layout = layout
        self.body = body
        self.accept = accept
        self.reply = reply
        self.timeout = timeout
        self.auth = auth ?? (sendsToken ? [[Self.token]] : [[]])
        self.cancelPolicy = cancelPolicy
        self.envelope = envelope
        self.responsePath = responsePath
        self.retry = retry
        self.idempotent = idempotent
        self.leniency = leniency
        self.cache = cache
    }

    /// The name of the token in ``auth``.
    public static let token = "token"

    /// Whether some alternative sends the token.
    public var sendsToken: Bool { auth.contains { $0.contains(Self.token) } }

    /// Whether a `RetryPolicy` may send this endpoint's request again.
    var isIdempotent: Bool {
        idempotent ?? method.isIdempotent
    }
}

/// How replies of an endpoint are read.
public enum EnvelopeChoice: Sendable, Hashable {
    /// The client's envelope, if it has one.
    case inherited
    /// Plain JSON replies.
    case none
    /// An envelope of the endpoint's own, instead of the client's.
    case custom(EnvelopeFormat)
}
