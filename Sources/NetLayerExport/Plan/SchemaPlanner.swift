import NetLayerSpec

/// Spec types and models as JSON Schema (the dialect of OpenAPI 3.1):
/// builtins as their JSON types and formats, models as `$ref`s into
/// `components/schemas`, optionals the 3.1 way (`type: [T, "null"]`).
struct SchemaPlanner {
    let models: [String: Model]
    let examples: SpecExamples

    init(spec: Spec) {
        models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        examples = SpecExamples(spec)
    }

    static func reference(_ name: String) -> OrderedJSON {
        .object([.init("$ref", .string("#/components/schemas/" + name))])
    }

    /// The schema of a value of `type`; `format` for a `Date` field written otherwise than ISO 8601.
    func schema(_ type: TypeName, format: DateFormat? = nil) -> OrderedJSON {
        switch type {
        case .builtin(let builtin): return Self.schema(builtin, format: format)
        case .model(let name): return Self.reference(name)
        case .array(let element):
            return .object([.init("type", "array"), .init("items", schema(element, format: format))])
        case .dictionary(let value):
            return .object([.init("type", "object"), .init("additionalProperties", schema(value, format: format))])
        case .optional(let wrapped): return Self.nullable(schema(wrapped, format: format))
        }
    }

    /// `schema`, or `null`: `null` added to its `type` (JSON Schema 2020-12
    /// §6.1.1 allows an array of types), or `anyOf` beside it for a `$ref`.
    static func nullable(_ schema: OrderedJSON) -> OrderedJSON {
        guard case .object(var members) = schema, !members.isEmpty else { return schema }
        if let index = members.firstIndex(where: { $0.key == "type" }) {
            switch members[index].value {
            case .string(let type): members[index].value = .array([.string(type), "null"])
            case .array(let types) where !types.contains("null"): members[index].value = .array(types + ["null"])
            default: break
            }
            return .object(members)
        }
        return .object([.init("anyOf", .array([schema, .object([.init("type", "null")])]))])
    }

    private static func schema(_ builtin: TypeName.Builtin, format: DateFormat?) -> OrderedJSON {
        var object = ObjectBuilder()
        switch builtin {
        case .String: object.set("type", "string")
        case .Int:
            // Swift's `Int`, 64 bits where apps and servers run; as bounds, not `format: int64`, which is `Int64`.
            object.set("type", "integer")
            object.set("minimum", .int(.min))
            object.set("maximum", .int(.max))
        case .Int64:
            object.set("type", "integer")
            object.set("format", "int64")
        case .Double:
            object.set("type", "number")
            object.set("format", "double")
        case .Bool: object.set("type", "boolean")
        case .URL:
            object.set("type", "string")
            object.set("format", "uri")
        case .Data:
            // `format: byte` as OpenAPI 3.0 said it, `contentEncoding` as JSON Schema 2020-12 does.
            object.set("type", "string")
            object.set("format", "byte")
            object.set("contentEncoding", "base64")
        case .File:
            object.set("type", "string")
            object.set("format", "binary")
        case .JSON:
            break
        case .Date:
            switch format {
            case nil, .iso8601?:
                object.set("type", "string")
                object.set("format", "date-time")
            case .seconds?:
                object.set("type", "number")
            case .milliseconds?:
                object.set("type", "integer")
                object.set("format", "int64")
            case .pattern?:
                object.set("type", "string")
            }
            object.set(Extension.date, format.map(Self.text))
        }
        return object.json
    }

    /// A date format as the spec writes it.
    static func text(_ format: DateFormat) -> OrderedJSON { .string(format.written) }
}
