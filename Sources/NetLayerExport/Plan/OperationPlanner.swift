import NetLayerSpec

/// One interface as an OpenAPI operation: `operationId` its id, its module
/// as its tag, its parameters where they travel, its body by kind, its
/// reply as the server sends it (inside the envelope), and what OpenAPI
/// cannot say in `x-netlayer-*` extensions.
struct OperationPlanner {
    let spec: Spec
    let schemas: SchemaPlanner
    let envelopes: EnvelopeSchemas

    /// Header parameters OpenAPI 3.1.1 says a tool SHALL ignore (Parameter Object, `name`).
    static let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]

    func operation(_ interface: Interface, in module: Module, diagnostics: inout Diagnostics) -> OrderedJSON {
        var object = ObjectBuilder()
        object.set("tags", .array([.string(module.name)]))
        object.set("summary", text: interface.summary)
        object.set("operationId", .string(interface.id))
        if interface.id != interface.name { object.set(Extension.name, .string(interface.name)) }
        if let base = module.base {
            object.set("servers", DocumentPlanner.servers(base, environments: spec.environments))
        }
        let parameters = interface.parameters.compactMap { parameter(of: $0, in: interface, diagnostics: &diagnostics) }
        if !parameters.isEmpty { object.set("parameters", .array(parameters)) }
        object.set("requestBody", requestBody(of: interface))
        object.set("responses", responses(of: interface, in: module))
        if interface.deprecated { object.set("deprecated", .bool(true)) }
        if let auth = interface.auth { object.set("security", SecurityPlanner.requirements(auth.value)) }
        extensions(of: interface, into: &object)
        return object.json
    }

    // MARK: Parameters

    private func parameter(
        of parameter: Interface.Parameter, in interface: Interface, diagnostics: inout Diagnostics
    ) -> OrderedJSON? {
        let placement = interface.placement(of: parameter)
        let place: String
        switch placement {
        case .query, .path, .header, .cookie: place = placement.rawValue
        case .body, .content: return nil
        }
        if placement == .header, Self.ignoredHeaders.contains(parameter.wireName.lowercased()) {
            diagnostics.warning(
                "OpenAPI tools ignore a header parameter named '\(parameter.wireName)' "
                    + "(OpenAPI 3.1.1, Parameter Object): parameter '\(parameter.name)' is exported but lost to them",
                at: parameter.location)
        }
        var object = ObjectBuilder()
        object.set("name", .string(parameter.wireName))
        object.set("in", .string(place))
        object.set("description", text: parameter.summary)
        object.set("required", .bool(placement == .path || Self.isSent(parameter)))
        object.set("schema", valueSchema(of: parameter))
        named(parameter, into: &object)
        return object.json
    }

    /// Whether the request always carries the parameter: OpenAPI's
    /// `required` (Parameter Object: "Determines whether this parameter is
    /// mandatory"). A default or fixed value is sent when the app gives none,
    /// so such a parameter is required, its `default` the value sent.
    static func isSent(_ parameter: Interface.Parameter) -> Bool {
        !parameter.type.value.isOptional || parameter.defaultValue != nil || parameter.fixedValue != nil
    }

    /// The schema of a parameter's value, with its constraints and its default or fixed value.
    private func valueSchema(of parameter: Interface.Parameter) -> OrderedJSON {
        let type = parameter.defaultValue == nil ? parameter.type.value.nonOptional : parameter.type.value
        var object = ObjectBuilder()
        if case .object(let members) = ConstraintKeywords.applying(parameter.constraints, to: schemas.schema(type)) {
            for member in members { object.set(member.key, member.value) }
        }
        object.set("default", parameter.defaultValue.map { wireValue($0.value, of: type) })
        object.set("const", parameter.fixedValue.map { wireValue($0.value, of: type) })
        return object.json
    }

    /// A default as it is sent: an enum's case name as the case's raw value.
    private func wireValue(_ value: DefaultValue, of type: TypeName) -> OrderedJSON {
        if case .string(let name) = value, case .model(let model) = type.nonOptional,
            case .enumeration(let enumeration)? = schemas.models[model]?.kind,
            let found = enumeration.cases.first(where: { $0.name == name })
        {
            return OrderedJSON(found.rawValue)
        }
        return OrderedJSON(value)
    }

    private func named(_ parameter: Interface.Parameter, into object: inout ObjectBuilder) {
        if parameter.name != parameter.wireName { object.set(Extension.name, .string(parameter.name)) }
        if parameter.secret { object.set(Extension.secret, .bool(true)) }
        if let placement = parameter.placement { object.set(Extension.placement, .string(placement.value.rawValue)) }
    }

    // MARK: The request body

    /// The body: its parameters as an object's properties in the media type
    /// of its kind, or the one `content` parameter as the whole body.
    private func requestBody(of interface: Interface) -> OrderedJSON? {
        if let whole = interface.parameters.first(where: { interface.placement(of: $0) == .content }) {
            let isFile = whole.type.value.nonOptional == .builtin(.File)
            let mediaType = isFile ? "application/octet-stream" : "application/json"
            var schema = ObjectBuilder()
            let value = schemas.schema(whole.type.value.nonOptional)
            if case .object(let members) = ConstraintKeywords.applying(whole.constraints, to: value) {
                for member in members { schema.set(member.key, member.value) }
            }
            schema.set("description", text: whole.summary)
            // The whole body has no wire name: its Swift name is said always.
            schema.set(Extension.name, .string(whole.name))
            named(whole, into: &schema)
            return .object([
                .init("required", .bool(!whole.type.value.isOptional)),
                .init("content", .object([.init(mediaType, .object([.init("schema", schema.json)]))])),
            ])
        }
        let fields = interface.parameters.filter { interface.placement(of: $0) == .body }
        guard !fields.isEmpty, let kind = interface.effectiveBody ?? (interface.body?.value) else { return nil }
        var properties: [OrderedJSON.Member] = []
        for field in fields {
            var property = ObjectBuilder()
            if case .object(let members) = valueSchema(of: field) {
                for member in members { property.set(member.key, member.value) }
            }
            property.set("description", text: field.summary)
            named(field, into: &property)
            properties.append(.init(field.wireName, property.json))
        }
        var schema = ObjectBuilder()
        schema.set("type", "object")
        schema.set("properties", .object(properties))
        let required = fields.filter(Self.isSent).map { OrderedJSON.string($0.wireName) }
        if !required.isEmpty { schema.set("required", .array(required)) }
        return .object([
            .init("required", .bool(!required.isEmpty)),
            .init("content", .object([.init(Self.mediaType(of: kind), .object([.init("schema", schema.json)]))])),
        ])
    }

    static func mediaType(of kind: BodyEncoding) -> String {
        switch kind {
        case .form: return "application/x-www-form-urlencoded"
        case .json: return "application/json"
        case .multipart: return "multipart/form-data"
        }
    }

    // MARK: Extensions

    func extensions(of interface: Interface, into object: inout ObjectBuilder) {
        if interface.cancel != .none { object.set(Extension.cancel, .string(interface.cancel.rawValue)) }
        // Read back, the parameters outside the body come first (`parameters`, then `requestBody`): where the spec
        // writes one in the body before one that is not, the generated functions' argument order travels apart.
        let names = interface.parameters.map(\.name)
        let inBody = interface.parameters.filter { [.body, .content].contains(interface.placement(of: $0)) }.map(\.name)
        if names != names.filter({ !inBody.contains($0) }) + inBody {
            object.set(Extension.order, .array(names.map(OrderedJSON.string)))
        }
        object.set(Extension.cache, interface.cache.map { SettingJSON.cache($0.value) })
        object.set(Extension.lenient, SettingJSON.lenient(interface.lenient))
        object.set(Extension.retry, interface.retry.map(SettingJSON.retry))
        object.set(Extension.timeout, interface.timeout.map(SettingJSON.number))
        object.set(Extension.idempotent, interface.idempotent.map { .bool($0.value) })
        object.set(Extension.checkConstraints, interface.checkConstraints.map { .bool($0.value) })
        if let paging = interface.paging {
            object.set(
                Extension.paging,
                .object([.init("newer", .string(paging.newer.value)), .init("older", .string(paging.older.value))]))
        }
        object.set(Extension.envelope, interface.envelope.flatMap { SettingJSON.envelope($0.value) })
        object.set(Extension.accepts, interface.accepts.map { .string($0.value) })
        object.set(Extension.body, interface.body.map { .string($0.value.rawValue) })
        switch interface.reply {
        case .whole(let response):
            object.set(Extension.at, response?.at.map { .string($0.description) })
        case .stream(let stream):
            object.set(Extension.stream, Self.stream(stream))
        case .download(let download):
            object.set(
                Extension.download, .object(download.maxBytes.map { [.init("maxBytes", .int($0.value))] } ?? []))
        }
        let errors = interface.examples.compactMap { example -> OrderedJSON.Member? in
            guard case .error(let code, let message, let status) = example.reply else { return nil }
            var error = ObjectBuilder()
            error.set("code", OrderedJSON(code))
            error.set("message", message.map(OrderedJSON.string))
            error.set("status", status.map { .int(Int64($0)) })
            return .init(example.name, error.json)
        }
        if !errors.isEmpty { object.set(Extension.errors, .object(errors)) }
        // A stream's elements or a file's bytes are no value of its media type: kept here, not dropped.
        let keptApart =
            switch interface.reply {
            case .whole: !MediaType.isJSON(interface.acceptedMediaType)
            case .stream, .download: true
            }
        if !interface.examples.isEmpty, keptApart {
            let written = Set(interface.examples.map(\.name))
            let data = schemas.examples.replies(of: interface).compactMap { reply -> OrderedJSON.Member? in
                guard written.contains(reply.name), case .data(let value) = reply.content else { return nil }
                return .init(reply.name, value)
            }
            if !data.isEmpty { object.set(Extension.examples, .object(data)) }
        }
    }

    private static func stream(_ stream: StreamReply) -> OrderedJSON {
        var object = ObjectBuilder()
        object.set("format", .string(stream.format.value.rawValue))
        object.set("of", stream.of.map { .string($0.value.description) })
        object.set("end", stream.end.map { .string($0.value) })
        object.set("reconnect", stream.reconnect.map { .int(Int64($0.value)) })
        object.set("firstByte", stream.firstByte.map(SettingJSON.number))
        object.set("idle", stream.idle.map(SettingJSON.number))
        return object.json
    }
}
