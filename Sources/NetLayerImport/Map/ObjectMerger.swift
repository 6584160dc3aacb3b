import NetLayerSpec

/// The properties of an object schema, with `allOf` merged and references followed.
struct ObjectMerger {
    let documents: DocumentSet

    /// The schema a chain of `$ref`s ends at; the last one followed when a `$ref` cannot be.
    func resolve(_ schema: Schema) -> Schema {
        var current = schema
        var hops = 0
        while case .reference(let target) = current.shape, hops < 64,
            let node = documents.node(at: target, referencedAt: current.location)
        {
            current = documents.schema(node)
            hops += 1
        }
        return current
    }

    /// The object's properties, its own and its `allOf` parts' (the first
    /// of a name wins, with the validation rules of every part that has it),
    /// with the names it requires.
    func properties(of schema: Schema) -> ([Schema.Property], Set<String>) {
        var properties: [Schema.Property] = []
        var required: Set<String> = []
        var seen: Set<String> = []
        func add(_ schema: Schema, depth: Int) {
            let resolved = resolve(schema)
            switch resolved.shape {
            case .object(let own, let needed, _):
                for property in own {
                    if seen.insert(property.name).inserted {
                        properties.append(property)
                    } else if let index = properties.firstIndex(where: { $0.name == property.name }) {
                        // Every part of an allOf holds: a later part's rules for the property are its rules too.
                        properties[index].schema.rules = properties[index].schema.rules.merged(
                            with: property.schema.rules)
                    }
                }
                required.formUnion(needed)
            case .allOf(let members) where depth < 32:
                for member in members { add(member, depth: depth + 1) }
            default:
                break
            }
        }
        add(schema, depth: 0)
        return (properties, required)
    }
}
