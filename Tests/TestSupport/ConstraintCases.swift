import Foundation

/// The cases that pin the spec's check of `constraints` (NetLayerSpec's `Constraints.violation(of:)`) and the
/// runtime's (NetLayer's `ValueRules.violation(of:)`) together: the runtime cannot link NetLayerSpec, so the two
/// are written twice, and a test of each module runs every case here and expects the same message.
public enum ConstraintCases {
    /// A value a case checks, in a form both modules' tests turn into their own JSON.
    public indirect enum Value: Sendable {
        /// A whole number: an `Int` parameter.
        case int(Int)
        /// A `Double` parameter, sent as its shortest text.
        case double(Double)
        /// A string.
        case string(String)
        /// A flag, which no rule is about.
        case bool(Bool)
        /// An array.
        case array([Value])
        /// A value left out.
        case null
    }

    /// Rules, named as the spec writes them; a class, as `items` holds rules.
    public final class Rules: Sendable {
        /// `minimum`.
        public let minimum: Decimal?
        /// `exclusiveMinimum`.
        public let exclusiveMinimum: Decimal?
        /// `maximum`.
        public let maximum: Decimal?
        /// `exclusiveMaximum`.
        public let exclusiveMaximum: Decimal?
        /// `multipleOf`.
        public let multipleOf: Decimal?
        /// `minLength`.
        public let minLength: Int?
        /// `maxLength`.
        public let maxLength: Int?
        /// `pattern`.
        public let pattern: String?
        /// `minItems`.
        public let minItems: Int?
        /// `maxItems`.
        public let maxItems: Int?
        /// `uniqueItems`.
        public let uniqueItems: Bool
        /// `items`.
        public let items: Rules?

        /// Rules with the limits given; every one is optional, as in the spec.
        init(
            minimum: Decimal? = nil, exclusiveMinimum: Decimal? = nil, maximum: Decimal? = nil,
            exclusiveMaximum: Decimal? = nil, multipleOf: Decimal? = nil, minLength: Int? = nil,
            maxLength: Int? = nil, pattern: String? = nil, minItems: Int? = nil, maxItems: Int? = nil,
            uniqueItems: Bool = false, items: Rules? = nil
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

    /// One check: the rules, the value, and the message expected; nil when the value keeps the rules.
    public struct Case: Sendable {
        /// The rules.
        public let rules: Rules
        /// The value checked.
        public let value: Value
        /// The message of the first rule broken; nil when none is.
        public let message: String?
        /// The rule that message is about, as the spec names it; nil when none is broken.
        public let rule: String?
    }

    private static func keeps(_ rules: Rules, _ value: Value) -> Case {
        Case(rules: rules, value: value, message: nil, rule: nil)
    }

    private static func breaks(_ rules: Rules, _ value: Value, _ rule: String, _ message: String) -> Case {
        Case(rules: rules, value: value, message: message, rule: rule)
    }

    private static let percent = Rules(minimum: 1, maximum: 100)
    private static let open = Rules(exclusiveMinimum: 0, exclusiveMaximum: 1)
    private static let tenth = Rules(multipleOf: Decimal(sign: .plus, exponent: -1, significand: 1))
    private static let code = Rules(minLength: 2, maxLength: 3, pattern: "^[A-Z]+$")
    private static let tags = Rules(minItems: 1, maxItems: 3, uniqueItems: true, items: Rules(maxLength: 4))

    /// Every case: each rule kept and broken, the spelling of numbers, counts of one, long strings cut, and
    /// values no rule is about.
    public static let all: [Case] = [
        keeps(percent, .int(1)), keeps(percent, .int(100)), keeps(percent, .double(50.5)),
        breaks(percent, .int(0), "minimum", "0 is less than the minimum 1"),
        breaks(percent, .int(500), "maximum", "500 is greater than the maximum 100"),
        breaks(percent, .double(100.5), "maximum", "100.5 is greater than the maximum 100"),
        breaks(percent, .double(1e20), "maximum", "1e+20 is greater than the maximum 100"),
        breaks(percent, .double(-3), "minimum", "-3 is less than the minimum 1"),
        keeps(open, .double(0.5)),
        breaks(open, .int(0), "exclusiveMinimum", "0 is not greater than the exclusive minimum 0"),
        breaks(open, .int(1), "exclusiveMaximum", "1 is not less than the exclusive maximum 1"),
        keeps(tenth, .double(0.3)), keeps(tenth, .int(7)),
        breaks(tenth, .double(0.35), "multipleOf", "0.35 is not a multiple of 0.1"),
        keeps(code, .string("AB")), keeps(code, .int(5)), keeps(code, .bool(true)), keeps(code, .null),
        breaks(code, .string("A"), "minLength", "'A' has 1 character, fewer than the minimum length 2"),
        breaks(code, .string("ABCD"), "maxLength", "'ABCD' has 4 characters, more than the maximum length 3"),
        breaks(code, .string("ab"), "pattern", "'ab' does not match the pattern '^[A-Z]+$'"),
        breaks(
            Rules(maxLength: 2), .string(String(repeating: "é", count: 45)), "maxLength",
            "'\(String(repeating: "é", count: 40))…' has 45 characters, more than the maximum length 2"),
        keeps(tags, .array([.string("a"), .string("b")])), keeps(tags, .string("too long")),
        breaks(tags, .array([]), "minItems", "0 items, fewer than the minimum 1"),
        breaks(
            tags, .array([.string("a"), .string("b"), .string("c"), .string("d")]), "maxItems",
            "4 items, more than the maximum 3"),
        breaks(
            Rules(maxItems: 0), .array([.int(1)]), "maxItems", "1 item, more than the maximum 0"),
        breaks(
            tags, .array([.string("a"), .string("b"), .string("a")]), "uniqueItems",
            "items 0 and 2 are equal, and items must be unique"),
        breaks(
            tags, .array([.string("a"), .string("bcdef")]), "maxLength",
            "item 1: 'bcdef' has 5 characters, more than the maximum length 4"),
        breaks(
            Rules(items: percent), .array([.int(5), .int(0)]), "minimum", "item 1: 0 is less than the minimum 1"),
    ]
}
