import NetLayerSpec

/// A JSON object under construction: members in the order first set, so
/// the document's keys come out in the same order on every export.
struct ObjectBuilder {
    private(set) var members: [OrderedJSON.Member] = []

    init() {}

    /// Sets `key`, in place when it is already there; a nil value sets nothing.
    mutating func set(_ key: String, _ value: OrderedJSON?) {
        guard let value else { return }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(OrderedJSON.Member(key, value))
        }
    }

    /// Sets `key` to a string; nil or empty sets nothing.
    mutating func set(_ key: String, text: String?) {
        guard let text, !text.isEmpty else { return }
        set(key, .string(text))
    }

    var isEmpty: Bool { members.isEmpty }

    var json: OrderedJSON { .object(members) }
}

extension OrderedJSON {
    /// `value` placed at `path` inside nested objects: `b.list` and 7 give `{"b": {"list": 7}}`.
    static func nested(_ value: OrderedJSON, at path: [String]) -> OrderedJSON {
        path.reversed().reduce(value) { inner, key in .object([Member(key, inner)]) }
    }

    /// This object with `value` at `path`, keeping what is already there.
    func merging(_ value: OrderedJSON, at path: [String]) -> OrderedJSON {
        guard let key = path.first else { return value }
        guard case .object(var members) = self else { return .nested(value, at: path) }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = members[index].value.merging(value, at: Array(path.dropFirst()))
        } else {
            members.append(Member(key, .nested(value, at: Array(path.dropFirst()))))
        }
        return .object(members)
    }

    /// The value of `key` in an object.
    subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
