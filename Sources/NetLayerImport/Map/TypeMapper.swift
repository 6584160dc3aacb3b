import NetLayerSpec

/// Turns schemas into spec types, and the schemas that need a name into
/// models: named ones (`components/schemas`, `definitions`, another file)
/// under their own name, inline objects and enums under a name made from
/// where they are used. A model is written only when something uses it.
///
/// By concern: objects in `TypeMapper+Objects`, enums in `TypeMapper+Enums`,
/// unions in `TypeMapper+Unions`; names in `ModelNames`, the models made in
/// `ModelCatalog`.
struct TypeMapper {
    /// Where a schema is used: the position decides what a type may be
    /// (`File` in a multipart body, dates in parameters as text).
    enum Use {
        case field, parameter, multipartField, response
    }

    /// Whether the document is a spec `netlayer export` wrote: its enum case names are the spec's, as written.
    let exported: Bool
    /// Where referenced schemas are read and what mapping reports goes.
    let documents: DocumentSet
    private(set) var names: ModelNames
    var catalog = ModelCatalog()

    // What was decided once for a node, so that every use of it is the same type.
    /// The type of each named schema that is a model: the same for every use.
    var byTarget: [DocumentSet.Target: TypeName] = [:]
    /// The type of each named schema written in place (`String`, `[Pet]`),
    /// but in a multipart body, where it may be a `File`.
    private var inPlace: [DocumentSet.Target: TypeName] = [:]
    /// The type of each enum that makes no model (`Double`, `JSON`), by its node: an `allOf` maps
    /// its parts' fields again in each model that uses it, and the enum is the one node it was.
    var unmodelledEnums: [SourceLocation: TypeName] = [:]
    /// Each inline union's model, by what it holds: alike unions at several places are one model.
    var unionsByShape: [UnionShape: TypeName] = [:]
    /// The one model of every inline object without fields, once one is met.
    var emptyObjectModel: TypeName?

    // Where the mapping is: a schema that leads back to itself.
    private var inProgress: Set<DocumentSet.Target> = []
    /// The named schema being written in place, with its model name: a
    /// model it makes under that name (a oneOf's) is the schema's.
    private var writingInPlace: (name: String, target: DocumentSet.Target)?

    /// `reserved`: type names a model may not take (the runtime's and the
    /// generated client's); `schemaNames`: the names of the document's schemas.
    init(reserved: Set<String>, schemaNames: Set<String> = [], exported: Bool = false, documents: DocumentSet) {
        names = ModelNames(reserved: reserved, schemaNames: schemaNames)
        self.exported = exported
        self.documents = documents
    }

    var models: [ModelDraft] { catalog.models }

    /// A model name for `name`, unique (see `ModelNames.claim`); a model
    /// claimed while a named schema is written in place is that schema's.
    mutating func claim(_ name: String, schema: DocumentSet.Target? = nil, at location: SourceLocation) -> String {
        let schema = schema ?? writingInPlace.flatMap { $0.name == name ? $0.target : nil }
        return names.claim(name, schema: schema, at: location, diagnostics: &documents.diagnostics)
    }

    /// The spec type of `schema`; `name` is what an inline model would be called.
    mutating func type(of schema: Schema, use: Use, name: @autoclosure () -> String) -> TypeName {
        let base = baseType(of: schema, use: use, name: name())
        return schema.nullable && !base.isOptional ? .optional(base) : base
    }

