extension ReplyCode {
    /// The code a reply holds: a whole number or a string; nil for anything
    /// else (null, a flag, an object), which is no code.
    ///
    /// - Parameter value: The value at the envelope's code path; nil when the reply has none.
    public init?(_ value: JSONValue?) {
        switch value {
        case .string(let text)?: self = .string(text)
        case .number(let literal)?: self = Int(literal).map(ReplyCode.int) ?? .string(literal)
        default: return nil
        }
    }

    /// Whether a code read from a reply is this one, compared as text so
    /// that `200` and `"200"` match.
    ///
    /// - Parameter value: The value at the envelope's code path; nil when the reply has none.
    /// - Returns: True when `value`, as parameter text, is this code's text; false for nil.
    public func matches(_ value: JSONValue?) -> Bool {
        value?.parameterText == description
    }
}
