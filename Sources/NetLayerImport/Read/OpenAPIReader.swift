import Foundation
import NetLayerSpec

/// Reads an OpenAPI 3.0 or 3.1 document.
struct OpenAPIReader {
    let root: DocumentNode
    let version: String
    let documents: DocumentSet

    static let methods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"]

    func read() -> APIDescription {
        documents.keepsSummaries = root[OpenAPIExtension.format] != nil
        let common = CommonParts(root: root, documents: documents)
        var operations: [Operation] = []
        for (path, item) in root["paths"]?.entries ?? [] {
            guard let item = documents.dereference(item) else { continue }
            let shared = item["parameters"]?.items ?? []
            for (method, node) in item.entries where Self.methods.contains(method) {
                if let operation = operation(
                    method, CommonParts.withoutFragment(path), node, shared: shared)
                {
                    operations.append(operation)
                }
            }
        }
        var schemes: [String: SecurityScheme] = [:]
        var schemeNames: [String] = []
        for (name, node) in root["components"]?["securitySchemes"]?.entries ?? [] {
            guard let node = documents.dereference(node) else { continue }
            if let scheme = common.securityScheme(node) {
                schemes[name] = scheme
                schemeNames.append(name)
            }
        }
        var description = APIDescription(
            format: "OpenAPI \(version)", title: root["info"]?["title"]?.string, servers: servers(root["servers"]),
            operations: operations, tagSummaries: common.tagSummaries, securitySchemes: schemes,
            security: CommonParts.security(root["security"]) ?? [])
        description.schemeNames = schemeNames
        description.extensions = NetLayerExtensions(root)
        for tag in root["tags"]?.items ?? [] {
            if let name = tag["name"]?.string { description.tagExtensions[name] = NetLayerExtensions(tag) }
        }
        return description
    }

    private func servers(_ node: DocumentNode?) -> [Server] {
        (node?.items ?? []).compactMap { server in
            guard var url = server["url"]?.string else { return nil }
            // Variables take their defaults: `https://{region}.api.example` → `https://eu.api.example`.
            for (name, variable) in server["variables"]?.entries ?? [] {
                if let value = variable["default"]?.string {
                    url = url.replacingOccurrences(of: "{\(name)}", with: value)
                }
            }
            return Server(
                url: url, summary: Summary.make(server["description"]?.string), location: server.location,
                environment: server[OpenAPIExtension.environment]?.string,
                isProduction: server[OpenAPIExtension.production]?.bool ?? false)
        }
    }

    private func operation(
        _ method: String, _ path: String, _ node: DocumentNode, shared: [DocumentNode]
    ) -> Operation? {
        var parameters: [OperationParameter] = []
        for parameterNode in CommonParts(root: root, documents: documents).merged(
            shared, node["parameters"]?.items ?? [])
        {
            guard let name = parameterNode["name"]?.string, let place = parameterNode["in"]?.string else { continue }
            guard let kind = OperationParameter.Place(rawValue: place) else {
                documents.diagnostics.warning(
                    "parameter '\(name)' is in '\(place)', which is not a place of OpenAPI 3; it is left out",
                    at: parameterNode.location)
                continue
            }
            var schemaNode = parameterNode["schema"]
            if schemaNode == nil, let content = parameterNode["content"] {
                schemaNode = content.entries.first?.value["schema"]
            }
            let schema =
                schemaNode.map { documents.schema($0) }
                ?? Schema(shape: .string(format: nil), location: parameterNode.location)
            parameters.append(
                OperationParameter(
                    name: name, place: kind, required: parameterNode["required"]?.bool ?? (kind == .path),
                    schema: schema,
                    summary: Summary.make(parameterNode["description"]?.string, in: documents),
                    location: parameterNode.location,
                    extensions: NetLayerExtensions(parameterNode)))
        }
        var body: RequestBody?
        if let bodyNode = node["requestBody"].flatMap({ documents.dereference($0) }) {
            body = requestBody(bodyNode)
        }
        return Operation(
            method: method.uppercased(), path: path, operationID: node["operationId"]?.string,
            tags: (node["tags"]?.items ?? []).compactMap(\.string),
            summary: Summary.make(node["summary"]?.string, in: documents)
                ?? Summary.make(node["description"]?.string, in: documents),
            parameters: parameters, body: body, response: response(node["responses"]),
            deprecated: node["deprecated"]?.bool ?? false, security: CommonParts.security(node["security"]),
            location: node.location, extensions: NetLayerExtensions(node))
    }

