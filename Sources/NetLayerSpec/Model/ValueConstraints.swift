/// The constraints a value of one type keeps at every depth: its own, and those of the fields of the models it
/// holds, in its elements and values too.
///
/// Each rule is checked by ``Constraints/violation(of:)``, the one check of a value; this only finds which
/// constraints apply where, by the type. A model that leads back to itself is no trouble: the walk follows the
/// value, which ends.
public struct ValueConstraints: Sendable, Hashable {
    /// A rule broken somewhere inside a value, and where.
    public struct Breach: Sendable, Hashable, CustomStringConvertible {
        /// The key path from the value to the one that breaks the rule, such as `.items[2].name`; empty for the
        /// value itself.
        public var path: String
        /// The rule broken, with its message.
        public var violation: ValueRules.Violation

        /// The path, when there is one, then the message.
        public var description: String { path.isEmpty ? violation.message : "\(path): \(violation.message)" }
    }

    /// The value's type.
    public let type: TypeName
    /// The value's own constraints (a field's or a parameter's); nil when it has none.
    public let own: Constraints?
    /// The spec's models by name, which the walk reads fields from.
    private let models: [String: Model]
    /// The models with a field that has constraints, at any depth: the others are not walked.
    private let constrained: Set<String>

    /// The constraints of a value of `type`; nil when neither the value nor any model it holds has any, so a
    /// caller checks nothing.
    ///
    /// - Parameters:
    ///   - type: The value's type.
    ///   - own: The value's own constraints, a field's or a parameter's.
    ///   - models: The spec's models by name.
    public init?(type: TypeName, own: Constraints?, models: [String: Model]) {
        self.init(type: type, own: own, models: models, constrained: Self.constrainedModels(models))
    }

    private init?(type: TypeName, own: Constraints?, models: [String: Model], constrained: Set<String>) {
        let own = own?.isEmpty == false ? own : nil
        guard own != nil || Self.reaches(type, constrained) else { return nil }
        self.type = type
        self.own = own
        self.models = models
        self.constrained = constrained
    }

    /// The constraints of the values of several types of one spec, which share the walk of its models: what a
    /// spec's parameters and replies each need.
    ///
    /// - Parameter models: The spec's models by name.
    /// - Returns: A function giving the constraints of a value of a type, with its own; nil when none apply.
    public static func maker(models: [String: Model]) -> @Sendable (TypeName, Constraints?) -> ValueConstraints? {
        let constrained = constrainedModels(models)
        return { type, own in ValueConstraints(type: type, own: own, models: models, constrained: constrained) }
    }

    /// Equal when the type and own constraints are: the models are the spec's, one for all of them.
    public static func == (lhs: ValueConstraints, rhs: ValueConstraints) -> Bool {
        lhs.type == rhs.type && lhs.own == rhs.own
    }

    /// Hashes the type and own constraints, as ``==(_:_:)`` compares them.
    ///
    /// - Parameter hasher: The hasher to combine them into.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(own)
    }

    /// The first rule `value` breaks: its own first, then, in order, its elements', its values' and its fields';
    /// nil when it keeps them all.
    ///
    /// - Parameter value: A value of the type, as JSON.
    /// - Returns: The rule broken and the key path to the value that breaks it.
    public func breach(of value: OrderedJSON) -> Breach? {
        breach(of: value, as: type, own: own, at: "")
    }

    private func breach(of value: OrderedJSON, as type: TypeName, own: Constraints?, at path: String) -> Breach? {
        if let own, let violation = own.violation(of: value) { return Breach(path: path, violation: violation) }
        switch (type.nonOptional, value) {
        case (.array(let element), .array(let elements)):
            guard Self.reaches(element, constrained) else { return nil }
            for (index, item) in elements.enumerated() {
                if let breach = breach(of: item, as: element, own: nil, at: "\(path)[\(index)]") { return breach }
            }
        case (.dictionary(let element), .object(let members)):
            guard Self.reaches(element, constrained) else { return nil }
            for member in members {
                if let breach = breach(of: member.value, as: element, own: nil, at: "\(path).\(member.key)") {
                    return breach
                }
            }
        case (.model(let name), .object(let members)):
            guard constrained.contains(name), let model = models[name] else { return nil }
            return modelBreach(of: members, in: model, at: path)
        default:
            break
        }
        return nil
    }

    private func modelBreach(of members: [OrderedJSON.Member], in model: Model, at path: String) -> Breach? {
        switch model.kind {
        case .structure(let fields):
            for field in fields {
                guard let value = members.first(where: { $0.key == field.key })?.value else { continue }
                if let breach = breach(
                    of: value, as: field.type.value, own: field.constraints, at: "\(path).\(field.key)")
                {
                    return breach
                }
            }
            return nil
        case .union(let union):
            // The alternative the discriminator names; without one, the value keeps the rules when it keeps one
            // alternative's, as JSON Schema's `oneOf` reads it.
            var cases = union.cases
            if let key = union.discriminator?.value,
                case .string(let tag)? = members.first(where: { $0.key == key })?
                    .value
            {
                cases = cases.filter { $0.tag == tag }
            }
            var first: Breach?
            for unionCase in cases {
                guard let breach = breach(of: .object(members), as: unionCase.type.value, own: nil, at: path) else {
                    return nil
                }
                first = first ?? breach
            }
            return first
        case .enumeration:
            return nil
        }
    }

    /// Whether a value of `type` may hold a model in `constrained`.
    private static func reaches(_ type: TypeName, _ constrained: Set<String>) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped), .dictionary(let wrapped): reaches(wrapped, constrained)
        case .model(let name): constrained.contains(name)
        case .builtin: false
        }
    }

    /// The models with a field that has constraints, or that hold such a model, at any depth.
    private static func constrainedModels(_ models: [String: Model]) -> Set<String> {
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
                if types.contains(where: { $0.1 || reaches($0.0, constrained) }) {
                    constrained.insert(name)
                    grew = true
                }
            }
        }
        return constrained
    }
}
