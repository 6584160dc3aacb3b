import Foundation
import NetLayerSpec

/// A field's or a parameter's constraints as the JSON Schema 2020-12 keywords of the same names, on the schema of
/// its value: the spec took the rules and their names from JSON Schema, so they are written back one for one.
enum ConstraintKeywords {
    /// `schema` with the keywords of `constraints` added where they apply to the value.
    ///
    /// An optional value's schema is `type: [T, "null"]`, where the keywords sit beside the type, since each
    /// applies only to values of its own kind and so never to `null`; or `anyOf: [T, null]`, where they go into
    /// `T`. An element's rules go into `items`. A `$ref` takes none: the checks refuse rules on a model.
    static func applying(_ constraints: Constraints?, to schema: OrderedJSON) -> OrderedJSON {
        guard let constraints, !constraints.isEmpty, case .object(let members) = schema else { return schema }
        if let alternatives = schema["anyOf"], case .array(var types) = alternatives, !types.isEmpty,
            schema["type"] == nil
        {
            types[0] = applying(constraints, to: types[0])
            return .object(members.map { $0.key == "anyOf" ? .init("anyOf", .array(types)) : $0 })
        }
        guard schema["$ref"] == nil else { return schema }
        var object = ObjectBuilder()
        for member in members { object.set(member.key, member.value) }
        if let minimum = constraints.lowerBound {
            object.set(minimum.exclusive ? "exclusiveMinimum" : "minimum", number(minimum.value))
        }
        if let maximum = constraints.upperBound {
            object.set(maximum.exclusive ? "exclusiveMaximum" : "maximum", number(maximum.value))
        }
        object.set("multipleOf", constraints.multipleOf.map(number))
        object.set("minLength", constraints.minLength.map { .int(Int64($0)) })
        object.set("maxLength", constraints.maxLength.map { .int(Int64($0)) })
        object.set("pattern", constraints.pattern.map(OrderedJSON.string))
        object.set("minItems", constraints.minItems.map { .int(Int64($0)) })
        object.set("maxItems", constraints.maxItems.map { .int(Int64($0)) })
        if constraints.uniqueItems { object.set("uniqueItems", .bool(true)) }
        if let items = constraints.items, let element = schema["items"] {
            object.set("items", applying(items, to: element))
        }
        return object.json
    }

    /// A limit as a JSON number: a whole number that fits 64 bits as an integer, without `.0`; any other as the
    /// double whose shortest text is the decimal's own for every number of up to 15 significant digits.
    static func number(_ value: Decimal) -> OrderedJSON {
        let text = value.description
        if let whole = Int64(text) { return .int(whole) }
        return .double(Double(text) ?? NSDecimalNumber(decimal: value).doubleValue)
    }
}
