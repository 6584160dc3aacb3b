import Foundation

/// The spec types and names a suggested edit writes for what a server sent.
enum SuggestedType {
    /// The type, as the spec writes it, of a value like `json`: `Int`, `[String]`, `JSON` for an object
    /// (whose model the spec would have to name).
    static func of(_ json: OrderedJSON) -> String {
        switch json {
        case .null: "JSON?"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .array(let items): "[\(items.first { $0 != .null }.map(of) ?? "JSON")]"
        case .object(let members):
            // A map of names to text (headers, labels) is a dictionary; anything else needs a model of its own.
            !members.isEmpty && members.allSatisfy { if case .string = $0.value { true } else { false } }
                ? "[String: String]" : "JSON"
        }
    }

    /// The bound a broken rule would need to hold `json`, as its constraint writes it (`maximum: 3`); nil for a
    /// rule no bound loosens (a pattern, a multiple, an exclusive bound, which the value itself cannot be).
    static func bound(_ rule: ValueRules.Rule, holding json: OrderedJSON) -> String? {
        let value: String? =
            switch (rule, json) {
            case (.minimum, .int(let number)), (.maximum, .int(let number)): String(number)
            case (.minimum, .double(let number)), (.maximum, .double(let number)): OrderedJSON.double(number).json
            case (.minLength, .string(let text)), (.maxLength, .string(let text)): String(text.unicodeScalars.count)
            case (.minItems, .array(let items)), (.maxItems, .array(let items)): String(items.count)
            default: nil
            }
        return value.map { "\(rule.rawValue): \($0)" }
    }

    /// An untagged union's alternative that reads `json`, as its line under `oneOf` writes it: `string: String`,
    /// named by its type unless `names` has that name.
    static func alternativeLine(for json: OrderedJSON, besides names: [String]) -> String {
        let type = of(json)
        let base = type.filter(\.isLetter).lowercased()
        var name = base
        var number = 2
        while names.contains(name) {
            name = base + String(number)
            number += 1
        }
        return "\(name): \(YAMLText.string(type))"
    }

    /// The type that would hold `json` where the spec says `type`: a list of the type where one was sent in
    /// its place, the element where one came instead of a list, else the value's own type. Optional stays
    /// optional.
    static func replacing(_ type: TypeName, toHold json: OrderedJSON, models: [String: Model]) -> String {
        let wanted = type.nonOptional
        let suggested: String
        switch (wanted, json) {
        case (.array(let element), .object), (.array(let element), .string), (.array(let element), .int),
            (.array(let element), .double), (.array(let element), .bool):
            suggested = holds(element, json, models: models) ? element.description : of(json)
        case (_, .array(let items)):
            let first = items.first { $0 != .null }
            suggested = first.map { holds(wanted, $0, models: models) } ?? true ? "[\(wanted)]" : of(json)
        default:
            suggested = of(json)
        }
        return type.isOptional && !suggested.hasSuffix("?") ? suggested + "?" : suggested
    }

    /// Whether a value of `type` is of `json`'s kind: an object for a struct, a string for a `String`.
    private static func holds(_ type: TypeName, _ json: OrderedJSON, models: [String: Model]) -> Bool {
        UnionModel.holds(json, type, models: models, depth: 0)
    }

    /// The `cases` entry for an enum value the spec does not list: `onHold: on_hold`, `value3: 3`.
    static func caseLine(for raw: Code) -> String {
        switch raw {
        case .string(let text):
            "\(YAMLText.string(SwiftIdentifier.lowerCamel(text), flow: true)): \(YAMLText.string(text, flow: true))"
        case .int(let number): "\(SwiftIdentifier.lowerCamel("value_\(number)")): \(number)"
        }
    }
}

/// The date format a value sent for a `Date` is written in, when it is one a field's `format` can say.
enum DateGuess {
    /// Patterns servers write dates in, most specific first.
    static let patterns = [
        "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy/MM/dd HH:mm:ss", "yyyy/MM/dd",
        "yyyyMMdd", "dd/MM/yyyy", "MM/dd/yyyy", "dd.MM.yyyy", "EEE MMM dd HH:mm:ss Z yyyy",
        "EEE, dd MMM yyyy HH:mm:ss zzz",
    ]

    /// The format `json` is a date in; nil when it is none of those tried.
    static func format(of json: OrderedJSON) -> DateFormat? {
        switch json {
        case .int(let number): return number > 100_000_000_000 || number < -100_000_000_000 ? .milliseconds : .seconds
        case .double: return .seconds
        case .string:
            if ExampleDates.date(json, format: .iso8601) != nil { return .iso8601 }
            // A pattern a formatter reads loosely is taken only when it writes the date back as sent.
            return patterns.lazy.map(DateFormat.pattern).first { format in
                ExampleDates.date(json, format: format).map { ExampleDates.value($0, format: format) } == json
            }
        default: return nil
        }
    }
}
