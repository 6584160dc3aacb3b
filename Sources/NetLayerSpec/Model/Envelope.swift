/// The backend's unified reply, such as `{"h": {"code": 200, "msg": ""}, "b": …}`:
/// where each part is, and which codes mean success.
public struct Envelope: Sendable, Hashable {
    public var code: KeyPath
    public var message: KeyPath?
    public var time: KeyPath?
    /// Nil means the payload is the whole reply.
    public var data: KeyPath?
    public var total: KeyPath?
    public var success: [Code]
    public var location: SourceLocation
}
