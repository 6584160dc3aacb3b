import Foundation
import NetLayerSpec

/// The constraints a field or a parameter keeps from its schema: the rules that fit the type it became.
///
/// A number's rules fit `Int`, `Int64` and `Double`, a string's `String`, an array's an array (and its items
/// schema's rules its elements, as `items`). A rule that does not fit (a `maxLength` of a string that became a
/// `Date`, `URL` or an enum) is not kept, and `ConstraintLedger` counts it. `format: int32` adds its range, as
/// the spec's `Int` is 64 bits. Rules that together allow nothing, or that the default the spec sends breaks,
/// would make the spec fail to load: they are left out with a warning that names the schema.
struct ConstraintMapper {
    /// Where `$ref`s are followed, and where what is kept and left out is recorded and reported.
    let documents: DocumentSet

    /// The range of `format: int32`.
    static let int32 = (lower: Decimal(Int(Int32.min)), upper: Decimal(Int(Int32.max)))

    /// What a rule of the result stands for: the document's keywords it keeps.
    private typealias Origins = [ValueRules.Rule: [SchemaRules.Origin]]

    /// The constraints of a field or parameter of `type` whose schema is `schema`; nil when none is kept.
    ///
    /// - Parameters:
    ///   - schema: The schema the field or parameter has, `$ref`s and all.
    ///   - type: The type it became.
    ///   - defaultValue: The value the spec sends when the app leaves it out, which must keep the rules.
    /// - Returns: The rules kept, in the spec's model of them; nil when none is.
    func constraints(of schema: Schema, as type: TypeName, default defaultValue: ScalarValue? = nil) -> Constraints? {
        var origins: Origins = [:]
        guard var constraints = constraints(of: schema, as: type, origins: &origins, depth: 0) else { return nil }
        if let defaultValue { keep(defaultValue, in: &constraints, origins: &origins, schema: schema) }
        documents.constraints.keep(origins.values.flatMap { $0 })
        return constraints.isEmpty ? nil : constraints
    }

    /// The rules of `schema` that fit `type`, recording in `origins` the keywords each stands for; an array's
    /// elements' rules nested, `depth` arrays down.
    private func constraints(
        of schema: Schema, as type: TypeName, origins: inout Origins, depth: Int
    ) -> Constraints? {
        let (rules, base) = resolved(schema)
        var constraints = Constraints()
        switch type.nonOptional {
        case .builtin(.Int), .builtin(.Int64), .builtin(.Double):
            var minimum = rules.minimum
            var maximum = rules.maximum
            if case .integer("int32") = base.shape, type.nonOptional == .builtin(.Int) {
                let range = (Self.int32.lower, Self.int32.upper)
                minimum = SchemaRules.stricter(minimum, .init(value: .init(range.0), origins: []), lower: true)
                maximum = SchemaRules.stricter(maximum, .init(value: .init(range.1), origins: []), lower: false)
            }
            if let low = minimum, let high = maximum,
                low.value.value > high.value.value
                    || (low.value.value == high.value.value && (low.value.exclusive || high.value.exclusive))
            {
                leaveOut(
                    "'\(name(low, lower: true))' \(low.value.value) is not below '\(name(high, lower: false))' "
                        + "\(high.value.value), which allows no number", low, high, base: base)
            } else {
                // A 64-bit integer's own limits, as `netlayer export` writes them, say nothing the type does not.
                let integer = type.nonOptional != .builtin(.Double)
                constraints.lowerBound = integer && Self.isInt64Limit(minimum, lower: true) ? nil : minimum?.value
                origins[.minimum] = minimum?.origins
                constraints.upperBound = integer && Self.isInt64Limit(maximum, lower: false) ? nil : maximum?.value
                origins[.maximum] = maximum?.origins
            }
            constraints.multipleOf = rules.multipleOf?.value
            origins[.multipleOf] = rules.multipleOf?.origins
        case .builtin(.String):
            if let low = rules.minLength, let high = rules.maxLength, low.value > high.value {
                leaveOut(
                    "'minLength' \(low.value) is greater than 'maxLength' \(high.value), which allows no string",
                    low, high, base: base)
            } else {
                constraints.minLength = rules.minLength?.value
                origins[.minLength] = rules.minLength?.origins
                constraints.maxLength = rules.maxLength?.value
                origins[.maxLength] = rules.maxLength?.origins
            }
            constraints.pattern = rules.pattern?.value
            origins[.pattern] = rules.pattern?.origins
        case .array(let element):
            if let low = rules.minItems, let high = rules.maxItems, low.value > high.value {
                leaveOut(
                    "'minItems' \(low.value) is greater than 'maxItems' \(high.value), which allows no array",
                    low, high, base: base)
            } else {
                constraints.minItems = rules.minItems?.value
                origins[.minItems] = rules.minItems?.origins
                constraints.maxItems = rules.maxItems?.value
                origins[.maxItems] = rules.maxItems?.origins
            }
            constraints.uniqueItems = rules.uniqueItems?.value ?? false
            origins[.uniqueItems] = rules.uniqueItems?.origins
            // Arrays of arrays nest; a schema deeper than a spec's types could be is not followed.
            if case .array(let items?) = base.shape, depth < 32 {
                var inner: Origins = [:]
                constraints.items = self.constraints(of: items, as: element, origins: &inner, depth: depth + 1)
                origins[.items] = inner.values.flatMap { $0 }
            }
        default:
            break
        }
        return constraints.isEmpty ? nil : constraints
    }

