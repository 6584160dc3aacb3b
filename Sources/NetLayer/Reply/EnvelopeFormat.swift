/// Where the parts of a backend's unified reply are, such as
/// `{"h": {"code": 200, "msg": "ok"}, "b": {...}}`, and which codes mean success.
public struct EnvelopeFormat: Sendable, Hashable {
    public var code: [String]
    public var message: [String]?
    public var time: [String]?
    /// Nil: the payload is the whole reply.
    public var data: [String]?
    public var total: [String]?
    public var success: [ReplyCode]

    public init(
        code: [String], message: [String]? = nil, time: [String]? = nil, data: [String]? = nil,
        total: [String]? = nil, success: [ReplyCode]
    ) {
        self.code = code
        self.message = message
        self.time = time
        self.data = data
        self.total = total
        self.success = success
    }
}
