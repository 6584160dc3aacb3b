@testable import NetLayerSpec

/// Where a key the loader reads goes past the loader, or why it does not. The JSON Schema is not a column:
/// it is built from the loader's own lists (`KeyTable`), and `SpecKeyHomesTests` checks that each list is in it.
struct KeyHome {
    /// What `netlayer export` writes for the key.
    enum Export {
        /// An OpenAPI construct, `x-netlayer-*` extensions (`OpenAPIExtension`), or both.
        case written(openAPI: String?, extensions: [String])
        /// Nothing, for the reason given.
        case notWritten(String)
    }

    /// Whether `netlayer diff` compares the key.
    enum Diff {
        case compared
        case notCompared(String)
    }

    var export: Export
    /// Whether `netlayer import` of an exported document reads the key back: nil when it does, else why not.
    /// The round trip (`RoundTripTests.everyKeyComesBack`) holds the import to it.
    var notImported: String?
    var diff: Diff

    static func openAPI(_ construct: String, _ extensions: String..., diff: Diff = .compared) -> KeyHome {
        KeyHome(export: .written(openAPI: construct, extensions: extensions), notImported: nil, diff: diff)
    }

    static func extensions(_ extensions: String..., diff: Diff = .compared) -> KeyHome {
        KeyHome(export: .written(openAPI: nil, extensions: extensions), notImported: nil, diff: diff)
    }

    static func notCarried(_ reason: String, diff: Diff) -> KeyHome {
        KeyHome(export: .notWritten(reason), notImported: reason, diff: diff)
    }
}

/// For each mapping the loader reads, each of its keys' homes: the one table a new key must get a row in.
enum SpecKeyHomes {
    typealias Key = OpenAPIExtension
    typealias Diff = KeyHome.Diff

    static let documentation = Diff.notCompared("documentation: no change for apps on the wire (docs/diff.md)")
    static let example = Diff.notCompared(
        "an example is what netlayer mock and the fixtures answer, not what the server does")
    static let merged =
        "the loader merges included files first: export writes one document, import one spec, diff the merged specs"

