import Foundation
import NetLayerSpec

/// A JSON schema as both formats write one, reduced to what a spec can
/// say. A `$ref` stays a reference: the mapping decides whether its target
/// becomes a model or is written in place.
struct Schema: Sendable {
    indirect enum Shape: Sendable {
        case reference(DocumentSet.Target)
        case string(format: String?)
        case integer(format: String?)
        case number(format: String?)
        case boolean
        case array(Schema?)
        case object(properties: [Property], required: Set<String>, additional: Additional)
        case enumeration([ScalarValue])
        case allOf([Schema])
        case oneOf([Schema])
        case anyOf([Schema])
        /// No type: any JSON value.
        case any
        /// `type: 'null'`: only null. A member of a oneOf or anyOf is
        /// never this: the reader takes it out and makes the rest nullable.
        case null
    }

    /// `additionalProperties`.
    enum Additional: Sendable {
        case none
        case any
        case schema(Schema)
    }

    struct Property: Sendable {
        var name: String
        var schema: Schema
    }

    var shape: Shape
    var nullable = false
    var summary: String?
    var title: String?
    var defaultValue: ScalarValue?
    /// `example`, or the first of OpenAPI 3.1's `examples`, when it is one value.
    var example: ScalarValue?
    /// Sent by the server only: left out of request bodies.
    var readOnly = false
    /// Beside a oneOf or anyOf: which property names the alternative.
    var discriminator: Discriminator?
    /// OpenAPI 3.1's `const`: the one value allowed, which tells a union's
    /// alternatives apart when the document names no discriminator.
    var constant: ScalarValue?
    /// An enum's case names (`x-enum-varnames`, `x-enumNames`), one per value.
    var caseNames: [String]?
    /// An enum's case descriptions (`x-enum-descriptions`, `x-enumDescriptions`), one per value.
    var caseSummaries: [String?]?
    /// `properties: {}` with no `additionalProperties` (or `false`): an
    /// object the document says has no fields, which is a type (an empty
    /// struct), where `{}` or `{type: object}` alone is any JSON.
    var declaresNoFields = false
    var location: SourceLocation
    /// What `netlayer export` wrote beside the schema: a field's Swift name, a date's format…
    var extensions = NetLayerExtensions()
    /// The first of `examples` (or `example`) as written, whatever its kind: an exported model's or field's.
    var exampleNode: DocumentNode? = nil
    /// JSON Schema 2020-12's `contentSchema` beside a JSON `contentMediaType` (section 8.4): what a string holds
    /// as JSON text, such as an event's data. None or one (an array, for the indirection a struct needs).
    var encodedContent: [Schema] = []
    /// The validation keywords (`minimum`, `maxLength`, `pattern`…): a field's or parameter's constraints
    /// when its type keeps them. An array's elements' are its items schema's.
    var rules = SchemaRules()

    /// Only null: `{type: 'null'}`, `enum: [null]`.
    var isNull: Bool {
        if case .null = shape { return true }
        return false
    }

    /// Whether the schema says what a value is, rather than only describing
    /// it (`{nullable: false}`, `{description: …}`, `{}`).
    var isTyped: Bool {
        if case .any = shape { return false }
        return true
    }

    /// `member` as this schema's one part (`allOf: [X]`, `anyOf: [X, null]`):
    /// what this one says beside it (description, default, nullable) wins.
    func wrapping(_ member: Schema) -> Schema {
        var result = member
        result.nullable = nullable || member.nullable
        result.summary = summary ?? member.summary
        result.title = title ?? member.title
        result.defaultValue = defaultValue ?? member.defaultValue
        result.example = example ?? member.example
        result.readOnly = readOnly || member.readOnly
        if !extensions.isEmpty { result.extensions = extensions }
        result.exampleNode = exampleNode ?? member.exampleNode
        result.rules = rules.merged(with: member.rules)
        return result
    }
}

/// OpenAPI's `discriminator`: the property that holds the tag, and the
/// tags (`mapping` keys) of the schemas its references name.
struct Discriminator: Sendable {
    var propertyName: String
    var mapping: [(tag: String, target: DocumentSet.Target)]
}

/// Reads schema objects of both formats (and Swagger 2.0's parameters and
/// items, which are schema-shaped), reporting what a spec cannot hold.
struct SchemaReader {
    let documents: DocumentSet

