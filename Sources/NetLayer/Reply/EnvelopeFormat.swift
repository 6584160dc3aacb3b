/// Where the parts of a backend's unified reply are, such as
/// `{"h": {"code": 200, "msg": "ok"}, "b": {...}}`, and which codes mean success.
public struct EnvelopeFormat: Sendable, Hashable {
    /// Where the reply code is: `["h", "code"]`.
    public var code: [String]
    /// Where the server's message is; nil when there is none.
    public var message: [String]?
    /// Where the server's time is; nil when there is none.
    public var time: [String]?
    /// Nil: the payload is the whole reply.
    public var data: [String]?
    /// Where a list's total count is; nil when there is none.
    public var total: [String]?
    /// The codes that mean success; any other ends the call in `.business` (`.loginRequired` for an expired code).
    public var success: [ReplyCode]

    /// An envelope with its code at `code`, the other parts where given, and its success codes.
    ///
    /// - Parameters:
    ///   - code: The keys leading to the reply code, outermost first: `["h", "code"]`.
    ///   - message: The keys leading to the server's message; nil (the default) for none.
    ///   - time: The keys leading to the server's time; nil (the default) for none.
    ///   - data: The keys leading to the payload; nil (the default) for the whole reply.
    ///   - total: The keys leading to a list's total count; nil (the default) for none.
    ///   - success: The codes that mean success; a reply with any other ends the call in `.business`.
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
