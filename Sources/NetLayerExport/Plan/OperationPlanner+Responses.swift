import NetLayerSpec

extension OperationPlanner {
    /// The replies: `200` as the server sends it (the payload inside the
    /// envelope; a stream, a download or another media type as such), with
    /// the spec's examples; an error sent with another HTTP status under it.
    func responses(of interface: Interface, in module: Module) -> OrderedJSON {
        let envelope = envelope(of: interface, in: module)
        var responses = ObjectBuilder()
        var success = ObjectBuilder()
        success.set("description", .string(interface.summary ?? "The reply of \(interface.id)."))
        var errorStatuses: [(status: String, name: String, value: OrderedJSON)] = []
        // A HEAD reply has no body; nor has a reply of no type outside an envelope.
        if interface.method.value != .HEAD,
            interface.reply != .whole(nil) || envelope != nil || interface.accepts != nil
        {
            let (mediaType, schema) = reply(of: interface, envelope: envelope)
            var media = ObjectBuilder()
            media.set("schema", schema)
            var examples: [OrderedJSON.Member] = []
            let written = Set(interface.examples.map(\.name))
            // Only the spec's own: `replies(of:)` makes one for an interface that gives none, which costs time.
            let replies = interface.examples.isEmpty ? [] : schemas.examples.replies(of: interface)
            for reply in replies where written.contains(reply.name) {
                switch reply.content {
                case .data(let data):
                    // Not JSON: in `x-netlayer-examples` (`extensions(of:into:)`).
                    guard MediaType.isJSON(mediaType), case .whole(let response) = interface.reply else { continue }
                    // At `response.at` inside the data, as the server sends it.
                    let at = response?.at?.components ?? []
                    let sent = at.isEmpty ? data : OrderedJSON.nested(data, at: at)
                    examples.append(.init(reply.name, .object([.init("value", wrap(sent, in: envelope))])))
                case .error(let code, let message, let status):
                    let value = errorValue(code: code, message: message, envelope: envelope)
                    if let status {
                        errorStatuses.append((String(status), reply.name, value))
                    } else if envelope != nil {
                        examples.append(.init(reply.name, .object([.init("value", value)])))
                    } else if case .int(let status) = code, (100...599).contains(status) {
                        errorStatuses.append((String(status), reply.name, value))
                    }
                }
            }
            if !examples.isEmpty { media.set("examples", .object(examples)) }
            success.set("content", .object([.init(mediaType, media.json)]))
        }
        responses.set("200", success.json)
        responses.set("default", errorReply(envelope: envelope))
        for status in Set(errorStatuses.map(\.status)).sorted() {
            let replies = errorStatuses.filter { $0.status == status }
            let examples = replies.map { OrderedJSON.Member($0.name, .object([.init("value", $0.value)])) }
            responses.set(
                status,
                .object([
                    .init("description", .string("Errors: " + replies.map(\.name).joined(separator: ", ") + ".")),
                    .init(
                        "content",
                        .object([
                            .init(
                                "application/json",
                                .object([
                                    .init("schema", envelope.map(envelopes.reference(to:)) ?? .object([])),
                                    .init("examples", .object(examples)),
                                ]))
                        ])),
                ]))
        }
        return responses.json
    }

    /// Every other status: an error the client reads as one (RFC 9110, section 15: a 4xx or 5xx the server
    /// sends for a request it refuses, such as a parameter of the wrong kind or missing credentials), in the
    /// envelope with its code and message when replies have one.
    private func errorReply(envelope: Envelope?) -> OrderedJSON {
        var reply = ObjectBuilder()
        reply.set("description", .string("An error: the request is refused or failed."))
        if let envelope {
            reply.set(
                "content",
                .object([.init("application/json", .object([.init("schema", envelopes.reference(to: envelope))]))]))
        }
        return reply.json
    }

    /// `operation` with `variant`'s stream as a second media type of its
    /// reply, and the variant's own name and settings in `x-netlayer-variant`.
    func adding(_ variant: Interface, in module: Module, to operation: OrderedJSON) -> OrderedJSON {
        let (mediaType, schema) = reply(of: variant, envelope: nil)
        var operation = operation.merging(
            .object([.init("schema", schema)]), at: ["responses", "200", "content", mediaType])
        var extras = ObjectBuilder()
        extras.set(Extension.name, .string(variant.id))
        extras.set("summary", text: variant.summary)
        extensions(of: variant, into: &extras)
        operation = operation.merging(extras.json, at: [Extension.variant])
        return operation
    }

