import Foundation
import NetLayerSpec

/// Reads a Swagger 2.0 document: `host`, `basePath` and `schemes` for the
/// server, `body` and `formData` parameters for the request body, and
/// `consumes`/`produces` for media types.
struct SwaggerReader {
    let root: DocumentNode
    let documents: DocumentSet

    func read() -> APIDescription {
        let common = CommonParts(root: root, documents: documents)
        let consumes = Self.mediaTypes(root["consumes"]) ?? ["application/json"]
        let produces = Self.mediaTypes(root["produces"]) ?? ["application/json"]
        var operations: [Operation] = []
        for (path, item) in root["paths"]?.entries ?? [] {
            guard let item = documents.dereference(item) else { continue }
            let shared = item["parameters"]?.items ?? []
            for (method, node) in item.entries where OpenAPIReader.methods.contains(method) {
                operations.append(
                    operation(
                        method, CommonParts.withoutFragment(path), node, shared: shared,
                        consumes: Self.mediaTypes(node["consumes"]) ?? consumes,
                        produces: Self.mediaTypes(node["produces"]) ?? produces))
            }
        }
        var schemes: [String: SecurityScheme] = [:]
        for (name, node) in root["securityDefinitions"]?.entries ?? [] {
            if let scheme = common.securityScheme(node) { schemes[name] = scheme }
        }
        return APIDescription(
            format: "Swagger 2.0", title: root["info"]?["title"]?.string, servers: servers(),
            operations: operations, tagSummaries: common.tagSummaries, securitySchemes: schemes,
            security: CommonParts.security(root["security"]) ?? [])
    }

    /// One server per scheme at `host` + `basePath`; none without a host.
    private func servers() -> [Server] {
        guard let host = root["host"]?.string else { return [] }
        let basePath = root["basePath"]?.string ?? ""
        let schemes = (root["schemes"]?.items ?? []).compactMap(\.string).filter { $0 == "https" || $0 == "http" }
        let location = root["host"]!.location
        return (schemes.isEmpty ? ["https"] : schemes.sorted().reversed()).map { scheme in
            Server(url: "\(scheme)://\(host)\(basePath)", summary: nil, location: location)
        }
    }

    private static func mediaTypes(_ node: DocumentNode?) -> [String]? {
        guard let node, node.isSequence else { return nil }
        return node.items.compactMap(\.string)
    }

    private func operation(
        _ method: String, _ path: String, _ node: DocumentNode, shared: [DocumentNode], consumes: [String],
        produces: [String]
    ) -> Operation {
        var parameters: [OperationParameter] = []
        var bodySchema: Schema?
        var bodyLocation = node.location
        var bodyRequired = false
        var formFields: [Schema.Property] = []
        var formRequired: Set<String> = []
        var hasFile = false
        for parameterNode in CommonParts(root: root, documents: documents).merged(
            shared, node["parameters"]?.items ?? [])
        {
            guard let name = parameterNode["name"]?.string, let place = parameterNode["in"]?.string else { continue }
            let required = parameterNode["required"]?.bool ?? false
            switch place {
            case "body":
                if let schemaNode = parameterNode["schema"] {
                    bodySchema = documents.schema(schemaNode)
                    bodyLocation = parameterNode.location
                    bodyRequired = required
                }
            case "formData":
                let schema = documents.schema(parameterNode)
                if parameterNode["type"]?.string == "file" { hasFile = true }
                formFields.append(Schema.Property(name: name, schema: schema))
                if required { formRequired.insert(name) }
                bodyLocation = parameterNode.location
            default:
                guard let kind = OperationParameter.Place(rawValue: place) else {
                    documents.diagnostics.warning(
                        "parameter '\(name)' is in '\(place)', which is not a place of Swagger 2.0; it is left out",
                        at: parameterNode.location)
                    continue
                }
                parameters.append(
                    OperationParameter(
                        name: name, place: kind, required: required || kind == .path,
                        schema: documents.schema(parameterNode),
                        summary: Summary.make(parameterNode["description"]?.string), location: parameterNode.location))
            }
        }
        var body: RequestBody?
        if let bodySchema {
            if consumes.contains(where: MediaFamily.isJSON) {
                body = RequestBody(encoding: .json, schema: bodySchema, required: bodyRequired, location: bodyLocation)
            } else if consumes.contains(where: MediaFamily.isBinary) {
                body = RequestBody(
                    encoding: .binary, schema: bodySchema, required: bodyRequired, location: bodyLocation)
            } else {
                documents.diagnostics.warning(
                    "a body of type '\(consumes.first ?? "")' cannot be described in a spec; "
                        + "the interface is imported without it",
                    at: bodyLocation)
            }
        } else if !formFields.isEmpty {
            let multipart = hasFile || consumes.contains(where: MediaFamily.isMultipart)
            body = RequestBody(
                encoding: multipart ? .multipart : .form,
                schema: Schema(
                    shape: .object(properties: formFields, required: formRequired, additional: .none),
                    location: bodyLocation),
                required: true, location: bodyLocation)
        }
        return Operation(
            method: method.uppercased(), path: path, operationID: node["operationId"]?.string,
            tags: (node["tags"]?.items ?? []).compactMap(\.string),
            summary: Summary.make(node["summary"]?.string) ?? Summary.make(node["description"]?.string),
            parameters: parameters, body: body,
            response: response(node["responses"], produces: produces),
            deprecated: node["deprecated"]?.bool ?? false, security: CommonParts.security(node["security"]),
            location: node.location)
    }

    private func response(_ node: DocumentNode?, produces: [String])
        -> SuccessResponse?
    {
        guard let (status, chosen) = CommonParts.successResponse(node),
            let responseNode = documents.dereference(chosen), let schemaNode = responseNode["schema"]
        else { return nil }
        guard produces.contains(where: { MediaFamily.isJSON($0) && !MediaFamily.isStream($0) }) else {
            return SuccessResponse(
                status: status, schema: Schema(shape: .string(format: nil), location: schemaNode.location),
                mediaType: produces.first ?? "application/octet-stream", location: schemaNode.location)
        }
        return SuccessResponse(
            status: status, schema: documents.schema(schemaNode), location: schemaNode.location)
    }
}
