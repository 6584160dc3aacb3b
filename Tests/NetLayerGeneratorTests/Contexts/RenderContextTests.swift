import Foundation
import Testing

@testable import NetLayerGenerator

@Suite struct RenderContextTests {
    /// A context answers each name with its value, nil for an absent
    /// optional, and nothing for a name it does not have.
    @Test func aContextAnswersItsNamesFromItsTable() {
        let field = ModelsContext.Field(
            doc: ["/// Doc."], indirect: true, name: "`default`", type: "Int?", argument: "`default`",
            defaultValue: nil, key: "\"default\"", decodeCall: "decodeIfPresent", entry: "optionalField")
        guard case .text("`default`")? = field.value(named: "name"),
            case .flag(true)? = field.value(named: "indirect"),
            case .lines(["/// Doc."])? = field.value(named: "doc"),
            case .none? = field.value(named: "defaultValue")
        else {
            Issue.record("unexpected values")
            return
        }
        #expect(field.value(named: "nothing") == nil)
    }

    /// The names an override may use reach into the contexts a context
    /// holds, at any depth.
    @Test func allNamesReachNestedContexts() {
        let names = ModuleServiceContext.allNames
        for name in ["functions", "closure", "pager", "pagerName", "returnsResult", "defaultValue", "label"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("rawValue"))
    }

    /// Every stored field of a context is a name its template can use: the
    /// JSON of the plan and the table must not drift apart.
    @Test func encodedKeysAreNames() throws {
        let field = ModelsContext.Field(
            doc: [], indirect: false, name: "a", type: "Int", argument: "a", defaultValue: "1", key: "\"b\"",
            decodeCall: "decode", entry: "field")
        let json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(field)) as? [String: Any])
        #expect(json.count == 9)
        #expect(Set(json.keys).isSubset(of: Set(ModelsContext.Field.names.keys)))
    }

    @Test func aSectionEncodesItsTemplateAndContext() throws {
        let section = Section.environment(
            EnvironmentContext(specName: "S", access: "", typeName: "SEnvironment", cases: []))
        let json = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(section)) as? [String: Any])
        #expect(json["template"] as? String == "environment")
        #expect((json["context"] as? [String: Any])?["typeName"] as? String == "SEnvironment")
    }
}
