import Foundation

/// Any JSON value, as read from a reply or built for a request body.
///
/// Numbers keep their literal text: converting to `Double` at parse time
/// would round 64-bit ids above 2^53, and the text also tells `1` from `1.0`.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its literal text (for example `-12`, `3.5e-7`).
    ///
    /// The text should follow the JSON number grammar; the writer sends
    /// `null` for text that does not, rather than emit invalid JSON.
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, keys in the order they were read or inserted.
    case object(JSONObject)
}

extension JSONValue {
    /// The member named `key` when this is an object; nil otherwise or when
    /// there is no such member.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The value reached by following `path` through nested objects.
    ///
    /// An empty path gives the value itself. Nil when a component is missing
    /// or a non-object is met on the way (arrays are not indexed: reply
    /// envelopes name their parts by key).
    public func value(at path: [String]) -> JSONValue? {
        var current = self
        for key in path {
            guard case .object(let object) = current, let next = object[key] else { return nil }
            current = next
        }
        return current
    }

    /// The text when this is a string; nil otherwise (no conversion).
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value when this is an integer literal that fits `Int`; nil for
    /// fractions, exponents, strings and anything out of range.
    public var intValue: Int? {
        if case .number(let literal) = self { return Int(literal) }
        return nil
    }

    /// The value when this is an integer literal that fits `Int64`; nil
    /// otherwise.
    public var int64Value: Int64? {
        if case .number(let literal) = self { return Int64(literal) }
        return nil
    }

    /// The value when this is a number that is finite as a `Double`; nil
    /// otherwise. The result may be rounded, as any `Double` conversion.
    public var doubleValue: Double? {
        if case .number(let literal) = self, let value = Double(literal), value.isFinite { return value }
        return nil
    }

    /// The value when this is `true` or `false`; nil otherwise.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements when this is an array; nil otherwise.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members when this is an object; nil otherwise.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text of this value.
    public var description: String {
        String(decoding: serialized(), as: UTF8.self)
    }
}
