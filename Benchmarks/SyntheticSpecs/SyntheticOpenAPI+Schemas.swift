/// The component schemas: a base, value and request schemas, pages and `Result«…»` wrappers.
extension OpenAPIBuilder {
    static func ref(_ name: String) -> OrderedJSON {
        .object([("$ref", .string("#/components/schemas/" + key(name)))])
    }

    /// The key of the schema springfox names `name`: OpenAPI 3 allows only
    /// `A-Z a-z 0-9 . - _` in component keys (swift-openapi-generator
    /// refuses others), so `Result«PageInfo«OrderItemVO»»` is
    /// `ResultPageInfoOrderItemVO`, as springdoc writes it; the schema's
    /// `title` keeps springfox's name.
    static func key(_ name: String) -> String {
        name.split(whereSeparator: { $0 == "«" || $0 == "»" }).map { capitalized(String($0)) }.joined()
    }

    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    static func typed(_ type: String, _ format: String? = nil, _ summary: String, example: OrderedJSON? = nil)
        -> OrderedJSON
    {
        var entries: [(String, OrderedJSON)] = [("type", .string(type))]
        if let format { entries.append(("format", .string(format))) }
        entries.append(("description", .string(summary)))
        if let example { entries.append(("example", example)) }
        return .object(entries)
    }

    func baseSchema() -> OrderedJSON {
        .object([
            ("title", .string("BaseVO")),
            ("type", .string("object")),
            (
                "properties",
                .object([
                    ("id", Self.typed("integer", "int64", "The record's id.")),
                    ("createTime", Self.typed("string", "date-time", "When the record was created.")),
                    ("updateTime", Self.typed("string", "date-time", "When the record was last updated.")),
                    ("createBy", Self.typed("string", nil, "Who created the record.")),
                ])
            ),
        ])
    }

    func batchSchema() -> OrderedJSON {
        .object([
            ("title", .string("BatchIdsDTO")),
            ("required", .array([.string("ids")])),
            ("type", .string("object")),
            (
                "properties",
                .object([
                    (
                        "ids",
                        .object([
                            ("type", .string("array")), ("description", .string("The records' ids.")),
                            ("items", .object([("type", .string("integer")), ("format", .string("int64"))])),
                        ])
                    ),
                    ("reason", Self.typed("string", nil, "Why they are removed.")),
                ])
            ),
        ])
    }

    /// springfox's `Result«T»`: `code`, `msg`, `data`.
    func result(_ data: OrderedJSON, _ title: String) -> OrderedJSON {
        .object([
            ("title", .string("Result«\(title)»")),
            ("type", .string("object")),
            (
                "properties",
                .object([
                    (
                        "code",
                        .object([
                            ("type", .string("integer")), ("format", .string("int32")),
                            ("description", .string("0 on success, else an error code.")), ("example", .int(0)),
                        ])
                    ),
                    ("data", data),
                    ("msg", Self.typed("string", nil, "A message for the user.")),
                ])
            ),
        ])
    }

    func pageSchema(of resource: Resource) -> OrderedJSON {
        .object([
            ("title", .string("PageInfo«\(resource.type)VO»")),
            ("type", .string("object")),
            (
                "properties",
                .object([
                    ("list", .object([("type", .string("array")), ("items", Self.ref(resource.type + "VO"))])),
                    ("pageNum", Self.typed("integer", "int32", "This page's number.")),
                    ("pageSize", Self.typed("integer", "int32", "Rows per page.")),
                    ("pages", Self.typed("integer", "int32", "How many pages there are.")),
                    ("total", Self.typed("integer", "int64", "How many rows there are.")),
                    ("hasNextPage", Self.typed("boolean", nil, "Whether a page follows.")),
                ])
            ),
        ])
    }

