import Foundation
import NetLayerWire

/// The cases of the one check of a value's rules (NetLayerWire's `ValueRules.violation(of:)`), which the spec's
/// tests run over its JSON (`OrderedJSON`) and the runtime's over a call's (`JSONValue`): each says by its own
/// `RuleCheckable` conformance what kind of value it holds, and both must give every case the same message.
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

    /// One check: the rules, the value, and the message expected; nil when the value keeps the rules.
    public struct Case: Sendable {
        /// The rules.
        public let rules: ValueRules
        /// The value checked.
        public let value: Value
        /// The message of the first rule broken; nil when none is.
        public let message: String?
        /// The rule that message is about, as the spec names it; nil when none is broken.
        public let rule: ValueRules.Rule?
    }

    private static func keeps(_ rules: ValueRules, _ value: Value) -> Case {
        Case(rules: rules, value: value, message: nil, rule: nil)
    }

    private static func breaks(_ rules: ValueRules, _ value: Value, _ rule: ValueRules.Rule, _ message: String) -> Case
    {
        Case(rules: rules, value: value, message: message, rule: rule)
    }

    private static let percent = ValueRules(minimum: 1, maximum: 100)
    private static let open = ValueRules(exclusiveMinimum: 0, exclusiveMaximum: 1)
    private static let tenth = ValueRules(multipleOf: Decimal(sign: .plus, exponent: -1, significand: 1))
    private static let code = ValueRules(minLength: 2, maxLength: 3, pattern: "^[A-Z]+$")
    private static let tags = ValueRules(minItems: 1, maxItems: 3, uniqueItems: true, items: ValueRules(maxLength: 4))

    /// Every case: each rule kept and broken, the spelling of numbers, counts of one, long strings cut, and
    /// values no rule is about.
    public static let all: [Case] = [
        keeps(percent, .int(1)), keeps(percent, .int(100)), keeps(percent, .double(50.5)),
        breaks(percent, .int(0), .minimum, "0 is less than the minimum 1"),
        breaks(percent, .int(500), .maximum, "500 is greater than the maximum 100"),
        breaks(percent, .double(100.5), .maximum, "100.5 is greater than the maximum 100"),
        breaks(percent, .double(1e20), .maximum, "1e+20 is greater than the maximum 100"),
        breaks(percent, .double(-3), .minimum, "-3 is less than the minimum 1"),
        keeps(open, .double(0.5)),
        breaks(open, .int(0), .exclusiveMinimum, "0 is not greater than the exclusive minimum 0"),
        breaks(open, .int(1), .exclusiveMaximum, "1 is not less than the exclusive maximum 1"),
        keeps(tenth, .double(0.3)), keeps(tenth, .int(7)),
        breaks(tenth, .double(0.35), .multipleOf, "0.35 is not a multiple of 0.1"),
        keeps(code, .string("AB")), keeps(code, .int(5)), keeps(code, .bool(true)), keeps(code, .null),
        breaks(code, .string("A"), .minLength, "'A' has 1 character, fewer than the minimum length 2"),
        breaks(code, .string("ABCD"), .maxLength, "'ABCD' has 4 characters, more than the maximum length 3"),
        breaks(code, .string("ab"), .pattern, "'ab' does not match the pattern '^[A-Z]+$'"),
        breaks(
            ValueRules(maxLength: 2), .string(String(repeating: "é", count: 45)), .maxLength,
            "'\(String(repeating: "é", count: 40))…' has 45 characters, more than the maximum length 2"),
        keeps(tags, .array([.string("a"), .string("b")])), keeps(tags, .string("too long")),
        breaks(tags, .array([]), .minItems, "0 items, fewer than the minimum 1"),
        breaks(
            tags, .array([.string("a"), .string("b"), .string("c"), .string("d")]), .maxItems,
            "4 items, more than the maximum 3"),
        breaks(
            ValueRules(maxItems: 0), .array([.int(1)]), .maxItems, "1 item, more than the maximum 0"),
        breaks(
            tags, .array([.string("a"), .string("b"), .string("a")]), .uniqueItems,
            "items 0 and 2 are equal, and items must be unique"),
        breaks(
            tags, .array([.string("a"), .string("bcdef")]), .maxLength,
            "item 1: 'bcdef' has 5 characters, more than the maximum length 4"),
        breaks(
            ValueRules(items: percent), .array([.int(5), .int(0)]), .minimum, "item 1: 0 is less than the minimum 1"),
    ]
}
