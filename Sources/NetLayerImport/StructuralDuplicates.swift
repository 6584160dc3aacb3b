import NetLayerSpec

/// Finds models of a spec that are structural duplicates of one another:
/// structs with the same fields (names, types, keys, formats, `required`, constraints), enums with
/// the same values, unions with the same alternatives in the same order. Two models
/// that are both named schemas of the document are not duplicates: the document calls
/// them different things. Structs without fields are not duplicates of one another
/// either: they have no structure to repeat, and each stands for an object the
/// document names (or, inline, one `EmptyObject`) that may grow different fields.
public enum StructuralDuplicates {
    /// Groups of two or more alike models, by name, in the spec's order;
    /// `schemaNames`: models that may be alike, as the document has them
    /// apart (empty: every alike pair counts).
    ///
    /// - Parameters:
    ///   - spec: The spec whose models are compared.
    ///   - schemaNames: The models the document names itself (``schemaNames(ofDocument:)``); two of these are
    ///     never duplicates of each other. Empty: every alike pair counts.
    /// - Returns: The groups, each listing its models' names in the spec's order; empty when none are alike.
    public static func find(in spec: Spec, schemaNames: Set<String>) -> [[String]] {
        var groups: [[String]: [String]] = [:]
        var order: [[String]] = []
        for model in spec.models {
            if case .structure(let fields) = model.kind, fields.isEmpty { continue }
            let shape = shape(of: model)
            if groups[shape] == nil { order.append(shape) }
            groups[shape, default: []].append(model.name)
        }
        return order.compactMap { shape in
            let names = groups[shape] ?? []
            let inline = names.filter { !schemaNames.contains($0) }
            return names.count > 1 && !inline.isEmpty ? names : nil
        }
    }

    /// The model names a document's own schemas get (`components/schemas`, `definitions`).
    ///
    /// - Parameter path: The OpenAPI or Swagger document on disk.
    /// - Returns: The schemas' model names, each also with `Model` appended; empty when the document cannot
    ///   be read.
    public static func schemaNames(ofDocument path: String) -> Set<String> {
        let documents = DocumentSet(fileSystem: DiskFileSystem(), limits: InputLimits())
        documents.rootPath = path
        let names = DraftBuilder.schemaNames(in: documents)
        // A schema named like a type the generated code uses is `…Model`.
        return names.union(names.map { $0 + "Model" })
    }

    /// A field's constraints by their rules and values, not where they were written.
    private static func text(of constraints: Constraints) -> String {
        let parts: [String?] = [
            constraints.lowerBound.map { "\($0.exclusive ? ">" : ">=")\($0.value)" },
            constraints.upperBound.map { "\($0.exclusive ? "<" : "<=")\($0.value)" },
            constraints.multipleOf.map { "*\($0)" }, constraints.minLength.map { "l>=\($0)" },
            constraints.maxLength.map { "l<=\($0)" }, constraints.pattern.map { "~\($0)" },
            constraints.minItems.map { "n>=\($0)" }, constraints.maxItems.map { "n<=\($0)" },
            constraints.uniqueItems ? "unique" : nil, constraints.items.map { "[\(text(of: $0))]" },
        ]
        return parts.compactMap { $0 }.joined(separator: " ")
    }

    private static func shape(of model: Model) -> [String] {
        switch model.kind {
        case .structure(let fields):
            return ["struct"]
                + fields.map { field in
                    [
                        field.name, field.key, field.type.value.description, field.format.map { "\($0)" } ?? "",
                        field.isRequiredNullable ? "required" : "", field.constraints.map(text(of:)) ?? "",
                    ]
                    .joined(separator: "|")
                }.sorted()
        case .enumeration(let enumeration):
            return ["enum", enumeration.rawType.rawValue]
                + enumeration.cases.map { "\($0.rawValue)" }.sorted()
        case .union(let union):
            // In order: an untagged union's order is how it decodes.
            return [union.combination.rawValue, union.discriminator?.value ?? "", "\(union.frozen)"]
                + union.cases.map { "\($0.name)|\($0.type.value)|\($0.writtenTag ?? "")" }
        }
    }
}
