import Foundation

extension ValueRules {
    /// A rule's name, as the spec and JSON Schema write it.
    public enum Rule: String, Sendable, Hashable, CaseIterable, Comparable {
        /// The least number allowed, itself allowed.
        case minimum
        /// The greatest number allowed, itself allowed.
        case maximum
        /// A number the value must be greater than.
        case exclusiveMinimum
        /// A number the value must be less than.
        case exclusiveMaximum
        /// A number the value must be a whole multiple of.
        case multipleOf
        /// The fewest characters (Unicode scalars, as JSON Schema counts them) a string may have.
        case minLength
        /// The most characters a string may have.
        case maxLength
        /// A regular expression a string must match somewhere (anchor it with `^…$` to match it all).
        case pattern
        /// The fewest elements an array may have.
        case minItems
        /// The most elements an array may have.
        case maxItems
        /// No two elements of an array equal.
        case uniqueItems
        /// The constraints of each element of an array.
        case items

        /// Rules in the order the spec's documentation lists them.
        public static func < (lhs: Rule, rhs: Rule) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// The kind of value the rule applies to.
        public var appliesTo: Kind {
            switch self {
            case .minimum, .maximum, .exclusiveMinimum, .exclusiveMaximum, .multipleOf: .number
            case .minLength, .maxLength, .pattern: .string
            case .minItems, .maxItems, .uniqueItems, .items: .array
            }
        }
    }

    /// The kinds of value rules apply to.
    public enum Kind: String, Sendable, Hashable {
        /// An `Int`, `Int64`, `Double` or other number.
        case number
        /// A `String`.
        case string
        /// An array.
        case array
    }

    /// A lower or upper limit of a number.
    public struct Bound: Sendable, Hashable {
        /// The limit, exact: `Decimal` holds every `Int64` and every decimal fraction a spec writes.
        public var value: Decimal
        /// Whether the limit itself is outside the range (`exclusiveMinimum`, `exclusiveMaximum`).
        public var exclusive: Bool

        /// A limit.
        ///
        /// - Parameters:
        ///   - value: The limit.
        ///   - exclusive: Whether the limit itself is outside the range.
        public init(_ value: Decimal, exclusive: Bool = false) {
            self.value = value
            self.exclusive = exclusive
        }
    }
}

extension ValueRules.Bound {
    /// The rule that writes this bound: `minimum` or `exclusiveMinimum` for a lower one, else the maximums.
    ///
    /// - Parameter lower: Whether the bound is a minimum.
    /// - Returns: The rule's name.
    public func rule(lower: Bool) -> ValueRules.Rule {
        switch (lower, exclusive) {
        case (true, false): .minimum
        case (true, true): .exclusiveMinimum
        case (false, false): .maximum
        case (false, true): .exclusiveMaximum
        }
    }
}
