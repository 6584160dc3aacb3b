import Foundation

/// The one error every call can end with.
public enum NetLayerError: Error, Sendable, CustomStringConvertible {
    /// The server could not be reached, or the connection broke.
    case network(NetworkFailure)
    /// The call did not finish within its time-out.
    case timedOut
    /// The call was cancelled: by its caller, or by a newer call (`cancel: previous` or `all`).
    case cancelled
    /// The server answered with a status other than 2xx.
    case httpStatus(HTTPFailure)
    /// The envelope's code is not a success code; the server's message is kept.
    case business(BusinessFailure)
    /// The reply could not be read as the expected type; the body is kept.
    case decoding(DecodingFailure)
    /// The token is missing or has expired: the app must log in again.
    case loginRequired
    /// The request could not be built (a header with a line break, a bad URL).
    case invalidRequest(String)
    /// A redirect could not be followed: too many, a loop, or a body that
    /// would not be sent again.
    case redirect(RedirectFailure)
    /// The reply's body is larger than the client's `maxReplyBytes`; it was
    /// stopped as it arrived, not held whole.
    case replyTooLarge(limit: Int64)

    /// One line saying what went wrong, for logs.
    public var description: String {
        switch self {
        case .network(let failure): return "network failure: \(failure.message)"
        case .timedOut: return "the call timed out"
        case .cancelled: return "the call was cancelled"
        case .httpStatus(let failure): return "HTTP status \(failure.status)"
        case .business(let failure):
            return
                "business code \(failure.code?.description ?? "none"): \(failure.message ?? "")"
        case .decoding(let failure): return "cannot decode the reply at '\(failure.codingPath)': \(failure.message)"
        case .loginRequired: return "login required"
        case .invalidRequest(let message): return "invalid request: \(message)"
        case .redirect(let failure): return "cannot follow the redirect: \(failure)"
        case .replyTooLarge(let limit): return "the reply is larger than the limit of \(limit) bytes"
        }
    }
}

/// A reply whose HTTP status is not 2xx.
public struct HTTPFailure: Sendable {
    /// The reply's HTTP status code, such as 404 or 503.
    public var status: Int
    /// The reply's body, as it came.
    public var body: Data
    /// The reply's header fields, names in lowercase.
    public var headers: [String: String]
    /// The envelope's message, when the error reply had one.
    public var message: String?
}

/// A reply whose envelope code is not a success code.
public struct BusinessFailure: Sendable {
    /// The envelope's code, compared with `==` to an `Int` or a `String`
    /// (`failure.code == 4040`); nil when the reply has none.
    public var code: ReplyCode?
    /// The envelope's message, when it has one.
    public var message: String?
    /// The whole reply.
    public var result: RequestResult
}

/// A reply that is not JSON, or does not fit the model.
public struct DecodingFailure: Sendable {
    /// What did not fit, as the decoder said it.
    public var message: String
    /// Where in the reply decoding failed, such as `data.items.2.id`.
    public var codingPath: String
    /// The reply's body, as it came.
    public var body: Data

    /// A decoding failure at `codingPath` of `body`.
    ///
    /// - Parameters:
    ///   - message: What did not fit.
    ///   - codingPath: Where in the reply, keys and indexes joined with dots; empty for the whole reply.
    ///   - body: The reply's body, as it came.
    public init(message: String, codingPath: String, body: Data) {
        self.message = message
        self.codingPath = codingPath
        self.body = body
    }

    init(_ error: any Error, under path: [String], body: Data) {
        var codingPath = path
        var message = "\(error)"
        if let error = error as? DecodingError {
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
                .dataCorrupted(let context):
                codingPath += context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
                message = context.debugDescription
                if case .keyNotFound(let key, _) = error { codingPath.append(key.stringValue) }
            @unknown default:
                break
            }
        }
        self.init(message: message, codingPath: codingPath.joined(separator: "."), body: body)
    }
}

extension NetLayerError {
    /// What a transport's error means for the caller.
    static func from(transportError error: any Error) -> NetLayerError {
        if let error = error as? NetLayerError { return error }
        if error is CancellationError { return .cancelled }
        guard let error = error as? URLError else {
            return .network(NetworkFailure(kind: .other, code: 0, message: "\(error)"))
        }
        let kind: NetworkFailure.Kind
        switch error.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff: kind = .offline
        case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed: kind = .unreachable
        // Linux reports a reply cut short as -1 "transfer closed with N bytes remaining".
        case .networkConnectionLost, .unknown: kind = .connectionLost
        // Linux reports an empty reply as -1011 and a reply that is not HTTP as -1002.
        // A body in a coding URLSession cannot decode (`Content-Encoding` on Linux: see SessionDelegate).
        case .badServerResponse, .zeroByteResource, .cannotParseResponse, .unsupportedURL, .cannotDecodeContentData,
            .cannotDecodeRawData:
            kind = .badReply
        default: kind = .other
        }
        return .network(NetworkFailure(kind: kind, code: error.code.rawValue, message: error.localizedDescription))
    }
}
