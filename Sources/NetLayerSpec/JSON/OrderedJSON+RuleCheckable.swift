import Foundation

/// A value of a spec (an example, a default, a made value) as its constraints check it.
extension OrderedJSON: RuleCheckable {
    /// An integer as it is, a double by its shortest spelling (so `0.3` is 3/10); a string, an array, or
    /// nothing the rules read.
    public var ruleSubject: RuleSubject<OrderedJSON> {
        switch self {
        case .int(let number): .number(Decimal(number), text: String(number))
        case .double(let number): .number(ValueRules.decimal(number), text: ValueRules.text(number))
        case .string(let text): .string(text)
        case .array(let elements): .array(elements)
        case .object(let members): .object(members.map { (key: $0.key, value: $0.value) })
        case .null, .bool: .other
        }
    }
}
