/// An HTTP method: one of the standard ones, or any other token (RFC 9110
/// §9.1: "the method token is case-sensitive"; §16.1 keeps a registry of more),
/// such as WebDAV's `PROPFIND`, SSDP's `M-SEARCH` or `QUERY`.
///
/// Sent as written; GET, HEAD, PUT, DELETE and OPTIONS count as idempotent unless the
/// endpoint says otherwise (RFC 9110 §9.2.2), and any other method does not.
/// A HEAD reply has no body: its result has the status and headers, and no envelope is read.
public struct HTTPMethod: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
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

    /// Whether a request of this method may carry a body a spec promises to send. Not GET and HEAD: URLSession
    /// fails a GET with a body (`NSURLErrorDataLengthExceedsMaximum`, on Apple platforms since iOS 13 and on
    /// Linux) and sends a HEAD without its body.
    public var canSendBody: Bool { self != .GET && self != .HEAD }

    /// Whether sending the request twice does no more than once, as RFC 9110 §9.2.2 says of GET, HEAD, PUT,
    /// DELETE and OPTIONS; any other method is not, unless an endpoint says so.
    public var isIdempotent: Bool { [.GET, .HEAD, .PUT, .DELETE, .OPTIONS].contains(self) }
}
