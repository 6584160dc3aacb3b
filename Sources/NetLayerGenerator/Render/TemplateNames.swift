/// The names a context type offers a template: its own `CodingKeys` and
/// those of the contexts it holds, at any depth.
///
/// So an override is checked against the keys the context is encoded with,
/// which the compiler holds to its stored properties.
enum TemplateNames {
    static func of(_ type: any RenderContext.Type) -> Set<String> {
        var names: Set<String> = []
        var seen: Set<ObjectIdentifier> = []
        collect(type, into: &names, seen: &seen)
        return names
    }

    /// A context that holds its own type is read once.
    private static func collect(
        _ type: any RenderContext.Type, into names: inout Set<String>, seen: inout Set<ObjectIdentifier>
    ) {
        guard seen.insert(ObjectIdentifier(type)).inserted else { return }
        names.formUnion(ownNames(type))
        for nested in type.nestedContexts { collect(nested, into: &names, seen: &seen) }
    }

    private static func ownNames<Context: RenderContext>(_ type: Context.Type) -> [String] {
        Context.CodingKeys.allCases.map(\.stringValue)
    }
}
