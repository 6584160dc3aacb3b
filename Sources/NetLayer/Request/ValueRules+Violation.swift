import Foundation

extension ValueRules {
    /// A rule a value breaks, and a message that names the value and the rule.
    ///
    /// The messages are the spec's own (`Constraints.Violation` in NetLayerSpec, which the runtime cannot link),
    /// word for word: a test runs one table of cases through both.
    public struct Violation: Sendable, Hashable, CustomStringConvertible {
        /// The rule broken, as the spec names it (`maximum`); for an element of an array, the element's rule.
        public var rule: String
        /// What is wrong, for example `120 is greater than the maximum 100`.
        public var message: String

        /// The message.
        public var description: String { message }
    }

    /// The first rule `value` breaks, in the order the spec's documentation lists them; nil when it keeps them all.
    ///
    /// - Parameter value: The value, as it is sent.
    /// - Returns: The first rule broken, with a message naming the value and the rule.
    public func violation(of value: JSONValue) -> Violation? {
        switch value {
        case .number(let literal):
            numberViolation(Decimal(string: literal, locale: Self.posix), text: literal)
        case .string(let text): stringViolation(text)
        case .array(let elements): arrayViolation(elements)
        case .null, .bool, .object: nil
        }
    }

    private static let posix = Locale(identifier: "en_US_POSIX")

    private func numberViolation(_ number: Decimal?, text: String) -> Violation? {
        // A number beyond `Decimal`'s range (about 1e165) is beyond any limit a spec writes.
        guard let number else {
            let limits =
                [("minimum", minimum), ("exclusiveMinimum", exclusiveMinimum)]
                + [("maximum", maximum), ("exclusiveMaximum", exclusiveMaximum)]
            return limits.first { $0.1 != nil }.map { Violation(rule: $0.0, message: "\(text) is out of range") }
        }
        if let exclusiveMinimum, number <= exclusiveMinimum {
            return Violation(
                rule: "exclusiveMinimum",
                message: "\(text) is not greater than the exclusive minimum \(exclusiveMinimum)")
        }
        if let minimum, number < minimum {
            return Violation(rule: "minimum", message: "\(text) is less than the minimum \(minimum)")
        }
        if let exclusiveMaximum, number >= exclusiveMaximum {
            return Violation(
                rule: "exclusiveMaximum", message: "\(text) is not less than the exclusive maximum \(exclusiveMaximum)")
        }
        if let maximum, number > maximum {
            return Violation(rule: "maximum", message: "\(text) is greater than the maximum \(maximum)")
        }
        if let multipleOf, !Self.isWhole(number / multipleOf) {
            return Violation(rule: "multipleOf", message: "\(text) is not a multiple of \(multipleOf)")
        }
        return nil
    }

    private func stringViolation(_ text: String) -> Violation? {
        let count = text.unicodeScalars.count
        if let minLength, count < minLength {
            return Violation(
                rule: "minLength",
                message:
                    "\(Self.quoted(text)) has \(Self.characters(count)), fewer than the minimum length \(minLength)")
        }
        if let maxLength, count > maxLength {
            return Violation(
                rule: "maxLength",
                message: "\(Self.quoted(text)) has \(Self.characters(count)), more than the maximum length \(maxLength)"
            )
        }
        if let pattern, let expression = try? NSRegularExpression(pattern: pattern),
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil
        {
            return Violation(
                rule: "pattern", message: "\(Self.quoted(text)) does not match the pattern \(Self.quoted(pattern))")
        }
        return nil
    }

    private func arrayViolation(_ elements: [JSONValue]) -> Violation? {
        if let minItems, elements.count < minItems {
            return Violation(
                rule: "minItems", message: "\(Self.items(elements.count)), fewer than the minimum \(minItems)")
        }
        if let maxItems, elements.count > maxItems {
            return Violation(
                rule: "maxItems", message: "\(Self.items(elements.count)), more than the maximum \(maxItems)")
        }
        if uniqueItems {
            var seen: [JSONValue: Int] = [:]
            for (index, element) in elements.enumerated() {
                if let first = seen.updateValue(index, forKey: element) {
                    return Violation(
                        rule: "uniqueItems", message: "items \(first) and \(index) are equal, and items must be unique")
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

    /// Whether `number` has no fraction.
    private static func isWhole(_ number: Decimal) -> Bool {
        var number = number
        var rounded = Decimal()
        NSDecimalRound(&rounded, &number, 0, .plain)
        return rounded == number
    }

    /// A string for a message: quoted, and cut after 40 characters.
    private static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > 40 else { return "'\(text)'" }
        return "'\(String(String.UnicodeScalarView(scalars.prefix(40))))…'"
    }

    private static func characters(_ count: Int) -> String { count == 1 ? "1 character" : "\(count) characters" }

    private static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
}
