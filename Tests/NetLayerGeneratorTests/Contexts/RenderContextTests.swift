import Foundation
import Testing

@testable import NetLayerGenerator

@Suite struct RenderContextTests {
    /// A context's values are its stored properties: an absent optional is
    /// a name with nothing in it, a name it does not have is no name.
    @Test func aContextEncodesItsStoredProperties() {
        let field = ModelsContext.Field(
            doc: ["/// Doc."], indirect: true, name: "`default`", type: .optional(.named("Int")), argument: "`default`",
            defaultValue: nil, key: "\"default\"", decodeCall: "decodeIfPresent", entry: "optionalField")
        guard case .object(let object) = TemplateEncoder.value(of: field),
            case .text("`default`")? = object["name"],
            case .flag(true)? = object["indirect"],
            case .comment(["/// Doc."])? = object["doc"],
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
            method: "send", prefix: .awaited,
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
        for name in [
            "functions", "closure", "pager", "pagerName", "returnsResult", "defaultValue", "label", "wireName",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("rawValue"))
    }

    /// A context that holds its own type is listed without recursing forever.
    @Test func namesOfARecursiveContextEnd() {
        struct Tree: RenderContext {
            var name: String
            var children: [Tree]

            enum CodingKeys: String, CodingKey, CaseIterable {
                case name, children
            }

            static var nestedContexts: [any RenderContext.Type] { [Tree.self] }
        }
        #expect(TemplateNames.of(Tree.self) == ["name", "children"])
    }

    /// Every name a context of school's plan is encoded with, at any depth, is one its template is told it
    /// may use: a context that forgets a type it holds in `nestedContexts` fails here.
    @Test func everyEncodedNameIsListed() throws {
        let result = try Generator(options: GoldenTests.options, library: TemplateLibrary.builtIn()).generate(
            GoldenTests.root.appendingPathComponent("specs/school.yaml").path)
        let plan = try #require(result.plan)
        var checked = 0
        for file in plan.files {
            guard case .source(let source) = file.content else { continue }
            for section in source.sections {
                let encoded = Self.names(in: TemplateEncoder.value(of: section.context))
                #expect(encoded.subtracting(section.template.names).isEmpty, "\(section.template)")
                checked += 1
            }
        }
        #expect(checked > 5)
    }

    private static func names(in value: TemplateValue) -> Set<String> {
        switch value {
        case .object(let object):
            object.allNames.reduce(into: []) {
                $0.insert($1.name); $0.formUnion(names(in: $1.value))
            }
        case .list(let items): items.reduce(into: []) { $0.formUnion(names(in: $1)) }
        case .text, .flag, .lines, .comment, .commentLine, .code, .none: []
        }
    }

    /// The JSON of the plan has exactly the names a template can use.
    @Test func encodedKeysAreTheNames() throws {
        let field = ModelsContext.Field(
            doc: [], indirect: false, name: "a", type: .named("Int"), argument: "a", defaultValue: "1", key: "\"b\"",
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

/// Types and signatures are values the planners compose; they are spelled once, as a template is given them.
@Suite struct SwiftTypeTests {
    @Test func typesAreSpelledAsSwiftWritesThem() {
        let student = SwiftType.named("Student")
        #expect(SwiftType.array(.optional(student)).written == "[Student?]")
        #expect(SwiftType.dictionary(key: .named("String"), value: .array(student)).written == "[String: [Student]]")
        #expect(SwiftType.replyStream(of: student).written == "ReplyStream<Student>")
        #expect(
            SwiftType.completion(of: .array(student)).written
                == "@escaping @Sendable (Result<[Student], NetLayerError>) -> Void")
        let handler = SwiftType.closure(
            parameters: [student], returns: ReturnClause(result: .named("Int")), escaping: false, sendable: true)
        #expect(SwiftType.optional(handler).written == "(@Sendable (Student) -> Int)?")
    }

    @Test func returnClausesAreSpelledAfterTheParameters() {
        #expect(ReturnClause.awaited(.requestResult).written == " async throws(NetLayerError) -> RequestResult")
        #expect(ReturnClause.immediate(.replyStream(of: .named("Data"))).written == " -> ReplyStream<Data>")
        #expect(ReturnClause().written == "")
    }

    @Test func aTemplateIsGivenTheSpelling() {
        let parameter = FunctionParameter(name: "id", type: .optional(.named("Int")), defaultValue: "nil")
        guard case .object(let object) = TemplateEncoder.value(of: parameter), case .text("Int?")? = object["type"]
        else {
            Issue.record("unexpected values")
            return
        }
        guard case .text("try await ") = TemplateEncoder.value(of: CallPrefix.awaited) else {
            Issue.record("unexpected prefix")
            return
        }
    }
}
