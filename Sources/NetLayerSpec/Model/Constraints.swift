import Foundation

/// A field's or a parameter's `constraints` as the spec writes them: the rules (``ValueRules``, the one type the
/// runtime, the mock and the stubbed client check values with) and where each was written, for the messages of
/// the checks.
///
/// Two are equal when their rules are: where a rule was written is no part of what it says. The rules' own
/// members read through (`constraints.maxLength`); ``items`` keeps the elements' locations too.
@dynamicMemberLookup
public struct Constraints: Sendable, Hashable {
    /// The rules.
    public var valueRules: ValueRules
    /// Where each rule was written.
    public var locations: Locations

    /// Where each rule was written. Every two are equal, so that comparing constraints compares the rules alone.
    public struct Locations: Sendable, Hashable {
        /// Where the `constraints` mapping is.
        public var mapping: SourceLocation?
        /// Where each rule's key is.
        public var rules: [ValueRules.Rule: SourceLocation]
        /// The elements' locations; held in an array because a structure cannot hold itself.
        private var itemLocations: [Locations]

        /// Locations of a mapping and its rules.
        ///
        /// - Parameters:
        ///   - mapping: Where the `constraints` mapping is.
        ///   - rules: Where each rule's key is.
        ///   - items: Where the rules under `items` are.
        public init(
            mapping: SourceLocation? = nil, rules: [ValueRules.Rule: SourceLocation] = [:], items: Locations? = nil
        ) {
            self.mapping = mapping
            self.rules = rules
            self.itemLocations = items.map { [$0] } ?? []
        }

        /// Where the rules under `items` are.
        public var items: Locations? {
            get { itemLocations.first }
            set { itemLocations = newValue.map { [$0] } ?? [] }
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
        public subscript(rule: ValueRules.Rule) -> SourceLocation? { rules[rule] ?? mapping }
    }

    /// Constraints of `rules`, written at `locations`.
    ///
    /// - Parameters:
    ///   - rules: The rules.
    ///   - locations: Where they were written; nowhere by default, for constraints made in code.
    public init(_ rules: ValueRules, locations: Locations = Locations()) {
        self.valueRules = rules
        self.locations = locations
    }

    /// Constraints with the rules given, as a spec writes them: a number's limits as bounds, plain or exclusive.
    ///
    /// - Parameters:
    ///   - minimum: The least number allowed (`exclusiveMinimum` when exclusive).
    ///   - maximum: The greatest number allowed (`exclusiveMaximum` when exclusive).
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
        minimum: ValueRules.Bound? = nil, maximum: ValueRules.Bound? = nil, multipleOf: Decimal? = nil,
        minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil, minItems: Int? = nil,
        maxItems: Int? = nil, uniqueItems: Bool = false, items: Constraints? = nil, locations: Locations = Locations()
    ) {
        var locations = locations
        if let items { locations.items = items.locations }
        self.init(
            ValueRules(
                lowerBound: minimum, upperBound: maximum, multipleOf: multipleOf, minLength: minLength,
                maxLength: maxLength, pattern: pattern, minItems: minItems, maxItems: maxItems,
                uniqueItems: uniqueItems, items: items?.valueRules),
            locations: locations)
    }

    /// A rule, or what the rules say, read and written through to ``valueRules``.
    ///
    /// - Parameter keyPath: The member of ``ValueRules``, such as `\.maxLength`.
    /// - Returns: Its value in ``valueRules``.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ValueRules, Value>) -> Value {
        get { valueRules[keyPath: keyPath] }
        set { valueRules[keyPath: keyPath] = newValue }
    }

    /// What the rules say, read through to ``valueRules``.
    ///
    /// - Parameter keyPath: The member of ``ValueRules``, such as `\.rules`.
    /// - Returns: Its value in ``valueRules``.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ValueRules, Value>) -> Value {
        valueRules[keyPath: keyPath]
    }

    /// The constraints of each element of an array, with where they were written; nil when the elements have
    /// none.
    public var items: Constraints? {
        get { valueRules.items.map { Constraints($0, locations: locations.items ?? Locations()) } }
        set {
            valueRules.items = newValue?.valueRules
            locations.items = newValue?.locations
        }
    }

    /// The first rule `value` breaks, by the one check of ``ValueRules``; nil when it keeps them all.
    ///
    /// - Parameter value: The value, as JSON.
    /// - Returns: The rule broken, with a message naming the value and the rule.
    public func violation(of value: OrderedJSON) -> ValueRules.Violation? { valueRules.violation(of: value) }

    /// Whether `value` keeps every rule.
    ///
    /// - Parameter value: The value, as JSON.
    /// - Returns: True when ``violation(of:)`` finds none.
    public func allows(_ value: OrderedJSON) -> Bool { valueRules.allows(value) }
}
