/// The backend's unified reply, such as `{"h": {"code": 200, "msg": ""}, "b": …}`:
/// where each part is, and which codes mean success.
public struct Envelope: Sendable, Hashable {
    public var code: ReplyPath
    public var message: ReplyPath?
    public var time: ReplyPath?
    /// Nil means the payload is the whole reply.
    public var data: ReplyPath?
    public var total: ReplyPath?
    public var success: [Code]
    public var location: SourceLocation
}
