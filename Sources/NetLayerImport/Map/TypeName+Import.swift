import NetLayerSpec

/// What the importer does to a type while it is a value: models renamed,
/// one type put for another.
extension TypeName {
    /// The type with every model `renamed` names renamed: `[FooBar]?` → `[Bar]?`.
    func renamingModels(_ renamed: [String: String]) -> TypeName {
        guard !renamed.isEmpty else { return self }
        return replacingLeaves { leaf in
            guard case .model(let name) = leaf, let new = renamed[name] else { return leaf }
            return .model(new)
        }
    }

    /// The type with each `old` in it `new`: `[String]?` → `[Date]?`.
    func replacing(_ old: TypeName, with new: TypeName) -> TypeName {
        replacingLeaves { $0 == old ? new : $0 }
    }

    /// Whether the type is the builtin or model of this name (a union's tag
    /// that is its member's name need not be written).
    func isNamed(_ name: String) -> Bool {
        switch self {
        case .builtin(let builtin): builtin.rawValue == name
        case .model(let model): model == name
        case .array, .dictionary, .optional: false
        }
    }

    private func replacingLeaves(_ leaf: (TypeName) -> TypeName) -> TypeName {
        switch self {
        case .builtin, .model: leaf(self)
        case .array(let element): .array(element.replacingLeaves(leaf))
        case .dictionary(let value): .dictionary(value.replacingLeaves(leaf))
        case .optional(let wrapped): .optional(wrapped.replacingLeaves(leaf))
        }
    }
}