    /// Whether `bound` lets every 64-bit integer through on its side: an inclusive limit at or beyond `Int64`'s.
    private static func isInt64Limit(_ bound: SchemaRules.Found<ValueRules.Bound>?, lower: Bool) -> Bool {
        guard let bound, !bound.value.exclusive else { return false }
        return lower ? bound.value.value <= Decimal(Int64.min) : bound.value.value >= Decimal(Int64.max)
    }

    /// The rules of `schema` and of the schemas its `$ref`s lead to, with the schema they end at.
    private func resolved(_ schema: Schema) -> (SchemaRules, Schema) {
        var rules = schema.rules
        var current = schema
        var hops = 0
        while case .reference(let target) = current.shape, hops < 64,
            let node = documents.node(at: target, referencedAt: current.location)
        {
            current = documents.schema(node)
            rules = rules.merged(with: current.rules)
            hops += 1
        }
        return (rules, current)
    }

    /// The keyword a bound was written as; `format: int32` for the range it adds.
    private func name(_ bound: SchemaRules.Found<ValueRules.Bound>, lower: Bool) -> String {
        bound.origins.isEmpty ? "format: int32" : bound.value.rule(lower: lower).rawValue
    }

    /// Leaves out two limits that allow nothing together, with a warning naming the schema.
    private func leaveOut<Value>(
        _ reason: String, _ low: SchemaRules.Found<Value>, _ high: SchemaRules.Found<Value>, base: Schema
    ) {
        let location = (low.origins + high.origins).first?.schema ?? base.location
        documents.constraints.warn(
            "the schema at \(location.pointer ?? "#"): \(reason); both are left out",
            leaving: low.origins + high.origins, at: location, to: &documents.diagnostics)
    }

    /// Leaves out each rule the default breaks: the spec's loader refuses a default its rules do not allow.
    private func keep(
        _ value: ScalarValue, in constraints: inout Constraints, origins: inout Origins, schema: Schema
    ) {
        let json: OrderedJSON
        switch value {
        case .string(let text): json = .string(text)
        case .int(let number): json = .int(number)
        case .double(let number): json = .double(number)
        case .bool(let flag): json = .bool(flag)
        case .null: return
        }
        while let violation = constraints.violation(of: json) {
            let rule: ValueRules.Rule
            switch violation.rule {
            case .minimum, .exclusiveMinimum:
                rule = .minimum
                constraints.lowerBound = nil
            case .maximum, .exclusiveMaximum:
                rule = .maximum
                constraints.upperBound = nil
            case .multipleOf: (rule, constraints.multipleOf) = (.multipleOf, nil)
            case .minLength: (rule, constraints.minLength) = (.minLength, nil)
            case .maxLength: (rule, constraints.maxLength) = (.maxLength, nil)
            case .pattern: (rule, constraints.pattern) = (.pattern, nil)
            case .minItems, .maxItems, .uniqueItems, .items: return
            }
            let left = origins.removeValue(forKey: rule) ?? []
            let location = left.first?.schema ?? schema.location
            documents.constraints.warn(
                "the schema at \(location.pointer ?? "#"): its default breaks '\(violation.rule.rawValue)' "
                    + "(\(violation.message)); the rule is left out",
                leaving: left, at: location, to: &documents.diagnostics)
        }
    }
}
