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
        idempotent ?? [.GET, .HEAD, .PUT, .DELETE, .OPTIONS].contains(method)
    }
}

/// An HTTP method: one of the standard ones, or any other token (RFC 9110
/// §9.1: "the method token is case-sensitive"; §16.1 keeps a registry of more),
/// such as WebDAV's `PROPFIND`, SSDP's `M-SEARCH` or `QUERY`.
///
/// Sent as written; GET, HEAD, PUT, DELETE and OPTIONS count as idempotent unless the
/// endpoint says otherwise (RFC 9110 §9.2.2), and any other method does not.
/// A HEAD reply has no body: its result has the status and headers, and no envelope is read.
public struct HTTPMethod: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The method's token, as sent.
    public let rawValue: String

    /// The method `rawValue`, or nil when it is not an HTTP token (RFC 9110
    /// §5.6.2: one or more letters, digits and the marks `!#$%&'*+-.^_|~` and the backtick).
    ///
    /// - Parameter rawValue: The method's token, as sent (case matters: `get` is not `GET`).
    public init?(rawValue: String) {
        guard !rawValue.isEmpty, rawValue.utf8.allSatisfy(Self.isTokenByte) else { return nil }
        self.rawValue = rawValue
    }

    private init(standard: String) {
        rawValue = standard
    }

    /// The token, as sent.
    public var description: String { rawValue }

    /// Reads a resource (§9.3.1).
    public static let GET = HTTPMethod(standard: "GET")
    /// Processes the body as the resource chooses (§9.3.3).
    public static let POST = HTTPMethod(standard: "POST")
    /// Replaces the resource with the body (§9.3.4).
    public static let PUT = HTTPMethod(standard: "PUT")
    /// Changes part of the resource (RFC 5789).
    public static let PATCH = HTTPMethod(standard: "PATCH")
    /// Removes the resource (§9.3.5).
    public static let DELETE = HTTPMethod(standard: "DELETE")
    /// GET without the reply's body (§9.3.2).
    public static let HEAD = HTTPMethod(standard: "HEAD")
    /// Asks what the resource allows (§9.3.7).
    public static let OPTIONS = HTTPMethod(standard: "OPTIONS")

    /// The seven methods a spec's `method` names.
    public static let allCases: [HTTPMethod] = [.GET, .POST, .PUT, .PATCH, .DELETE, .HEAD, .OPTIONS]

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

/// How a reply's body is read.
public enum ReplyFormat: String, Sendable, Hashable {
    /// Parsed as JSON, through the envelope when there is one.
    case json
    /// Text, decoded with the charset of its `Content-Type` (UTF-8 when it names none) by
    /// `RequestResult.text()`; no envelope is read.
    case text
    /// Bytes, kept as they came in `RequestResult.body`; no envelope is read.
    case bytes
}

/// How a request's parameters travel in its body.
public enum BodyEncoding: String, Sendable, Hashable {
    /// `application/x-www-form-urlencoded`.
    case form
    /// `application/json`: one object of the parameters.
    case json
    /// `multipart/form-data`, for file uploads.
    case multipart
}

/// The seed's request-queue control.
public enum CancelPolicy: String, Sendable, Hashable {
    /// Calls run side by side.
    case none
    /// A new call of the interface cancels its calls still in flight.
    case previous
    /// A call of the interface cancels every call in flight.
    case all
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
