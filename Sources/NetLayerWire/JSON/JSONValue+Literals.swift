// Literals make request bodies and test fixtures read like the JSON they stand for.

extension JSONValue: ExpressibleByNilLiteral {
    /// `null`.
    ///
    /// - Parameter nilLiteral: The empty tuple the compiler passes for `nil`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    ///
    /// - Parameter value: The literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// A number written as the integer's decimal text.
    ///
    /// - Parameter value: The literal.
    public init(integerLiteral value: Int64) {
        self = .number(String(value))
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A number written as the shortest text that reads back as `value`.
    ///
    /// - Parameter value: The literal; one too large for a `Double` (`1e999`) is `null`.
    public init(floatLiteral value: Double) {
        // A literal cannot be NaN or infinite, but `1e999` rounds to infinity.
        self = value.isFinite ? .number(value.description) : .null
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string.
    ///
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array.
    ///
    /// - Parameter elements: The array's values, in order.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object with the literal's members in order; for a repeated key the
    /// last value wins.
    ///
    /// - Parameter elements: The object's members, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}
