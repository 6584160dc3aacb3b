import NetLayer

/// Rules a parameter's value keeps beyond its kind (a spec's `constraints`: a range, a length, a pattern, unique
/// items), checked once the value is of its kind; a value that breaks one is answered with HTTP 400.
///
/// The runtime does not read specs, so the check is given: `netlayer mock` gives the spec's own check of a value,
/// so that the mock and the spec never disagree on what a rule allows.
public struct MockRules: Sendable, Hashable {
    /// A rule a value breaks.
    public struct Violation: Sendable, Hashable {
        /// The key path from the parameter's value to the value that breaks the rule, such as `[2].name`; empty
        /// for the parameter's value itself.
        public var path: String
        /// The rule's name, such as `maximum`.
        public var rule: String
        /// What is wrong, such as `500 is greater than the maximum 100`.
        public var message: String

        /// A rule broken at `path`.
        ///
        /// - Parameters:
        ///   - path: The key path from the parameter's value to the value that breaks the rule; empty for the
        ///     value itself.
        ///   - rule: The rule's name.
        ///   - message: What is wrong, naming the value and the rule.
        public init(path: String = "", rule: String, message: String) {
            self.path = path
            self.rule = rule
            self.message = message
        }
    }

    /// What the rules are, as text: two rules are equal when their summaries are, since checks cannot be compared.
    public var summary: String
    /// The rule the value breaks; nil when it keeps them all.
    public var violation: @Sendable (JSONValue) -> Violation?

    /// Rules checked by `violation`.
    ///
    /// - Parameters:
    ///   - summary: What the rules are, as text, which equality compares.
    ///   - violation: The check: given the value as JSON (text of a number, boolean or JSON parameter already read
    ///     as one, a repeated parameter as an array), the rule it breaks, or nil.
    public init(_ summary: String, violation: @escaping @Sendable (JSONValue) -> Violation?) {
        self.summary = summary
        self.violation = violation
    }

    /// Whether the summaries are equal.
    ///
    /// - Parameters:
    ///   - lhs: One set of rules.
    ///   - rhs: The other.
    /// - Returns: True when both have the same summary.
    public static func == (lhs: MockRules, rhs: MockRules) -> Bool { lhs.summary == rhs.summary }

    /// Hashes the summary, as ``==(_:_:)`` compares it.
    ///
    /// - Parameter hasher: The hasher to combine the summary into.
    public func hash(into hasher: inout Hasher) { hasher.combine(summary) }
}
