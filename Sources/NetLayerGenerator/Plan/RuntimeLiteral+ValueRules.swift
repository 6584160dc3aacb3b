import Foundation
import NetLayerSpec

extension RuntimeLiteral {
    /// The rules a call passes for `parameter`: nil where the spec's `checkConstraints` is off for `interface`,
    /// where the parameter has none, and for a fixed `value`, which kept its rules when the spec was read.
    static func checkedRules(of parameter: Interface.Parameter, in interface: Interface, spec: Spec)
        -> SwiftExpression?
    {
        guard spec.checksConstraints(of: interface), parameter.fixedValue == nil,
            let constraints = parameter.constraints, !constraints.isEmpty
        else { return nil }
        return valueRules(constraints.valueRules)
    }

    /// `ValueRules(minimum: 1, maximum: 100)`: a parameter's constraints as the runtime checks them, each rule
    /// under the spec's name, the ones the spec left out left out.
    static func valueRules(_ constraints: ValueRules) -> SwiftExpression {
        var arguments: [SwiftExpression.Argument] = []
        if let minimum = constraints.lowerBound {
            arguments.append(.init(minimum.exclusive ? "exclusiveMinimum" : "minimum", decimal(minimum.value)))
        }
        if let maximum = constraints.upperBound {
            arguments.append(.init(maximum.exclusive ? "exclusiveMaximum" : "maximum", decimal(maximum.value)))
        }
        if let multipleOf = constraints.multipleOf { arguments.append(.init("multipleOf", decimal(multipleOf))) }
        if let minLength = constraints.minLength { arguments.append(.init("minLength", .code(String(minLength)))) }
        if let maxLength = constraints.maxLength { arguments.append(.init("maxLength", .code(String(maxLength)))) }
        if let pattern = constraints.pattern { arguments.append(.init("pattern", string(pattern))) }
        if let minItems = constraints.minItems { arguments.append(.init("minItems", .code(String(minItems)))) }
        if let maxItems = constraints.maxItems { arguments.append(.init("maxItems", .code(String(maxItems)))) }
        if constraints.uniqueItems { arguments.append(.init("uniqueItems", .code("true"))) }
        if let items = constraints.items { arguments.append(.init("items", valueRules(items))) }
        return .call("ValueRules", arguments)
    }

    /// An exact `Decimal`: a whole number as an integer literal (`100`), a fraction as
    /// `Decimal(sign: .plus, exponent: -2, significand: 1)`, since a float literal would pass through `Double`
    /// and `0.01` would not be 0.01.
    static func decimal(_ value: Decimal) -> SwiftExpression {
        let text = value.description
        if Int64(text) != nil { return .code(text) }
        let significand = value.significand.magnitude.description
        guard Int64(significand) != nil else {
            // More digits than an integer literal holds: read from text, which a spec's number always is.
            return .code("Decimal(string: \(SwiftLiteral.string(text)))!")
        }
        return .call(
            "Decimal",
            [
                .init("sign", .code(value.sign == .minus ? ".minus" : ".plus")),
                .init("exponent", .code(String(value.exponent))), .init("significand", .code(significand)),
            ])
    }
}
