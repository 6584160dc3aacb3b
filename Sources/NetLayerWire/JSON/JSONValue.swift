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
    /// The parser only makes valid numbers. Text from code is not checked
    /// here: make it with ``init(numberText:)`` (which checks) or from a
    /// Swift number (`JSONValue(12)`, `try JSONValue(0.1)`); a call refuses to send text that is
    /// not a JSON number (`NetLayerError.invalidRequest`, naming where it is).
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
    ///
    /// - Parameter key: The member's name, compared exactly.
    /// - Returns: The member's value, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The value reached by following `path` through nested objects.
    ///
    /// An empty path gives the value itself. Nil when a component is missing
    /// or a non-object is met on the way (arrays are not indexed: reply
    /// envelopes name their parts by key).
    ///
    /// - Parameter path: Keys, outermost first.
    /// - Returns: The value at the end of the path, or nil.
    public func value(at path: [String]) -> JSONValue? {
        var current = self
        for key in path {
            guard case .object(let object) = current, let next = object[key] else { return nil }
            current = next
        }
        return current
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