    /// The envelope `interface`'s replies come in: its own, its module's, or the spec's.
    func envelope(of interface: Interface, in module: Module) -> Envelope? {
        guard case .whole = interface.reply, interface.replyFormat == .json else { return nil }
        return spec.envelope(for: module.envelope(of: interface))
    }

    /// The reply's media type and schema.
    func reply(of interface: Interface, envelope: Envelope?) -> (String, OrderedJSON) {
        let mediaType = interface.acceptedMediaType
        let binary: OrderedJSON = .object([.init("type", "string"), .init("format", "binary")])
        let response: Response?
        switch interface.reply {
        case .whole(let whole): response = whole
        case .download: return (mediaType, binary)
        case .stream(let stream):
            switch stream.format.value {
            // Each event's data is text (the WHATWG HTML standard's `text/event-stream`); `of` says what it holds.
            case .events:
                return (mediaType, Self.event(of: stream.of.map { schemas.schema($0.value) }, end: stream.end))
            case .lines: return (mediaType, stream.of.map { schemas.schema($0.value) } ?? .object([]))
            case .bytes: return (mediaType, binary)
            }
        }
        switch interface.replyFormat {
        case .text: return (mediaType, .object([.init("type", "string")]))
        case .bytes: return (mediaType, binary)
        case .json: break
        }
        var payload = response.map { schemas.schema($0.type.value) }
        if let at = response?.at, let inner = payload {
            payload = EnvelopeSchemas.objectSchema([(at.components, inner)], required: [at.components[0]])
        }
        guard let envelope else { return (mediaType, payload ?? .object([])) }
        let reference = envelopes.reference(to: envelope)
        guard let payload else { return (mediaType, reference) }
        let data = envelope.data.map { EnvelopeSchemas.objectSchema([($0.components, payload)]) } ?? payload
        return (mediaType, .object([.init("allOf", .array([reference, Self.onSuccess(data, of: envelope)]))]))
    }

    /// `schema` when the envelope's code is a success code (JSON Schema 2020-12, section 10.2.2.1, `if` and
    /// `then`): a business error arrives in the same HTTP 200 with its own code and no data.
    private static func onSuccess(_ schema: OrderedJSON, of envelope: Envelope) -> OrderedJSON {
        let codes = OrderedJSON.array(envelope.success.map(OrderedJSON.init))
        let condition = EnvelopeSchemas.objectSchema(
            [(envelope.code.components, .object([.init("enum", codes)]))], required: [envelope.code.components[0]])
        return .object([.init("if", condition), .init("then", schema)])
    }

    /// One event of a stream of server-sent events (the WHATWG HTML standard, "Server-sent events"): its fields,
    /// the data text holding JSON of `element`'s schema (JSON Schema 2020-12, section 8.4, `contentMediaType`
    /// and `contentSchema`), or the end marker. OpenAPI 3.1 has no `itemSchema`; the tools that read event
    /// streams (schemathesis among them) take a 3.1 event stream's `schema` as one event's.
    private static func event(of element: OrderedJSON?, end: Located<String>?) -> OrderedJSON {
        var data: OrderedJSON = .object([.init("type", "string")])
        if let element {
            data = .object([
                .init("type", "string"), .init("contentMediaType", "application/json"),
                .init("contentSchema", element),
            ])
            if let end {
                data = .object([.init("anyOf", .array([.object([.init("const", .string(end.value))]), data]))])
            }
        }
        return EnvelopeSchemas.objectSchema(
            [
                (["data"], data), (["event"], .object([.init("type", "string")])),
                (["id"], .object([.init("type", "string")])), (["retry"], .object([.init("type", "integer")])),
            ], required: ["data"])
    }

    /// A data example as the server sends it: inside the envelope, with a success code.
    private func wrap(_ data: OrderedJSON, in envelope: Envelope?) -> OrderedJSON {
        guard let envelope else { return data }
        let code = OrderedJSON.nested(
            envelope.success.first.map(OrderedJSON.init) ?? .int(0), at: envelope.code.components)
        guard let path = envelope.data else {
            guard case .object(let members) = data else { return data }
            return members.reduce(code) { $0.merging($1.value, at: [$1.key]) }
        }
        return code.merging(data, at: path.components)
    }

    /// An error reply: the envelope with its code and message, or the message alone.
    private func errorValue(code: Code, message: String?, envelope: Envelope?) -> OrderedJSON {
        guard let envelope else { return .object(message.map { [.init("message", .string($0))] } ?? []) }
        var value = OrderedJSON.nested(OrderedJSON(code), at: envelope.code.components)
        if let message, let path = envelope.message { value = value.merging(.string(message), at: path.components) }
        return value
    }
}
