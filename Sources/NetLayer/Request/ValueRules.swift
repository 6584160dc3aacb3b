import Foundation

/// The rules a parameter's value must keep beyond its type: the spec's `constraints`, which a call checks before
/// sending where the spec says `checkConstraints`.
///
/// The rules and their names are JSON Schema's, as the spec writes them: a number's (`minimum`, `maximum`,
/// exclusive or not, `multipleOf`), a string's (`minLength`, `maxLength`, `pattern`) and an array's (`minItems`,
/// `maxItems`, `uniqueItems`, and `items`, the rules of each element). A rule about another kind of value than
/// the one checked says nothing about it, and `null` (a parameter left out) keeps every rule.
///
/// A class, so that a ``Parameter`` without rules carries one empty reference and not room for every rule: a call
/// whose parameters have none pays nothing for them.
public final class ValueRules: Sendable {
    /// The least number allowed, itself allowed.
    public let minimum: Decimal?
    /// A number the value must be greater than.
    public let exclusiveMinimum: Decimal?
    /// The greatest number allowed, itself allowed.
    public let maximum: Decimal?
    /// A number the value must be less than.
    public let exclusiveMaximum: Decimal?
    /// A number the value must be a whole multiple of; greater than zero.
    public let multipleOf: Decimal?
    /// The fewest Unicode scalars a string may have.
    public let minLength: Int?
    /// The most Unicode scalars a string may have.
    public let maxLength: Int?
    /// A regular expression a string must match somewhere (anchor it with `^…$` to match it all).
    public let pattern: String?
    /// The fewest elements an array may have.
    public let minItems: Int?
    /// The most elements an array may have.
    public let maxItems: Int?
    /// Whether no two elements of an array may be equal.
    public let uniqueItems: Bool
    /// The rules of each element of an array; nil when the elements have none.
    public let items: ValueRules?

    /// Rules with the limits given; the generated code spells the spec's `constraints` with it.
    ///
    /// Numbers are decimals, so that a limit such as `0.01` is exact: a whole number is written as a literal
    /// (`maximum: 100`), a fraction as `Decimal(sign:exponent:significand:)`.
    ///
    /// - Parameters:
    ///   - minimum: The least number allowed, itself allowed.
    ///   - exclusiveMinimum: A number the value must be greater than.
    ///   - maximum: The greatest number allowed, itself allowed.
    ///   - exclusiveMaximum: A number the value must be less than.
    ///   - multipleOf: A number the value must be a whole multiple of; greater than zero.
    ///   - minLength: The fewest Unicode scalars a string may have.
    ///   - maxLength: The most Unicode scalars a string may have.
    ///   - pattern: A regular expression a string must match somewhere.
    ///   - minItems: The fewest elements an array may have.
    ///   - maxItems: The most elements an array may have.
    ///   - uniqueItems: Whether no two elements of an array may be equal.
    ///   - items: The rules of each element of an array.
    public init(
        minimum: Decimal? = nil, exclusiveMinimum: Decimal? = nil, maximum: Decimal? = nil,
        exclusiveMaximum: Decimal? = nil, multipleOf: Decimal? = nil, minLength: Int? = nil, maxLength: Int? = nil,
        pattern: String? = nil, minItems: Int? = nil, maxItems: Int? = nil, uniqueItems: Bool = false,
        items: ValueRules? = nil
    ) {
        self.minimum = minimum
        self.exclusiveMinimum = exclusiveMinimum
        self.maximum = maximum
        self.exclusiveMaximum = exclusiveMaximum
        self.multipleOf = multipleOf
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.minItems = minItems
        self.maxItems = maxItems
        self.uniqueItems = uniqueItems
        self.items = items
    }
}
