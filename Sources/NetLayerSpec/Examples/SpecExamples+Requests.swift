extension SpecExamples {
    /// The value a request of an example carries for `parameter`: the one always sent, else its default (which
    /// the generated client sends when the call gives none), else one made from its type when the call must
    /// give it. The API reference's example requests and `netlayer verify`'s calls are made of these.
    ///
    /// - Parameter parameter: A parameter of an interface of the spec.
    /// - Returns: The value; nil for one the call may leave out.
    public func requestValue(of parameter: Interface.Parameter) -> OrderedJSON? {
        if let fixed = parameter.fixedValue?.value { return OrderedJSON(fixed) }
        if let byDefault = parameter.defaultValue?.value, byDefault != .null { return OrderedJSON(byDefault) }
        guard !parameter.isOptional else { return nil }
        return value(of: parameter.type.value.nonOptional, name: parameter.name, constraints: parameter.constraints)
    }
}
