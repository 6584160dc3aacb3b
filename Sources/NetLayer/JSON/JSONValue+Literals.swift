// Literals make request bodies and test fixtures read like the JSON they stand for.

extension JSONValue: ExpressibleByNilLiteral {
    /// `null`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// A number written as the integer's decimal text.
    public init(integerLiteral value: Int64) {
        self = .number(String(value))
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A number written as the shortest text that reads back as `value`.
    public init(floatLiteral value: Double) {
        // A literal cannot be NaN or infinite, but `1e999` rounds to infinity.
        self = value.isFinite ? .number(value.description) : .null
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object with the literal's members in order; for a repeated key the
    /// last value wins.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}
