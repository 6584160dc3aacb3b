extension RuleTree {
    /// The rules a value of `type` keeps at every depth, with `own` rules of its own (a field's or a parameter's);
    /// nil when neither the value nor any model it holds has any, so a caller checks nothing.
    ///
    /// - Parameters:
    ///   - type: The value's type.
    ///   - own: The value's own constraints.
    ///   - models: The spec's models by name.
    public init?(type: TypeName, own: Constraints?, models: [String: NetLayerSpec.Model]) {
        self.init(type: type, own: own, models: models, constrained: Self.constrainedModels(models))
    }

    /// The trees of several types of one spec, which share the walk of its models: what a spec's parameters and
    /// replies each need.
    ///
    /// - Parameter models: The spec's models by name.
    /// - Returns: A function giving the tree of a value of a type, with its own constraints; nil when none apply.
    public static func maker(
        models: [String: NetLayerSpec.Model]
    ) -> @Sendable (TypeName, Constraints?) -> RuleTree? {
        let constrained = constrainedModels(models)
        return { type, own in RuleTree(type: type, own: own, models: models, constrained: constrained) }
    }

    private init?(type: TypeName, own: Constraints?, models: [String: NetLayerSpec.Model], constrained: Set<String>) {
        let root = Self.node(type, own: own, constrained)
        guard root != .none else { return nil }
        // Only the models this value can reach, so that a parameter's tree holds what it needs and no more.
        var held: [String: Model] = [:]
        var pending = Self.modelNames(in: root)
        while let name = pending.popLast() {
            guard held[name] == nil, let model = models[name], let rules = Self.model(model, constrained) else {
                continue
            }
            held[name] = rules
            switch rules {
            case .fields(let fields): pending += fields.flatMap { Self.modelNames(in: $0.node) }
            case .union(_, let alternatives): pending += alternatives.flatMap { Self.modelNames(in: $0.node) }
            }
        }
        self.init(root, models: held)
    }

    private static func node(_ type: TypeName, own: Constraints?, _ constrained: Set<String>) -> Node {
        let inside = node(type, constrained)
        guard let own, !own.isEmpty else { return inside }
        return .rules(own.valueRules, inside)
    }

    private static func node(_ type: TypeName, _ constrained: Set<String>) -> Node {
        switch type {
        case .optional(let wrapped): return node(wrapped, constrained)
        case .array(let element):
            let inside = node(element, constrained)
            return inside == .none ? .none : .elements(inside)
        case .dictionary(let element):
            let inside = node(element, constrained)
            return inside == .none ? .none : .values(inside)
        case .model(let name): return constrained.contains(name) ? .model(name) : .none
        case .builtin: return .none
        }
    }

    private static func model(_ model: NetLayerSpec.Model, _ constrained: Set<String>) -> Model? {
        switch model.kind {
        case .structure(let fields):
            return .fields(
                fields.compactMap { field in
                    let node = node(field.type.value, own: field.constraints, constrained)
                    return node == .none ? nil : Field(field.key, node)
                })
        case .union(let union):
            // Every alternative, even one without rules: a value that is of it keeps the union's rules.
            return .union(
                discriminator: union.discriminator?.value,
                alternatives: union.cases.map { Alternative(tag: $0.tag, node($0.type.value, constrained)) })
        case .enumeration:
            return nil
        }
    }

    private static func modelNames(in node: Node) -> [String] {
        switch node {
        case .none: []
        case .rules(_, let inside), .elements(let inside), .values(let inside): modelNames(in: inside)
        case .model(let name): [name]
        }
    }

    /// The models with a field that has constraints, or that hold such a model, at any depth.
    private static func constrainedModels(_ models: [String: NetLayerSpec.Model]) -> Set<String> {
        var constrained: Set<String> = []
        var grew = true
        // Until no model joins: a chain of models is as long as the spec's models at most.
        while grew {
            grew = false
            for (name, model) in models where !constrained.contains(name) {
                let types: [(TypeName, Bool)]
                switch model.kind {
                case .structure(let fields):
                    types = fields.map { ($0.type.value, $0.constraints?.isEmpty == false) }
                case .union(let union):
                    types = union.cases.map { ($0.type.value, false) }
                case .enumeration:
                    types = []
                }
                if types.contains(where: { $0.1 || node($0.0, constrained) != .none }) {
                    constrained.insert(name)
                    grew = true
                }
            }
        }
        return constrained
    }
}
