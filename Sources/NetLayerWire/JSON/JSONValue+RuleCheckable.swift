import Foundation

/// A parameter's value, as a call checks it against its `ValueRules` before sending.
extension JSONValue: RuleCheckable {
    /// A number by its literal, exact (`0.1` is 1/10); a string, an array, or nothing the rules read.
    public var ruleSubject: RuleSubject<JSONValue> {
        switch self {
        case .number(let literal): .number(Decimal(string: literal, locale: Self.posix), text: literal)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements)
        case .object(let object): .object(object.map { (key: $0.key, value: $0.value) })
        case .null, .bool: .other
        }
    }

    private static let posix = Locale(identifier: "en_US_POSIX")
}
