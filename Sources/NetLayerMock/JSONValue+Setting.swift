import NetLayer

extension JSONValue {
    /// This value with `value` at `path`, objects made on the way; nil when
    /// something other than an object is in the way, or, unless `replacing`,
    /// when the path already holds a value.
    func setting(_ value: JSONValue, at path: [String], replacing: Bool = true) -> JSONValue? {
        guard let key = path.first else {
            // Not a ternary: its `nil` would be taken for JSON's null, a value.
            if replacing || isNull { return value }
            return nil
        }
        var object: JSONObject
        switch self {
        case .object(let members): object = members
        case .null: object = JSONObject()
        default: return nil
        }
        let inner = object[key] ?? .null
        guard let replaced = inner.setting(value, at: Array(path.dropFirst()), replacing: replacing) else { return nil }
        object[key] = replaced
        return .object(object)
    }

    /// `value` inside objects keyed by `path`, outermost first: `["a", "b"]` gives `{"a": {"b": value}}`.
    static func nesting(_ value: JSONValue, at path: [String]) -> JSONValue {
        path.reversed().reduce(value) { inner, key in .object(JSONObject([(key, inner)])) }
    }

    /// A code as the envelope carries it: a number when it is a whole number, else a string.
    init(_ code: ReplyCode) {
        switch code {
        case .int(let value): self = .number(String(value))
        case .string(let text): self = .string(text)
        }
    }
}
