/// How a spec's models reach each other, and which modules reach them,
/// worked out in one walk: what the checks and the generator ask of the
/// models (unused ones, recursion, which fields need a box, where each is
/// generated).
public struct ModelGraph: Sendable {
    /// A field of a model, by their spec names.
    public struct FieldID: Hashable, Sendable {
        /// The model's name as the spec writes it.
        public var model: String
        /// The field's name as the spec writes it.
        public var field: String

        /// Names a field.
        ///
        /// - Parameters:
        ///   - model: The model's name as the spec writes it.
        ///   - field: The field's name as the spec writes it.
        public init(model: String, field: String) {
            self.model = model
            self.field = field
        }
    }

    /// The module each model is generated with: the first module, in spec
    /// order, whose interfaces use it, directly or through other models.
    private var owners: [String: String] = [:]
    /// Optional fields that lead back to their own model, and union
    /// alternatives (by case name) that do: an enum case is then `indirect`,
    /// an anyOf's property `@Indirect`.
    public private(set) var indirectFields: Set<FieldID> = []
    /// Each struct model's fields whose type is a model itself, not wrapped
    /// in an optional, array or dictionary: the edges a value cannot have
    /// a cycle of.
    public private(set) var directFields: [String: [(target: String, field: Field)]] = [:]

    /// Works out the graph of a decoded spec.
    ///
    /// - Parameter spec: The decoded spec; names it does not define are skipped, not reported.
    public init(_ spec: Spec) {
        self.init(models: spec.models, modules: spec.modules)
    }

    /// Works out the graph of models used by modules, for a caller without a whole spec.
    ///
    /// - Parameters:
    ///   - models: The models.
    ///   - modules: The modules whose interfaces use the models, in spec order: the first one that uses a model
    ///     owns it.
    public init(models: [Model], modules: [Module]) {
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for model in models {
            guard case .structure(let fields) = model.kind else { continue }
            directFields[model.name] = fields.compactMap { field in
                if case .model(let target) = field.type.value { return (target, field) }
                return nil
            }
        }
        for module in modules {
            var pending = module.interfaces.flatMap { interface in
                interface.parameters.map(\.type.value) + interface.reply.namedTypes.map(\.value)
            }
            while let type = pending.popLast() {
                for case .model(let name) in type.allTypes where owners[name] == nil {
                    owners[name] = module.name
                    switch byName[name]?.kind {
                    case .structure(let fields)?: pending += fields.map(\.type.value)
                    case .union(let union)?: pending += union.cases.map(\.type.value)
                    default: break
                    }
                }
            }
        }
        indirectFields = Self.boxedFields(models)
    }

    /// The module `model` is generated with; nil when no interface uses it.
    ///
    /// - Parameter model: The model's name as the spec writes it.
    /// - Returns: The module's name, or nil.
    public func owner(of model: String) -> String? { owners[model] }

    /// Whether an interface uses `model`, directly or through other models.
    ///
    /// - Parameter model: The model's name as the spec writes it.
    /// - Returns: Whether any interface uses it.
    public func isUsed(_ model: String) -> Bool { owners[model] != nil }

    /// Optional model fields whose model leads back to the field's own:
    /// Swift structs cannot contain themselves, even through an optional,
    /// so these are boxed. Arrays and dictionaries already are. A field is
    /// one when its model and its target are in one strongly connected
    /// component of the graph of model fields (Tarjan's, one pass).
    private static func boxedFields(_ models: [Model]) -> Set<FieldID> {
        var edges: [String: [String]] = [:]
        for model in models {
            let types: [TypeName]
            switch model.kind {
            case .structure(let fields): types = fields.map(\.type.value)
            case .union(let union): types = union.cases.map(\.type.value)
            case .enumeration: continue
            }
            edges[model.name] = types.compactMap { type in
                if case .model(let target) = type.nonOptional { return target }
                return nil
            }
        }
        var components = StronglyConnected(edges: edges)
        for model in models { components.visit(model.name) }
        var boxed: Set<FieldID> = []
        func sameComponent(_ target: String, _ model: String) -> Bool {
            components.component[target] != nil && components.component[target] == components.component[model]
        }
        for model in models {
            if case .union(let union) = model.kind {
                for unionCase in union.cases {
                    if case .model(let target) = unionCase.type.value, sameComponent(target, model.name) {
                        boxed.insert(FieldID(model: model.name, field: unionCase.name))
                    }
                }
            }
            guard case .structure(let fields) = model.kind else { continue }
            for field in fields {
                if case .optional(.model(let target)) = field.type.value,
                    components.component[target] != nil,
                    components.component[target] == components.component[model.name]
                {
                    boxed.insert(FieldID(model: model.name, field: field.name))
                }
            }
        }
        return boxed
    }
}

/// Tarjan's strongly connected components, iteratively, so a long chain of
/// models cannot overflow the stack.
private struct StronglyConnected {
    let edges: [String: [String]]
    private(set) var component: [String: Int] = [:]
    private var index: [String: Int] = [:]
    private var lowLink: [String: Int] = [:]
    private var stack: [String] = []
    private var onStack: Set<String> = []
    private var components = 0

    init(edges: [String: [String]]) {
        self.edges = edges
    }

    mutating func visit(_ start: String) {
        guard index[start] == nil else { return }
        // Each frame: a node and how many of its edges are done.
        var frames: [(node: String, next: Int)] = []
        open(start)
        frames.append((start, 0))
        while let frame = frames.last {
            let targets = edges[frame.node] ?? []
            if frame.next < targets.count {
                frames[frames.count - 1].next += 1
                let target = targets[frame.next]
                if index[target] == nil {
                    open(target)
                    frames.append((target, 0))
                } else if onStack.contains(target) {
                    lowLink[frame.node] = min(lowLink[frame.node]!, index[target]!)
                }
                continue
            }
            frames.removeLast()
            if let parent = frames.last {
                lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[frame.node]!)
            }
            if lowLink[frame.node] == index[frame.node] {
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component[member] = components
                    if member == frame.node { break }
                }
                components += 1
            }
        }
    }

    private mutating func open(_ node: String) {
        index[node] = index.count
        lowLink[node] = index[node]
        stack.append(node)
        onStack.insert(node)
    }
}
