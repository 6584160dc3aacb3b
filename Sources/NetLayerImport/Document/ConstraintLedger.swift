import NetLayerSpec

/// Which validation keywords of the document's schemas the spec keeps, so that none is left out silently.
///
/// Every keyword a schema read has (`SchemaReader`) is found here; a field or a parameter that keeps it
/// (`ConstraintMapper`) marks it kept. What no use keeps (a `maxLength` of a string that became a `Date`, a
/// response's `maxItems`, a `maxProperties`, which the spec has no rule for) is reported once for the
/// document, counted by keyword and kind of schema: one warning, however many thousands there are.
/// A class for the reason `DocumentSet` is one: every stage reads through the same set.
final class ConstraintLedger {
    /// What a schema is, for the count: `'format: date-time' strings`, `enums`, `schemas`.
    struct Kind: Sendable, Hashable {
        /// What one schema of the kind is called: `string`, `'format: uri' string`.
        var singular: String
        /// What several are called.
        var plural: String

        /// Any schema: the kind of a keyword the spec has no rule for whatever the type.
        static let schema = Kind(singular: "schema", plural: "schemas")

        /// The kind of `schema`, by the shape the reader gave it.
        init(of schema: Schema) {
            let name: String
            switch schema.shape {
            case .string(let format?): name = "'format: \(format)' string"
            case .string: name = "string"
            case .integer: name = "integer"
            case .number: name = "number"
            case .boolean: name = "boolean"
            case .array: name = "array"
            case .object, .allOf: name = "object"
            case .enumeration: name = "enum"
            case .oneOf, .anyOf: name = "union"
            case .reference: name = "$ref"
            case .any: name = "untyped schema"
            case .null: name = "null"
            }
            self.init(singular: name, plural: name + "s")
        }

        /// A kind of the names given.
        init(singular: String, plural: String) {
            self.singular = singular
            self.plural = plural
        }
    }

    /// Each keyword found, with its schema's kind.
    private var found: [SchemaRules.Origin: Kind] = [:]
    /// The keywords in the order found: the report counts them in a stable order.
    private var order: [SchemaRules.Origin] = []
    /// Keywords a field or parameter of the spec keeps (or a rule it keeps implies).
    private var kept: Set<SchemaRules.Origin> = []
    /// Keywords left out with a warning of their own: not counted again.
    private var warned: Set<SchemaRules.Origin> = []
    /// The warnings given, by location and text: a schema used by many fields is warned of once.
    private var warnings: Set<String> = []

    /// An empty ledger, for one import.
    init() {}

    /// Records keywords of a schema of `kind`; one found before keeps the kind it had.
    func found(_ origins: [SchemaRules.Origin], kind: Kind) {
        for origin in origins where found.updateValue(found[origin] ?? kind, forKey: origin) == nil {
            order.append(origin)
        }
    }

    /// Marks keywords kept in the spec.
    func keep(_ origins: [SchemaRules.Origin]) {
        kept.formUnion(origins)
    }

    /// A warning that keywords are left out for a reason of their own (limits that allow nothing), given
    /// once however many fields use the schema; the keywords are then not counted in the report.
    func warn(
        _ message: String, leaving origins: [SchemaRules.Origin], at location: SourceLocation?,
        to diagnostics: inout Diagnostics
    ) {
        warned.formUnion(origins)
        if warnings.insert("\(location?.description ?? "")|\(message)").inserted {
            diagnostics.warning(message, at: location)
        }
    }

    /// Reports, once, every keyword found that the spec does not keep, counted by keyword and kind.
    func report(to diagnostics: inout Diagnostics, at location: SourceLocation) {
        var counts: [String: [Kind: Int]] = [:]
        var kinds: [String: [Kind]] = [:]
        for origin in order where !kept.contains(origin) && !warned.contains(origin) {
            let kind = found[origin] ?? .schema
            if counts[origin.keyword, default: [:]][kind] == nil { kinds[origin.keyword, default: []].append(kind) }
            counts[origin.keyword, default: [:]][kind, default: 0] += 1
        }
        let keywords = ValueRules.Rule.allCases.map(\.rawValue) + SchemaRules.unplacedKeywords
        var parts: [String] = []
        for keyword in keywords.filter({ counts[$0] != nil }) + counts.keys.filter({ !keywords.contains($0) }).sorted()
        {
            for kind in kinds[keyword] ?? [] {
                let count = counts[keyword]?[kind] ?? 0
                parts.append("\(count) \(count == 1 ? kind.singular + "'s" : kind.plural + "'") '\(keyword)'")
            }
        }
        guard let last = parts.popLast() else { return }
        let list = parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last
        let single = parts.isEmpty && list.hasPrefix("1 ")
        diagnostics.warning(
            "\(list) \(single ? "is" : "are") not kept: the spec has no place for \(single ? "it" : "them")",
            at: location)
    }
}