    /// The JSON body, else a form, else a multipart one; other media types
    /// are reported as left out.
    private func requestBody(_ node: DocumentNode) -> RequestBody? {
        let content = node["content"]?.entries ?? []
        let required = node["required"]?.bool ?? false
        for (encoding, test) in [
            (RequestBody.Encoding.json, MediaFamily.isJSON), (.form, MediaFamily.isForm),
            (.multipart, MediaFamily.isMultipart),
        ] {
            if let (_, media) = content.first(where: { test($0.key) }) {
                let schema =
                    media["schema"].map { documents.schema($0) }
                    ?? Schema(shape: .object(properties: [], required: [], additional: .none), location: media.location)
                return RequestBody(encoding: encoding, schema: schema, required: required, location: media.location)
            }
        }
        if let (_, media) = content.first(where: { MediaFamily.isBinary($0.key) }) {
            var schema = Schema(shape: .string(format: "binary"), location: media.location)
            schema.extensions = NetLayerExtensions(media["schema"])
            return RequestBody(encoding: .binary, schema: schema, required: required, location: media.location)
        }
        if let (type, media) = content.first {
            documents.diagnostics.warning(
                "a request body of type '\(type)' cannot be described in a spec; the interface is imported without it",
                at: media.location)
        }
        return nil
    }

    /// The first 2xx response (or `2XX`, or `default` when there is no 2xx)
    /// with a body: its JSON one, else its first media type.
    private func response(_ node: DocumentNode?) -> SuccessResponse? {
        guard let (status, chosen) = CommonParts.successResponse(node) else { return nil }
        guard let responseNode = documents.dereference(chosen) else { return nil }
        let content = responseNode["content"]?.entries ?? []
        let json = content.first { MediaFamily.isJSON($0.key) && !MediaFamily.isStream($0.key) }
        let stream = content.first { MediaFamily.isStream($0.key) }.map { type, media in
            StreamContent(
                mediaType: type,
                schema: (media["itemSchema"] ?? media["schema"]).map { documents.schema($0) },
                location: media.location)
        }
        if let (_, media) = json, let schemaNode = media["schema"] {
            return SuccessResponse(
                status: status, schema: documents.schema(schemaNode),
                location: schemaNode.location, stream: stream, examples: media["examples"])
        }
        if json == nil, let (type, media) = stream.map({ ($0.mediaType, $0) }) {
            return SuccessResponse(
                status: status, schema: Schema(shape: .string(format: nil), location: media.location),
                mediaType: type, location: media.location, stream: stream)
        }
        if json == nil, let (type, media) = content.first {
            return SuccessResponse(
                status: status, schema: Schema(shape: .string(format: nil), location: media.location),
                mediaType: type, location: media.location)
        }
        return nil
    }
}

/// What both formats share: media types, tags, security, success statuses,
/// and operation parameters merged over their path's.
struct CommonParts {
    let root: DocumentNode
    let documents: DocumentSet

    var tagSummaries: [String: String] {
        var summaries: [String: String] = [:]
        for tag in root["tags"]?.items ?? [] {
            if let name = tag["name"]?.string, let summary = Summary.make(tag["description"]?.string, in: documents) {
                summaries[name] = summary
            }
        }
        return summaries
    }

    /// `security` as lists of scheme names, one list per alternative.
    static func security(_ node: DocumentNode?) -> [[String]]? {
        guard let node, node.isSequence else { return nil }
        return node.items.map { requirement in requirement.entries.map(\.key) }
    }

    func securityScheme(_ node: DocumentNode) -> SecurityScheme? {
        var scheme = kind(of: node)
        scheme?.extensions = NetLayerExtensions(node)
        return scheme
    }

