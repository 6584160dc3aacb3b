extension OrderedJSON {
    /// A code as JSON: a number or a string, as the spec wrote it.
    ///
    /// - Parameter code: An envelope code or HTTP status from the spec.
    public init(_ code: Code) {
        switch code {
        case .int(let value): self = .int(Int64(value))
        case .string(let value): self = .string(value)
        }
    }

    /// A default or fixed value as JSON.
    ///
    /// - Parameter value: A parameter's default or fixed value from the spec.
    public init(_ value: DefaultValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .int(let number): self = .int(Int64(number))
        case .double(let number): self = .double(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }
}
