import Foundation
import NetLayerExport
import TestSupport
import Testing

@testable import NetLayerSpec

/// The table of where each key goes (`SpecKeyHomes`) is the loader's: a key the loader reads without a row,
/// or a row for a key it no longer reads, fails here, and so does a row whose claim the documents and specs
/// contradict.
@Suite struct SpecKeyHomesTests {
    @Test(arguments: KeyTable.allCases)
    func everyKeyTheLoaderReadsHasARow(table: KeyTable) {
        let rows = SpecKeyHomes.homes[table] ?? [:]
        let keys = Set(table.keys)
        #expect(keys.subtracting(rows.keys).isEmpty, "\(table): no row for \(keys.subtracting(rows.keys).sorted())")
        #expect(Set(rows.keys).subtracting(keys).isEmpty, "\(table): rows for keys the loader does not read")
    }

    /// Where each mapping is in the JSON Schema: its object's properties are the loader's keys.
    static let schemaPlaces: [KeyTable: [String]] = [
        .root: [], .environment: ["$defs", "environment"], .module: ["$defs", "module"],
        .interface: ["$defs", "interface"],
        .parameter: ["$defs", "parameter"], .response: ["$defs", "interface", "properties", "response"],
        .paging: ["$defs", "interface", "properties", "paging"],
        .stream: ["$defs", "interface", "properties", "stream"],
        .download: ["$defs", "interface", "properties", "download"], .cache: ["$defs", "cache"],
        .auth: ["$defs", "auth"], .token: ["$defs", "token"], .key: ["$defs", "key"],
        .credentials: ["$defs", "credentials"], .envelope: ["$defs", "envelope"], .retry: ["$defs", "retry"],
        .errorExample: ["$defs", "errorExample"], .structure: ["$defs", "struct"], .field: ["$defs", "field"],
        .enumeration: ["$defs", "enum"], .enumCase: ["$defs", "enumCase"], .union: ["$defs", "union"],
        .unionCase: ["$defs", "alternative"], .constraints: ["$defs", "constraints"],
    ]

    @Test func theSchemaHoldsEveryKeyOfEveryMapping() throws {
        func docs(_ name: String) throws -> String {
            try String(contentsOf: ValidatorTests.root.appendingPathComponent("docs/\(name)"), encoding: .utf8)
        }
        let spec = try SpecSchema.spec(docs: docs("spec-format.md"))
        let settings = try SpecSchema.settings(docs: docs("generator.md"))
        for table in KeyTable.allCases {
            switch table {
            case .included:
                // An included file's keys are the words its root may hold beside a root spec's.
                let words = spec["anyOf", "1", "propertyNames", "enum"]
                #expect(words == .array(table.keys.map(OrderedJSON.string)))
            case .settings:
                #expect(Self.keys(of: settings) == table.keys)
            case .recording, .recordedRequest, .callsFile, .call:
                // Not a spec's mappings: RecordingsReaderTests and CallsReaderTests hold their keys to
                // docs/verify.md's tables.
                #expect(!table.keys.isEmpty)
            default:
                let place = try #require(Self.schemaPlaces[table], "\(table) has no place in the schema")
                #expect(Self.keys(of: Self.value(at: place, in: spec)) == table.keys, "\(table)")
            }
        }
    }

    private static func value(at path: [String], in schema: OrderedJSON) -> OrderedJSON? {
        path.reduce(schema as OrderedJSON?) { value, key in value?[key] }
    }

    /// The properties of a closed object, or of the one closed object among `anyOf`'s options.
    private static func keys(of schema: OrderedJSON?) -> [String] {
        if case .object(let properties)? = schema?["properties"] { return properties.map(\.key) }
        if case .array(let options)? = schema?["anyOf"] { return options.map(keys).first { !$0.isEmpty } ?? [] }
        return []
    }

    /// The extensions the table names are the ones export writes: each written for the specs that use every
    /// key, and none written that the table does not name.
    @Test func theExtensionsTheTableNamesAreTheOnesExportWrites() throws {
        var named = Set<String>()
        for rows in SpecKeyHomes.homes.values {
            for home in rows.values {
                if case .written(_, let extensions) = home.export { named.formUnion(extensions) }
            }
        }
        var written = Set<String>()
        for yaml in EveryKeySpecs.all {
            let document = try ExportFixture.document(yaml)
            written.formUnion(Self.memberNames(of: document).filter { $0.hasPrefix("x-netlayer-") })
        }
        #expect(named.subtracting(written).isEmpty, "never written: \(named.subtracting(written).sorted())")
        #expect(written.subtracting(named).isEmpty, "in no row: \(written.subtracting(named).sorted())")
    }

    /// The specs the round trip compares write every key export carries, so that a key carried is a key
    /// compared. (By name: a name two mappings share is written once for both.)
    @Test func theEveryKeySpecsWriteEveryKeyExportCarries() {
        var used = Set<String>()
        for yaml in EveryKeySpecs.all {
            var diagnostics = Diagnostics()
            let node = YAMLParser(limits: InputLimits()).parse(
                Array(yaml.utf8), path: "keys", diagnostics: &diagnostics)
            used.formUnion(node.map(Self.keys(in:)) ?? [])
        }
        for (table, rows) in SpecKeyHomes.homes {
            for (key, home) in rows {
                guard case .written = home.export else { continue }
                #expect(used.contains(key), "\(table): '\(key)' is carried, and written in none of EveryKeySpecs")
            }
        }
    }

    private static func keys(in node: YAMLNode) -> Set<String> {
        var keys = Set<String>()
        for entry in node.entries ?? [] {
            if let name = entry.key.scalar?.text { keys.insert(name) }
            keys.formUnion(Self.keys(in: entry.value))
        }
        for item in node.items ?? [] { keys.formUnion(Self.keys(in: item)) }
        return keys
    }

    private static func memberNames(of value: OrderedJSON) -> Set<String> {
        switch value {
        case .object(let members):
            return members.reduce(into: Set(members.map(\.key))) { $0.formUnion(memberNames(of: $1.value)) }
        case .array(let items):
            return items.reduce(into: Set<String>()) { $0.formUnion(memberNames(of: $1)) }
        default:
            return []
        }
    }
}
