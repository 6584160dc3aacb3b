import Foundation

/// Everything a reply said: what the API layer returns.
public struct RequestResult: Sendable {
    /// The HTTP status.
    public var httpStatus: Int
    /// Reply headers, by lowercased name.
    public var headers: [String: String]
    /// The raw bytes of the body.
    public var body: Data
    /// The body parsed as JSON; nil when it is empty or not JSON.
    public var json: JSONValue?
    /// The envelope's code; nil without an envelope.
    public var code: JSONValue?
    /// The envelope's message.
    public var message: String?
    /// The server time the envelope carries, as sent.
    public var serverTime: JSONValue?
    /// The envelope's total count of items, for paging.
    public var total: Int?
    /// The payload: the envelope's data, or the whole body without one.
    public var data: JSONValue?
    /// A fresh token this reply delivered, if any.
    public var token: String?
    /// Nil when the server sent this reply; otherwise how the client's HTTP
    /// cache answered (a fresh stored reply, one the server confirmed with
    /// a `304`, or one served offline).
    public var cacheHit: CacheHit?

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
        self.httpStatus = httpStatus
        self.headers = headers
        self.body = body
        self.json = json
        self.code = code
        self.message = message
        self.serverTime = serverTime
        self.total = total
        self.data = data
        self.token = token
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
