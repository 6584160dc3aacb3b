import NetLayerSpec
import Testing

@testable import NetLayerImport

/// How a document's parts become a spec's.
@Suite struct MappingTests {
    /// A springfox-style backend: every reply is `Result«…»` with code, msg
    /// and data, operation ids end in `UsingGET`, paths share `/student/v5`.
    static let springfox = """
        swagger: "2.0"
        info: { title: School API, version: "1.0" }
        host: school.example
        basePath: /api
        schemes: [https]
        paths:
          /student/v5/list:
            get:
              tags: [student-controller]
              operationId: listUsingGET
              parameters:
                - { name: stuId, in: query, required: true, type: string }
                - { name: page, in: query, type: integer, format: int32, default: 1 }
              responses:
                "200": { description: OK, schema: { $ref: "#/definitions/Result«List«StudentVO»»" } }
          /student/v5/detail/{stuId}:
            get:
              tags: [student-controller]
              operationId: detailUsingGET_1
              parameters:
                - { name: stuId, in: path, required: true, type: string }
              responses:
                "200": { description: OK, schema: { $ref: "#/definitions/Result«StudentVO»" } }
        definitions:
          Result«List«StudentVO»»:
            type: object
            properties:
              code: { type: integer, format: int32, example: 200, default: 200 }
              msg: { type: string }
              data: { type: array, items: { $ref: "#/definitions/StudentVO" } }
          Result«StudentVO»:
            type: object
            properties:
              code: { type: integer, format: int32, default: 200 }
              msg: { type: string }
              data: { $ref: "#/definitions/StudentVO" }
          StudentVO:
            type: object
            required: [id]
            properties:
              id: { type: integer, format: int64 }
              name: { type: string, description: The student's name. }
              joined_at: { type: string, format: date-time }
              birthday: { type: string, format: date }
        """