    private mutating func baseType(of schema: Schema, use: Use, name: String) -> TypeName {
        switch schema.shape {
        case .reference(let target):
            return referencedType(target, use: use, at: schema.location)
        case .string(let format):
            switch format {
            case "date-time": return .builtin(.Date)
            case "binary": return .builtin(use == .multipartField ? .File : .Data)
            case "byte": return .builtin(.Data)
            case "uri", "url": return .builtin(.URL)
            default: return .builtin(.String)
            }
        case .integer(let format):
            return .builtin(format == "int64" ? .Int64 : .Int)
        case .number:
            return .builtin(.Double)
        case .boolean:
            return .builtin(.Bool)
        case .any, .null:
            // `type: 'null'` is nullable as well: `JSON?`, which only ever holds nil.
            return .builtin(.JSON)
        case .array(let items):
            guard let items else { return .array(.builtin(.JSON)) }
            let element = type(
                of: items, use: use == .multipartField ? .multipartField : use, name: name + "Item")
            return .array(element)
        case .object(let properties, _, let additional) where properties.isEmpty:
            switch additional {
            case .schema(let value):
                let element = type(
                    of: value, use: use == .multipartField ? .field : use, name: name + "Value")
                return .dictionary(element)
            case .none where schema.declaresNoFields:
                return emptyObject(at: schema.location)
            // An exported document writes JSON as `{}`: an object of anything is a dictionary of JSON.
            case .any where exported:
                return .dictionary(.builtin(.JSON))
            case .any, .none:
                return .builtin(.JSON)
            }
        case .object, .allOf:
            return .model(structure(schema, named: name))
        case .enumeration(let values):
            return enumeration(values, of: schema, named: name)
        case .oneOf(let members), .anyOf(let members):
            return alternatives(members, schema: schema, use: use, name: name)
        }
    }

    /// A named schema: a model of its own name for an object or an enum,
    /// written in place for anything else (`Id: {type: string}` is `String`).
    private mutating func referencedType(
        _ target: DocumentSet.Target, use: Use, at location: SourceLocation
    ) -> TypeName {
        if let type = byTarget[target] { return type }
        if use != .multipartField, let type = inPlace[target] { return type }
        guard !inProgress.contains(target) else {
            documents.diagnostics.warning(
                "this schema contains itself other than through an object; it becomes JSON here", at: location)
            return .builtin(.JSON)
        }
        guard let node = documents.node(at: target, referencedAt: location) else { return .builtin(.JSON) }
        let schema = documents.schema(node)
        let name = ModelNames.modelName(of: target)
        switch schema.shape {
        case .object(let properties, _, _) where !properties.isEmpty || schema.declaresNoFields:
            // A schema with no fields is a type of its own too: it may grow some.
            break
        case .allOf, .enumeration:
            break
        case .oneOf(let members) where members.count > 1, .anyOf(let members) where members.count > 1:
            return namedUnion(members, schema: schema, target: target, use: use, name: name)
        default:
            inProgress.insert(target)
            let outer = writingInPlace
            writingInPlace = (name, target)
            defer {
                inProgress.remove(target)
                writingInPlace = outer
            }
            // Mapped once: every use of the schema is the same type, and the
            // same model when it makes one (a oneOf, an array of inline objects).
            let type = type(of: schema, use: use, name: name)
            if use != .multipartField { inPlace[target] = type }
            return type
        }
        if case .enumeration(let values) = schema.shape {
            let type = enumeration(values, of: schema, named: name, target: target)
            byTarget[target] = schema.nullable ? .optional(type) : type
            return byTarget[target]!
        }
        // Claimed before its fields are mapped, so that a model that refers
        // back to itself finds its own name.
        let claimed = claim(name, schema: target, at: schema.location)
        keepSettings(of: schema, for: claimed)
        byTarget[target] = schema.nullable ? .optional(.model(claimed)) : .model(claimed)
        let slot = catalog.reserve(claimed, kind: .object)
        let fields = self.fields(of: schema, model: claimed)
        catalog.fill(
            slot,
            with: .structure(
                name: claimed,
                summary: exported
                    ? schema.summary : ImportNames.summary(schema.summary, of: target.pointer.tokens.last ?? claimed),
                fields: fields))
        return byTarget[target]!
    }

    /// The name of the case of the enum model `name` whose raw value is `value`.
    func caseName(of value: ScalarValue, inEnum name: String) -> String? {
        for case .enumeration(let model, _, let cases) in catalog.models where model == name {
            return cases.first { $0.rawValue == value }?.name
        }
        return nil
    }
}
