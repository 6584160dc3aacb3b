extension ValueRules.Kind {
    /// The kind of value `type` holds, as the rules see it; nil for a type no rule applies to.
    ///
    /// An optional type is its wrapped type's kind, since an optional value is checked only when it is there.
    /// Only `Int`, `Int64` and `Double` are numbers, only `String` is a string, and `[T]` is an array: a `Date`,
    /// a `URL` or `Data` travels as text or a number but means something else, and a model, even an enum with
    /// `Int` raw values, is a closed list of values its cases already say, so no rule applies to any of them.
    ///
    /// - Parameter type: A type as the spec writes it.
    public init?(of type: TypeName) {
        switch type.nonOptional {
        case .builtin(.Int), .builtin(.Int64), .builtin(.Double): self = .number
        case .builtin(.String): self = .string
        case .array: self = .array
        default: return nil
        }
    }
}

extension Constraints {
    /// A rule written on a type it does not apply to: `minLength` on an `Int`.
    public struct Misfit: Sendable, Hashable {
        /// The rule, as written.
        public var rule: ValueRules.Rule
        /// Where the rule was written; nil for constraints made in code.
        public var location: SourceLocation?
        /// The type the rule is on, without its `?`: the constrained type's, or an element's for a rule
        /// under `items`.
        public var type: TypeName
        /// How many `items` deep the rule is: 0 for a rule on the value itself.
        public var depth: Int
    }

    /// Every rule that does not fit `type`, in the documentation's order, with the rules under `items`
    /// checked against the element type the same way: the one place that says which rule fits which type.
    ///
    /// - Parameter type: The type of the field or parameter the constraints are on.
    /// - Returns: The rules that do not fit, outer ones first; empty when every rule fits.
    public func misfits(for type: TypeName) -> [Misfit] { misfits(for: type, depth: 0) }

    /// Whether every rule fits `type`: only then are values checked against the rules, so that a rule on
    /// the wrong type is reported once, as a misfit.
    ///
    /// - Parameter type: The type of the field or parameter the constraints are on.
    /// - Returns: True when ``misfits(for:)`` finds none.
    public func fits(_ type: TypeName) -> Bool { misfits(for: type).isEmpty }

    private func misfits(for type: TypeName, depth: Int) -> [Misfit] {
        let type = type.nonOptional
        let kind = ValueRules.Kind(of: type)
        var found = valueRules.rules.filter { $0.appliesTo != kind }.map {
            Misfit(rule: $0, location: locations[$0], type: type, depth: depth)
        }
        if case .array(let element) = type, let items {
            found += items.misfits(for: element, depth: depth + 1)
        }
        return found
    }
}
