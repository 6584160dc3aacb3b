import Foundation

/// A value the rules of ``ValueRules`` read: the runtime's `JSONValue` and the spec's `OrderedJSON` each say what
/// kind of value they hold, so that one check serves the spec, the mock and the runtime, word for word.
public protocol RuleCheckable: Hashable {
    /// The value as the rules see it.
    var ruleSubject: RuleSubject<Self> { get }
}

/// What a value is to the rules.
public enum RuleSubject<Element> {
    /// A number, exact, and as a message writes it; nil beyond `Decimal`'s range (about 1e165).
    case number(Decimal?, text: String)
    /// A string.
    case string(String)
    /// An array's elements.
    case array([Element])
    /// An object's members, in order: no rule reads one, but a ``RuleTree`` reads its fields'.
    case object([(key: String, value: Element)])
    /// `null` or a flag, which no rule reads.
    case other
}

extension ValueRules {
    /// A rule a value breaks, and a message that names the value and the rule.
    public struct Violation: Sendable, Hashable, CustomStringConvertible {
        /// The rule broken; for an element of an array, the element's rule.
        public var rule: Rule
        /// What is wrong, for example `120 is greater than the maximum 100`.
        public var message: String

        /// The message.
        public var description: String { message }
    }

    /// The first rule `value` breaks, in the documentation's order; nil when it keeps them all.
    ///
    /// A rule about another kind of value than `value`'s is not checked (JSON Schema's meaning): `null` keeps
    /// every rule, since an optional value is checked only when it is there.
    ///
    /// - Parameter value: The value, as JSON.
    /// - Returns: The first rule broken, with a message naming the value and the rule.
    public func violation<Value: RuleCheckable>(of value: Value) -> Violation? {
        switch value.ruleSubject {
        case .number(let number, let text): numberViolation(number, text: text)
        case .string(let text): stringViolation(text)
        case .array(let elements): arrayViolation(elements)
        case .object, .other: nil
        }
    }

    /// Whether `value` keeps every rule.
    ///
    /// - Parameter value: The value, as JSON.
    /// - Returns: True when ``violation(of:)`` finds none.
    public func allows<Value: RuleCheckable>(_ value: Value) -> Bool { violation(of: value) == nil }

    private func numberViolation(_ number: Decimal?, text: String) -> Violation? {
        // A double beyond `Decimal`'s range (about 1e165) is beyond any limit a spec writes.
        guard let number else {
            if let minimum = lowerBound {
                return Violation(rule: minimum.rule(lower: true), message: "\(text) is out of range")
            }
            if let maximum = upperBound {
                return Violation(rule: maximum.rule(lower: false), message: "\(text) is out of range")
            }
            return nil
        }
        if let minimum = lowerBound {
            if minimum.exclusive, number <= minimum.value {
                return Violation(
                    rule: .exclusiveMinimum,
                    message: "\(text) is not greater than the exclusive minimum \(minimum.value)")
            }
            if !minimum.exclusive, number < minimum.value {
                return Violation(rule: .minimum, message: "\(text) is less than the minimum \(minimum.value)")
            }
        }
        if let maximum = upperBound {
            if maximum.exclusive, number >= maximum.value {
                return Violation(
                    rule: .exclusiveMaximum, message: "\(text) is not less than the exclusive maximum \(maximum.value)")
            }
            if !maximum.exclusive, number > maximum.value {
                return Violation(rule: .maximum, message: "\(text) is greater than the maximum \(maximum.value)")
            }
        }
        if let multipleOf, !Self.isWhole(number / multipleOf) {
            return Violation(rule: .multipleOf, message: "\(text) is not a multiple of \(multipleOf)")
        }
        return nil
    }

    private func stringViolation(_ text: String) -> Violation? {
        let count = text.unicodeScalars.count
        if let minLength, count < minLength {
            return Violation(
                rule: .minLength,
                message:
                    "\(Self.quoted(text)) has \(Self.characters(count)), fewer than the minimum length \(minLength)")
        }
        if let maxLength, count > maxLength {
            return Violation(
                rule: .maxLength,
                message: "\(Self.quoted(text)) has \(Self.characters(count)), more than the maximum length \(maxLength)"
            )
        }
        if let pattern, let expression = try? NSRegularExpression(pattern: pattern),
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil
        {
            return Violation(
                rule: .pattern, message: "\(Self.quoted(text)) does not match the pattern \(Self.quoted(pattern))")
        }
        return nil
    }

    private func arrayViolation<Value: RuleCheckable>(_ elements: [Value]) -> Violation? {
        if let minItems, elements.count < minItems {
            return Violation(
                rule: .minItems, message: "\(Self.items(elements.count)), fewer than the minimum \(minItems)")
        }
        if let maxItems, elements.count > maxItems {
            return Violation(
                rule: .maxItems, message: "\(Self.items(elements.count)), more than the maximum \(maxItems)")
        }
        if uniqueItems {
            var seen: [Value: Int] = [:]
            for (index, element) in elements.enumerated() {
                if let first = seen.updateValue(index, forKey: element) {
                    return Violation(
                        rule: .uniqueItems, message: "items \(first) and \(index) are equal, and items must be unique")
                }
            }
        }
        if let items {
            for (index, element) in elements.enumerated() {
                if let violation = items.violation(of: element) {
                    return Violation(rule: violation.rule, message: "item \(index): \(violation.message)")
                }
            }
        }
        return nil
    }

    /// A double as exact decimal digits: its shortest spelling, so that `0.3` is 3/10 and not the binary
    /// fraction nearest it; nil for infinity and NaN.
    package static func decimal(_ number: Double) -> Decimal? {
        guard number.isFinite else { return nil }
        return Decimal(string: text(number), locale: Locale(identifier: "en_US_POSIX"))
    }

    /// A double as a message writes it: whole numbers without a fraction.
    package static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// Whether `number` has no fraction; the diff asks it of one step divided by another, the importer of a count.
    package static func isWhole(_ number: Decimal) -> Bool {
        var number = number
        var rounded = Decimal()
        NSDecimalRound(&rounded, &number, 0, .plain)
        return rounded == number
    }

    /// A string for a message: quoted, and cut after 40 characters (the importer's messages quote patterns so).
    package static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > 40 else { return "'\(text)'" }
        return "'\(String(String.UnicodeScalarView(scalars.prefix(40))))…'"
    }

    private static func characters(_ count: Int) -> String { count == 1 ? "1 character" : "\(count) characters" }

    private static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
}
