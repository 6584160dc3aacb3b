/// The JSON Schema (draft 2020-12) of the spec format and of `netlayer.yaml`,
/// for editors with a YAML language server: completion, hover text and
/// errors while typing. Built from the loader's own key tables and value
/// words, described by the documentation's tables; `netlayer schema` prints
/// it and `schema/` holds it, both checked against a fresh build by the tests.
public enum SpecSchema {
    /// The schema of a spec file (a root spec or an included file), its
    /// descriptions from `docs`, the text of docs/spec-format.md.
    ///
    /// - Parameter docs: The text of docs/spec-format.md, whose key tables give each key's description.
    /// - Returns: The schema as JSON, its keys in the documentation's order.
    /// - Throws: ``SchemaError`` when the documentation lacks a table or a key the loader reads.
    public static func spec(docs: String) throws(SchemaError) -> OrderedJSON {
        let build = SchemaBuilder(docs: DocTables(markdown: docs), file: "docs/spec-format.md")
        let definitions: [OrderedJSON.Member] = [
            .init("text", textKind),
            .init("seconds", .type("number", .init("exclusiveMinimum", .int(0)))),
            .init("keyPath", .type("string", .init("pattern", .string(#"^[^.]+(\.[^.]+)*$"#)))),
            .init("code", .object([.init("type", .array([.string("integer"), .string("string")]))])),
            .init("codes", .anyOf(.ref("code"), .type("array", .init("items", .ref("code"))))),
            .init("perEnvironment", .anyOf(.ref("text"), .type("object", .init("additionalProperties", .ref("text"))))),
            .init("typeName", .type("string", .init("pattern", .string(#"^[\sA-Za-z0-9_\[\]:?,]+$"#)))),
            .init(
                "leniency",
                .anyOf(
                    .type("boolean"), .type("array", .init("items", .oneOfWords(Leniency.named.map(\.name)))))),
            .init(
                "environment",
                .anyOf(
                    .ref("text"),
                    try build.object(
                        SpecDocument.environmentKeys, documentedUnder: "`environments`",
                        kinds: ["url": .ref("text"), "production": .type("boolean")], required: ["url"]))),
            .init("retry", try retry(build)),
            .init(
                "cache",
                .anyOf(
                    .oneOfWords(["off", "http"]),
                    try build.object(
                        NodeReader.cacheKeys, documentedUnder: "Caching: `cache`", kinds: ["offline": .ref("seconds")],
                        required: ["offline"]))),
            .init("envelope", .anyOf(.oneOfWords(["none"]), try envelope(build))),
            .init(
                "auth",
                try build.object(
                    NodeReader.authKeys, documentedUnder: "Authentication: `auth`",
                    kinds: [
                        "token": .ref("token"), "keys": .type("object", .init("additionalProperties", .ref("key"))),
                        "default": .ref("credentials"),
                    ],
                    extra: [
                        requiring("anyOf", oneOf: ["token", "keys"])
                    ])),
            .init("token", try token(build)),
            .init("key", try key(build)),
            .init("credentials", try credentials(build)),
            .init("module", try module(build)),
            .init("interface", try interface(build)),
            .init("parameter", try parameter(build)),
            .init(
                "errorExample",
                try build.object(
                    NodeReader.errorExampleKeys, documentedUnder: "`example`, `examples` and `errors`",
                    kinds: [
                        "code": .ref("code"), "message": .ref("text"),
                        "status": .type("integer", .init("minimum", .int(100)), .init("maximum", .int(599))),
                    ], required: ["code"])),
            .init("model", model),
            .init(
                "struct",
                try build.object(
                    NodeReader.structKeys, documentedUnder: "The long form",
                    kinds: [
                        "fields": .type("object", .init("additionalProperties", .ref("field"))),
                        "summary": .ref("text"),
                        "lenient": .ref("leniency"), "example": .object([]),
                    ], required: ["fields"])),
            .init(
                "field",
                .anyOf(
                    .ref("typeName"),
                    try build.object(
                        NodeReader.fieldKeys, documentedUnder: "Fields",
                        kinds: [
                            "type": .ref("typeName"), "key": .ref("text"), "summary": .ref("text"),
                            "format": .ref("text"),
                            "example": .object([]), "required": .type("boolean"), "constraints": .ref("constraints"),
                        ], required: ["type"]))),
            .init("constraints", try constraints(build)),
            .init(
                "enumCase",
                try build.object(
                    NodeReader.enumCaseKeys, documentedUnder: "The long form of a case",
                    kinds: ["value": .ref("text"), "summary": .ref("text")], required: ["value"])),
            .init(
                "enum",
                try build.object(
                    NodeReader.enumKeys, documentedUnder: "Enums",
                    kinds: [
                        "enum": .oneOfWords(EnumModel.RawType.allCases.map(\.rawValue)),
                        "cases": .anyOf(
                            .type("array", .init("items", .ref("text"))),
                            .type("object", .init("additionalProperties", .anyOf(.ref("text"), .ref("enumCase"))))),
                        "summary": .ref("text"), "frozen": .type("boolean"),
                    ], required: ["enum", "cases"])),
            .init(
                "union",
                try build.object(
                    NodeReader.unionKeys, documentedUnder: "Unions",
                    kinds: [
                        "oneOf": .type(
                            "object", .init("additionalProperties", .ref("alternative")),
                            .init("minProperties", .int(1))),
                        "anyOf": .type(
                            "object", .init("additionalProperties", .ref("alternative")),
                            .init("minProperties", .int(1))),
                        "discriminator": .ref("text"), "summary": .ref("text"), "frozen": .type("boolean"),
                        "example": .object([]),
                    ],
                    extra: [
                        requiring("oneOf", oneOf: ["oneOf", "anyOf"])
                    ])),
            .init(
                "alternative",
                .anyOf(
                    .ref("typeName"),
                    try build.object(
                        NodeReader.unionCaseKeys, documentedUnder: "Alternatives",
                        kinds: ["type": .ref("typeName"), "tag": .ref("text")], required: ["type"]))),
        ]
        let root = try build.object(
            SpecDocument.rootKeys, documentedUnder: "Top-level keys",
            kinds: [
                "netlayer": .object([.init("const", .int(Int64(SpecDocument.formatVersion)))]),
                "name": .ref("text"), "version": .ref("text"), "timeout": .ref("seconds"),
                "environments": .type(
                    "object", .init("additionalProperties", .ref("environment")), .init("minProperties", .int(1))),
                "url": .ref("text"),
                "headers": .type("object", .init("additionalProperties", .ref("text"))),
                "parameters": .type("object", .init("additionalProperties", .ref("text"))),
                "auth": .ref("auth"), "envelope": .ref("envelope"), "retry": .ref("retry"),
                "lenient": .ref("leniency"), "cache": .ref("cache"), "checkConstraints": .type("boolean"),
                "modules": .type("object", .init("additionalProperties", .ref("module"))),
                "models": .type("object", .init("additionalProperties", .ref("model"))),
                "include": .anyOf(.ref("text"), .type("array", .init("items", .ref("text")))),
            ])
        guard case .object(var members) = root else { return root }
        members.insert(
            contentsOf: [
                .init("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                .init("title", .string("NetLayer spec")),
                .init(
                    "description",
                    .string(
                        "An app's HTTP interfaces, from which netlayer generates its Swift network layer "
                            + "(docs/spec-format.md). A root spec needs 'netlayer', 'name' and 'environments'; "
                            + "a file it includes holds only 'netlayer', 'modules', 'models' and 'include'.")),
            ], at: 0)
        members.append(
            .init(
                "anyOf",
                .array([
                    .object([.init("required", .array(["netlayer", "name", "environments"].map(OrderedJSON.string)))]),
                    .object([.init("propertyNames", .oneOfWords(SpecDocument.includedKeys))]),
                ])))
        members.append(.init("$defs", .object(definitions)))
        return .object(members)
    }

    /// The schema of `netlayer.yaml`, the generator's settings, its
    /// descriptions from `docs`, the text of docs/generator.md.
    ///
    /// - Parameter docs: The text of docs/generator.md, whose key table gives each setting's description.
    /// - Returns: The schema as JSON, its keys in the documentation's order.
    /// - Throws: ``SchemaError`` when the documentation lacks the table or a key the loader reads.
    public static func settings(docs: String) throws(SchemaError) -> OrderedJSON {
        let build = SchemaBuilder(docs: DocTables(markdown: docs), file: "docs/generator.md")
        let words = OrderedJSON.type("string")
        func oneOrMany(_ item: OrderedJSON) -> OrderedJSON { .anyOf(item, .type("array", .init("items", item))) }
        let settings = try build.object(
            GeneratorSettings.keys, documentedUnder: "Settings keys",
            kinds: [
                "access": .oneOfWords(GeneratorSettings.accessLevels), "interfaceType": words,
                "delivery": oneOrMany(.oneOfWords(GeneratorSettings.deliveryStyles)), "modules": oneOrMany(words),
                "typePrefix": words, "lenient": .type("boolean"), "fixtures": .type("boolean"),
                "recordings": oneOrMany(words),
            ])
        guard case .object(let members) = settings else { return settings }
        return .object(
            [
                .init("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                .init("title", .string("NetLayer generator settings")),
                .init(
                    "description",
                    .string(
                        "netlayer.yaml beside a spec: choices about the generated code that the spec does not make "
                            + "(docs/generator.md). Command-line flags override them.")),
            ] + members)
    }

    /// What the loader reads as a string: any scalar, a number or a flag included.
    private static let textKind = OrderedJSON.object([
        .init("type", .array([.string("string"), .string("number"), .string("boolean")]))
    ])

    private static let model = OrderedJSON.object([
        .init("type", .string("object")),
        .init(
            "description",
            .string(
                "A struct (field name → field, or the long form with 'fields'), an enum (with 'enum' and 'cases') "
                    + "or a union (with 'oneOf' or 'anyOf').")),
        .init("if", .object([.init("required", .array([.string("enum")]))])),
        .init("then", .ref("enum")),
        .init(
            "else",
            .object([
                .init(
                    "if",
                    .object([
                        requiring("anyOf", oneOf: ["oneOf", "anyOf"])
                    ])),
                .init("then", .ref("union")),
                .init(
                    "else",
                    .object([
                        .init(
                            "if",
                            .object([
                                .init("required", .array([.string("fields")])),
                                .init("properties", .object([.init("fields", .type("object"))])),
                            ])),
                        .init("then", .ref("struct")),
                        .init("else", .object([.init("additionalProperties", .ref("field"))])),
                    ])),
            ])),
    ])

    private static func retry(_ build: SchemaBuilder) throws(SchemaError) -> OrderedJSON {
        let times = OrderedJSON.type(
            "integer", .init("minimum", .int(1)), .init("maximum", .int(Int64(RetryRule.maxTimes))))
        let failure = OrderedJSON.anyOf(
            .type("integer", .init("minimum", .int(100)), .init("maximum", .int(599))),
            .oneOfWords(RetryRule.networkKinds.map(\.rawValue)))
        return .anyOf(
            times, .oneOfWords(["none"]),
            try build.object(
                NodeReader.retryKeys, documentedUnder: "Retries: `retry`",
                kinds: [
                    "times": times, "on": .anyOf(failure, .type("array", .init("items", failure))),
                    "backoff": .oneOfWords(RetryPolicy.Backoff.allCases.map(\.rawValue)), "delay": .ref("seconds"),
                    "maxDelay": .ref("seconds"), "jitter": .type("boolean"),
                ], required: ["times"]))
    }

    private static func envelope(_ build: SchemaBuilder) throws(SchemaError) -> OrderedJSON {
        try build.object(
            NodeReader.envelopeKeys, documentedUnder: "Envelope: `envelope`",
            kinds: [
                "code": .ref("keyPath"), "message": .ref("keyPath"), "time": .ref("keyPath"), "data": .ref("keyPath"),
                "total": .ref("keyPath"), "success": .ref("codes"),
            ], required: ["code", "success"])
    }

    private static func token(_ build: SchemaBuilder) throws(SchemaError) -> OrderedJSON {
        let source = OrderedJSON.type("string", .init("pattern", .string(#"^\s*(header|body)\s+\S+\s*$"#)))
        return try build.object(
            NodeReader.tokenKeys, documentedUnder: "Authentication: `auth`",
            kinds: [
                "header": .ref("text"), "query": .ref("text"), "scheme": .ref("text"), "from": source,
                "persist": .type("boolean"), "expired": .ref("codes"),
                "expiry": .anyOf(.oneOfWords(["jwt"]), .type("integer", .init("minimum", .int(1))), source),
            ],
            extra: [
                requiring("oneOf", oneOf: ["header", "query"])
            ])
    }

    private static func key(_ build: SchemaBuilder) throws(SchemaError) -> OrderedJSON {
        try build.object(
            NodeReader.keyKeys, documentedUnder: "Keys: `auth.keys`",
            kinds: [
                "header": .ref("text"), "query": .ref("text"), "cookie": .ref("text"), "scheme": .ref("text"),
                "persist": .type("boolean"),
            ],
            extra: [
                requiring("oneOf", oneOf: ["header", "query", "cookie"])
            ])
    }

    /// `none`, a name, a list of names, or `{anyOf: [...]}` of those.
    private static func credentials(_ build: SchemaBuilder) throws(SchemaError) -> OrderedJSON {
        let name = OrderedJSON.type("string", .init("minLength", .int(1)))
        let alternative = OrderedJSON.anyOf(
            name, .type("array", .init("items", name), .init("minItems", .int(1)), .init("uniqueItems", .bool(true))))
        return .anyOf(
            alternative,
            try build.object(
                NodeReader.anyOfKeys, documentedUnder: "`auth`",
                kinds: ["anyOf": .type("array", .init("items", alternative), .init("minItems", .int(1)))],
                required: ["anyOf"]))
    }

    private static func module(_ build: SchemaBuilder) throws(SchemaError) -> OrderedJSON {
        try build.object(
            NodeReader.moduleKeys, documentedUnder: "Modules",
            kinds: [
                "summary": .ref("text"), "prefix": .ref("perEnvironment"), "base": .ref("perEnvironment"),
                "url": .ref("text"), "version": .ref("text"), "envelope": .ref("envelope"),
                "timeout": .ref("seconds"), "retry": .ref("retry"), "lenient": .ref("leniency"),
                "cache": .ref("cache"),
                "interfaces": .type("object", .init("additionalProperties", .ref("interface"))),
            ], required: ["interfaces"])
    }

    private static func interface(_ build: SchemaBuilder) throws(SchemaError) -> OrderedJSON {
        let response = OrderedJSON.anyOf(
            .ref("typeName"),
            try build.object(
                NodeReader.responseKeys, documentedUnder: "`response`",
                kinds: ["type": .ref("typeName"), "at": .ref("keyPath")], required: ["type"]))
        let paging = try build.object(
            NodeReader.pagingKeys, documentedUnder: "`paging`", kinds: ["newer": .ref("text"), "older": .ref("text")],
            required: ["newer", "older"])
        let formats = OrderedJSON.oneOfWords(StreamFormat.allCases.map(\.rawValue))
        let stream = OrderedJSON.anyOf(
            formats,
            try build.object(
                NodeReader.streamKeys, documentedUnder: "Streaming replies: `stream`",
                kinds: [
                    "format": formats, "of": .ref("typeName"), "end": .ref("text"),
                    "reconnect": .type(
                        "integer", .init("minimum", .int(0)), .init("maximum", .int(Int64(StreamReply.maxReconnects)))),
                    "firstByte": .ref("seconds"), "idle": .ref("seconds"),
                ], required: ["format"]))
        let download = OrderedJSON.anyOf(
            .type("boolean"),
            try build.object(
                NodeReader.downloadKeys, documentedUnder: "Files on disk: `download`",
                kinds: ["maxBytes": .type("integer", .init("minimum", .int(1)))]))
        return try build.object(
            NodeReader.interfaceKeys, documentedUnder: "Interfaces",
            kinds: [
                "method": .oneOfWords(HTTPMethod.allCases.map(\.rawValue)), "path": .ref("text"),
                "summary": .ref("text"),
                "params": .type("object", .init("additionalProperties", .ref("parameter"))),
                "body": .oneOfWords(BodyEncoding.allCases.map(\.rawValue)), "response": response,
                "accepts": .type(
                    "string",
                    .init("pattern", .string(#"^[-!#$%&'*+.^_`|~0-9A-Za-z]+/[-!#$%&'*+.^_`|~0-9A-Za-z]+\s*(;.*)?$"#))),
                "cancel": .oneOfWords(CancelPolicy.allCases.map(\.rawValue)),
                "auth": .ref("credentials"), "paging": paging, "envelope": .ref("envelope"),
                "timeout": .ref("seconds"), "retry": .ref("retry"), "idempotent": .type("boolean"),
                "lenient": .ref("leniency"), "deprecated": .type("boolean"), "example": .object([]),
                "examples": .type("object", .init("minProperties", .int(1))),
                "errors": .type("object", .init("additionalProperties", .ref("errorExample"))),
                "stream": stream, "download": download, "cache": .ref("cache"),
                "checkConstraints": .type("boolean"),
            ], required: ["method", "path"],
            extra: [.init("not", .object([.init("required", .array([.string("example"), .string("examples")]))]))])
    }

    private static func parameter(_ build: SchemaBuilder) throws(SchemaError) -> OrderedJSON {
        .anyOf(
            .ref("typeName"),
            try build.object(
                NodeReader.parameterKeys, documentedUnder: "Parameters",
                kinds: [
                    "type": .ref("typeName"),
                    "default": .object([
                        .init("type", .array(["string", "number", "boolean", "null"].map(OrderedJSON.string)))
                    ]),
                    "value": .object([
                        .init("type", .array(["string", "number", "boolean", "null"].map(OrderedJSON.string)))
                    ]),
                    "name": .ref("text"), "secret": .type("boolean"), "summary": .ref("text"),
                    "in": .oneOfWords(ParameterPlacement.allCases.map(\.rawValue)),
                    "constraints": .ref("constraints"),
                ], required: ["type"]))
    }

    private static func constraints(_ build: SchemaBuilder) throws(SchemaError) -> OrderedJSON {
        let count = OrderedJSON.type("integer", .init("minimum", .int(0)))
        return try build.object(
            ValueRules.Rule.allCases.map(\.rawValue), documentedUnder: "Constraints: `constraints`",
            kinds: [
                "minimum": .type("number"), "maximum": .type("number"), "exclusiveMinimum": .type("number"),
                "exclusiveMaximum": .type("number"),
                "multipleOf": .type("number", .init("exclusiveMinimum", .int(0))),
                "minLength": count, "maxLength": count, "pattern": .type("string"), "minItems": count,
                "maxItems": count, "uniqueItems": .type("boolean"), "items": .ref("constraints"),
            ], required: [],
            extra: [
                .init("not", .anyOf(Self.both("minimum", "exclusiveMinimum"), Self.both("maximum", "exclusiveMaximum")))
            ])
    }

    /// A schema an object matches when it has both keys.
    private static func both(_ first: String, _ second: String) -> OrderedJSON {
        .object([.init("required", .array([.string(first), .string(second)]))])
    }
}

extension SpecSchema {
    /// `combinator` (`anyOf`: at least one; `oneOf`: exactly one) of one
    /// object per key, each requiring that key.
    static func requiring(_ combinator: String, oneOf keys: [String]) -> OrderedJSON.Member {
        .init(combinator, .array(keys.map { .object([.init("required", .array([.string($0)]))]) }))
    }

    /// A schema as the text of its file: laid out for reading, a line break at the end.
    ///
    /// - Parameter schema: The schema, from ``spec(docs:)`` or ``settings(docs:)``.
    /// - Returns: The file's text.
    public static func text(_ schema: OrderedJSON) -> String {
        schema.formatted(width: 100).joined(separator: "\n") + "\n"
    }
}
