import NetLayerSpec

/// Replies that stream (server-sent events, JSON Lines) and replies that
/// are files: how they become `stream:` and `download:`, and the second
/// interface of an operation that answers JSON or a stream as a request
/// field asks (`stream: true` in OpenAI's and Mistral's chat completions).
extension OperationMapper {
    /// The request body field that chooses between JSON and a stream.
    static let streamField = "stream"
    /// An event `data` that ends a stream, taken when the `stream` field's description names it.
    static let doneMarker = "[DONE]"

    /// `interface` reading its reply as `content`: its format, the type of
    /// its elements, its end marker, its `Accept` when not the format's
    /// own, and the `stream` field fixed to true.
    func streaming(
        _ interface: InterfaceDraft, _ content: StreamContent, typeStem: String, types: inout TypeMapper
    ) -> InterfaceDraft {
        var interface = interface
        let essence = MediaType.essence(content.mediaType)
        let format: StreamFormat = essence == "text/event-stream" ? .events : .lines
        var draft = StreamDraft(format: format)
        draft.of = elementType(content, format: format, typeStem: typeStem, types: &types)
        interface.parameters = Self.fixing(interface.parameters, to: true)
        if format == .events,
            interface.parameters.contains(where: {
                Self.isStreamField($0) && $0.summary?.contains(Self.doneMarker) == true
            })
        {
            draft.end = Self.doneMarker
        }
        interface.stream = draft
        interface.accepts = essence == "text/event-stream" || essence == "application/jsonl" ? nil : content.mediaType
        interface.response = nil
        interface.unwrapped = false
        return interface
    }

    /// A document that gives the JSON reply and the stream two operations of
    /// one method and path (Mistral's `/v1/conversations` and
    /// `/v1/conversations#stream`): the JSON one sends its `stream` field
    /// as `false`, as the stream one sends `true`.
    static func pairStreams(_ interfaces: inout [InterfaceDraft]) {
        let streamed = Set(interfaces.filter { $0.stream != nil }.map { "\($0.method) \($0.path)" })
        for index in interfaces.indices where interfaces[index].stream == nil {
            guard streamed.contains("\(interfaces[index].method) \(interfaces[index].path)") else { continue }
            interfaces[index].parameters = fixing(interfaces[index].parameters, to: false)
        }
    }

    /// The parameters with the body's boolean `stream` field always sent as
    /// `value`; left out when it is the server's default (OpenAI's `stream`
    /// is `false` unless sent), as the server then answers as asked anyway.
    static func fixing(_ parameters: [ParameterDraft], to value: Bool) -> [ParameterDraft] {
        parameters.compactMap { parameter in
            guard isStreamField(parameter) else { return parameter }
            if parameter.serverDefault == .bool(value) { return nil }
            var parameter = parameter
            parameter.value = .bool(value)
            parameter.defaultValue = nil
            parameter.serverDefault = nil
            return parameter
        }
    }

    /// The schema of the JSON a text schema holds: its `contentSchema`, or that of the one alternative of an
    /// `anyOf` that is not a `const` (`anyOf: [{const: "[DONE]"}, {contentSchema: …}]`); nil for other schemas.
    private func jsonText(in schema: Schema) -> Schema? {
        let resolved = ObjectMerger(documents: documents).resolve(schema)
        if let inner = resolved.encodedContent.first { return inner }
        guard case .anyOf(let members) = resolved.shape else { return nil }
        let open = members.filter { $0.constant == nil }
        guard members.count > 1, open.count == 1 else { return nil }
        // The `const` alternative is the stream's end marker, which the spec says: kept.
        documents.constraints.keep(
            members.filter { $0.constant != nil }.map { SchemaRules.Origin(schema: $0.location, keyword: "const") })
        return ObjectMerger(documents: documents).resolve(open[0]).encodedContent.first
    }

    private static func isStreamField(_ parameter: ParameterDraft) -> Bool {
        (parameter.wireName ?? parameter.key) == streamField && parameter.type.nonOptional == .builtin(.Bool)
            && (parameter.place == nil || parameter.place == "body")
    }

    /// What each element decodes to: for events, the schema's `data` when the
    /// schema describes the event's fields (Mistral's `{event, data}`), else the
    /// schema itself (OpenAI's chunk); text that holds JSON (`contentSchema`,
    /// beside the end marker's `const`: an exported stream) as that JSON; nil
    /// for text or an untyped schema, whose elements stay events or bytes.
    private func elementType(
        _ content: StreamContent, format: StreamFormat, typeStem: String, types: inout TypeMapper
    ) -> TypeName? {
        guard var element = content.schema else { return nil }
        let resolved = ObjectMerger(documents: documents).resolve(element)
        if format == .events, case .object = resolved.shape {
            let (properties, _) = ObjectMerger(documents: documents).properties(of: resolved)
            if let data = properties.first(where: { $0.name == "data" }),
                Set(properties.map(\.name)).isSubset(of: ["event", "data", "id", "retry"])
            {
                element = data.schema
            }
            element = jsonText(in: element) ?? element
        }
        switch ObjectMerger(documents: documents).resolve(element).shape {
        case .string, .any, .null: return nil
        default: break
        }
        let type = types.type(
            of: element, use: .response, name: typeStem + (format == .events ? "Event" : "Line"))
        return type.nonOptional
    }
}