    /// The schema `node` is, read once: the readers, the envelope's detection
    /// and the mappers all read the schemas they meet, so a node read again is
    /// the schema read the first time, and what its reading reported is not
    /// reported again.
    func read(_ node: DocumentNode) -> Schema {
        let location = node.location
        if let schema = documents.schemas[location] { return schema }
        let schema = read(node, at: location)
        documents.schemas[location] = schema
        // Every keyword is counted once, where it is written; the ledger reports what no field keeps.
        documents.constraints.found(schema.rules.origins, kind: ConstraintLedger.Kind(of: schema))
        let unplaced = SchemaRules.unplacedKeywords.filter { node[$0] != nil }.map {
            SchemaRules.Origin(schema: location, keyword: $0)
        }
        documents.constraints.found(unplaced, kind: .schema)
        return schema
    }

    private func read(_ node: DocumentNode, at location: SourceLocation) -> Schema {
        // JSON Schema's `if`/`then` alone (an exported envelope's data, which holds only on a success code): read as
        // what it asks for when it holds, the one shape a spec can say of it.
        if node["if"] != nil, let then = node["then"], node["type"] == nil, node["properties"] == nil,
            node["allOf"] == nil, node["oneOf"] == nil, node["anyOf"] == nil, node["$ref"] == nil
        {
            return read(then)
        }
        var schema = Schema(shape: .any, location: location)
        schema.rules = SchemaRules.read(node, diagnostics: &documents.diagnostics)
        schema.summary = Summary.make(node["description"]?.string ?? node["title"]?.string, in: documents)
        schema.extensions = NetLayerExtensions(node)
        schema.exampleNode = node["examples"]?.items.first ?? node["example"]
        schema.title = node["title"]?.string
        schema.defaultValue = node["default"]?.scalarValue
        schema.example = node["example"]?.scalarValue ?? node["examples"]?.items.first?.scalarValue
        schema.readOnly = node["readOnly"]?.bool ?? false
        schema.constant = node["const"]?.scalarValue
        schema.nullable = node["nullable"]?.bool ?? node["x-nullable"]?.bool ?? false
        if let media = node["contentMediaType"]?.string, MediaType.isJSON(media), let inner = node["contentSchema"] {
            schema.encodedContent = [read(inner)]
        }

        var type = node["type"]?.string
        if let types = node["type"], types.isSequence {
            // OpenAPI 3.1: `type: [string, "null"]`.
            let names = types.items.compactMap(\.string)
            if names.contains("null") { schema.nullable = true }
            let others = names.filter { $0 != "null" }
            type = others.count == 1 ? others[0] : others.isEmpty && !names.isEmpty ? "null" : nil
            if others.count > 1 {
                documents.diagnostics.warning(
                    "a schema of several types (\(others.joined(separator: ", "))) becomes JSON", at: types.location)
                // JSON keeps no rule, and this warning says what is lost: they are not counted again.
                schema.rules = SchemaRules()
            }
        }
        if let reference = node["$ref"] {
            // OpenAPI 3.1 lets a `$ref` have siblings: a description, `type: [..., "null"]`.
            if let target = documents.target(of: reference) { schema.shape = .reference(target) }
            return schema
        }
        if let values = node["enum"], values.isSequence {
            let cases = values.items.compactMap(\.scalarValue)
            if cases.contains(.null) { schema.nullable = true }
            let kept = cases.indices.filter { cases[$0] != .null }
            let others = kept.map { cases[$0] }
            // Names and descriptions line up with the values: null's are dropped with it.
            func aligned(_ keys: String...) -> [DocumentNode]? {
                guard let list = keys.lazy.compactMap({ node[$0] }).first(where: \.isSequence)?.items,
                    list.count == cases.count
                else { return nil }
                return kept.map { list[$0] }
            }
            schema.caseNames = aligned("x-enum-varnames", "x-enumNames").map { $0.map { $0.string ?? "" } }
            schema.caseSummaries = aligned("x-enum-descriptions", "x-enumDescriptions").map {
                $0.map { Summary.make($0.string, in: documents) }
            }
            if others.isEmpty && !cases.isEmpty {
                schema.shape = .null
            } else if !others.isEmpty, others.allSatisfy({ if case .bool = $0 { true } else { false } }) {
                // `enum: [true]` (Stripe's `deleted`): a Bool says it; a one-case enum would not read better.
                schema.shape = .boolean
            } else {
                schema.shape = .enumeration(others)
            }
            return schema
        }
        for (key, make) in [
            ("allOf", Schema.Shape.allOf), ("oneOf", Schema.Shape.oneOf), ("anyOf", Schema.Shape.anyOf),
        ] {
            if let members = node[key], members.isSequence {
                let all = members.items.map { read($0) }
                // `anyOf: [T, {type: 'null'}]` (pydantic's optional field) is a nullable T.
                var parts = all.filter { !$0.isNull }
                if parts.count < all.count { schema.nullable = true }
                // An allOf part without a type only annotates the others (Box's `sequence_id`:
                // `allOf: [{type: string, nullable: true}, {nullable: false}]` is a string).
                if key == "allOf", parts.contains(where: \.isTyped) {
                    for part in parts where !part.isTyped {
                        schema.summary = schema.summary ?? part.summary
                        // `allOf: [{$ref: Id}, {maxLength: 10}]`: the rules are the typed part's too.
                        schema.rules = schema.rules.merged(with: part.rules)
                    }
                    parts = parts.filter(\.isTyped)
                }
                let besides = node["properties"] != nil && key == "allOf"
                // `allOf: [{$ref: X}]` with a description beside it (Kubernetes, kubebuilder) is X.
                if parts.count == 1, !besides { return schema.wrapping(parts[0]) }
                if parts.isEmpty, !all.isEmpty {
                    schema.shape = .null
                    return schema
                }
                // Properties written beside allOf belong to it too.
                if besides { parts.append(object(node)) }
                schema.shape = make(parts)
                if key != "allOf" { schema.discriminator = discriminator(node) }
                return schema
            }
        }
        // Properties without a type are an object's.
        if type == nil, node["properties"] != nil || node["additionalProperties"] != nil { type = "object" }
        switch type {
        case "string": schema.shape = .string(format: node["format"]?.string)
        case "integer": schema.shape = .integer(format: node["format"]?.string)
        case "number": schema.shape = .number(format: node["format"]?.string)
        case "boolean": schema.shape = .boolean
        case "file": schema.shape = .string(format: "binary")  // Swagger 2.0 uploads
        case "null": schema.shape = .null
        case "array": schema.shape = .array(node["items"].map { read($0) })
        case "object":
            let object = object(node)
            schema.shape = object.shape
            schema.declaresNoFields = object.declaresNoFields
        case nil: schema.shape = .any
        case let other?:
            documents.diagnostics.warning("unknown schema type '\(other)' becomes JSON", at: node["type"]?.location)
            schema.rules = SchemaRules()
        }
        if schema.isNull { schema.nullable = true }
        return schema
    }

