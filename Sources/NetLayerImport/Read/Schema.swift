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
    var location: SourceLocation
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
    func read(_ node: DocumentNode, into documents: inout DocumentSet) -> Schema {
        var schema = Schema(shape: .any, location: node.location)
        if let reference = node["$ref"] {
            if let target = documents.target(of: reference) { schema.shape = .reference(target) }
            schema.summary = Self.summary(of: node)
            return schema
        }
        schema.summary = Self.summary(of: node)
        schema.title = node["title"]?.string
        schema.defaultValue = node["default"]?.scalarValue
        schema.example = node["example"]?.scalarValue ?? node["examples"]?.items.first?.scalarValue
        schema.readOnly = node["readOnly"]?.bool ?? false
        schema.constant = node["const"]?.scalarValue
        schema.nullable = node["nullable"]?.bool ?? node["x-nullable"]?.bool ?? false

        var type = node["type"]?.string
        if let types = node["type"], types.isSequence {
            // OpenAPI 3.1: `type: [string, "null"]`.
            let names = types.items.compactMap(\.string)
            if names.contains("null") { schema.nullable = true }
            let others = names.filter { $0 != "null" }
            type = others.count == 1 ? others[0] : nil
            if others.count > 1 {
                documents.diagnostics.warning(
                    "a schema of several types (\(others.joined(separator: ", "))) becomes JSON", at: types.location)
            }
        }
        if let values = node["enum"], values.isSequence {
            let cases = values.items.compactMap(\.scalarValue)
            if cases.contains(.null) { schema.nullable = true }
            schema.shape = .enumeration(cases.filter { $0 != .null })
            return schema
        }
        for (key, make) in [
            ("allOf", Schema.Shape.allOf), ("oneOf", Schema.Shape.oneOf), ("anyOf", Schema.Shape.anyOf),
        ] {
            if let members = node[key], members.isSequence {
                var parts = members.items.map { read($0, into: &documents) }
                // Properties written beside allOf belong to it too.
                if node["properties"] != nil, key == "allOf" { parts.append(object(node, into: &documents)) }
                schema.shape = make(parts)
                if key != "allOf" { schema.discriminator = discriminator(node, into: &documents) }
                return schema
            }
        }
        switch type {
        case "string": schema.shape = .string(format: node["format"]?.string)
        case "integer": schema.shape = .integer(format: node["format"]?.string)
        case "number": schema.shape = .number(format: node["format"]?.string)
        case "boolean": schema.shape = .boolean
        case "file": schema.shape = .string(format: "binary")  // Swagger 2.0 uploads
        case "array": schema.shape = .array(node["items"].map { read($0, into: &documents) })
        case "object": schema.shape = object(node, into: &documents).shape
        case nil where node["properties"] != nil || node["additionalProperties"] != nil:
            schema.shape = object(node, into: &documents).shape
        case nil: schema.shape = .any
        case let other?:
            documents.diagnostics.warning("unknown schema type '\(other)' becomes JSON", at: node["type"]?.location)
        }
        return schema
    }

    private func discriminator(_ node: DocumentNode, into documents: inout DocumentSet) -> Discriminator? {
        guard let property = node["discriminator"]?["propertyName"]?.string else { return nil }
        let mapping = (node["discriminator"]?["mapping"]?.entries ?? []).compactMap { tag, value in
            value.string.flatMap { reference -> (tag: String, target: DocumentSet.Target)? in
                // A value is a reference, or (OpenAPI allows it) a bare schema name.
                let text = reference.contains("/") || reference.contains("#")
                    ? reference : "#/components/schemas/\(reference)"
                guard case .target(let target) = DocumentSet.reference(text, in: value.file) else { return nil }
                return (tag, target)
            }
        }
        return Discriminator(propertyName: property, mapping: mapping)
    }

    private func object(_ node: DocumentNode, into documents: inout DocumentSet) -> Schema {
        let properties = (node["properties"]?.entries ?? []).map { name, value in
            Schema.Property(name: name, schema: read(value, into: &documents))
        }
        let required = Set((node["required"]?.items ?? []).compactMap(\.string))
        var additional = Schema.Additional.none
        if let extra = node["additionalProperties"] {
            if let allowed = extra.bool {
                additional = allowed ? .any : .none
            } else if extra.isMapping {
                additional = extra.entries.isEmpty ? .any : .schema(read(extra, into: &documents))
            }
        }
        return Schema(
            shape: .object(properties: properties, required: required, additional: additional), location: node.location)
    }

    /// `description`, else `title`: the first paragraph, on one line.
    static func summary(of node: DocumentNode) -> String? {
        Summary.make(node["description"]?.string ?? node["title"]?.string)
    }
}

/// Documentation text as a spec's `summary`: the first paragraph, its lines
/// joined, trimmed; nil when nothing is left.
enum Summary {
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
