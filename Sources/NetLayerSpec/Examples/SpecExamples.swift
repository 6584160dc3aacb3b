/// The example replies of a checked spec: those it gives, read against their
/// types, and for every interface without one a reply made from its
/// response type, the same for a given seed. What `netlayer mock` answers
/// and generated fixtures hold.
public struct SpecExamples: Sendable {
    /// One named reply of an interface.
    public struct Reply: Sendable, Hashable {
        /// What a reply holds: data or a business error.
        public enum Content: Sendable, Hashable {
            /// The reply's data, a value of the response type.
            case data(OrderedJSON)
            /// A business error: the envelope code (the HTTP status without an
            /// envelope), its message, and the HTTP status when not the usual one.
            case error(code: Code, message: String?, status: Int?)
        }

        /// The example's name in the spec, or `default` for a made reply.
        public var name: String
        /// What the reply holds.
        public var content: Content
    }

    private let models: [String: Model]
    private let seed: UInt64

    /// The examples of `spec`, which must have passed its checks: an example
    /// that does not read as its type is replaced by a made one.
    ///
    /// - Parameters:
    ///   - spec: A spec that passed its checks.
    ///   - seed: The seed of the made values; one seed makes the same values on every run.
    public init(_ spec: Spec, seed: UInt64 = 0) {
        self.init(models: spec.models, seed: seed)
    }

    /// The examples of `models`, for a caller that has the models without a whole spec.
    ///
    /// - Parameters:
    ///   - models: The spec's models, which made values and given examples are read against.
    ///   - seed: The seed of the made values; one seed makes the same values on every run.
    public init(models: [Model], seed: UInt64 = 0) {
        self.models = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.seed = seed
    }

    /// The replies of `interface`, the default first: its examples and
    /// errors as the spec gives them, after a made data reply when it gives
    /// no data one.
    ///
    /// - Parameter interface: An interface of the spec these examples were made for.
    /// - Returns: At least one reply, the default first.
    public func replies(of interface: Interface) -> [Reply] {
        let type = interface.exampleType
        var replies: [Reply] = interface.examples.compactMap { example in
            switch example.reply {
            case .data(let node):
                let value =
                    type.map { read(node, as: $0) ?? make(type: $0, name: interface.name) }
                    ?? ExampleReader.json(node.node)
                return Reply(name: example.name, content: .data(value))
            case .error(let code, let message, let status):
                return Reply(name: example.name, content: .error(code: code, message: message, status: status))
            }
        }
        if !replies.contains(where: { if case .data = $0.content { true } else { false } }) {
            let made = type.map { make(type: $0, name: interface.name) } ?? .null
            replies.insert(Reply(name: "default", content: .data(made)), at: 0)
        }
        return replies
    }

    /// The example of `model`: its own, else one made from its fields.
    ///
    /// - Parameter model: A model of the spec.
    /// - Returns: The model's example as JSON.
    public func value(of model: Model) -> OrderedJSON {
        make(type: .model(model.name), name: model.name)
    }

    /// A value of `type`: made, or a model's own example.
    ///
    /// - Parameters:
    ///   - type: The type of the value.
    ///   - name: The name of the field or model the value is for, which varies the made text and numbers.
    ///   - constraints: The constraints of the parameter the value is for, which a made value keeps.
    /// - Returns: The value as JSON.
    public func value(of type: TypeName, name: String, constraints: Constraints? = nil) -> OrderedJSON {
        make(type: type, name: name, constraints: constraints)
    }

    private func make(type: TypeName, name: String, constraints: Constraints? = nil) -> OrderedJSON {
        ExampleMaker(models: models, seed: seed, given: read)
            .value(of: type, name: name, at: type.description, constraints: constraints)
    }

    /// An example the spec gives, such as a model's or a field's, as JSON
    /// read against its type; as plain YAML when it does not read as one.
    ///
    /// - Parameters:
    ///   - example: The example as the spec gives it.
    ///   - type: The type it must read as.
    ///   - format: The date format of a `Date` field; nil for the runtime's default reading.
    /// - Returns: The example as JSON.
    public func value(of example: ExampleNode, as type: TypeName, format: DateFormat? = nil) -> OrderedJSON {
        read(example, as: type, format: format) ?? ExampleReader.json(example.node)
    }

    private func read(_ node: ExampleNode, as type: TypeName, format: DateFormat? = nil) -> OrderedJSON? {
        var reader = ExampleReader(models: models)
        return reader.value(node, as: type, format: format, subject: "the example")
    }
}
