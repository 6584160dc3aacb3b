import Foundation

/// Limits on a value beyond its type: a field's or a parameter's `constraints`.
///
/// The rules and their names are JSON Schema's (draft 2020-12, which OpenAPI 3.1 uses), so an imported
/// document keeps them one for one and an exported one writes them back unchanged. Each rule applies to one
/// kind of value: a number's (`minimum`, `maximum`, exclusive or not, `multipleOf`), a string's (`minLength`,
/// `maxLength`, `pattern`) or an array's (`minItems`, `maxItems`, `uniqueItems`, and `items`, the rules of each
/// element). An optional value is checked only when it is there.
public struct Constraints: Sendable, Hashable {
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

    /// The least number allowed (`minimum`, or `exclusiveMinimum` when `exclusive`).
    public var minimum: Bound?
    /// The greatest number allowed (`maximum`, or `exclusiveMaximum` when `exclusive`).
    public var maximum: Bound?
    /// A number the value must be a whole multiple of; greater than zero.
    public var multipleOf: Decimal?
    /// The fewest Unicode scalars a string may have.
    public var minLength: Int?
    /// The most Unicode scalars a string may have.
    public var maxLength: Int?
    /// A regular expression a string must match (ECMA-262 syntax, as JSON Schema's; a search, not a whole match).
    public var pattern: String?
    /// The fewest elements an array may have.
    public var minItems: Int?
    /// The most elements an array may have.
    public var maxItems: Int?
    /// Whether no two elements of an array may be equal.
    public var uniqueItems: Bool
    /// Each element's constraints; held in an array because a structure cannot hold itself.
    private var elementConstraints: [Constraints]
    /// Where each rule was written, for the messages of the checks; not part of what the constraints are.
    public var locations: Locations

    /// Where each rule was written. Every two are equal, so that comparing constraints compares the rules alone.
    public struct Locations: Sendable, Hashable {
        /// Where the `constraints` mapping is.
        public var mapping: SourceLocation?
        /// Where each rule's key is.
        public var rules: [Rule: SourceLocation]

        /// Locations of a mapping and its rules.
        ///
        /// - Parameters:
        ///   - mapping: Where the `constraints` mapping is.
        ///   - rules: Where each rule's key is.
        public init(mapping: SourceLocation? = nil, rules: [Rule: SourceLocation] = [:]) {
            self.mapping = mapping
            self.rules = rules
        }

        /// Always true: where a rule was written is no part of what it says.
        public static func == (lhs: Locations, rhs: Locations) -> Bool { true }

        /// Adds nothing, as every two locations are equal.
        ///
        /// - Parameter hasher: The hasher, left as it is.
        public func hash(into hasher: inout Hasher) {}

        /// Where `rule` was written, else the mapping's location.
        ///
        /// - Parameter rule: The rule.
        /// - Returns: The location of the rule's key, else of the mapping; nil for constraints made in code.
        public subscript(rule: Rule) -> SourceLocation? { rules[rule] ?? mapping }
    }

    /// Constraints with the rules given.
    ///
    /// - Parameters:
    ///   - minimum: The least number allowed.
    ///   - maximum: The greatest number allowed.
    ///   - multipleOf: A number the value must be a whole multiple of.
    ///   - minLength: The fewest Unicode scalars a string may have.
    ///   - maxLength: The most Unicode scalars a string may have.
    ///   - pattern: A regular expression a string must match.
    ///   - minItems: The fewest elements an array may have.
    ///   - maxItems: The most elements an array may have.
    ///   - uniqueItems: Whether no two elements may be equal.
    ///   - items: Each element's constraints.
    ///   - locations: Where the rules were written.
    public init(
        minimum: Bound? = nil, maximum: Bound? = nil, multipleOf: Decimal? = nil, minLength: Int? = nil,
        maxLength: Int? = nil, pattern: String? = nil, minItems: Int? = nil, maxItems: Int? = nil,
        uniqueItems: Bool = false, items: Constraints? = nil, locations: Locations = Locations()
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.multipleOf = multipleOf
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.minItems = minItems
        self.maxItems = maxItems
        self.uniqueItems = uniqueItems
        self.elementConstraints = items.map { [$0] } ?? []
        self.locations = locations
    }

    /// The constraints of each element of an array; nil when the elements have none.
    public var items: Constraints? {
        get { elementConstraints.first }
        set { elementConstraints = newValue.map { [$0] } ?? [] }
    }

    /// Whether no rule is given.
    public var isEmpty: Bool { rules.isEmpty }

    /// The rules given, in the documentation's order.
    public var rules: [Rule] {
        var rules: [Rule] = []
        if let minimum { rules.append(minimum.exclusive ? .exclusiveMinimum : .minimum) }
        if let maximum { rules.append(maximum.exclusive ? .exclusiveMaximum : .maximum) }
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
