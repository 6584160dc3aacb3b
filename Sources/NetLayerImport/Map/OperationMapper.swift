import Foundation
import NetLayerSpec

/// Maps one operation to an interface: its name, parameters (path, query,
/// header, and the body's fields), body encoding and response.
struct OperationMapper {
    let operation: Operation
    /// The path after the module's prefix and version.
    let path: String
    /// The module's name in the spec, which the interface's name need not repeat.
    let module: String
    let envelope: EnvelopeDraft?
    /// The operation's `auth`, when it is not the spec's default.
    let auth: AuthRequirement?
    /// Header parameters the spec sends for every interface (the token, a
    /// common header), lowercased: not parameters of each.
    let sharedHeaders: Set<String>
    let documents: DocumentSet
    /// Whether the document is a spec `netlayer export` wrote: its
    /// `x-netlayer-*` extensions then say what the mapping would guess.
    var exported = false

    private var swiftNames: Set<String> = []
    /// `placement/wire name` of every parameter claimed: a wire name is unique within its placement.
    private var wireNames: Set<String> = []
    /// Whether parameters without a placement go in the body: POST, PUT and
    /// PATCH, and other methods whose body is written (`body: form`).
    private var bodyByDefault = false

    init(
        operation: Operation, path: String, module: String, envelope: EnvelopeDraft?, auth: AuthRequirement?,
        sharedHeaders: Set<String> = [], documents: DocumentSet
    ) {
        self.operation = operation
        self.path = path
        self.module = module
        self.envelope = envelope
        self.auth = auth
        self.sharedHeaders = sharedHeaders
        self.documents = documents
    }

    /// `taken`: the names of the module's interfaces so far; `elsewhere`:
    /// those of the modules before it, whose types the name would repeat.
    /// Two interfaces when the reply is JSON or a stream as the request asks:
    /// the JSON one, then its `…Stream` variant.
    mutating func map(
        named taken: inout Set<String>, elsewhere: Set<String>, types: inout TypeMapper
    ) -> [InterfaceDraft] {
        var interfaces = mapOperation(named: &taken, elsewhere: elsewhere, types: &types)
        guard exported, !interfaces.isEmpty else { return interfaces }
        applyExtensions(operation.extensions, to: &interfaces[0])
        if let examples = ExportedDocument.examples(of: operation, in: documents) {
            interfaces[0].settings.append(examples)
        }
        // The stream variant beside it (`x-netlayer-variant`): its own name, summary and settings.
        if interfaces.count == 2, let variant = operation.extensions[OpenAPIExtension.variant] {
            applyExtensions(NetLayerExtensions(variant), to: &interfaces[1])
            interfaces[1].name = variant[OpenAPIExtension.name]?.string ?? interfaces[1].name
            interfaces[1].summary = variant["summary"]?.string
        }
        return interfaces
    }

