import Foundation
import Testing

@testable import NetLayerGenerator

@Suite struct RenderContextTests {
    /// A context's values are its stored properties: an absent optional is
    /// a name with nothing in it, a name it does not have is no name.
    @Test func aContextEncodesItsStoredProperties() {
        let field = ModelsContext.Field(
            doc: ["/// Doc."], indirect: true, name: "`default`", type: "Int?", argument: "`default`",
            defaultValue: nil, key: "\"default\"", decodeCall: "decodeIfPresent", entry: "optionalField")
        guard case .object(let object) = TemplateEncoder.value(of: field),
            case .text("`default`")? = object["name"],
            case .flag(true)? = object["indirect"],
            case .lines(["/// Doc."])? = object["doc"],
            case .none? = object["defaultValue"]
        else {
            Issue.record("unexpected values")
            return
        }
        #expect(object["nothing"] == nil)
    }

    /// Lists of contexts are lists, expressions are code, and a list of
    /// text is lines.
    @Test func nestedValuesKeepTheirKinds() {
        let call = CoreCall(
            method: "send", prefix: "try await ",
            sends: [SentParameter(wireName: "\"a\"", value: "a", placement: "query", secret: false)],
            more: [.labeled("to", "destination")])
        guard case .object(let object) = TemplateEncoder.value(of: call),
            case .list(let sends)? = object["sends"], case .object(let send)? = sends.first,
            case .text("query")? = send["placement"],
            case .lines? = TemplateEncoder.value(of: ["a", "b"]) as TemplateValue?,
            case .list(let more)? = object["more"], case .code(let expression)? = more.first,
            case .flag(true)? = object["multiline"]
        else {
            Issue.record("unexpected values")
            return
        }
        #expect(expression.written == "to: destination")
    }

    /// The names an override may use reach into the contexts a context
    /// holds, at any depth, lists and optionals included.
    @Test func namesReachNestedContexts() {
        let names = TemplateNames.of(ModuleServiceContext.self)
        for name in ["functions", "closure", "pager", "pagerName", "returnsResult", "defaultValue", "label", "wireName"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("rawValue"))
    }

    /// A context that holds its own type is listed without recursing forever.
    @Test func namesOfARecursiveContextEnd() {
        struct Tree: RenderContext {
            var name: String
            var children: [Tree]
        }
        #expect(TemplateNames.of(Tree.self) == ["name", "children"])
    }

    /// The JSON of the plan has exactly the names a template can use.
    @Test func encodedKeysAreTheNames() throws {
        let field = ModelsContext.Field(
            doc: [], indirect: false, name: "a", type: "Int", argument: "a", defaultValue: "1", key: "\"b\"",
            decodeCall: "decode", entry: "field")
        let json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(field)) as? [String: Any])
        #expect(Set(json.keys) == TemplateNames.of(ModelsContext.Field.self))
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
