import TestSupport

/// An OpenAPI 3.0 document shaped like a large real backend documented by
/// springfox: tags of resources, each with a paged list, a detail, create,
/// update and delete (path, query and header parameters; JSON bodies of
/// component schemas); replies wrapped in springfox's `Result«…»` with
/// `code`, `msg` and `data` (the schemas' titles; their keys are springdoc's
/// `ResultPageInfoOrderItemVO`, the only form OpenAPI 3 allows); component
/// schemas of 8–15 properties (formats, enums, arrays, nested `$ref`s, some
/// `allOf` over a base schema). Pretty-printed JSON; the same seed gives the
/// same bytes.
///
/// With the defaults: 660 operations under 30 tags, about 2.5 MB.
public struct SyntheticOpenAPI: Sendable {
    public var tags: Int
    /// Resources per tag: five operations each.
    public var resourcesPerTag: Int
    public var seed: UInt64

    public init(tags: Int = 30, resourcesPerTag: Int = 4, seed: UInt64 = 0x0A11_CE5E_ED00_0011) {
        self.tags = tags
        self.resourcesPerTag = resourcesPerTag
        self.seed = seed
    }

    /// Five per resource, and two more per tag on its first resource: a
    /// batch removal and an export whose reply is not wrapped.
    public var operationCount: Int { tags * (resourcesPerTag * 5 + 2) }

    public var text: String {
        var builder = OpenAPIBuilder(generator: SeededGenerator(seed: seed))
        let document = builder.document(tags: tags, resourcesPerTag: resourcesPerTag)
        var out = ""
        out.reserveCapacity(3 << 20)
        document.write(to: &out, indent: 0)
        out += "\n"
        return out
    }
}

/// Draws the document's names, properties and parameters from one seeded generator.
struct OpenAPIBuilder {
    var generator: SeededGenerator

    static let domains = [
        "order", "product", "customer", "inventory", "payment", "shipment", "invoice", "coupon", "member", "store",
        "supplier", "warehouse", "refund", "review", "message", "notice", "report", "audit", "account", "role",
        "menu", "dict", "config", "task", "file", "tenant", "device", "contract", "project", "ticket",
        "campaign", "channel", "region", "brand",
    ]
    static let nouns = [
        "item", "record", "detail", "category", "log", "rule", "template", "plan", "batch", "attachment", "comment",
        "history", "setting", "group", "tag", "label", "snapshot", "summary", "schedule", "policy", "level",
        "source", "target", "event", "stage", "version", "draft", "relation", "quota", "option",
    ]
    static let words = [
        "the", "current", "user", "request", "value", "status", "time", "when", "record", "is", "created", "updated",
        "by", "of", "for", "each", "returned", "page", "list", "field", "used", "to", "identify", "display", "in",
        "admin", "console", "client", "mobile", "and", "or", "only", "if", "enabled", "otherwise", "empty", "default",
        "server", "sets", "this", "on", "save", "unique", "within", "tenant", "shown", "sorted", "ascending",
    ]
    static let fieldStems = [
        "name", "title", "code", "remark", "description", "sort", "amount", "price", "quantity", "weight", "score",
        "owner", "contact", "phone", "email", "address", "source", "channel", "level", "priority", "progress",
        "reason", "result", "version", "color", "icon", "path", "extra", "memo", "label",
    ]
    static let statuses = [
        ["ENABLED", "DISABLED"], ["DRAFT", "PUBLISHED", "ARCHIVED"], ["PENDING", "APPROVED", "REJECTED", "CANCELLED"],
        ["NEW", "PROCESSING", "DONE", "FAILED"], ["LOW", "MEDIUM", "HIGH", "URGENT"],
    ]

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    mutating func sentence(_ range: ClosedRange<Int>) -> String {
        let count = int(range)
        var text = (0..<count).map { _ in pick(Self.words) }.joined(separator: " ")
        text = text.prefix(1).uppercased() + text.dropFirst() + "."
        return text
    }

    /// A resource: its schema names and where its operations live.
    struct Resource {
        var tag: String
        var domain: String
        var noun: String
        /// `OrderItem`.
        var type: String
        var index: Int
        var usesBase: Bool
    }

    mutating func document(tags tagCount: Int, resourcesPerTag: Int) -> OrderedJSON {
        var resources: [Resource] = []
        var tagEntries: [OrderedJSON] = []
        for tagIndex in 0..<tagCount {
            let domain =
                tagIndex < Self.domains.count
                ? Self.domains[tagIndex] : "\(Self.domains[tagIndex % Self.domains.count])\(tagIndex)"
            let tag = Self.capitalized(domain) + " Management"
            tagEntries.append(.object([("name", .string(tag)), ("description", .string(sentence(4...10)))]))
            var nouns = Self.nouns
            for _ in 0..<resourcesPerTag {
                let noun = nouns.remove(at: int(0...nouns.count - 1))
                resources.append(
                    Resource(
                        tag: tag, domain: domain, noun: noun, type: Self.capitalized(domain) + Self.capitalized(noun),
                        index: resources.count, usesBase: chance(25)))
            }
        }

        var paths: [(String, OrderedJSON)] = []
        var schemas: [(String, OrderedJSON)] = [
            ("BaseVO", baseSchema()),
            ("BatchIdsDTO", batchSchema()),
            ("Result«boolean»", result(.object([("type", .string("boolean"))]), "boolean")),
            ("Result«long»", result(.object([("type", .string("integer")), ("format", .string("int64"))]), "long")),
        ]
        for resource in resources {
            let isFirstOfTag = resource.index % resourcesPerTag == 0
            paths += operations(of: resource, withExtras: isFirstOfTag)
            schemas += [
                (resource.type + "VO", valueSchema(of: resource, among: resources)),
                (resource.type + "CreateDTO", requestSchema(of: resource, among: resources, suffix: "CreateDTO")),
                (resource.type + "UpdateDTO", requestSchema(of: resource, among: resources, suffix: "UpdateDTO")),
                ("PageInfo«\(resource.type)VO»", pageSchema(of: resource)),
                ("Result«\(resource.type)VO»", result(Self.ref(resource.type + "VO"), resource.type + "VO")),
                (
                    "Result«PageInfo«\(resource.type)VO»»",
                    result(Self.ref("PageInfo«\(resource.type)VO»"), "PageInfo«\(resource.type)VO»")
                ),
            ]
        }
        return .object([
            ("openapi", .string("3.0.3")),
            (
                "info",
                .object([
                    ("title", .string("Synthetic Backend API")),
                    ("description", .string("A synthetic document shaped like a large springfox backend.")),
                    ("version", .string("1.0.0")),
                ])
            ),
            (
                "servers",
                .array([
                    .object([
                        ("url", .string("https://api.synthetic.example")), ("description", .string("Inferred Url")),
                    ])
                ])
            ),
            ("tags", .array(tagEntries)),
            ("paths", .object(paths)),
            (
                "components",
                .object([
                    ("schemas", .object(schemas.map { (Self.key($0.0), $0.1) })),
                    (
                        "securitySchemes",
                        .object([
                            (
                                "Authorization",
                                .object([
                                    ("type", .string("apiKey")), ("name", .string("Authorization")),
                                    ("in", .string("header")),
                                ])
                            )
                        ])
                    ),
                ])
            ),
            ("security", .array([.object([("Authorization", .array([]))])])),
        ])
    }
}
