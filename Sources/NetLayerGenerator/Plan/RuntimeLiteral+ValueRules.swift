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

extension RuntimeLiteral {
    /// A parameter's rules at every depth as the stubbed client checks them: `RuleTree(ValueRules(maximum: 100))`
    /// for a value with rules of its own alone, else the tree with the models it reaches, by name.
    static func ruleTree(_ tree: RuleTree) -> SwiftExpression {
        if case .rules(let rules, .none) = tree.root, tree.models.isEmpty {
            return .call("RuleTree", [.init(nil, valueRules(rules))])
        }
        var arguments: [SwiftExpression.Argument] = [.init(nil, ruleNode(tree.root))]
        if !tree.models.isEmpty {
            let models = tree.models.sorted { $0.key < $1.key }.map {
                (key: string($0.key), value: ruleModel($0.value))
            }
            arguments.append(.init("models", .dictionary(models)))
        }
        return .call("RuleTree", arguments)
    }

    static func ruleNode(_ node: RuleTree.Node) -> SwiftExpression {
        switch node {
        case .none: member("none")
        case .rules(let rules, let inside): member("rules", valueRules(rules), ruleNode(inside))
        case .elements(let inside): member("elements", ruleNode(inside))
        case .values(let inside): member("values", ruleNode(inside))
        case .model(let name): member("model", string(name))
        }
    }

    static func ruleModel(_ model: RuleTree.Model) -> SwiftExpression {
        switch model {
        case .fields(let fields):
            return member(
                "fields",
                .array(
                    fields.map { .call("RuleTree.Field", [.init(nil, string($0.key)), .init(nil, ruleNode($0.node))]) }
                ))
        case .union(let discriminator, let alternatives):
            let list = alternatives.map { alternative -> SwiftExpression in
                .call(
                    "RuleTree.Alternative",
                    [.init("tag", alternative.tag.map(string) ?? .code("nil")), .init(nil, ruleNode(alternative.node))])
            }
            return .call(
                ".union",
                [
                    .init("discriminator", discriminator.map(string) ?? .code("nil")),
                    .init("alternatives", .array(list)),
                ])
        }
    }
}
