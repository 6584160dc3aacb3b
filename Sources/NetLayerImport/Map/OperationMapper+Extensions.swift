import NetLayerSpec

extension OperationMapper {
    /// An interface of an exported document as its extensions say it was:
    /// the settings OpenAPI has no words for, the stream or download as
    /// written (not guessed from the media type), `accepts` and `body` as
    /// written, and the envelope `none` or another one.
    func applyExtensions(_ extensions: NetLayerExtensions, to interface: inout InterfaceDraft) {
        interface.settings = extensions.settings(ExportedDocument.interfaceKeys)
        if let envelope = extensions[OpenAPIExtension.envelope] {
            if envelope.string == "none" {
                interface.unwrapped = true
            } else {
                interface.settings.append(SettingDraft(key: "envelope", value: NetLayerExtensions.flow(envelope)))
            }
        }
        interface.responseAt = extensions[OpenAPIExtension.at]?.string
        if extensions[OpenAPIExtension.stream] != nil {
            interface.stream = nil
            interface.response = nil
            interface.download = false
        } else if extensions[OpenAPIExtension.download] == nil, interface.download {
            // Bytes in another media type (`accepts: image/png`) are a reply read whole, as `Data`.
            interface.download = false
            if interface.response == nil { interface.response = .builtin(.Data) }
        }
        if let download = extensions[OpenAPIExtension.download] {
            interface.download = false
            interface.response = nil
            let value = download.entries.isEmpty ? "true" : NetLayerExtensions.flow(download)
            interface.settings.append(SettingDraft(key: "download", value: value))
        }
        interface.accepts = extensions[OpenAPIExtension.accepts]?.string
        interface.body = extensions[OpenAPIExtension.body]?.string
        if let order = extensions[OpenAPIExtension.order]?.items.compactMap(\.string) {
            // A name the list lacks keeps its place after the named ones: the list only reorders.
            let rank = { (draft: ParameterDraft) in order.firstIndex(of: draft.key) ?? order.count }
            interface.parameters = interface.parameters.enumerated()
                .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        }
    }

    /// A parameter of an exported document: its Swift name, `secret`, `in`
    /// and fixed value as the spec wrote them.
    static func exported(
        _ draft: ParameterDraft, _ extensions: NetLayerExtensions, constant: ScalarValue?
    ) -> ParameterDraft {
        var draft = draft
        if let name = extensions[OpenAPIExtension.name]?.string, name != draft.key {
            // The whole body has no wire name to keep.
            if draft.place != "content" || draft.wireName != nil { draft.wireName = draft.wireName ?? draft.key }
            draft.key = name
        }
        if extensions[OpenAPIExtension.secret]?.bool == true { draft.secret = true }
        if let place = extensions[OpenAPIExtension.placement]?.string { draft.place = place }
        if let constant {
            draft.value = constant
            draft.defaultValue = nil
        }
        return draft
    }

    /// An exported document's `const` is the parameter's `value:`: kept, not counted as left out.
    func keepConstant(of schema: Schema) {
        guard schema.constant != nil else { return }
        documents.constraints.keep([SchemaRules.Origin(schema: schema.location, keyword: "const")])
    }
}