    static let homes: [KeyTable: [String: KeyHome]] = [
        .root: root,
        // An included file holds some of the root's keys, which go where the root's go.
        .included: Dictionary(
            uniqueKeysWithValues: KeyTable.included.keys.compactMap { key in
                root[key].map { (key, $0) }
            }),
        .environment: [
            "url": .openAPI("the server's `url`"),
            "production": .extensions(Key.production),
        ],
        .module: [
            "summary": .openAPI("the tag's `description`", diff: documentation),
            "prefix": .extensions(Key.prefix),
            "base": .openAPI("the operations' `servers`", Key.base),
            "url": .extensions(Key.url),
            "version": .extensions(Key.version),
            "envelope": .extensions(Key.envelope),
            "timeout": .extensions(Key.timeout),
            "retry": .extensions(Key.retry),
            "lenient": .extensions(Key.lenient),
            "cache": .extensions(Key.cache),
            "interfaces": .openAPI("operations tagged with the module's name"),
        ],
        .interface: [
            "method": .openAPI("the operation's method"),
            "path": .openAPI("the operation's path, as the URL layout builds it"),
            "summary": .openAPI("the operation's `summary`", diff: documentation),
            // The order of the generated function's arguments, where the body comes first.
            "params": .openAPI("`parameters` and `requestBody`", Key.order),
            "body": .openAPI("the request body's media type", Key.body),
            "response": .openAPI("the `200` reply's schema"),
            "accepts": .openAPI("the reply's media type", Key.accepts),
            "cancel": .extensions(Key.cancel),
            "auth": .openAPI("the operation's `security`"),
            "paging": .extensions(Key.paging),
            "timeout": .extensions(Key.timeout),
            "retry": .extensions(Key.retry),
            "idempotent": .extensions(Key.idempotent),
            "lenient": .extensions(Key.lenient),
            "deprecated": .openAPI("the operation's `deprecated`"),
            "example": .openAPI("the reply's `examples`", Key.examples, diff: example),
            "examples": .openAPI("the reply's `examples`", Key.examples, diff: example),
            "errors": .openAPI("the replies' `examples` by status", Key.errors, diff: example),
            "envelope": .extensions(Key.envelope),
            // A stream that is the second media type of a JSON call travels with its own settings.
            "stream": .openAPI("the reply's media type", Key.stream, Key.variant),
            "download": .openAPI("the reply's media type", Key.download),
            "cache": .extensions(Key.cache),
            "checkConstraints": .extensions(Key.checkConstraints),
        ],
        .parameter: [
            "type": .openAPI("the parameter's `schema`"),
            "default": .openAPI("the schema's `default`"),
            "value": .openAPI("the schema's `const`"),
            "name": .openAPI("the parameter's `name`", Key.name),
            "secret": .extensions(
                Key.secret, diff: .notCompared("a logging choice of the client: the wire is the same (docs/diff.md)")),
            "summary": .openAPI("the parameter's `description`", diff: documentation),
            "in": .openAPI("the parameter's `in`, or the request body", Key.placement),
            "constraints": .openAPI("the schema's validation keywords"),
        ],
        .response: [
            "type": .openAPI("the `200` reply's schema, inside the envelope"),
            "at": .extensions(Key.at),
        ],
        .paging: ["newer": .extensions(Key.paging), "older": .extensions(Key.paging)],
        .stream: Dictionary(
            uniqueKeysWithValues: ["format", "of", "end", "reconnect", "firstByte", "idle"].map {
                ($0, .openAPI("the reply's media type and schema", Key.stream))
            }),
        .download: ["maxBytes": .extensions(Key.download)],
        .cache: ["offline": .extensions(Key.cache)],
        .auth: [
            "token": .openAPI("the `token` security scheme", Key.token),
            "keys": .openAPI("a security scheme per key"),
            "default": .openAPI("the document's `security`"),
        ],
        .token: [
            "header": .openAPI("an `http` or `apiKey` scheme in the header"),
            "query": .openAPI("an `apiKey` scheme in the query"),
            "scheme": .openAPI("the `http` scheme's `scheme`", Key.token),
            "from": .extensions(Key.token),
            "persist": .extensions(Key.token),
            "expired": .extensions(Key.token),
            "expiry": .extensions(Key.token),
        ],
        .key: [
            "header": .openAPI("an `http` or `apiKey` scheme in the header"),
            "query": .openAPI("an `apiKey` scheme in the query"),
            "cookie": .openAPI("an `apiKey` scheme in a cookie"),
            "scheme": .openAPI("the `http` scheme's `scheme`", Key.scheme),
            "persist": .extensions(Key.persist),
        ],
        .credentials: ["anyOf": .openAPI("one security requirement per alternative")],
        .envelope: Dictionary(
            uniqueKeysWithValues: ["code", "message", "time", "data", "total", "success"].map {
                ($0, .openAPI("the envelope schema's properties", Key.envelope))
            }),
        .retry: Dictionary(
            uniqueKeysWithValues: ["times", "on", "backoff", "delay", "maxDelay", "jitter"].map {
                ($0, .extensions(Key.retry))
            }),
        .errorExample: Dictionary(
            uniqueKeysWithValues: ["code", "message", "status"].map {
                ($0, .openAPI("an error reply's example", Key.errors, diff: example))
            }),
        .structure: [
            "fields": .openAPI("the schema's `properties`"),
            "summary": .openAPI("the schema's `description`", diff: documentation),
            "lenient": .extensions(Key.lenient),
            "example": .openAPI("the schema's `examples`", diff: example),
        ],
        .field: [
            "type": .openAPI("the property's schema"),
            "key": .openAPI("the property's name", Key.name),
            "summary": .openAPI("the property's `description`", diff: documentation),
            "format": .openAPI("the schema's type and `format`", Key.date),
            "example": .openAPI("the property's `examples`", diff: example),
            "required": .openAPI("the schema's `required`", Key.required),
            "constraints": .openAPI("the property's validation keywords"),
        ],
        .enumeration: [
            "enum": .openAPI("the schema's `type`"),
            "cases": .openAPI("the schema's `enum`, and `x-enum-varnames`"),
            "summary": .openAPI("the schema's `description`", diff: documentation),
            "frozen": .extensions(Key.frozen),
        ],
        .enumCase: [
            "value": .openAPI("a value of the schema's `enum`"),
            "summary": .openAPI("`x-enum-descriptions`", diff: documentation),
        ],
        .union: [
            "oneOf": .openAPI("the schema's `oneOf`", Key.cases),
            "anyOf": .openAPI("the schema's `anyOf`", Key.cases),
            "discriminator": .openAPI("the schema's `discriminator`"),
            "summary": .openAPI("the schema's `description`", diff: documentation),
            "frozen": .extensions(Key.frozen),
            "example": .openAPI("the schema's `examples`", diff: example),
        ],
        .unionCase: [
            "type": .openAPI("an alternative's `$ref`"),
            "tag": .openAPI("the discriminator's `mapping`"),
        ],
        .constraints: Dictionary(
            uniqueKeysWithValues: [
                "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
                "pattern", "minItems", "maxItems", "uniqueItems", "items",
            ].map { ($0, .openAPI("the JSON Schema keyword of the same name")) }),
        .settings: Dictionary(
            uniqueKeysWithValues: KeyTable.settings.keys.map {
                ($0, .notCarried(settings, diff: .notCompared(settings)))
            }),
        .recording: Dictionary(
            uniqueKeysWithValues: KeyTable.recording.keys.map {
                ($0, .notCarried(recordings, diff: .notCompared(recordings)))
            }),
        .recordedRequest: Dictionary(
            uniqueKeysWithValues: KeyTable.recordedRequest.keys.map {
                ($0, .notCarried(recordings, diff: .notCompared(recordings)))
            }),
        .callsFile: Dictionary(
            uniqueKeysWithValues: KeyTable.callsFile.keys.map {
                ($0, .notCarried(calls, diff: .notCompared(calls)))
            }),
        .call: Dictionary(
            uniqueKeysWithValues: KeyTable.call.keys.map {
                ($0, .notCarried(calls, diff: .notCompared(calls)))
            }),
    ]

