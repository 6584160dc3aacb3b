import NetLayerSpec

/// An OpenAPI 3.x or Swagger 2.0 document, read into one shape: what the
/// mapping to a spec needs, each part with the place it came from.
struct APIDescription: Sendable {
    /// `OpenAPI 3.0.4`, `Swagger 2.0`: for messages.
    var format: String
    var title: String?
    var servers: [Server]
    var operations: [Operation]
    /// Tag descriptions, by tag name.
    var tagSummaries: [String: String]
    var securitySchemes: [String: SecurityScheme]
    /// The names of `securitySchemes` in the order the document writes them.
    var schemeNames: [String] = []
    /// The schemes every operation needs unless it says otherwise: each
    /// entry is one alternative, listing the schemes it needs together.
    var security: [[String]]
    /// The document's `x-netlayer-*` settings (`netlayer export` wrote it).
    var extensions = NetLayerExtensions()
    /// Each tag's `x-netlayer-*` settings: its module's.
    var tagExtensions: [String: NetLayerExtensions] = [:]
}

struct Server: Sendable {
    var url: String
    var summary: String?
    var location: SourceLocation
    /// The environment's name, as `x-netlayer-environment` says it.
    var environment: String? = nil
    /// Whether `x-netlayer-production` marks the environment as production.
    var isProduction = false
}

struct Operation: Sendable {
    var method: String
    /// As the document writes it, with `{placeholders}`: `/pets/{petId}`.
    var path: String
    var operationID: String?
    var tags: [String]
    var summary: String?
    var parameters: [OperationParameter]
    var body: RequestBody?
    /// The schema of the successful reply; nil when it has none.
    var response: SuccessResponse?
    var deprecated: Bool
    /// The operation's own `security`, nil when it has none (the document's applies).
    var security: [[String]]?
    var location: SourceLocation
    var extensions = NetLayerExtensions()
}

struct OperationParameter: Sendable {
    enum Place: String, Sendable {
        case query, path, header, cookie
    }

    var name: String
    var place: Place
    var required: Bool
    var schema: Schema
    var summary: String?
    var location: SourceLocation
    var extensions = NetLayerExtensions()
}

struct RequestBody: Sendable {
    enum Encoding: String, Sendable {
        case json, form, multipart
        /// Raw bytes (`application/octet-stream`, images, …), sent as a file.
        case binary
    }

    var encoding: Encoding
    var schema: Schema
    var required: Bool
    var location: SourceLocation
}

struct SuccessResponse: Sendable {
    var status: String
    /// The JSON reply's schema; a string schema for one that is not JSON.
    var schema: Schema
    /// The reply's media type when it is not JSON; nil for JSON.
    var mediaType: String? = nil
    var location: SourceLocation
    /// The reply as a stream, when the response offers one: alone (then `mediaType` is its type) or beside JSON.
    var stream: StreamContent? = nil
    /// The JSON media type's `examples`, by name (read back from an exported document).
    var examples: DocumentNode? = nil
}

/// A response's stream media type (`text/event-stream`, JSON Lines) and
/// the schema of its items: `itemSchema` (OpenAPI 3.2), else `schema`.
struct StreamContent: Sendable {
    var mediaType: String
    var schema: Schema? = nil
    var location: SourceLocation
}

struct SecurityScheme: Sendable {
    enum Kind: Sendable, Hashable {
        /// An API key in a header, the query or a cookie, under `name`.
        case apiKey(name: String, place: OperationParameter.Place)
        /// `Authorization: <scheme> <token>`: Bearer, Basic, …
        case http(scheme: String)
        /// A token obtained through OAuth 2 or OpenID Connect, sent as a bearer token.
        case oauth
    }

    var kind: Kind
    var location: SourceLocation
    var extensions = NetLayerExtensions()
}
