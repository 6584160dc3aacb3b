import Foundation
import NetLayerSpec

/// An example value written as the Swift expression that builds it, the
/// way one writes a fixture by hand: `Student(id: 7, name: "Ada")`,
/// `.active`, `Date(timeIntervalSince1970: 1725177600)`, as a
/// ``SwiftExpression`` the layout breaks one argument or element a line
/// where it does not fit.
struct ExampleLiteral {
    let inputs: PlanInputs
    private let models: [String: Model]

    init(inputs: PlanInputs) {
        self.inputs = inputs
        self.models = Dictionary(inputs.spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `value`, of `type`, as an expression.
    func expression(_ value: OrderedJSON, of type: TypeName, format: DateFormat? = nil) -> SwiftExpression {
        if case .null = value { return "nil" }
        switch type {
        case .optional(let wrapped):
            return expression(value, of: wrapped, format: format)
        case .array(let element):
            guard case .array(let items) = value else { return "[]" }
            return .array(items.map { expression($0, of: element, format: format) })
        case .dictionary(let element):
            guard case .object(let members) = value, !members.isEmpty else { return "[:]" }
            return .dictionary(
                members.map { (.code(SwiftLiteral.string($0.key)), expression($0.value, of: element, format: format)) })
        case .model(let name):
            return modelExpression(value, of: name)
        case .builtin(let builtin):
            return builtinExpression(value, builtin, format: format)
        }
    }

    private func modelExpression(_ value: OrderedJSON, of name: String) -> SwiftExpression {
        switch models[name]?.kind {
        case .enumeration(let enumeration)?:
            let raw = Self.text(value)
            let chosen = enumeration.cases.first { $0.rawValue.description == raw } ?? enumeration.cases[0]
            return .code("." + SwiftIdentifier.caseName(chosen.name))
        case .structure(let fields)?:
            guard case .object(let members) = value else { return "nil" }
            let arguments = fields.compactMap { field -> SwiftExpression.Argument? in
                guard let member = members.first(where: { $0.key == field.key }), member.value != .null else {
                    return nil
                }
                let label = SwiftIdentifier.argumentLabel(field.name)
                return .init(label, expression(member.value, of: field.type.value, format: field.format))
            }
            return .call(inputs.names.model(name), arguments)
        case .union(let union)?:
            guard let chosen = union.alternative(for: value, models: models) else { return "nil" }
            let inner = expression(value, of: chosen.type.value)
            if union.combination == .anyOf {
                let label = SwiftIdentifier.argumentLabel(chosen.name)
                return .call(inputs.names.model(name), [.init(label, inner)])
            }
            return .call("." + SwiftIdentifier.caseName(chosen.name), [.init(nil, inner)])
        case nil:
            return "nil"
        }
    }

    private func builtinExpression(_ value: OrderedJSON, _ builtin: TypeName.Builtin, format: DateFormat?)
        -> SwiftExpression
    {
        if builtin == .JSON { return json(value) }
        return .code(builtinText(value, builtin, format: format))
    }

    private func builtinText(_ value: OrderedJSON, _ builtin: TypeName.Builtin, format: DateFormat?) -> String {
        switch (builtin, value) {
        case (.JSON, _):
            return value.json
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
    private func json(_ value: OrderedJSON) -> SwiftExpression {
        switch value {
        case .null: return "nil"
        case .bool(let flag): return .code(SwiftLiteral.bool(flag))
        case .int(let number): return .code(SwiftLiteral.int(number))
        case .double(let number): return .code(SwiftLiteral.double(number) ?? "0")
        case .string(let text): return .code(SwiftLiteral.string(text))
        case .array(let items): return .array(items.map(json))
        case .object(let members): return .dictionary(members.map { (.code(SwiftLiteral.string($0.key)), json($0.value)) })
        }
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
