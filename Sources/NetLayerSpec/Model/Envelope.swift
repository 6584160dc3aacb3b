/// The backend's unified reply, such as `{"h": {"code": 200, "msg": ""}, "b": …}`:
/// where each part is, and which codes mean success.
public struct Envelope: Sendable, Hashable {
    /// Where the business code is, such as `h.code`; a code outside ``success`` makes the call fail.
    public var code: ReplyPath
    /// Where the error message is; nil when the envelope has none.
    public var message: ReplyPath?
    /// Where the server's time is; nil when the envelope has none.
    public var time: ReplyPath?
    /// Nil means the payload is the whole reply.
    public var data: ReplyPath?
    /// Where the total count of a paged list is; nil when the envelope has none.
    public var total: ReplyPath?
    /// The codes that mean success.
    public var success: [Code]
    /// Where the envelope is defined.
    public var location: SourceLocation
}
