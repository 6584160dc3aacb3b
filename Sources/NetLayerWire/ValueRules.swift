import Foundation

/// Limits on a value beyond its type: a field's or a parameter's `constraints`, which the spec's checks, made
/// examples, `netlayer mock`, the stubbed client and a call that checks its parameters all read.
///
/// The rules and their names are JSON Schema's (draft 2020-12, which OpenAPI 3.1 uses), so an imported document
/// keeps them one for one and an exported one writes them back unchanged. Each rule applies to one kind of value:
/// a number's (`minimum`, `maximum`, exclusive or not, `multipleOf`), a string's (`minLength`, `maxLength`,
/// `pattern`) or an array's (`minItems`, `maxItems`, `uniqueItems`, and `items`, the rules of each element). A
/// rule about another kind of value says nothing about it, and `null` (a value left out) keeps every rule.
///
/// Two are equal when their rules are. The rules are held behind one reference, so that a `Parameter` without
/// rules carries one empty optional and a call whose parameters have none pays nothing for them.
public struct ValueRules: Sendable, Hashable {
    /// The rules, by value: what equality compares.
    struct Fields: Sendable, Hashable {
        var lowerBound: Bound?
        var upperBound: Bound?
        var multipleOf: Decimal?
        var minLength: Int?
        var maxLength: Int?
        var pattern: String?
        var minItems: Int?
        var maxItems: Int?
        var uniqueItems = false
        var items: ValueRules?
    }

    /// Immutable, so that copies share it; a change makes another.
    final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var storage: Storage

    private var fields: Fields {
        get { storage.fields }
        set { storage = Storage(newValue) }
    }

