import Foundation

// Typed reads of a value, each nil when the value is not of that kind: no
// conversion between kinds (`"12"` has no `intValue`), and a number is read
// only when the type holds it (an integer type exactly, `Double` finite).

extension JSONValue {
    /// The text when this is a string; nil otherwise (no conversion).
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value when this is a number whose value is an integer that fits
    /// `Int`: `12`, `1e2` (100), `1.0` and `1.50e1` (15); nil for `1.5`, for
    /// a number beyond `Int`'s range, and for anything not a number.
    public var intValue: Int? { integer(Int.self) }

    /// The value when this is a number whose value is an integer that fits
    /// `Int64`, read as ``intValue`` is; nil otherwise.
    public var int64Value: Int64? { integer(Int64.self) }

    /// The value when this is a number whose value is an integer that fits
    /// `UInt64` (up to `18446744073709551615`), read as ``intValue`` is; nil
    /// otherwise, negative numbers included.
    public var uint64Value: UInt64? { integer(UInt64.self) }

    /// The value when this is a number that is finite as a `Double`; nil
    /// otherwise (`1e400`). The result may be rounded, as any `Double`
    /// conversion: `9007199254740993` reads as `9007199254740992`.
    public var doubleValue: Double? {
        if case .number(let literal) = self, JSONNumberGrammar.isValid(literal), let value = Double(literal),
            value.isFinite
        {
            return value
        }
        return nil
    }

    /// The value when this is a number that `Decimal` holds (38 significant
    /// digits, exactly when it has no more); nil otherwise.
    public var decimalValue: Decimal? {
        if case .number(let literal) = self, JSONNumberGrammar.isValid(literal), let value = Decimal(string: literal),
            !value.isNaN
        {
            return value
        }
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

    private func integer<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        guard case .number(let literal) = self, JSONNumberGrammar.isValid(literal) else { return nil }
        // The common case, plain digits, without building the text again.
        if let value = T(literal) { return value }
        return JSONNumberGrammar.integerText(literal).flatMap { T($0) }
    }
}
