/// A value given once for every environment, or one per environment name.
public enum EnvironmentValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// One value for every environment.
    case same(Value)
    /// By environment name, at least one; an environment left out uses the first value.
    case each([(String, Value)])

    /// The value for the environment named `environment`: its own, else the first one given.
    ///
    /// - Parameter environment: The environment's name, as the spec writes it.
    /// - Returns: The value for that environment. An `.each` with no values traps.
    public func value(for environment: String) -> Value {
        switch self {
        case .same(let value):
            return value
        case .each(let values):
            precondition(!values.isEmpty, "EnvironmentValue.each needs at least one value")
            return (values.first { $0.0 == environment } ?? values[0]).1
        }
    }

    /// Equal when the same values are given for the same environments, in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.same(let a), .same(let b)): return a == b
        case (.each(let a), .each(let b)): return a.elementsEqual(b) { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Hashes what `==` compares.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .same(let value):
            hasher.combine(value)
        case .each(let values):
            for (name, value) in values {
                hasher.combine(name)
                hasher.combine(value)
            }
        }
    }
}
