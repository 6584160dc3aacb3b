import Foundation
import HTTPTypes

/// Everything a reply said: what the API layer returns.
///
/// A value type whose fields live in one shared box, copied on write as `Array` is: a result travels through
/// an attempt's outcome, the cache and the retry rules, and each copy of eleven fields was a dozen retains.
public struct RequestResult: Sendable {
    private struct Fields {
        var httpStatus: Int
        var headers: Headers
        var body: Data
        var json: JSONValue?
        var code: JSONValue?
        var message: String?
        var serverTime: JSONValue?
        var total: Int?
        var data: JSONValue?
        var token: String?
        var cacheHit: CacheHit?
    }

    /// The header fields as set, or as the reply brought them (joined only when read).
    private enum Headers {
        case set([String: String])
        case reply(ReplyHeaders)
    }

    /// Mutated only while uniquely referenced (`unique()`), so a box is never written while another value
    /// shares it: the reason `@unchecked Sendable` holds, as for the standard library's buffers.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// The box, copied first when another result shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    /// The HTTP status.
    public var httpStatus: Int {
        get { storage.fields.httpStatus }
        set { unique().fields.httpStatus = newValue }
    }
    /// Reply headers, by lowercased name.
    public var headers: [String: String] {
        get {
            switch storage.fields.headers {
            case .set(let headers): headers
            case .reply(let headers): headers.dictionary
            }
        }
        set { unique().fields.headers = .set(newValue) }
    }
    /// The raw bytes of the body.
    public var body: Data {
        get { storage.fields.body }
        set { unique().fields.body = newValue }
    }
    /// The body parsed as JSON; nil when it is empty or not JSON.
    public var json: JSONValue? {
        get { storage.fields.json }
        set { unique().fields.json = newValue }
    }
    /// The envelope's code; nil without an envelope.
    public var code: JSONValue? {
        get { storage.fields.code }
        set { unique().fields.code = newValue }
    }
    /// The envelope's message.
    public var message: String? {
        get { storage.fields.message }
        set { unique().fields.message = newValue }
    }
    /// The server time the envelope carries, as sent.
    public var serverTime: JSONValue? {
        get { storage.fields.serverTime }
        set { unique().fields.serverTime = newValue }
    }
    /// The envelope's total count of items, for paging.
    public var total: Int? {
        get { storage.fields.total }
        set { unique().fields.total = newValue }
    }
    /// The payload: the envelope's data, or the whole body without one.
    public var data: JSONValue? {
        get { storage.fields.data }
        set { unique().fields.data = newValue }
    }
    /// A fresh token this reply delivered, if any.
    public var token: String? {
        get { storage.fields.token }
        set { unique().fields.token = newValue }
    }
    /// Nil when the server sent this reply; otherwise how the client's HTTP
    /// cache answered (a fresh stored reply, one the server confirmed with
    /// a `304`, or one served offline).
    public var cacheHit: CacheHit? {
        get { storage.fields.cacheHit }
        set { unique().fields.cacheHit = newValue }
    }

    /// A result; the core makes them from replies, tests and stubs make their own.
    ///
    /// - Parameters:
    ///   - httpStatus: The HTTP status.
    ///   - headers: The reply's header fields, by lowercased name; none by default.
    ///   - body: The raw body; empty by default.
    ///   - json: The body parsed as JSON; nil by default.
    ///   - code: The envelope's code; nil by default.
    ///   - message: The envelope's message; nil by default.
    ///   - serverTime: The server time the envelope carries; nil by default.
    ///   - total: The envelope's total count of items; nil by default.
    ///   - data: The payload; nil by default, which decodes as `null`.
    ///   - token: A fresh token the reply delivered; nil by default.
    public init(
        httpStatus: Int, headers: [String: String] = [:], body: Data = Data(), json: JSONValue? = nil,
        code: JSONValue? = nil, message: String? = nil, serverTime: JSONValue? = nil, total: Int? = nil,
        data: JSONValue? = nil, token: String? = nil
    ) {
        storage = Storage(
            Fields(
                httpStatus: httpStatus, headers: .set(headers), body: body, json: json, code: code, message: message,
                serverTime: serverTime, total: total, data: data, token: token, cacheHit: nil))
    }

    /// The result of a reply as it came: its status, its header fields and its body.
    init(httpStatus: Int, headerFields: HTTPFields, body: Data) {
        storage = Storage(
            Fields(
                httpStatus: httpStatus, headers: .reply(ReplyHeaders(headerFields)), body: body, json: nil, code: nil,
                message: nil, serverTime: nil, total: nil, data: nil, token: nil, cacheHit: nil))
    }

    /// The value of a reply header, whatever its case.
    ///
    /// - Parameter name: The header's name, in any case.
    /// - Returns: The header's value, or nil when the reply has none of that name.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The payload, or the value at `path` inside it, decoded as `T`.
    ///
    /// - Parameters:
    ///   - type: The type to read.
    ///   - path: Keys inside the payload, outermost first; empty (the default) for the payload itself.
    ///   - decoder: The options to read with; strict by default.
    /// - Returns: The decoded value.
    /// - Throws: `NetLayerError.decoding` when `path` leads nowhere or the value does not fit `T`, with the
    ///   coding path and the body.
    public func decode<T: Decodable>(
        _ type: T.Type, at path: [String] = [], using decoder: ResponseDecoder = ResponseDecoder()
    ) throws(NetLayerError) -> T {
        var value = data ?? .null
        if !path.isEmpty {
            guard let inner = value.value(at: path) else {
                throw .decoding(
                    DecodingFailure(
                        message: "the reply has no value at '\(path.joined(separator: "."))'",
                        codingPath: path.joined(separator: "."), body: body))
            }
            value = inner
        }
        do {
            return try decoder.decode(T.self, from: value)
        } catch {
            throw .decoding(DecodingFailure(error, under: path, body: body))
        }
    }
}
