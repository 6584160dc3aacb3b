import NetLayerSpec

/// The spec an import writes, in the shape of the spec format: names are
/// final, types are `TypeName` values (spelled `[Pet]?` only when the spec
/// is written), and every list is in the order it is written.
struct SpecDraft: Sendable {
    var name: String
    var version: String?
    var environments: [(name: String, url: String, isProduction: Bool)]
    var headers: [(name: String, value: String)] = []
    var parameters: [(name: String, value: String)] = []
    var token: TokenDraft?
    var keys: [KeyDraft] = []
    /// `auth.default`, when it is not what the spec says without it.
    var defaultAuth: AuthRequirement?
    var envelope: EnvelopeDraft?
    var modules: [ModuleDraft] = []
    var models: [ModelDraft] = []
    /// Top-level keys an exported document carries as they are (`timeout`, `retry`, `envelope`…).
    var settings: [SettingDraft] = []
    /// Each model's keys an exported document carries (`lenient`, `frozen`), by model name.
    var modelSettings: [String: [SettingDraft]] = [:]
}

struct TokenDraft: Sendable {
    /// `Authorization`, or an API key's header.
    var header: String?
    var query: String?
    /// `Bearer`, `Basic`: written before the token.
    var scheme: String?

    /// `from`, `persist`, `expired`, `expiry`, as an exported document carries them.
    var settings: [SettingDraft] = []

    init(header: String? = nil, query: String? = nil, scheme: String? = nil) {
        self.header = header
        self.query = query
        self.scheme = scheme
    }
}

/// A key of `auth.keys`: exactly one of `header`, `query`, `cookie`.
struct KeyDraft: Sendable {
    var name: String
    var header: String?
    var query: String?
    var cookie: String?
    var scheme: String?
    /// `persist`, as an exported document carries it.
    var settings: [SettingDraft] = []

    init(name: String, header: String? = nil, query: String? = nil, cookie: String? = nil, scheme: String? = nil) {
        self.name = name
        self.header = header
        self.query = query
        self.cookie = cookie
        self.scheme = scheme
    }
}

struct EnvelopeDraft: Sendable, Equatable {
    var code: String
    var message: String?
    /// Nil only while detecting: a reply without data.
    var data: String?
    var success: [ScalarValue]
}

struct ModuleDraft: Sendable {
    var name: String
    var summary: String?
    var prefix: String?
    var version: String?
    var interfaces: [InterfaceDraft] = []
    /// Keys an exported document carries as they are (`prefix` per environment, `base`, `retry`…).
    var settings: [SettingDraft] = []
}

struct InterfaceDraft: Sendable {
    var name: String
    var method: String
    var path: String
    var summary: String?
    /// `json` or `multipart`, or `form` where the method has no body by default; nil for a form body or none.
    var body: String?
    var parameters: [ParameterDraft] = []
    var response: TypeName?
    /// The reply's media type, when it is not JSON (nor a stream's by default).
    var accepts: String?
    /// The reply read as a stream of elements.
    var stream: StreamDraft?
    /// `download: true`: the reply is a file, saved to disk.
    var download = false
    /// `auth`, when it is not the spec's default.
    var auth: AuthRequirement?
    /// `envelope: none`: the reply is not in the envelope the others share.
    var unwrapped = false
    var deprecated = false
    /// The key path inside the reply's data where the response is (`response: {type, at}`).
    var responseAt: String? = nil
    /// Keys an exported document carries as they are (`cancel`, `cache`, `stream`, `errors`…).
    var settings: [SettingDraft] = []
}

struct ParameterDraft: Sendable {
    /// The key under `params`: the wire name, unless two would become one Swift name.
    var key: String
    var type: TypeName
    var defaultValue: ScalarValue?
    /// The wire name, when the key is not it.
    var wireName: String?
    /// `query`, `header`, `body` or `content`, when the placement rules would put it elsewhere.
    var place: String?
    var summary: String?
    var secret = false
    /// A value always sent (`value:`), such as `stream: true` in the stream variant of a chat call.
    var value: ScalarValue? = nil
    /// The document's `default` of an optional parameter: what the server
    /// assumes when it is left out, said in the summary, never sent.
    var serverDefault: ScalarValue? = nil
    /// The schema's validation rules that fit the parameter's type.
    var constraints: Constraints? = nil
}

/// `stream: {format, of, end}`.
struct StreamDraft: Sendable {
    var format: StreamFormat
    var of: TypeName? = nil
    var end: String? = nil
}

enum ModelDraft: Sendable {
    case structure(name: String, summary: String?, fields: [FieldDraft])
    case enumeration(name: String, summary: String?, cases: [EnumCaseDraft])
    case union(UnionDraft)

    var name: String {
        switch self {
        case .structure(let name, _, _), .enumeration(let name, _, _): return name
        case .union(let union): return union.name
        }
    }
}

/// A `oneOf` or `anyOf` model.
struct UnionDraft: Sendable {
    struct Alternative: Sendable, Hashable {
        var name: String
        var type: TypeName
        /// The tag, when the union is tagged and it is not the type's name.
        var tag: String?
    }

    var name: String
    var summary: String?
    var anyOf: Bool
    var alternatives: [Alternative]
    var discriminator: String?
}

struct FieldDraft: Sendable {
    var name: String
    var type: TypeName
    /// The JSON key, when the field's name is not it.
    var key: String?
    var summary: String?
    /// A `Date` field's pattern, such as `yyyy-MM-dd`.
    var format: String?
    /// `required: true`: an optional field whose key is always sent, as null when nil.
    var required = false
    /// `example:` as YAML text (read back from an exported document).
    var example: String? = nil
    /// The schema's validation rules that fit the field's type.
    var constraints: Constraints? = nil
}

struct EnumCaseDraft: Sendable, Hashable {
    var name: String
    var rawValue: ScalarValue
    /// The case's description (`x-enum-descriptions`).
    var summary: String? = nil
}
