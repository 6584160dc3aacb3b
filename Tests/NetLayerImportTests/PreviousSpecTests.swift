import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerImport

/// Importing again against the previous spec (`ImportOptions.previous`):
/// each rename reported as `old → new`, matched by what the element is on
/// the wire, and with `keepNames` the previous names given back
/// (docs/import.md, "Importing again: renames and --keep-names").
@Suite struct PreviousSpecTests {
    /// Operations without an operationId, a reply model, an enum with a
    /// default a required body property takes, a tagged union.
    static let document = openAPI(
        paths: """
              /api/sessions:
                get:
                  responses: { "200": \(jsonReply("{ type: array, items: { $ref: '#/components/schemas/Session' } }")) }
              /api/pets:
                post:
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema:
                          type: object
                          required: [size]
                          properties: { size: { type: string, enum: [small, large], default: small } }
                  responses: { "200": \(jsonReply("{ $ref: '#/components/schemas/Pet' }")) }
            """,
        components: """
              schemas:
                Session: { type: object, properties: { kernel_id: { type: string } } }
                Pet:
                  oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
                  discriminator: { propertyName: kind }
                Cat: { type: object, required: [kind], properties: { kind: { type: string }, meow: { type: boolean } } }
                Dog: { type: object, required: [kind], properties: { kind: { type: string }, bark: { type: boolean } } }
            """)

    /// The spec an older release might have written for `document`, every name another.
    static let previous = """
        netlayer: 1
        name: Shop
        environments:
          production: https://shop.example/api
        modules:
          api2:
            prefix: api
            interfaces:
              getApiSessions:
                method: GET
                path: sessions
                response: "[Session]"
              postApiPets:
                method: POST
                path: pets
                body: json
                params:
                  size: { type: PostApiPetsSize, default: Small }
                response: Animal
        models:
          Session:
            kernelId: { type: String?, key: kernel_id }
          PostApiPetsSize: { enum: String, cases: { Small: small, Large: large } }
          Animal:
            oneOf:
              kitty: { type: Kitty, tag: Cat }
              dog: Dog
            discriminator: kind
          Kitty:
            kind: String
            meow: Bool?
          Dog:
            kind: String
            bark: Bool?

        """

    static func run(previous: String, keepNames: Bool = false, named: Bool = true) -> ImportResult {
        importDocument(
            ["api.yaml": document, "Old.yaml": previous],
            options: ImportOptions(previous: .init(path: "Old.yaml", named: named), keepNames: keepNames))
    }

    @Test func everyRenameIsReportedByWhatItIsOnTheWire() throws {
        let result = Self.run(previous: Self.previous)
        #expect(result.files != nil, "\(result.messages)")
        let match = try #require(result.previous)
        #expect(
            match.renames.map(\.description) == [
                "module 'api2' → 'apiModule'",
                "interface 'api2.getApiSessions' → 'listSessions' (GET /api/sessions)",
                "interface 'api2.postApiPets' → 'createPet' (POST /api/pets)",
                "field 'Session.kernelId' → 'kernel_id' (key 'kernel_id')",
                "model 'PostApiPetsSize' → 'CreatePetSize'",
                "enum case 'PostApiPetsSize.Small' → 'small' (value 'small')",
                "enum case 'PostApiPetsSize.Large' → 'large' (value 'large')",
                "model 'Animal' → 'Pet'",
                "union case 'Animal.kitty' → 'cat' (Cat)",
                "model 'Kitty' → 'Cat'",
            ])
        #expect(match.removed.isEmpty)
        #expect(
            result.previousReport(previousPath: "Old.yaml", keepNames: false).hasPrefix("since Old.yaml: 10 renamed\n"))
    }

    /// The written spec is the previous one, byte for byte but the header:
    /// the union keeps its tag `Cat` (the model's old name would otherwise
    /// become the tag), the parameter's default the enum case's old name.
    @Test func keepNamesGivesEveryNameBack() throws {
        let result = Self.run(previous: Self.previous, keepNames: true)
        #expect(result.diagnostics.filter { $0.severity != .warning }.isEmpty, "\(result.messages)")
        #expect(result.keptNames == 10)
        #expect(result.spec == "# Imported by netlayer from api.yaml (OpenAPI 3.0.3).\n" + Self.previous)
        #expect(result.previous?.renames == [])
        #expect(result.previousReport(previousPath: "Old.yaml", keepNames: true) == "kept 10 names of Old.yaml\n")
    }

    @Test func aKeptNameANewElementHasNumbersTheNewOneWithAWarning() throws {
        // The previous spec called the list of sessions `createPet`, the name the pets' POST, which it
        // did not have, has now.
        let previous = specYAML(
            modules: "api2: { prefix: api, interfaces: { createPet: { method: GET, path: sessions } } }")
        let result = Self.run(previous: previous, keepNames: true)
        #expect(result.files != nil, "\(result.messages)")
        #expect(result.spec.contains("      createPet:\n        method: GET\n"))
        #expect(result.spec.contains("      createPet2:\n        method: POST\n"))
        #expect(
            result.messages.contains(
                "Old.yaml:7:38: warning: the interface 'createPet' of module 'api2' keeps its name from the "
                    + "previous spec, and a new interface had that name: the new one is named 'createPet2'"))
    }

    /// An older release wrote `Task`, which this one refuses (it would hide
    /// Swift's): the previous spec is still read for its names, and that one
    /// name is not kept.
    @Test func aPreviousNameThisVersionRefusesIsNotKept() throws {
        let previous = Self.previous.replacingOccurrences(of: "Session", with: "Task")
        let result = Self.run(previous: previous, keepNames: true)
        #expect(result.files != nil, "\(result.messages)")
        #expect(result.keptNames == 10)
        #expect(result.spec.contains("  Session:\n    kernelId: { type: String?, key: kernel_id }\n"))
        #expect(result.previous?.renames.map(\.description) == ["model 'Task' → 'Session'"])
        #expect(
            result.messages.contains(
                "Old.yaml:21:3: warning: the previous spec's name 'Task' is not kept: model 'Task' would hide "
                    + "Swift's 'Task': app code that imports the generated code could no longer use Swift's; "
                    + "rename the model, for example to 'ShopTask'"))
    }

    @Test func aPreviousSpecThatDoesNotLoadIsAnErrorWhenNamedAndAWarningWhenFoundInPlace() throws {
        let named = Self.run(previous: "netlayer: 1\n")
        #expect(named.files == nil)
        #expect(
            named.messages.contains("error: the previous spec Old.yaml does not load: its names cannot be compared"))
        let found = Self.run(previous: "netlayer: 1\n", named: false)
        #expect(found.files != nil)
        #expect(found.previous == nil)
        #expect(
            found.messages.contains(
                "warning: Old.yaml, which this import replaces, does not load: renames since it are not reported"))
    }
}
