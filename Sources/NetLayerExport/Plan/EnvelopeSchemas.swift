import NetLayerSpec

/// The envelopes of a spec as generic schemas in `components/schemas`, one
/// per distinct envelope (`Envelope`, then `Envelope2`…): each operation's
/// reply is `allOf` its envelope's `$ref` and the payload at the data path,
/// so the envelope's shape is written once, not per operation.
struct EnvelopeSchemas {
    /// The schema name of each envelope, by its extension value.
    private(set) var names: [OrderedJSON: String] = [:]
    private(set) var schemas: [OrderedJSON.Member] = []
    private let taken: Set<String>

    init(spec: Spec) {
        taken = Set(spec.models.map(\.name))
        var envelopes = spec.envelope.map { [$0] } ?? []
        for module in spec.modules {
            if case .custom(let envelope) = module.envelope { envelopes.append(envelope) }
            for interface in module.interfaces {
                if case .custom(let envelope)? = interface.envelope?.value { envelopes.append(envelope) }
            }
        }
        for envelope in envelopes { add(envelope) }
    }

    private mutating func add(_ envelope: Envelope) {
        let key = SettingJSON.envelope(envelope)
        guard names[key] == nil else { return }
        var name = names.isEmpty ? "Envelope" : "Envelope\(names.count + 1)"
        while taken.contains(name) { name += "_" }
        names[key] = name
        schemas.append(.init(name, Self.schema(of: envelope)))
    }

    func reference(to envelope: Envelope) -> OrderedJSON {
        SchemaPlanner.reference(names[SettingJSON.envelope(envelope)] ?? "Envelope")
    }

    /// The envelope's code, message, time and total where they sit; the
    /// data left open (each operation says what it holds).
    private static func schema(of envelope: Envelope) -> OrderedJSON {
        let codeType: OrderedJSON =
            envelope.success.allSatisfy { if case .int = $0 { true } else { false } } ? "integer" : "string"
        var parts: [([String], OrderedJSON)] = [(envelope.code.components, .object([.init("type", codeType)]))]
        if let message = envelope.message { parts.append((message.components, .object([.init("type", "string")]))) }
        if let time = envelope.time { parts.append((time.components, .object([]))) }
        if let total = envelope.total, !(envelope.data.map { total.components.starts(with: $0.components) } ?? false) {
            parts.append((total.components, .object([.init("type", "integer")])))
        }
        var schema = objectSchema(parts, required: [envelope.code.components[0]])
        if case .object(var members) = schema {
            members.append(.init(OpenAPIExtension.envelope, SettingJSON.envelope(envelope)))
            schema = .object(members)
        }
        return schema
    }

    /// An object schema holding each schema at its key path.
    static func objectSchema(_ parts: [([String], OrderedJSON)], required: [String] = []) -> OrderedJSON {
        var keys: [String] = []
        var grouped: [String: [([String], OrderedJSON)]] = [:]
        for (path, schema) in parts where !path.isEmpty {
            if grouped[path[0]] == nil { keys.append(path[0]) }
            grouped[path[0], default: []].append((Array(path.dropFirst()), schema))
        }
        var object = ObjectBuilder()
        object.set("type", "object")
        object.set(
            "properties",
            .object(
                keys.map { key in
                    let inner = grouped[key] ?? []
                    if let leaf = inner.first(where: { $0.0.isEmpty }) { return .init(key, leaf.1) }
                    return .init(key, objectSchema(inner))
                }))
        if !required.isEmpty { object.set("required", .array(required.map(OrderedJSON.string))) }
        return object.json
    }
}