    private func kind(of node: DocumentNode) -> SecurityScheme? {
        switch node["type"]?.string {
        case "apiKey":
            guard let name = node["name"]?.string, let place = node["in"]?.string,
                let kind = OperationParameter.Place(rawValue: place)
            else { return nil }
            return SecurityScheme(kind: .apiKey(name: name, place: kind), location: node.location)
        case "http":
            return SecurityScheme(kind: .http(scheme: node["scheme"]?.string ?? "bearer"), location: node.location)
        case "basic":
            return SecurityScheme(kind: .http(scheme: "basic"), location: node.location)
        case "oauth2", "openIdConnect":
            return SecurityScheme(kind: .oauth, location: node.location)
        case let other:
            documents.diagnostics.warning(
                "security scheme of type '\(other ?? "none")' cannot be described in a spec; it is left out",
                at: node.location)
            return nil
        }
    }

    /// A path without the `#name` some documents add to give one path two
    /// operations of a method (Mistral's `/v1/conversations#stream`): a
    /// fragment is never sent, so the server's path is what comes before it.
    static func withoutFragment(_ path: String) -> String {
        guard let hash = path.firstIndex(of: "#") else { return path }
        return String(path[..<hash])
    }

    /// The status and node of the first 2xx response, `2XX`, or `default` when there is no 2xx.
    static func successResponse(_ node: DocumentNode?) -> (String, DocumentNode)? {
        let entries = node?.entries ?? []
        let statuses = entries.filter { $0.key.count == 3 && $0.key.hasPrefix("2") }.sorted { $0.key < $1.key }
        if let first = statuses.first { return (first.key, first.value) }
        if let range = entries.first(where: { $0.key.uppercased() == "2XX" }) { return ("2XX", range.value) }
        if let fallback = entries.first(where: { $0.key == "default" }) { return ("default", fallback.value) }
        return nil
    }

    /// The path item's parameters with the operation's over them: an
    /// operation parameter replaces the path's of the same name and place.
    func merged(
        _ shared: [DocumentNode], _ own: [DocumentNode]
    ) -> [DocumentNode] {
        let resolvedOwn = own.compactMap { documents.dereference($0) }
        let ownKeys = Set(resolvedOwn.map { "\($0["in"]?.string ?? "")/\($0["name"]?.string ?? "")" })
        let inherited = shared.compactMap { documents.dereference($0) }.filter {
            !ownKeys.contains("\($0["in"]?.string ?? "")/\($0["name"]?.string ?? "")")
        }
        return inherited + resolvedOwn
    }
}

/// Media types by family, parameters and case ignored, as documents use
/// them: `*/*` counts as JSON, the type most such replies have.
enum MediaFamily {
    static func isJSON(_ type: String) -> Bool {
        MediaType.isJSON(type) || MediaType.essence(type) == "*/*"
    }

    static func isForm(_ type: String) -> Bool { MediaType.essence(type) == "application/x-www-form-urlencoded" }
    static func isMultipart(_ type: String) -> Bool { MediaType.essence(type).hasPrefix("multipart/") }

    /// Bytes that are not text: sent as a file.
    static func isBinary(_ type: String) -> Bool {
        let essence = MediaType.essence(type)
        return essence == "application/octet-stream" || essence.hasPrefix("image/") || essence.hasPrefix("audio/")
            || essence.hasPrefix("video/") || essence == "application/pdf" || essence == "application/zip"
    }

    /// Text a reply may be, read as a `String`: `text/*`, XML, YAML, JavaScript.
    static func isText(_ type: String) -> Bool {
        let essence = MediaType.essence(type)
        return essence.hasPrefix("text/") || essence.hasSuffix("/xml") || essence.hasSuffix("+xml")
            || essence.hasSuffix("/yaml") || essence.hasSuffix("/x-yaml") || essence.hasSuffix("/javascript")
    }

    /// A reply of events or lines that arrive over time (the streams issue):
    /// server-sent events, JSON Lines, NDJSON, JSON text sequences.
    static func isStream(_ type: String) -> Bool {
        [
            "text/event-stream", "application/x-ndjson", "application/ndjson", "application/jsonl",
            "application/x-jsonlines", "application/jsonlines", "application/json-seq", "application/stream+json",
        ].contains(MediaType.essence(type))
    }
}
