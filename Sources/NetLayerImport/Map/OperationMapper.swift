import Foundation
import NetLayerSpec

/// Maps one operation to an interface: its name, parameters (path, query,
/// header, and the body's fields), body encoding and response.
struct OperationMapper {
    let operation: Operation
    /// The path after the module's prefix and version.
    let path: String
    let envelope: EnvelopeDraft?
    /// The operation's `auth`, when it is not the spec's default.
    let auth: AuthRequirement?

    private var swiftNames: Set<String> = []
    private var wireNames: Set<String> = []

    /// Header parameters the spec sends for every interface (the token, a
    /// common header), lowercased: not parameters of each.
    let sharedHeaders: Set<String>

    init(
        operation: Operation, path: String, envelope: EnvelopeDraft?, auth: AuthRequirement?,
        sharedHeaders: Set<String> = []
    ) {
        self.sharedHeaders = sharedHeaders
        self.operation = operation
        self.path = path
        self.envelope = envelope
        self.auth = auth
    }

    mutating func map(named taken: inout Set<String>, types: inout TypeMapper, into documents: inout DocumentSet)
        -> InterfaceDraft
    {
        let name = Self.name(of: operation, path: path, taken: &taken)
        var interface = InterfaceDraft(
            name: name, method: operation.method, path: path, summary: operation.summary,
            auth: auth, deprecated: operation.deprecated)
        let typeStem = ImportNames.typeName(name)
        interface.parameters += placeholderParameters(into: &documents)
        for parameter in operation.parameters {
            if let draft = self.parameter(parameter, typeStem: typeStem, types: &types, into: &documents) {
                interface.parameters.append(draft)
            }
        }
        if let body = operation.body {
            if ["GET", "HEAD", "DELETE"].contains(operation.method) {
                documents.diagnostics.warning(
                    "a spec sends no body with \(operation.method); "
                        + "the request body of \(operation.method) \(operation.path) is left out",
                    at: body.location)
            } else if let whole = wholeBody(body, typeStem: typeStem, types: &types, into: &documents) {
                interface.parameters.append(whole)
            } else {
                interface.body = body.encoding == .form ? nil : body.encoding.rawValue
                interface.parameters += bodyParameters(body, typeStem: typeStem, types: &types, into: &documents)
            }
        }
        if let response = operation.response {
            (interface.response, interface.unwrapped) = responseType(
                response, typeStem: typeStem, types: &types, into: &documents)
        }
        return interface
    }

    /// The names of the path's `{placeholders}`, read as the spec reads them.
    private var placeholders: [String] {
        guard case .success(let parts) = BraceTemplate.parse(path) else { return [] }
        return parts.compactMap { part in
            if case .placeholder(let name) = part { return name }
            return nil
        }
    }

    /// A String parameter for each placeholder of the path that no path
    /// parameter names (documents misspell them, or change their case): the
    /// interface cannot be called without one. Claimed first, so that a body
    /// field of the same name is left out, not taken for the path's.
    private mutating func placeholderParameters(into documents: inout DocumentSet) -> [ParameterDraft] {
        var named = Set(operation.parameters.filter { $0.place == .path }.map(\.name))
        return placeholders.compactMap { name in
            guard named.insert(name).inserted else { return nil }
            documents.diagnostics.warning(
                "path placeholder '{\(name)}' of \(operation.method) \(operation.path) has no parameter in the "
                    + "document; it is imported as a String",
                at: operation.location)
            return claim(ParameterDraft(key: name, type: "String"), at: operation.location, into: &documents)
        }
    }