    private mutating func mapOperation(
        named taken: inout Set<String>, elsewhere: Set<String>, types: inout TypeMapper
    ) -> [InterfaceDraft] {
        let name =
            exported
            ? ImportNames.unique(
                operation.extensions[OpenAPIExtension.name]?.string ?? operation.operationID ?? "interface",
                in: &taken, key: SwiftIdentifier.caseName)
            : self.name(of: operation, path: path, module: module, taken: &taken)
        var interface = InterfaceDraft(
            name: name, method: operation.method, path: path, summary: operation.summary,
            auth: auth, deprecated: operation.deprecated)
        // Inline types are named after the interface: `list` of a second module names them `UsersList…`.
        let key = SwiftIdentifier.caseName(name)
        let typeStem = ImportNames.typeName((elsewhere.contains(key) ? module + " " : "") + name)
        let method = HTTPMethod(specMethod: operation.method)
        let body = operation.body.flatMap { sentBody($0, method: method) }
        let fields = body.map { isFields($0) } ?? false
        bodyByDefault = method?.sendsBodyByDefault == true || fields
        interface.parameters += placeholderParameters()
        for parameter in operation.parameters {
            if let draft = self.parameter(parameter, typeStem: typeStem, types: &types) {
                interface.parameters.append(draft)
            }
        }
        if let body {
            if !fields, let whole = wholeBody(body, typeStem: typeStem, types: &types) {
                interface.parameters.append(whole)
            } else {
                // A method without a body by default needs `body: form` written.
                let isDefault = body.encoding == .form && method?.sendsBodyByDefault == true
                interface.body = isDefault ? nil : body.encoding.rawValue
                interface.parameters += bodyParameters(body, typeStem: typeStem, types: &types)
            }
        }
        // A HEAD reply has no body, whatever the document says of it (Kubernetes gives its proxies one).
        guard let response = operation.response, method != .HEAD else { return [interface] }
        if let mediaType = response.mediaType, MediaFamily.isStream(mediaType) {
            let content = response.stream ?? StreamContent(mediaType: mediaType, location: response.location)
            return [streaming(interface, content, typeStem: typeStem, types: &types)]
        }
        if let mediaType = response.mediaType {
            (interface.response, interface.accepts, interface.download) = otherReply(
                response, mediaType, method: method)
            return [interface]
        }
        (interface.response, interface.unwrapped) = responseType(
            response, typeStem: typeStem, types: &types)
        guard let stream = response.stream else { return [interface] }
        let variantName = ImportNames.unique(name + "Stream", in: &taken, key: SwiftIdentifier.caseName)
        var variant = interface
        variant.name = variantName
        interface.parameters = Self.fixing(interface.parameters, to: false)
        let variantStem = ImportNames.typeName((elsewhere.contains(key) ? module + " " : "") + variantName)
        variant = streaming(variant, stream, typeStem: variantStem, types: &types)
        return [interface, variant]
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
    private mutating func placeholderParameters() -> [ParameterDraft] {
        var named = Set(operation.parameters.filter { $0.place == .path }.map(\.name))
        return placeholders.compactMap { name in
            guard named.insert(name).inserted else { return nil }
            documents.diagnostics.warning(
                "path placeholder '{\(name)}' of \(operation.method) \(operation.path) has no parameter in the "
                    + "document; it is imported as a String",
                at: operation.location)
            return claim(ParameterDraft(key: name, type: .builtin(.String)), in: .path, at: operation.location)
        }
    }

    /// The operationId, cleaned (springfox's `listUsingGET_1` → `list`);
    /// without one, a name from the method, the path after the module's
    /// prefix and the summary (`OperationNames`), or, when the module has
    /// those names already, the whole path (`getSearchByVersionPoiSearchByQuery`).
    /// Unique as interface names must be.
    func name(
        of operation: Operation, path: String, module: String, taken: inout Set<String>
    ) -> String {
        let natural: String
        if let id = Self.cleanedID(operation.operationID) {
            natural = id
        } else {
            let candidates = OperationNames.candidates(
                method: operation.method, path: path, fullPath: operation.path, summary: operation.summary,
                module: module)
            if let free = candidates.first(where: { !taken.contains(SwiftIdentifier.caseName($0)) }) {
                taken.insert(SwiftIdentifier.caseName(free))
                return free
            }
            natural = Self.baseName(of: operation)
        }
        let name = ImportNames.unique(natural, in: &taken, key: SwiftIdentifier.caseName)
        if name != natural {
            documents.diagnostics.warning(
                "renamed the interface of \(operation.method) \(operation.path) from '\(natural)' to '\(name)': "
                    + "another interface has that name", at: operation.location, group: .renamed)
        }
        return name
    }

    static func cleanedID(_ operationID: String?) -> String? {
        guard var id = operationID, !ImportNames.words(id).isEmpty else { return nil }
        let methodSuffix = #"Using(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)(_\d+)?$"#
        if let range = id.range(of: methodSuffix, options: .regularExpression) {
            id.removeSubrange(range)
        }
        return ImportNames.words(id).isEmpty ? nil : ImportNames.memberName(id)
    }

    /// The operationId, cleaned, else the method and the whole path:
    /// `GET /pets/{petId}/photos` → `getPetsByPetIdPhotos`.
    static func baseName(of operation: Operation) -> String {
        if let id = cleanedID(operation.operationID) { return id }
        var words = [operation.method.lowercased()]
        for segment in ModuleGrouping.segments(operation.path) {
            if segment.hasPrefix("{") {
                words.append("by " + segment.trimmingCharacters(in: CharacterSet(charactersIn: "{}")))
            } else {
                words.append(segment)
            }
        }
        return ImportNames.memberName(words.joined(separator: " "))
    }

    private mutating func parameter(
        _ parameter: OperationParameter, typeStem: String, types: inout TypeMapper
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
        var type = types.type(
            of: parameter.schema, use: .parameter, name: typeStem + ImportNames.typeName(parameter.name))
        if isPath { type = type.nonOptional }
        var draft = ParameterDraft(key: parameter.name, type: type, summary: parameter.summary)
        if !isPath { draft.take(default: parameter.schema, required: parameter.required, types: types) }
        if case .string("password") = parameter.schema.shape { draft.secret = true }
        draft.constraints = ConstraintMapper(documents: documents).constraints(
            of: parameter.schema, as: draft.type, default: draft.defaultValue)
        let placement = ParameterPlacement(rawValue: parameter.place.rawValue) ?? .query
        if exported { keepConstant(of: parameter.schema) }
        return claim(draft, in: placement, at: parameter.location).map {
            exported ? Self.exported($0, parameter.extensions, constant: parameter.schema.constant) : $0
        }
    }

    /// A body that is not an object's fields: the bytes of a file, or a JSON
    /// array or single value, as one parameter that is the whole body
    /// (`in: content`), named after its schema (`[User]` → `userList`).
    private mutating func wholeBody(
        _ body: RequestBody, typeStem: String, types: inout TypeMapper
    ) -> ParameterDraft? {
        if body.encoding == .binary {
            let claimed = claim(
                ParameterDraft(key: "file", type: body.required ? .builtin(.File) : .optional(.builtin(.File))),
                in: .content,
                at: body.location)
            return claimed.map { exported ? Self.exported($0, body.schema.extensions, constant: nil) : $0 }
        }
        guard body.encoding == .json else { return nil }
        switch ObjectMerger(documents: documents).resolve(body.schema).shape {
        case .object, .allOf: return nil
        default: break
        }
        var name = "body"
        if case .array(let items?) = body.schema.shape, case .reference(let target) = items.shape {
            name = ImportNames.memberName(ModelNames.modelName(of: target)) + "List"
        } else if case .reference(let target) = body.schema.shape {
            name = ImportNames.memberName(ModelNames.modelName(of: target))
        }
        var type = types.type(of: body.schema, use: .parameter, name: typeStem + "Body")
        if !body.required, !type.isOptional { type = .optional(type) }
        var draft = ParameterDraft(key: name, type: type, summary: body.schema.summary)
        draft.constraints = ConstraintMapper(documents: documents).constraints(of: body.schema, as: type)
        let claimed = claim(draft, in: .content, at: body.location)
        return claimed.map { exported ? Self.exported($0, body.schema.extensions, constant: nil) : $0 }
    }

    /// The fields of an object body, each a parameter in the body.
    private mutating func bodyParameters(
        _ body: RequestBody, typeStem: String, types: inout TypeMapper
    ) -> [ParameterDraft] {
        let resolved = ObjectMerger(documents: documents).resolve(body.schema)
        switch resolved.shape {
        case .object, .allOf: break
        default:
            documents.diagnostics.warning(
                "a \(body.encoding.rawValue) body that is not an object cannot be described in a spec; "
                    + "the interface is imported without it",
                at: body.location)
            return []
        }
        let (properties, required) = ObjectMerger(documents: documents).properties(of: resolved)
        // The fields of a named schema name their types after it: `Pet`'s `status` is `PetStatus`.
        let stem =
            if case .reference(let target) = body.schema.shape { ModelNames.modelName(of: target) } else { typeStem }
        var result: [ParameterDraft] = []
        for property in properties where !property.schema.readOnly {
            let use: TypeMapper.Use = body.encoding == .multipart ? .multipartField : .parameter
            let type = types.type(
                of: property.schema, use: use, name: stem + ImportNames.typeName(property.name))
            var draft = ParameterDraft(key: property.name, type: type, summary: property.schema.summary)
            let isRequired = required.contains(property.name) && body.required
            draft.take(default: property.schema, required: isRequired, types: types)
            if case .string("password") = property.schema.shape { draft.secret = true }
            draft.constraints = ConstraintMapper(documents: documents).constraints(
                of: property.schema, as: draft.type, default: draft.defaultValue)
            if exported { keepConstant(of: property.schema) }
            if let claimed = claim(draft, in: .body, at: property.schema.location) {
                result.append(
                    exported
                        ? Self.exported(claimed, property.schema.extensions, constant: property.schema.constant)
                        : claimed)
            }
        }
        return result
    }

    /// `draft`, sent in `placement`, under a wire name no other parameter in
    /// that placement has, and a key whose Swift name is its own: one that
    /// shares its wire name with a parameter elsewhere is named for its
    /// placement (`bodyPath` beside the placeholder `path`). Its `in` is
    /// written where the spec's rules would put it elsewhere.
    private mutating func claim(
        _ draft: ParameterDraft, in placement: ParameterPlacement, at location: SourceLocation
    ) -> ParameterDraft? {
        let wire = placement == .header ? draft.key.lowercased() : draft.key
        guard wireNames.insert("\(placement.rawValue)/\(wire)").inserted else {
            documents.diagnostics.warning(
                "a second parameter named '\(draft.key)' in the \(placement.rawValue) of "
                    + "\(operation.method) \(operation.path) is left out: "
                    + "a spec's wire names are unique within a placement",
                at: location)
            return nil
        }
        var draft = draft
        var key = draft.key
        // A wire name shared with another placement is told apart by it; the
        // placeholder's parameter keeps the plain name, whichever comes first.
        let sharedWithPath = placement != .path && placeholders.contains(key)
        let sharedElsewhere = wireNames.contains { claimed in
            let parts = claimed.split(separator: "/", maxSplits: 1).map(String.init)
            return parts.count == 2 && parts[1] == wire && parts[0] != placement.rawValue
        }
        if placement != .content, placement != .path, sharedWithPath || sharedElsewhere {
            key = ImportNames.memberName("\(placement.rawValue) \(key)")
        }
        key = ImportNames.unique(key, in: &swiftNames) { SwiftIdentifier.parameterName($0) }
        if key != draft.key {
            draft.wireName = draft.key
            draft.key = key
        }
        let byDefault: ParameterPlacement =
            placeholders.contains(draft.wireName ?? draft.key) ? .path : bodyByDefault ? .body : .query
        draft.place = placement == byDefault ? nil : placement.rawValue
        return draft
    }

    /// The response type, and whether the reply is outside the envelope the
    /// others share (the interface then says `envelope: none`). A reply in
    /// the envelope without data (`Result«Void»`) has no type.
    private func responseType(
        _ response: SuccessResponse, typeStem: String, types: inout TypeMapper
    ) -> (type: TypeName?, unwrapped: Bool) {
        var schema = response.schema
        if exported {
            // The envelope and the key path are the extensions', not guessed.
            var payload: Schema? = ExportedDocument.enveloped(schema, in: documents).map(\.payload) ?? schema
            if let at = operation.extensions[OpenAPIExtension.at]?.string, let inner = payload {
                payload = ExportedDocument.descend(inner, at.split(separator: ".").map(String.init), in: documents)
            }
            let type = payload.map {
                types.type(of: $0, use: .response, name: typeStem + "Response")
            }
            return (type, false)
        }
        if let envelope {
            let resolved = ObjectMerger(documents: documents).resolve(schema)
            let detector = EnvelopeDetector(
                documents: documents, fixedNames: (envelope.code, envelope.message, envelope.data))
            guard detector.match(resolved) != nil else {
                return (types.type(of: schema, use: .response, name: typeStem + "Response"), true)
            }
            let (properties, _) = ObjectMerger(documents: documents).properties(of: resolved)
            guard let data = properties.first(where: { $0.name == envelope.data }) else { return (nil, false) }
            schema = data.schema
        }
        return (types.type(of: schema, use: .response, name: typeStem + "Response"), false)
    }
}