    private func discriminator(_ node: DocumentNode) -> Discriminator? {
        guard let property = node["discriminator"]?["propertyName"]?.string else { return nil }
        let mapping = (node["discriminator"]?["mapping"]?.entries ?? []).compactMap { tag, value in
            value.string.flatMap { reference -> (tag: String, target: DocumentSet.Target)? in
                // A value is a reference, or (OpenAPI allows it) a bare schema name.
                let text =
                    reference.contains("/") || reference.contains("#")
                    ? reference : "#/components/schemas/\(reference)"
                guard case .target(let target) = DocumentSet.reference(text, in: value.file) else { return nil }
                return (tag, target)
            }
        }
        return Discriminator(propertyName: property, mapping: mapping)
    }

    private func object(_ node: DocumentNode) -> Schema {
        let properties = (node["properties"]?.entries ?? []).map { name, value in
            Schema.Property(name: name, schema: read(value))
        }
        let required = Set((node["required"]?.items ?? []).compactMap(\.string))
        var additional = Schema.Additional.none
        if let extra = node["additionalProperties"] {
            if let allowed = extra.bool {
                additional = allowed ? .any : .none
            } else if extra.isMapping {
                additional = extra.entries.isEmpty ? .any : .schema(read(extra))
            }
        }
        var schema = Schema(
            shape: .object(properties: properties, required: required, additional: additional), location: node.location)
        if case .none = additional, properties.isEmpty, node["properties"]?.isMapping == true {
            schema.declaresNoFields = true
        }
        return schema
    }
}

/// Documentation text as a spec's `summary`: the first paragraph, its lines
/// joined, trimmed; nil when nothing is left.
enum Summary {
    /// `text` as a summary; as it is when `documents` keeps summaries.
    static func make(_ text: String?, in documents: DocumentSet) -> String? {
        if documents.keepsSummaries { return text.flatMap { $0.isEmpty ? nil : $0 } }
        return make(text)
    }

    static func make(_ text: String?) -> String? {
        guard let text else { return nil }
        // Most text is one line of ASCII with nothing to trim: it is its own summary.
        if let first = text.utf8.first, let last = text.utf8.last, !isBlank(first), !isBlank(last),
            text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") })
        {
            return text
        }
        var paragraph: [Substring] = []
        // Every kind of line break: `\r\n` is one Character, which a split at "\n" would not see.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if paragraph.isEmpty { continue }
                break
            }
            paragraph.append(Substring(trimmed))
        }
        let joined = paragraph.joined(separator: " ")
        return joined.isEmpty ? nil : joined
    }

    /// What `trimmingCharacters(in: .whitespaces)` trims, among ASCII bytes.
    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
