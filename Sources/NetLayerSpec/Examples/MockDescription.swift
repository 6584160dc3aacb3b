/// What a mock backend needs to know of each interface beyond its endpoint:
/// the parameters a request must carry, the replies it gives, whether it is
/// a login. `netlayer mock` and generated stubbed clients both read it, so
/// they answer alike.
public struct MockDescription: Sendable {
    /// One interface as a mock answers it.
    public struct Interface: Sendable {
        /// The interface's id: its name, or `module.name` when another module has that name.
        public var id: String
        /// The parameters a request must carry and the values they must read as; a mock refuses a request without
        /// a required one.
        public var parameters: [MockParameter]
        /// The default first.
        public var replies: [SpecExamples.Reply]
        /// Sent without the token, in a spec whose replies deliver one: a
        /// login, whose reply a mock gives a fresh token.
        public var issuesToken: Bool
        /// The wire names of the paging cursors.
        public var paging: MockPaging?
        /// How the reply is written: whole, as a stream, or as a file the client downloads (the example's
        /// bytes, served with ranges).
        public var reply: NetLayerSpec.Interface.Reply
        /// The data replies that break a constraint of the reply's type, one line each naming the example, the
        /// key path and the rule: a pattern the made examples cannot match, or an example the spec gives. A mock
        /// warns of them as it starts rather than send them unsaid.
        public var brokenRules: [String]

        /// How a streamed reply is written; nil for a reply that is not a stream.
        public var stream: MockStream? {
            guard case .stream(let stream) = reply else { return nil }
            return MockStream(format: stream.format.value, end: stream.end?.value)
        }
    }

    /// Every interface of the spec, in the spec's order.
    public var interfaces: [Interface]

    /// Describes every interface of a checked spec.
    ///
    /// - Parameters:
    ///   - spec: A spec that passed its checks.
    ///   - seed: The seed of the made example replies; one seed makes the same replies on every run.
    public init(_ spec: Spec, seed: UInt64 = 0) {
        let examples = SpecExamples(spec, seed: seed)
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let tokensArrive = spec.auth?.token?.source != nil
        let rules = RuleTree.maker(models: models)
        // Each interface's replies are made apart from the others', so on every core: a large spec's made
        // examples were most of `netlayer mock`'s start and of the API reference's backend.
        interfaces = Array(spec.interfaces).concurrentMap { interface in
            let cursors = interface.paging.map { paging in
                (newer: paging.newer.value, older: paging.older.value)
            }
            let replies = examples.replies(of: interface)
            func wireName(_ name: String) -> String {
                interface.parameters.first { $0.name == name }?.wireName ?? name
            }
            return Interface(
                id: interface.id,
                parameters: interface.parameters.map { parameter in
                    MockParameter(
                        parameter.wireName, in: interface.placement(of: parameter),
                        kind: Self.kind(of: parameter.type.value, models: models),
                        // A default or a fixed value is always sent, so the server may count on it (the exported
                        // document says `required`); only an optional type may be left out.
                        required: parameter.fixedValue != nil || !parameter.type.value.isOptional,
                        fixed: parameter.fixedValue.flatMap { Self.text(of: $0.value) },
                        rules: rules(parameter.type.value, parameter.constraints))
                },
                replies: replies,
                issuesToken: tokensArrive && interface.auth?.value == AuthRequirement.none,
                paging: cursors.map { MockPaging(newer: wireName($0.newer), older: wireName($0.older)) },
                reply: interface.reply,
                brokenRules: Self.brokenRules(of: replies, type: interface.exampleType, rules: rules))
        }
    }

    /// Every line of every interface's ``Interface/brokenRules``, each after the interface's id:
    /// `interface 'list', example 'default': reply[0].code: 'ab' does not match the pattern '^[A-Z]+$'`.
    public var brokenRules: [String] {
        interfaces.flatMap { interface in interface.brokenRules.map { "interface '\(interface.id)', \($0)" } }
    }

    /// The data replies among `replies` that break a rule of `type`, each checked by the one check of a value.
    private static func brokenRules(
        of replies: [SpecExamples.Reply], type: TypeName?,
        rules: @Sendable (TypeName, Constraints?) -> RuleTree?
    ) -> [String] {
        guard let type, let rules = rules(type, nil) else { return [] }
        return replies.compactMap { reply in
            guard case .data(let value) = reply.content, let breach = rules.breach(of: value) else { return nil }
            return "example '\(reply.name)': reply\(breach.path): \(breach.violation.message)"
        }
    }

    /// A value as a request carries it as text; nil for `null`, which is not sent.
    static func text(of value: DefaultValue) -> String? {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .null: nil
        }
    }

    static func kind(of type: TypeName, models: [String: Model]) -> MockParameter.Kind {
        switch type.nonOptional {
        case .builtin(.Int), .builtin(.Int64): return .integer
        case .builtin(.Double): return .number
        case .builtin(.Bool): return .boolean
        case .builtin(.File): return .file
        case .builtin(.URL): return .url
        case .builtin(.String), .builtin(.Date), .builtin(.Data): return .string
        case .array(let element): return .array(kind(of: element, models: models))
        case .builtin(.JSON), .dictionary: return .json
        case .model(let name):
            guard case .enumeration(let enumeration)? = models[name]?.kind else { return .json }
            return .oneOf(enumeration.cases.map(\.rawValue.description))
        case .optional(let wrapped): return kind(of: wrapped, models: models)
        }
    }
}