    /// Rules with the limits given; the generated code spells the spec's `constraints` with it.
    ///
    /// Numbers are decimals, so that a limit such as `0.01` is exact: a whole number is written as a literal
    /// (`maximum: 100`), a fraction as `Decimal(sign:exponent:significand:)`. Of a limit given both plain and
    /// exclusive, the one that allows less holds (a spec gives only one).
    ///
    /// - Parameters:
    ///   - minimum: The least number allowed, itself allowed.
    ///   - exclusiveMinimum: A number the value must be greater than.
    ///   - maximum: The greatest number allowed, itself allowed.
    ///   - exclusiveMaximum: A number the value must be less than.
    ///   - multipleOf: A number the value must be a whole multiple of; greater than zero.
    ///   - minLength: The fewest Unicode scalars a string may have.
    ///   - maxLength: The most Unicode scalars a string may have.
    ///   - pattern: A regular expression a string must match somewhere (anchor it with `^…$` to match it all).
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
        let lower = Self.tighter(minimum.map { Bound($0) }, exclusiveMinimum.map { Bound($0, exclusive: true) }, >)
        let upper = Self.tighter(maximum.map { Bound($0) }, exclusiveMaximum.map { Bound($0, exclusive: true) }, <)
        self.init(
            lowerBound: lower, upperBound: upper, multipleOf: multipleOf, minLength: minLength, maxLength: maxLength,
            pattern: pattern, minItems: minItems, maxItems: maxItems, uniqueItems: uniqueItems, items: items)
    }

    /// Rules with a number's limits as bounds, each plain or exclusive: how a spec's reader builds them.
    ///
    /// - Parameters:
    ///   - lowerBound: The least number allowed (`minimum`, or `exclusiveMinimum` when exclusive).
    ///   - upperBound: The greatest number allowed (`maximum`, or `exclusiveMaximum` when exclusive).
    ///   - multipleOf: A number the value must be a whole multiple of.
    ///   - minLength: The fewest Unicode scalars a string may have.
    ///   - maxLength: The most Unicode scalars a string may have.
    ///   - pattern: A regular expression a string must match.
    ///   - minItems: The fewest elements an array may have.
    ///   - maxItems: The most elements an array may have.
    ///   - uniqueItems: Whether no two elements may be equal.
    ///   - items: Each element's rules.
    public init(
        lowerBound: Bound?, upperBound: Bound?, multipleOf: Decimal? = nil, minLength: Int? = nil,
        maxLength: Int? = nil, pattern: String? = nil, minItems: Int? = nil, maxItems: Int? = nil,
        uniqueItems: Bool = false, items: ValueRules? = nil
    ) {
        storage = Storage(
            Fields(
                lowerBound: lowerBound, upperBound: upperBound, multipleOf: multipleOf, minLength: minLength,
                maxLength: maxLength, pattern: pattern, minItems: minItems, maxItems: maxItems,
                uniqueItems: uniqueItems, items: items))
    }

    private static func tighter(_ plain: Bound?, _ exclusive: Bound?, _ allowsLess: (Decimal, Decimal) -> Bool)
        -> Bound?
    {
        guard let plain, let exclusive else { return plain ?? exclusive }
        return allowsLess(plain.value, exclusive.value) ? plain : exclusive
    }

    /// Equal when the rules are.
    public static func == (lhs: ValueRules, rhs: ValueRules) -> Bool {
        lhs.storage === rhs.storage || lhs.fields == rhs.fields
    }

    /// Hashes the rules, as ``==(_:_:)`` compares them.
    ///
    /// - Parameter hasher: The hasher to combine them into.
    public func hash(into hasher: inout Hasher) { hasher.combine(fields) }

    /// The least number allowed (`minimum`, or `exclusiveMinimum` when ``Bound/exclusive``).
    public var lowerBound: Bound? {
        get { fields.lowerBound }
        set { fields.lowerBound = newValue }
    }
    /// The greatest number allowed (`maximum`, or `exclusiveMaximum` when ``Bound/exclusive``).
    public var upperBound: Bound? {
        get { fields.upperBound }
        set { fields.upperBound = newValue }
    }
    /// A number the value must be a whole multiple of; greater than zero.
    public var multipleOf: Decimal? {
        get { fields.multipleOf }
        set { fields.multipleOf = newValue }
    }
    /// The fewest Unicode scalars a string may have.
    public var minLength: Int? {
        get { fields.minLength }
        set { fields.minLength = newValue }
    }
    /// The most Unicode scalars a string may have.
    public var maxLength: Int? {
        get { fields.maxLength }
        set { fields.maxLength = newValue }
    }
    /// A regular expression a string must match (ECMA-262 syntax, as JSON Schema's; a search, not a whole match).
    public var pattern: String? {
        get { fields.pattern }
        set { fields.pattern = newValue }
    }
    /// The fewest elements an array may have.
    public var minItems: Int? {
        get { fields.minItems }
        set { fields.minItems = newValue }
    }
    /// The most elements an array may have.
    public var maxItems: Int? {
        get { fields.maxItems }
        set { fields.maxItems = newValue }
    }
    /// Whether no two elements of an array may be equal.
    public var uniqueItems: Bool {
        get { fields.uniqueItems }
        set { fields.uniqueItems = newValue }
    }
    /// The rules of each element of an array; nil when the elements have none.
    public var items: ValueRules? {
        get { fields.items }
        set { fields.items = newValue }
    }

    /// The least number allowed, itself allowed; nil when there is none or it is exclusive.
    public var minimum: Decimal? { lowerBound.flatMap { $0.exclusive ? nil : $0.value } }
    /// A number the value must be greater than; nil when there is none or it is not exclusive.
    public var exclusiveMinimum: Decimal? { lowerBound.flatMap { $0.exclusive ? $0.value : nil } }
    /// The greatest number allowed, itself allowed; nil when there is none or it is exclusive.
    public var maximum: Decimal? { upperBound.flatMap { $0.exclusive ? nil : $0.value } }
    /// A number the value must be less than; nil when there is none or it is not exclusive.
    public var exclusiveMaximum: Decimal? { upperBound.flatMap { $0.exclusive ? $0.value : nil } }

    /// Whether no rule is given.
    public var isEmpty: Bool { rules.isEmpty }

    /// The rules given, in the documentation's order.
    public var rules: [Rule] {
        var rules: [Rule] = []
        if let lowerBound { rules.append(lowerBound.exclusive ? .exclusiveMinimum : .minimum) }
        if let upperBound { rules.append(upperBound.exclusive ? .exclusiveMaximum : .maximum) }
        if multipleOf != nil { rules.append(.multipleOf) }
        if minLength != nil { rules.append(.minLength) }
        if maxLength != nil { rules.append(.maxLength) }
        if pattern != nil { rules.append(.pattern) }
        if minItems != nil { rules.append(.minItems) }
        if maxItems != nil { rules.append(.maxItems) }
        if uniqueItems { rules.append(.uniqueItems) }
        if items != nil { rules.append(.items) }
        return rules
    }
}