    static let calls =
        "a calls file says which calls netlayer verify makes, not the API: export, import and diff read specs "
        + "(docs/verify.md; CallsReaderTests holds its keys to the tables there)"

    static let recordings =
        "a file of recordings holds a server's replies, not the API: export, import and diff read specs "
        + "(docs/verify.md; RecordingsReaderTests holds its keys to the tables there)"

    static let settings =
        "netlayer.yaml holds the generator's choices, not the API's: export, import and diff read specs "
        + "(its JSON Schema is schema/netlayer-settings.schema.json)"

    static let root: [String: KeyHome] = [
        "netlayer": .extensions(
            Key.format, diff: .notCompared("the loader reads one format version and refuses any other")),
        "name": .openAPI(
            "`info.title`", diff: .notCompared("the generated types' prefix: no change on the wire (docs/diff.md)")),
        "version": .openAPI("`info.version`, and the paths", Key.version),
        "timeout": .extensions(Key.timeout),
        "environments": .openAPI("a server per environment", Key.environment),
        "url": .openAPI("the paths", Key.url),
        "headers": .extensions(Key.headers),
        "parameters": .extensions(Key.parameters),
        "auth": .openAPI("`components.securitySchemes` and `security`"),
        "envelope": .openAPI("the envelope schema", Key.envelope),
        "retry": .extensions(Key.retry),
        "lenient": .extensions(Key.lenient),
        "cache": .extensions(Key.cache),
        "checkConstraints": .extensions(Key.checkConstraints),
        "modules": .openAPI("a tag per module"),
        "models": .openAPI("`components.schemas`"),
        "include": .notCarried(merged, diff: .notCompared(merged)),
    ]
}