    @Test func aSpringfoxBackendGetsItsEnvelopeModulePrefixAndVersion() {
        let result = importDocument(["api.yaml": Self.springfox])
        #expect(result.messages == [])
        #expect(
            result.spec == """
                # Imported by netlayer from api.yaml (Swagger 2.0).
                netlayer: 1
                name: School
                version: v5
                environments:
                  production: https://school.example/api
                envelope: { code: code, message: msg, data: data, success: [200] }
                modules:
                  studentController:
                    prefix: student
                    interfaces:
                      list:
                        method: GET
                        path: list
                        params:
                          stuId: String
                          page:
                            type: Int?
                            constraints: { minimum: -2147483648, maximum: 2147483647 }
                            summary: Defaults to `1` on the server.
                        response: "[StudentVO]"
                      detail:
                        method: GET
                        path: "detail/{stuId}"
                        params:
                          stuId: String
                        response: StudentVO
                models:
                  StudentVO:
                    id: Int64
                    name: { type: String?, summary: The student's name. }
                    joined_at: Date?
                    birthday: { type: Date?, format: yyyy-MM-dd }

                """, "\(result.spec)")
    }

    /// The success code is the one value the code's schema allows, else its
    /// default, else its example: springfox often writes the example alone.
    @Test(arguments: [
        ("example: 0", "success: [0]"), ("examples: [\"OK\"]", "success: [OK]"),
        ("example: 200, default: 0", "success: [0]"),
    ])
    func theSuccessCodeIsTheCodesDefaultElseItsExample(code: String, success: String) {
        let document = Self.springfox
            .replacingOccurrences(
                of: "code: { type: integer, format: int32, example: 200, default: 200 }",
                with: "code: { type: integer, format: int32, \(code) }")
        let result = importDocument(["api.yaml": document])
        #expect(result.messages == [])
        #expect(
            result.spec.contains("envelope: { code: code, message: msg, data: data, \(success) }"), "\(result.spec)")
    }

    @Test func withoutTheEnvelopeTheWrappersAreModels() {
        let result = importDocument(["api.yaml": Self.springfox], options: ImportOptions(envelope: .none))
        #expect(!result.spec.contains("envelope:"))
        #expect(result.spec.contains("response: ResultListStudentVO"), "\(result.spec)")
        #expect(
            result.spec.contains(
                "  ResultListStudentVO:\n"
                    + "    code: { type: Int?, constraints: { minimum: -2147483648, maximum: 2147483647 } }\n"
                    + "    msg: String?\n    data: \"[StudentVO]?\"\n"), "\(result.spec)")
    }

    @Test func envelopeNamesCanBeGiven() {
        let result = importDocument(
            ["api.yaml": Self.springfox],
            options: ImportOptions(envelope: .names(code: "code", message: nil, data: "data")))
        #expect(result.spec.contains("envelope: { code: code, data: data, success: [200] }"), "\(result.spec)")
    }

    @Test func modulesByPathSkipVersionSegments() {
        let result = importDocument(["api.yaml": Self.springfox], options: ImportOptions(grouping: .paths))
        #expect(result.spec.contains("modules:\n  student:\n    prefix: student\n"), "\(result.spec)")
    }

    @Test(
        arguments: [
            ("listUsingGET", "GET", "/x", "list"),
            ("detailUsingGET_1", "GET", "/x", "detail"),
            ("get_user-by id", "GET", "/x", "getUserById"),
            (nil, "GET", "/pets/{petId}/photos", "getPetsByPetIdPhotos"),
            (nil, "DELETE", "/", "delete"),
            ("URL", "GET", "/x", "url"),
        ] as [(String?, String, String, String)])
    func interfaceNames(operationID: String?, method: String, path: String, expected: String) {
        let operation = Operation(
            method: method, path: path, operationID: operationID, tags: [], parameters: [], deprecated: false,
            location: SourceLocation(file: "a", line: 1, column: 1))
        #expect(OperationMapper.baseName(of: operation) == expected)
    }

    /// Without an operationId, a name a person would choose: a verb and the
    /// resource the path ends at, or the action a segment or the summary names.
    @Test(
        arguments: [
            ("GET", "sessions", nil, "sessions", ["listSessions"]),
            ("GET", "sessions/{session}", nil, "sessions", ["getSession"]),
            ("DELETE", "kernels/{kernel_id}", nil, "kernels", ["deleteKernel"]),
            ("POST", "kernels/{kernel_id}/interrupt", nil, "kernels", ["interruptKernel"]),
            ("POST", "kernels", "Start a kernel and return the uuid", "kernels", ["startKernel"]),
            (
                "POST", "contents/{path}/checkpoints/{checkpoint_id}",
                "Restore a file to a particular checkpointed state", "contents",
                ["restoreCheckpoint", "restoreContentCheckpoint"]
            ),
            (
                "GET", "contents/{path}/checkpoints", "Get a list of checkpoints for a file", "contents",
                ["listCheckpoints", "listContentCheckpoints"]
            ),
            ("PUT", "vm.add-device", nil, "vm", ["addDevice"]),
            ("GET", "vmm.ping", nil, "vmm", ["ping"]),
            ("GET", "status", nil, "default", ["getStatus"]),
            ("POST", "policies", nil, "default", ["createPolicy"]),
            ("PATCH", "users/{name}", "Modify a user", "users", ["updateUser"]),
            ("GET", "users/{name}/servers", nil, "users", ["listServers", "listUserServers"]),
            ("POST", "init/error", nil, "runtime", ["postInitError"]),
            ("HEAD", "files/{id}", nil, "files", ["checkFile"]),
            ("GET", "search", "Returns matching items", "search", ["search"]),
            ("GET", "{version}/poiSearch/{query}.{ext}", nil, "search", ["getPoiSearch"]),
        ] as [(String, String, String?, String, [String])])
    func namesWithoutAnOperationID(method: String, path: String, summary: String?, module: String, expected: [String]) {
        #expect(
            OperationNames.candidates(
                method: method, path: path, fullPath: "/" + path, summary: summary, module: module)
                == expected)
    }

    /// Jupyter Server's rename, the one operation of its module: the prefix
    /// takes `api/contents`, and the resource is the last literal segment.
    @Test func aPathThePrefixTookWholeIsNamedFromItsLastSegment() {
        #expect(
            OperationNames.candidates(
                method: "PATCH", path: "{path}", fullPath: "/api/contents/{path}",
                summary: "Rename a file or directory without re-uploading content", module: "contents")
                == ["renameContent"])
    }

    /// Names a module's interfaces already have give way to the whole path,
    /// and a name an operationId repeats is numbered, with a warning.
    @Test func takenNamesGiveWayAndRenamesAreReported() {
        let result = importDocument([
            "api.yaml": openAPI(
                paths: """
                      /orders/{id}:
                        get: { tags: [orders], responses: { "200": { description: ok } } }
                      /order/{id}:
                        get: { tags: [orders], responses: { "200": { description: ok } } }
                      /orders:
                        get: { tags: [orders], operationId: list, responses: { "200": { description: ok } } }
                        post: { tags: [orders], operationId: list, responses: { "200": { description: ok } } }
                    """)
        ])
        #expect(result.spec.contains("      getOrder:\n"))
        #expect(result.spec.contains("      getOrderById:\n"))
        #expect(result.spec.contains("      list2:\n"))
        #expect(
            result.messages.filter { $0.contains("renamed") } == [
                "api.yaml:11:11: warning: renamed the interface of POST /orders from 'list' to 'list2': "
                    + "another interface has that name"
            ])
    }

    /// `/vm.boot` and `/vm.add-device` are one module; a tag the client has a
    /// member for is renamed with a warning; a title's trailing `API` is not
    /// repeated in every type's name.
    @Test func modulesAndTheSpecNameReadAsAPersonWouldWriteThem() {
        let document = """
            openapi: 3.0.3
            info: { title: Cloud Hypervisor REST API, version: "1" }
            servers: [{ url: "https://vm.example" }]
            paths:
              /vm.boot:
                put: { responses: { "204": { description: ok } } }
              /vm.add-device:
                put: { responses: { "204": { description: ok } } }
              /vmm.ping:
                get: { responses: { "204": { description: ok } } }
              /version:
                get: { tags: [api], responses: { "204": { description: ok } } }
            """
        let result = importDocument(["api.yaml": document])
        #expect(result.spec.contains("name: CloudHypervisor\n"))
        #expect(result.spec.contains("  vm:\n    interfaces:\n      boot:\n"))
        #expect(result.spec.contains("      addDevice:\n"))
        #expect(result.spec.contains("  vmm:\n    interfaces:\n      ping:\n"))
        #expect(result.spec.contains("  apiModule:\n"))
        #expect(
            result.messages == [
                "api.yaml:12:10: warning: renamed the module of tag 'api' to 'apiModule': "
                    + "the generated client has a member 'api'"
            ])
        #expect(result.diagnostics.allSatisfy { !$0.losesInformation })
        #expect(result.files != nil)
    }

    @Test func sharedSegmentsBecomePrefixAndVersion() {
        #expect(ModuleGrouping.shared(["/student/v5/list", "/student/v5/detail/{id}"]) == ("student", "v5", 2))
        #expect(ModuleGrouping.shared(["/v1/users", "/v1/users/{id}"]) == (nil, "v1", 1))
        #expect(ModuleGrouping.shared(["/pets", "/pets/{id}"]) == (nil, nil, 0))
        #expect(ModuleGrouping.shared(["/api/shop/items", "/api/shop/carts"]) == ("api/shop", nil, 2))
        #expect(ModuleGrouping.shared(["/{tenant}/a", "/{tenant}/b"]) == (nil, nil, 0))
    }

    static let securityDocument = """
        openapi: 3.0.3
        info: { title: Shop, version: "1" }
        servers: [{ url: "https://shop.example" }, { url: "https://staging.shop.example", description: Staging server }]
        security: [{ bearer: [] }]
        paths:
          /items:
            get:
              operationId: items
              responses: { "204": { description: none } }
          /public:
            get:
              operationId: open
              security: []
              responses: { "204": { description: none } }
        components:
          securitySchemes:
            bearer: { type: http, scheme: bearer }
            key: { type: apiKey, in: header, name: X-API-Key }
            cookie: { type: apiKey, in: cookie, name: sid }
        """

    @Test func aBearerSchemeIsTheTokenAndAnOpenOperationSendsNone() {
        let result = importDocument(["api.yaml": Self.securityDocument])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                "environments:\n  production: https://shop.example\n  stagingServer: https://staging.shop.example\n"))
        #expect(result.spec.contains("auth:\n  token: { header: Authorization, scheme: Bearer }\n"), "\(result.spec)")
        #expect(result.spec.contains("      open:\n        method: GET\n        path: public\n        auth: none\n"))
        #expect(!result.spec.contains("      items:\n        method: GET\n        path: items\n        auth"))
    }

    @Test func anAPIKeyIsTheTokenWhenThereIsNoBearerAndACookieSchemeIsAKey() {
        let document = Self.securityDocument.replacingOccurrences(
            of: "security: [{ bearer: [] }]", with: "security: [{ key: [] }, { cookie: [] }]")
        let result = importDocument(["api.yaml": document])
        #expect(
            result.spec.contains(
                "auth:\n  token: { header: X-API-Key }\n  keys:\n    cookie: { cookie: sid }\n"
                    + "  default: { anyOf: [token, cookie] }\n"), "\(result.spec)")
        #expect(!result.spec.contains("headers:"))
        #expect(result.spec.contains("      open:\n        method: GET\n        path: public\n        auth: none\n"))
        #expect(result.messages == [])
    }

    @Test func besideABearerAnAPIKeyIsAKeySentWithIt() {
        let document = Self.securityDocument.replacingOccurrences(
            of: "security: [{ bearer: [] }]", with: "security: [{ bearer: [], key: [] }]")
        let result = importDocument(["api.yaml": document])
        #expect(
            result.spec.contains(
                "auth:\n  token: { header: Authorization, scheme: Bearer }\n  keys:\n    key: { header: X-API-Key }\n"
                    + "  default: [token, key]\n"),
            "\(result.spec)")
        #expect(!result.spec.contains("headers:"))
        #expect(result.messages == [])
    }

    /// OAuth 2 beside http bearer (JupyterHub): both travel as `Authorization: Bearer …`, one credential.
    /// The default is written although it is the token, so the spec says what it means.
    @Test func aSchemeSentAsTheTokenIsIsTheToken() {
        let document = openAPI(
            paths: """
                  /a:
                    get: { operationId: a, security: [{ oauth: [read] }], responses: { "204": { description: none } } }
                  /b:
                    get: { operationId: b, responses: { "204": { description: none } } }
                """,
            components: """
                  securitySchemes:
                    bearer: { type: http, scheme: bearer }
                    oauth: { type: oauth2, flows: {} }
                """
        ).replacingOccurrences(of: "paths:", with: "security: [{ bearer: [] }, { oauth: [] }]\npaths:")
        let result = importDocument(["api.yaml": document])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                "auth:\n  token: { header: Authorization, scheme: Bearer }\n  default: token\nmodules:"),
            "\(result.spec)")
        #expect(!result.spec.contains("        auth:"), "\(result.spec)")
    }

    /// Each operation's `security` is its `auth`; the most common one is `auth.default`.
    @Test func operationsSayTheirAlternativesAndTheMostCommonIsTheDefault() {
        let document = openAPI(
            paths: """
                  /a:
                    get: { operationId: a, security: [{ key: [] }], responses: { "204": { description: none } } }
                  /b:
                    get: { operationId: b, security: [{ key: [] }], responses: { "204": { description: none } } }
                  /c:
                    get:
                      operationId: c
                      security: [{ bearer: [] }, { key: [], session: [] }, {}]
                      parameters: [{ name: theme, in: cookie, schema: { type: string } }]
                      responses: { "204": { description: none } }
                  /d:
                    get: { operationId: d, responses: { "204": { description: none } } }
                """,
            components: """
                  securitySchemes:
                    bearer: { type: http, scheme: bearer }
                    key: { type: apiKey, in: query, name: api_key }
                    session: { type: apiKey, in: cookie, name: sid }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                "auth:\n  token: { header: Authorization, scheme: Bearer }\n  keys:\n    key: { query: api_key }\n"
                    + "    session: { cookie: sid }\n  default: key\n"), "\(result.spec)")
        #expect(!result.spec.contains("path: a\n        auth"))
        #expect(result.spec.contains("path: c\n        auth: { anyOf: [token, [key, session], none] }\n"))
        #expect(result.spec.contains("          theme: { type: String?, in: cookie }\n"))
        #expect(result.spec.contains("path: d\n        auth: none\n"))
    }

    @Test func allOfMergesAndOneOfOfObjectsBecomesAUnion() {
        let document = openAPI(
            paths: """
                  /a:
                    get:
                      operationId: a
                      responses:
                        "200": \(jsonReply(##"{ $ref: "#/components/schemas/Dog" }"##))
                  /b:
                    get:
                      operationId: b
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema:
                                oneOf:
                                  - { $ref: "#/components/schemas/Dog" }
                                  - { type: object, properties: { meows: { type: boolean } } }
                """,
            components: """
                  schemas:
                    Animal: { type: object, required: [name], properties: { name: { type: string } } }
                    Dog:
                      allOf:
                        - $ref: "#/components/schemas/Animal"
                        - type: object
                          properties: { barks: { type: boolean } }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.spec.contains("  Dog:\n    name: String\n    barks: Bool?\n"), "\(result.spec)")
        #expect(result.spec.contains("  BResponseOption2:\n    meows: Bool?\n"), "\(result.spec)")
        #expect(
            result.spec.contains("  BResponse:\n    oneOf:\n      dog: Dog\n      option2: BResponseOption2\n"),
            "\(result.spec)")
        #expect(result.messages == [])
    }

    // Stripe's expandable fields, OpenAI's content, and a discriminator with a mapping.
    @Test func unionsOfKindsAndTaggedUnions() {
        let document = openAPI(
            paths: """
                  /charge:
                    get:
                      operationId: charge
                      responses:
                        "200": \(jsonReply(##"{ $ref: "#/components/schemas/Charge" }"##))
                """,
            components: """
                  schemas:
                    Charge:
                      type: object
                      required: [customer]
                      properties:
                        customer:
                          anyOf: [{ type: string, maxLength: 5000 }, { $ref: "#/components/schemas/Customer" }]
                        content:
                          oneOf: [{ type: string }, { type: array, items: { $ref: "#/components/schemas/Part" } }]
                        message: { $ref: "#/components/schemas/Message" }
                        payer: { anyOf: [{ type: string }, { $ref: "#/components/schemas/Customer" }] }
                        part:
                          oneOf:
                            - type: object
                              required: [type]
                              properties: { type: { type: string, const: text }, text: { type: string } }
                            - type: object
                              required: [type]
                              properties: { type: { type: string, enum: [image] }, url: { type: string } }
                    Customer: { type: object, properties: { id: { type: string } } }
                    Part: { type: object, properties: { text: { type: string } } }
                    Message:
                      description: A message.
                      oneOf:
                        - { $ref: "#/components/schemas/UserMessage" }
                        - { $ref: "#/components/schemas/ToolMessage" }
                      discriminator:
                        propertyName: role
                        mapping: { user: "#/components/schemas/UserMessage" }
                    UserMessage: { type: object, properties: { role: { type: string }, text: { type: string } } }
                    ToolMessage: { type: object, properties: { role: { type: string, enum: [tool] } } }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.spec.contains("    customer: ChargeCustomer\n"), "\(result.spec)")
        // The same alternatives elsewhere are the same union.
        #expect(result.spec.contains("    payer: ChargeCustomer?\n"), "\(result.spec)")
        #expect(
            result.spec.contains("  ChargeCustomer:\n    oneOf:\n      string: String\n      customer: Customer\n"),
            "\(result.spec)")
        #expect(
            result.spec.contains("  ChargeContent:\n    oneOf:\n      string: String\n      parts: \"[Part]\"\n"),
            "\(result.spec)")
        #expect(
            result.spec.contains(
                "  Message:\n    summary: A message.\n    oneOf:\n      user: { type: UserMessage, tag: user }\n"
                    + "      tool: { type: ToolMessage, tag: tool }\n    discriminator: role\n"),
            "\(result.spec)")
        // No discriminator, but each object allows one `type`: that tells them apart.
        #expect(
            result.spec.contains(
                "  ChargePart:\n    oneOf:\n      text: { type: ChargePartText, tag: text }\n"
                    + "      image: { type: ChargePartImage, tag: image }\n    discriminator: type\n"),
            "\(result.spec)")
        // A union's alternative is no field: the spec has no place for its `maxLength`, which is counted.
        #expect(
            result.messages == [
                "api.yaml:1:1: warning: 1 string's 'maxLength' is not kept: the spec has no place for it"
            ])
    }

    @Test func enumsAreModelsSharedByTheirValuesAndTheServersDefaultIsSaid() {
        let document = openAPI(
            paths: """
                  /pets:
                    get:
                      operationId: findPets
                      parameters:
                        - name: status
                          in: query
                          schema: { type: string, enum: [available, sold-out], default: sold-out }
                        - { name: size, in: query, required: true, schema: { type: integer, enum: [1, 2] } }
                      responses:
                        "200": \(jsonReply(##"{ type: array, items: { $ref: "#/components/schemas/Pet" } }"##))
                """,
            components: """
                  schemas:
                    Pet: { type: object, properties: { status: { type: string, enum: [available, sold-out] } } }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.messages == [])
        // Shared by a parameter and a field: named for what both call it.
        // The server's default, as the wire has it: the parameter is left out unless set.
        #expect(
            result.spec.contains("          status: { type: Status?, summary: Defaults to `sold-out` on the server. }"),
            "\(result.spec)")
        #expect(result.spec.contains("          size: FindPetsSize"))
        #expect(
            result.spec.contains(
                "  Status: { enum: String, cases: { available: available, soldOut: sold-out } }"))
        #expect(result.spec.contains("  FindPetsSize: { enum: Int, cases: { value1: 1, value2: 2 } }"))
        #expect(result.spec.contains("  Pet:\n    status: Status?\n"))
    }

    @Test func strictMakesEveryWarningAnErrorAndWritesNothing() {
        let document = Self.securityDocument.replacingOccurrences(
            of: "security: [{ bearer: [] }]", with: "security: [{ cookie: [] }]"
        ).replacingOccurrences(of: "name: sid", with: "name: s id")
        let relaxed = importDocument(["api.yaml": document])
        #expect(relaxed.files != nil)
        let strict = importDocument(["api.yaml": document], options: ImportOptions(strict: true))
        #expect(strict.files == nil)
        #expect(
            strict.messages == [
                "api.yaml:19:13: error: security scheme 'cookie' sends its key in cookie 's id', which is not a valid "
                    + "HTTP cookie name; it is left out"
            ])
    }

    @Test func splitWritesAnIncludeFilePerModuleAndOneForModels() throws {
        let result = importDocument(["api.yaml": Self.springfox], options: ImportOptions(split: true))
        let files = try #require(result.files)
        #expect(files.map(\.path) == ["Shop.yaml", "Shop/studentController.yaml", "Shop/models.yaml"])
        #expect(
            files[0].text.hasSuffix("include:\n  - Shop/studentController.yaml\n  - Shop/models.yaml\n"),
            "\(files[0].text)")
        #expect(files[2].text.contains("models:\n  StudentVO:\n"))
    }

    /// Mistral's and OpenAI's documents have a tag `models`: its module's file must not be the models' file,
    /// on a file system that ignores case either (`Models.yaml`).
    @Test(arguments: ["models", "Models"])
    func aModuleNamedModelsKeepsAFileOfItsOwn(tag: String) throws {
        let document = openAPI(
            paths: """
                  /models:
                    get:
                      operationId: listModels
                      tags: [\(tag)]
                      responses:
                        "200": \(jsonReply("{ $ref: '#/components/schemas/Model' }"))
                """,
            components: """
                  schemas:
                    Model: { type: object, properties: { id: { type: string } } }
                """)
        let result = importDocument(["api.yaml": document], options: ImportOptions(split: true))
        let files = try #require(result.files, "\(result.messages)")
        let paths = files.map(\.path)
        #expect(Set(paths.map { $0.lowercased() }).count == paths.count, "\(paths)")
        let moduleFile = try #require(files.first { $0.text.contains("listModels:") })
        let modelsFile = try #require(files.first { $0.text.contains("\nmodels:\n") })
        #expect(moduleFile.path != modelsFile.path)
        #expect(files[0].text.contains("  - \(modelsFile.path)\n"))
    }

    @Test func theSameDocumentGivesTheSameBytes() throws {
        let first = importDocument(["api.yaml": Self.springfox]).spec
        for _ in 0..<5 {
            #expect(importDocument(["api.yaml": Self.springfox]).spec == first)
        }
    }

    /// A schema named like a type the generated code uses (`Error`,
    /// `Endpoint`) or like a generated one (`ShopClient`) gets `Model` after
    /// its name; names that are not Swift names become ones.
    @Test func schemaNamesBecomeModelNamesTheGeneratedCodeCanHave() {
        let document = openAPI(
            paths: """
                  /a:
                    get:
                      operationId: a
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema:
                                type: object
                                properties:
                                  error: { $ref: "#/components/schemas/Error" }
                                  client: { $ref: "#/components/schemas/ShopClient" }
                                  page: { $ref: "#/components/schemas/Page«Item»" }
                                  code: { $ref: "#/components/schemas/2fa-code" }
                """,
            components: """
                  schemas:
                    Error: { type: object, properties: { message: { type: string } } }
                    ShopClient: { type: object, properties: { id: { type: string } } }
                    Page«Item»: { type: object, properties: { size: { type: integer } } }
                    2fa-code: { type: object, properties: { digits: { type: string } } }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(
            result.messages == [
                "api.yaml:22:12: warning: schema '#/components/schemas/Error' would hide Swift's 'Error'; "
                    + "named 'ErrorModel'",
                "api.yaml:23:17: warning: schema '#/components/schemas/ShopClient' would hide the type 'ShopClient' "
                    + "that the generated code uses; named 'ShopClientModel'",
            ])
        #expect(
            result.spec.contains(
                "  AResponse:\n    error: ErrorModel?\n    client: ShopClientModel?\n    page: PageItem?\n"
                    + "    code: Model2faCode?\n"
            ), "\(result.spec)")
    }

    /// OpenAPI 3.1 writes null as a type, and may give a `$ref` a description.
    @Test func openAPI31NullTypesAreOptional() {
        let document = """
            openapi: 3.1.0
            info: { title: Shop, version: "1" }
            servers: [{ url: "https://shop.example" }]
            paths:
              /items/{id}:
                get:
                  operationId: item
                  parameters: [{ name: id, in: path, required: true, schema: { type: integer, format: int64 } }]
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json: { schema: { $ref: "#/components/schemas/Item", description: An item. } }
            components:
              schemas:
                Item:
                  type: object
                  required: [id, note]
                  properties:
                    id: { type: integer, format: int64 }
                    note: { type: [string, "null"] }
                    tags: { type: array, items: { type: string } }
                    size: { enum: [small, large, null] }
            """
        let result = importDocument(["api.yaml": document])
        #expect(result.messages == [])
        #expect(
            result.spec.contains(
                "  Item:\n    id: Int64\n    note: { type: String?, required: true }\n    tags: \"[String]?\"\n"
                    + "    size: ItemSize?\n"),
            "\(result.spec)")
        #expect(result.spec.contains("  ItemSize: { enum: String, cases: [small, large] }"))
    }
}