    /// The operationId, cleaned (springfox's `listUsingGET_1` → `list`).
    /// Without one, the method and the literal segments of the path after
    /// the module's prefix (`GET {version}/poiSearch/{query}` → `getPoiSearch`),
    /// or, when that is taken, the whole path (`getSearchByVersionPoiSearchByQuery`).
    /// Unique across the spec, as interface names must be.
    static func name(of operation: Operation, path: String, taken: inout Set<String>) -> String {
        if let id = cleanedID(operation.operationID) {
            return ImportNames.unique(id, in: &taken, key: SwiftIdentifier.caseName)
        }
        let literal = ModuleLayout.segments(path).map { $0.replacing(/\{[^}]*\}/, with: " ") }
        let short = ImportNames.memberName(([operation.method.lowercased()] + literal).joined(separator: " "))
        if literal.contains(where: { !ImportNames.words($0).isEmpty }), !taken.contains(SwiftIdentifier.caseName(short)) {
            taken.insert(SwiftIdentifier.caseName(short))
            return short
        }
        return ImportNames.unique(baseName(of: operation), in: &taken, key: SwiftIdentifier.caseName)
    }

    static func cleanedID(_ operationID: String?) -> String? {
        guard var id = operationID, !ImportNames.words(id).isEmpty else { return nil }
        if let range = id.range(of: #"Using(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)(_\d+)?$"#, options: .regularExpression) {
            id.removeSubrange(range)
        }
        return ImportNames.words(id).isEmpty ? nil : ImportNames.memberName(id)
    }

    /// The operationId, cleaned, else the method and the whole path:
    /// `GET /pets/{petId}/photos` → `getPetsByPetIdPhotos`.
    static func baseName(of operation: Operation) -> String {
        if let id = cleanedID(operation.operationID) { return id }
        var words = [operation.method.lowercased()]
        for segment in ModuleLayout.segments(operation.path) {
            if segment.hasPrefix("{") {
                words.append("by " + segment.trimmingCharacters(in: CharacterSet(charactersIn: "{}")))
            } else {
                words.append(segment)
            }
        }
        return ImportNames.memberName(words.joined(separator: " "))
    }

    private mutating func parameter(
        _ parameter: OperationParameter, typeStem: String, types: inout TypeMapper, into documents: inout DocumentSet
    ) -> ParameterDraft? {
        if parameter.place == .header, sharedHeaders.contains(parameter.name.lowercased()) { return nil }
        if parameter.place == .cookie, !HTTPToken.isValid(parameter.name) {
            documents.diagnostics.warning(
                "cookie parameter '\(parameter.name)' of \(operation.method) \(operation.path) is not a valid "
                    + "cookie name; it is left out",
                at: parameter.location)
            return nil
        }
        let isPath = parameter.place == .path
        if isPath, !placeholders.contains(parameter.name) {
            documents.diagnostics.warning(
                "path parameter '\(parameter.name)' names no placeholder of \(operation.path); it is left out",
                at: parameter.location)
            return nil
        }
        if parameter.place == .header, !HTTPToken.isValid(parameter.name) {
            documents.diagnostics.warning(
                "header parameter '\(parameter.name)' of \(operation.method) \(operation.path) is not a valid HTTP "
                    + "header name; it is left out",
                at: parameter.location)
            return nil
        }
        // A spec places a parameter named like a placeholder in the path.
        if !isPath, placeholders.contains(parameter.name) {
            documents.diagnostics.warning(
                "parameter '\(parameter.name)' in the \(parameter.place.rawValue) of \(operation.method) "
                    + "\(operation.path) has the name of a path placeholder, which a spec cannot tell apart; "
                    + "it is left out",
                at: parameter.location)
            return nil
        }
        var type = types.type(
            of: parameter.schema, use: .parameter, name: typeStem + ImportNames.typeName(parameter.name),
            into: &documents)
        if isPath { type = type.hasSuffix("?") ? String(type.dropLast()) : type }
        var draft = ParameterDraft(key: parameter.name, type: type, summary: parameter.summary)
        draft.defaultValue = isPath ? nil : defaultValue(parameter.schema, type: type, types: types)
        if !isPath, !parameter.required, draft.defaultValue == nil, !type.hasSuffix("?") { draft.type += "?" }
        switch parameter.place {
        case .header: draft.place = "header"
        case .cookie: draft.place = "cookie"
        case .query where ["POST", "PUT", "PATCH"].contains(operation.method): draft.place = "query"
        default: break
        }
        if case .string("password") = parameter.schema.shape { draft.secret = true }
        return claim(draft, at: parameter.location, into: &documents)
    }

    /// A body that is not an object's fields: the bytes of a file, or a JSON
    /// array or single value, as one parameter that is the whole body
    /// (`in: content`), named after its schema (`[User]` → `userList`).
    private mutating func wholeBody(
        _ body: RequestBody, typeStem: String, types: inout TypeMapper, into documents: inout DocumentSet
    ) -> ParameterDraft? {
        if body.encoding == .binary {
            return claim(
                ParameterDraft(key: "file", type: body.required ? "File" : "File?", place: "content"),
                at: body.location, into: &documents)
        }
        guard body.encoding == .json else { return nil }
        switch ObjectMerger.resolve(body.schema, into: &documents).shape {
        case .object, .allOf: return nil
        default: break
        }
        var name = "body"
        if case .array(let items?) = body.schema.shape, case .reference(let target) = items.shape {
            name = ImportNames.memberName(TypeMapper.modelName(of: target)) + "List"
        } else if case .reference(let target) = body.schema.shape {
            name = ImportNames.memberName(TypeMapper.modelName(of: target))
        }
        var type = types.type(of: body.schema, use: .parameter, name: typeStem + "Body", into: &documents)
        if !body.required, !type.hasSuffix("?") { type += "?" }
        return claim(
            ParameterDraft(key: name, type: type, place: "content", summary: body.schema.summary), at: body.location,
            into: &documents)
    }

    /// The fields of an object body, each a parameter in the body.
    private mutating func bodyParameters(
        _ body: RequestBody, typeStem: String, types: inout TypeMapper, into documents: inout DocumentSet
    ) -> [ParameterDraft] {
        let resolved = ObjectMerger.resolve(body.schema, into: &documents)
        switch resolved.shape {
        case .object, .allOf: break
        default:
            documents.diagnostics.warning(
                "a \(body.encoding.rawValue) body that is not an object cannot be described in a spec; "
                    + "the interface is imported without it",
                at: body.location)
            return []
        }
        let (properties, required) = ObjectMerger.properties(of: resolved, into: &documents)
        // The fields of a named schema name their types after it: `Pet`'s `status` is `PetStatus`.
        let stem =
            if case .reference(let target) = body.schema.shape { TypeMapper.modelName(of: target) } else { typeStem }
        var result: [ParameterDraft] = []
        for property in properties where !property.schema.readOnly {
            let use: TypeMapper.Use = body.encoding == .multipart ? .multipartField : .parameter
            var type = types.type(
                of: property.schema, use: use, name: stem + ImportNames.typeName(property.name), into: &documents)
            var draft = ParameterDraft(key: property.name, type: type, summary: property.schema.summary)
            draft.defaultValue = defaultValue(property.schema, type: type, types: types)
            if !(required.contains(property.name) && body.required) && draft.defaultValue == nil && !type.hasSuffix("?")
            {
                type += "?"
                draft.type = type
            }
            if case .string("password") = property.schema.shape { draft.secret = true }
            if let claimed = claim(draft, at: property.schema.location, into: &documents) { result.append(claimed) }
        }
        return result
    }

    /// `draft` under a wire name no other parameter of the interface has, and
    /// a key whose Swift name is its own.
    private mutating func claim(_ draft: ParameterDraft, at location: SourceLocation, into documents: inout DocumentSet)
        -> ParameterDraft?
    {
        guard wireNames.insert(draft.key).inserted else {
            documents.diagnostics.warning(
                "a second parameter named '\(draft.key)' in \(operation.method) \(operation.path) is left out: "
                    + "a spec's wire names are unique within an interface",
                at: location)
            return nil
        }
        var draft = draft
        let key = ImportNames.unique(draft.key, in: &swiftNames) { SwiftIdentifier.parameterName($0) }
        if key != draft.key {
            draft.wireName = draft.key
            draft.key = key
        }
        return draft
    }

    /// A default the spec format can hold for `type`: a scalar, and for an
    /// enum the name of the case whose value it is.
    private func defaultValue(_ schema: Schema, type: String, types: TypeMapper) -> ScalarValue? {
        guard let value = schema.defaultValue, value != .null else { return nil }
        let base = type.hasSuffix("?") ? String(type.dropLast()) : type
        switch (base, value) {
        case ("String", .string), ("Int", .int), ("Int64", .int), ("Double", .int), ("Double", .double),
            ("Bool", .bool):
            return value
        default:
            if let caseName = types.caseName(of: value, inEnum: base) { return .string(caseName) }
            return nil
        }
    }

    /// The response type, and whether the reply is outside the envelope the
    /// others share (the interface then says `envelope: none`). A reply in
    /// the envelope without data (`Result«Void»`) has no type.
    private func responseType(
        _ response: SuccessResponse, typeStem: String, types: inout TypeMapper, into documents: inout DocumentSet
    ) -> (type: String?, unwrapped: Bool) {
        var schema = response.schema
        if let envelope {
            let resolved = ObjectMerger.resolve(schema, into: &documents)
            let detector = EnvelopeDetector(fixedNames: (envelope.code, envelope.message, envelope.data))
            guard detector.match(resolved, into: &documents) != nil else {
                return (types.type(of: schema, use: .response, name: typeStem + "Response", into: &documents), true)
            }
            let (properties, _) = ObjectMerger.properties(of: resolved, into: &documents)
            guard let data = properties.first(where: { $0.name == envelope.data }) else { return (nil, false) }
            schema = data.schema
        }
        return (types.type(of: schema, use: .response, name: typeStem + "Response", into: &documents), false)
    }
}