    /// A property of a value or request schema; `others` are the resources
    /// declared before this one, which it may refer to (no cycles).
    mutating func property(_ index: Int, resource: Resource, others: ArraySlice<Resource>) -> (String, OrderedJSON) {
        let stem = pick(Self.fieldStems) + (index > 8 ? String(index) : "")
        let summary = sentence(6...20)
        switch int(0...15) {
        case 0:
            return (stem + "Time", Self.typed("string", "date-time", summary, example: .string("2024-05-17T08:30:00Z")))
        case 1:
            return (
                stem + "Url",
                Self.typed(
                    "string", "uri", summary,
                    example: .string("https://cdn.synthetic.example/\(stem)/\(int(1...9999)).png"))
            )
        case 2:
            return (
                stem + "Uuid",
                Self.typed("string", "uuid", summary, example: .string("3fa85f64-5717-4562-b3fc-2c963f66afa6"))
            )
        case 3: return (stem + "Count", Self.typed("integer", "int32", summary, example: .int(int(0...500))))
        case 4: return (stem + "Id", Self.typed("integer", "int64", summary, example: .int(int(1...99_999))))
        case 5: return (stem + "Rate", Self.typed("number", "double", summary))
        case 6: return ("is" + Self.capitalized(stem), Self.typed("boolean", nil, summary, example: .bool(chance(50))))
        case 7:
            return (
                stem + "Status",
                .object([
                    ("type", .string("string")), ("description", .string(summary)),
                    ("enum", .array(pick(Self.statuses).map(OrderedJSON.string))),
                ])
            )
        case 8:
            return (
                stem + "Tags",
                .object([
                    ("type", .string("array")), ("description", .string(summary)),
                    ("items", .object([("type", .string("string"))])),
                ])
            )
        case 9 where !others.isEmpty:
            return (stem + "Info", Self.ref(pick(Array(others)).type + "VO"))
        case 10 where !others.isEmpty:
            return (
                stem + "List",
                .object([
                    ("type", .string("array")), ("description", .string(summary)),
                    ("items", Self.ref(pick(Array(others)).type + "VO")),
                ])
            )
        default:
            return (
                stem,
                Self.typed(
                    "string", nil, summary,
                    example: chance(60) ? .string(pick(Self.words) + " " + pick(Self.words)) : nil)
            )
        }
    }

    mutating func properties(of resource: Resource, among resources: [Resource], count: Int) -> [(String, OrderedJSON)]
    {
        // Refer only to resources declared before: trees of references, no cycles.
        let others = resources[max(0, resource.index - 40)..<resource.index]
        var names: Set<String> = []
        var result: [(String, OrderedJSON)] = []
        var index = 0
        while result.count < count {
            let (name, schema) = property(index, resource: resource, others: others)
            index += 1
            if names.insert(name).inserted { result.append((name, schema)) }
        }
        return result
    }

    mutating func valueSchema(of resource: Resource, among resources: [Resource]) -> OrderedJSON {
        let name = resource.type + "VO"
        var own: [(String, OrderedJSON)] = []
        if !resource.usesBase {
            own.append(("id", Self.typed("integer", "int64", "The \(resource.noun)'s id.")))
            own.append(("createTime", Self.typed("string", "date-time", "When it was created.")))
        }
        own += properties(of: resource, among: resources, count: int(8...15) - own.count - (resource.usesBase ? 4 : 0))
        let object: OrderedJSON = .object([
            ("type", .string("object")),
            ("properties", .object(own)),
        ])
        guard resource.usesBase else {
            return .object([
                ("title", .string(name)), ("required", .array([.string("id")])), ("type", .string("object")),
                ("properties", .object(own)), ("description", .string(sentence(4...12))),
            ])
        }
        return .object([
            ("title", .string(name)), ("description", .string(sentence(4...12))),
            ("allOf", .array([Self.ref("BaseVO"), object])),
        ])
    }

    mutating func requestSchema(of resource: Resource, among resources: [Resource], suffix: String) -> OrderedJSON {
        let own = properties(of: resource, among: resources, count: int(8...12))
        let required = own.prefix(int(1...3)).map { OrderedJSON.string($0.0) }
        return .object([
            ("title", .string(resource.type + suffix)), ("required", .array(required)), ("type", .string("object")),
            ("properties", .object(own)), ("description", .string(sentence(4...12))),
        ])
    }
}
