import Foundation
import NetLayerSpec

/// An example value written as the Swift expression that builds it, the
/// way one writes a fixture by hand: `Student(id: 7, name: "Ada")`,
/// `.active`, `Date(timeIntervalSince1970: 1725177600)`. Long ones break
/// one argument or element a line.
struct ExampleLiteral {
    let inputs: PlanInputs
    private static let lead = 32
    private let models: [String: Model]

    init(inputs: PlanInputs) {
        self.inputs = inputs
        self.models = Dictionary(inputs.spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `value`, of `type`, as an expression on a line indented `indent`.
    func expression(_ value: OrderedJSON, of type: TypeName, format: DateFormat? = nil, indent: Int) -> String {
        if case .null = value { return "nil" }
        switch type {
        case .optional(let wrapped):
            return expression(value, of: wrapped, format: format, indent: indent)
        case .array(let element):
            guard case .array(let items) = value else { return "[]" }
            return list(
                items.map { expression($0, of: element, format: format, indent: indent + 4) }, open: "[", close: "]",
                indent: indent)
        case .dictionary(let element):
            guard case .object(let members) = value, !members.isEmpty else { return "[:]" }
            return list(
                members.map { "\(SwiftLiteral.string($0.key)): \(expression($0.value, of: element, format: format, indent: indent + 4))" },
                open: "[", close: "]", indent: indent)
        case .model(let name):
            return modelExpression(value, of: name, indent: indent)
        case .builtin(let builtin):
            return builtinExpression(value, builtin, format: format, indent: indent)
        }
    }

    private func modelExpression(_ value: OrderedJSON, of name: String, indent: Int) -> String {
        switch models[name]?.kind {
        case .enumeration(let enumeration)?:
            let raw = Self.text(value)
            let chosen = enumeration.cases.first { $0.rawValue.description == raw } ?? enumeration.cases[0]
            return "." + SwiftIdentifier.caseName(chosen.name)
        case .structure(let fields)?:
            guard case .object(let members) = value else { return "nil" }
            let arguments = fields.compactMap { field -> String? in
                guard let member = members.first(where: { $0.key == field.key }), member.value != .null else {
                    return nil
                }
                let label = SwiftIdentifier.argumentLabel(field.name)
                return "\(label): " + expression(member.value, of: field.type.value, format: field.format, indent: indent + 4)
            }
            return list(arguments, open: inputs.names.model(name) + "(", close: ")", indent: indent)
        case .union(let union)?:
            guard let chosen = union.alternative(for: value, models: models) else { return "nil" }
            let inner = expression(value, of: chosen.type.value, indent: indent)
            if union.combination == .anyOf {
                let label = SwiftIdentifier.argumentLabel(chosen.name)
                return "\(inputs.names.model(name))(\(label): \(inner))"
            }
            return ".\(SwiftIdentifier.caseName(chosen.name))(\(inner))"
        case nil:
            return "nil"
        }
    }

    private func builtinExpression(_ value: OrderedJSON, _ builtin: TypeName.Builtin, format: DateFormat?, indent: Int)
        -> String
    {
        switch (builtin, value) {
        case (.JSON, _):
            return json(value, indent: indent)
        case (.Date, _):
            let seconds = ExampleDates.date(value, format: format)?.timeIntervalSince1970 ?? 0
            let literal = seconds == seconds.rounded() ? SwiftLiteral.int(Int64(seconds)) : SwiftLiteral.double(seconds) ?? "0"
            return "Date(timeIntervalSince1970: \(literal))"
        case (.URL, _):
            return "URL(string: \(SwiftLiteral.string(Self.text(value))))!"
        case (.Data, _):
            let bytes = Data(base64Encoded: Self.text(value)) ?? Data()
            if let text = String(data: bytes, encoding: .utf8) { return "Data(\(SwiftLiteral.string(text)).utf8)" }
            return "Data(base64Encoded: \(SwiftLiteral.string(Self.text(value))))!"
        case (.Double, .double(let number)):
            return SwiftLiteral.double(number) ?? "0"
        case (.Bool, .bool(let flag)):
            return SwiftLiteral.bool(flag)
        case (.Int, .int(let number)), (.Int64, .int(let number)), (.Double, .int(let number)):
            return SwiftLiteral.int(number)
        default:
            return SwiftLiteral.string(Self.text(value))
        }
    }

    /// A `JSONValue` by its literals.
    private func json(_ value: OrderedJSON, indent: Int) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let flag): return SwiftLiteral.bool(flag)
        case .int(let number): return SwiftLiteral.int(number)
        case .double(let number): return SwiftLiteral.double(number) ?? "0"
        case .string(let text): return SwiftLiteral.string(text)
        case .array(let items):
            return list(items.map { json($0, indent: indent + 4) }, open: "[", close: "]", indent: indent)
        case .object(let members):
            guard !members.isEmpty else { return "[:]" }
            return list(
                members.map { "\(SwiftLiteral.string($0.key)): \(json($0.value, indent: indent + 4))" }, open: "[",
                close: "]", indent: indent)
        }
    }

    /// The items on one line when they fit after what leads up to them (a
    /// declaration, a label: at most `lead` characters), else one a line.
    private func list(_ items: [String], open: String, close: String, indent: Int) -> String {
        let line = open + items.joined(separator: ", ") + close
        if !line.contains("\n"), LineLength.fits(indent: indent + Self.lead, line) { return line }
        let pad = String(repeating: " ", count: indent + 4)
        return open + "\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: " ", count: indent) + close
    }

    private static func text(_ value: OrderedJSON) -> String {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .bool(let flag): return String(flag)
        default: return value.json
        }
    }
}
