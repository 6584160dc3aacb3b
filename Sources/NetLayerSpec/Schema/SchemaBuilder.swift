/// Builds a JSON Schema object by object: each object's properties are the
/// keys of one of the loader's key tables, described by the rows of one
/// documentation table. A key without a row stops the build, so the schema
/// can neither drift from the loader nor go undocumented.
struct SchemaBuilder {
    let docs: DocTables
    let file: String

    /// A closed object: exactly `keys`, each with `kinds[key]` and the
    /// documentation's words for it.
    func object(
        _ keys: [String], documentedUnder heading: String, kinds: [String: OrderedJSON], required: [String] = [],
        extra: [OrderedJSON.Member] = []
    ) throws(SchemaError) -> OrderedJSON {
        guard let rows = docs.rows(under: heading) else { throw .missingTable(heading: heading, file: file) }
        var properties: [OrderedJSON.Member] = []
        for key in keys {
            guard let row = rows[key] else { throw .undocumented(key: key, heading: heading, file: file) }
            guard let kind = kinds[key] else { throw .noKind(key: key, heading: heading) }
            properties.append(.init(key, Self.describe(kind, row)))
        }
        var members: [OrderedJSON.Member] = [
            .init("type", .string("object")), .init("properties", .object(properties)),
        ]
        if !required.isEmpty { members.append(.init("required", .array(required.map(OrderedJSON.string)))) }
        members.append(.init("additionalProperties", .bool(false)))
        return .object(members + extra)
    }

    /// `kind` with the row's meaning, and its default when it has one, as
    /// its description.
    private static func describe(_ kind: OrderedJSON, _ row: DocTables.Row) -> OrderedJSON {
        var text = row.meaning.prefix(1).uppercased() + row.meaning.dropFirst()
        if !text.hasSuffix(".") { text += "." }
        if let value = row.defaultValue, !["—", "-", ""].contains(value) {
            text += " Default: \(value)."
        }
        guard case .object(let members) = kind else { return kind }
        return .object([.init("description", .string(text))] + members)
    }
}

/// Why the schema cannot be built: the documentation lacks what the loader reads.
public enum SchemaError: Error, CustomStringConvertible, Equatable {
    /// The documentation file has no table of keys under the heading.
    case missingTable(heading: String, file: String)
    /// The loader reads a key that the documentation's table does not describe.
    case undocumented(key: String, heading: String, file: String)
    /// The schema builder has no value kind for a key the loader reads.
    case noKind(key: String, heading: String)

    /// The problem as one sentence, naming the documentation file to fix.
    public var description: String {
        switch self {
        case .missingTable(let heading, let file):
            "\(file) has no table of keys with a 'meaning' column under the heading '\(heading)'"
        case .undocumented(let key, let heading, let file):
            "the loader reads key '\(key)', which the table under '\(heading)' in \(file) does not document"
        case .noKind(let key, let heading):
            "the schema gives key '\(key)' (under '\(heading)') no kind of value"
        }
    }
}

extension OrderedJSON {
    /// `{"type": …}` and more members, for writing schemas briefly.
    static func type(_ name: String, _ more: Member...) -> OrderedJSON {
        .object([Member("type", .string(name))] + more)
    }

    static func ref(_ name: String) -> OrderedJSON { .object([Member("$ref", .string("#/$defs/\(name)"))]) }

    static func anyOf(_ options: OrderedJSON...) -> OrderedJSON { .object([Member("anyOf", .array(options))]) }

    static func oneOfWords(_ words: [String]) -> OrderedJSON { .object([Member("enum", .array(words.map(string)))]) }
}
