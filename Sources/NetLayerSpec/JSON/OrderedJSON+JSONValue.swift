import NetLayerWire

// The spec's JSON and the runtime's, one into the other: examples go to the mock as JSONValue, and a reply the
// runtime's parser read is held to the spec as OrderedJSON. The one place the two meet.

extension OrderedJSON {
    /// The value `json` holds: a number as `int` when its text is a whole number that fits 64 bits, else as
    /// `double`.
    ///
    /// - Parameter json: A value the runtime's parser read.
    public init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text): self = Int64(text).map(OrderedJSON.int) ?? .double(Double(text) ?? 0)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(OrderedJSON.init))
        case .object(let object): self = .object(object.map { Member($0.key, OrderedJSON($0.value)) })
        }
    }
}

extension JSONValue {
    /// The value `json` holds, its members in their order.
    ///
    /// - Parameter json: A value of the spec's, such as an example.
    public init(_ json: OrderedJSON) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .number(String(number))
        case .double(let number): self = .number("\(number)")
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members): self = .object(JSONObject(members.map { ($0.key, JSONValue($0.value)) }))
        }
    }
}
