import NetLayerSpec
import Testing

@testable import NetLayerImport

/// An import either fails with an error about the document or writes a spec
/// that validates, never one that its own check has to refuse as a bug in
/// the importer: the regressions `Fuzz/ImportFuzzer` found.
@Suite struct ImportedSpecValidityTests {
    /// The messages of an import that must fail on the document itself.
    private func refusal(
        _ document: String, options: ImportOptions, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [String] {
        let result = importDocument(["api.yaml": document], options: options)
        #expect(result.files == nil, sourceLocation: sourceLocation)
        #expect(
            !result.messages.contains { $0.contains("bug in netlayer import") }, "\(result.messages)",
            sourceLocation: sourceLocation)
        return result.messages.filter { $0.contains("error:") }
    }

    /// With no operation a spec can hold there is no module to write, and a
    /// spec needs one: the document is refused, in one file or split.
    @Test(arguments: [ImportOptions(), ImportOptions(split: true)])
    func aDocumentWithoutOperationsIsRefused(options: ImportOptions) {
        let empty = "openapi: 3.0.3\ninfo: { title: Shop, version: \"1\" }\npaths: {}\n"
        #expect(
            refusal(empty, options: options) == [
                "api.yaml:3:8: error: the document has no operation a spec can hold (GET, POST, PUT, PATCH, "
                    + "DELETE, HEAD or OPTIONS): there is nothing to import"
            ])
        let traceOnly = openAPI(paths: "  /x:\n    trace:\n      responses: { \"200\": { description: ok } }")
        #expect(refusal(traceOnly, options: options).count == 1)
    }

    /// A placeholder that no path parameter names (here one spelled in
    /// another case) becomes a String parameter, with a warning: the
    /// interface cannot be called without it. The path parameter that names
    /// no placeholder is left out, rather than sent in the query.
    @Test func aPlaceholderWithoutAParameterGetsOne() throws {
        let document = openAPI(
            paths: """
                  /users/{usErname}:
                    get:
                      operationId: user
                      parameters: [{ name: username, in: path, required: true, schema: { type: string } }]
                      responses: { "200": { description: ok } }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.files != nil, "\(result.messages)")
        #expect(
            result.spec.hasSuffix(
                "      user:\n        method: GET\n        path: \"{usErname}\"\n        params:\n"
                    + "          usErname: String\n"), "\(result.spec)")
        #expect(
            result.messages == [
                "api.yaml:7:7: warning: path placeholder '{usErname}' of GET /users/{usErname} has no parameter "
                    + "in the document; it is imported as a String",
                "api.yaml:8:20: warning: path parameter 'username' names no placeholder of /users/{usErname}; "
                    + "it is left out",
            ])
    }

    /// A path the spec format cannot read as `{placeholders}` (a lone brace,
    /// an empty placeholder) leaves its operation out, with a warning.
    @Test func anOperationWhosePathIsNoTemplateIsLeftOut() throws {
        let reply = "responses: { \"200\": { description: ok } }"
        let document = openAPI(
            paths: """
                  /a}/b: { get: { operationId: one, \(reply) } }
                  /c/{id: { get: { operationId: two, \(reply) } }
                  /d/{}: { get: { operationId: three, \(reply) } }
                  /e: { get: { operationId: four, \(reply) } }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.files != nil, "\(result.messages)")
        #expect(result.spec.contains("four:") && !result.spec.contains("one:"), "\(result.spec)")
        #expect(
            result.messages == [
                "api.yaml:5:17: warning: GET /a}/b is left out: its path has a '}' without a '{' before it",
                "api.yaml:6:18: warning: GET /c/{id is left out: its path has a '{' without a closing '}'",
                "api.yaml:7:17: warning: GET /d/{} is left out: its path has an empty placeholder '{}'",
            ])
    }

    /// A server URL that is no base URL a spec can hold (a bracket in the
    /// host, a query, a fragment) gives the placeholder host, with a warning.
    @Test(arguments: ["http://shop.exa[mple/api", "https://shop.example/api?key=1", "/api#top"])
    func aServerURLThatIsNoBaseURLIsReplaced(url: String) throws {
        let document = """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            servers: [{ url: "\(url)" }]
            paths:
              /e: { get: { operationId: e, responses: { "200": { description: ok } } } }
            """
        let result = importDocument(["api.yaml": document])
        #expect(result.files != nil, "\(result.messages)")
        #expect(result.spec.contains("  production: https://api.example.invalid\n"), "\(result.spec)")
        #expect(
            result.messages.last
                == "api.yaml:3:11: warning: server URL '\(url)' is not an http or https URL without query or "
                + "fragment; the environment uses 'https://api.example.invalid': replace it with the real one")
    }

    /// A query item and a body field may share a path placeholder's name:
    /// each is kept, named for its placement.
    @Test func aPlaceholdersNameIsSharedByPlacement() throws {
        let document = openAPI(
            paths: """
                  /items/{id}:
                    get:
                      operationId: item
                      parameters:
                        - { name: id, in: query, schema: { type: string } }
                        - { name: id, in: path, required: true, schema: { type: integer } }
                      responses: { "200": { description: ok } }
                  /users/{username}:
                    put:
                      operationId: save
                      requestBody:
                        content:
                          application/json:
                            schema:
                              type: object
                              properties: { username: { type: string }, age: { type: integer } }
                      responses: { "200": { description: ok } }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.files != nil, "\(result.messages)")
        #expect(
            result.spec.contains(
                "        params:\n          queryId: { type: String?, name: id, in: query }\n          id: Int\n"),
            "\(result.spec)")
        let saveParameters =
            "        params:\n          username: String\n          "
            + "bodyUsername: { type: String?, name: username, in: body }\n          age: Int?\n"
        #expect(result.spec.contains(saveParameters), "\(result.spec)")
        #expect(
            result.messages == [
                "api.yaml:14:7: warning: path placeholder '{username}' of PUT /users/{username} has no parameter "
                    + "in the document; it is imported as a String"
            ], "\(result.messages)")
    }

    /// A header name or authentication scheme that is no HTTP token (a
    /// space, a colon) cannot be sent: the parameter or security scheme is
    /// left out, and another API key becomes the token.
    @Test func namesThatAreNoHTTPTokensAreLeftOut() throws {
        let document = """
            openapi: 3.0.3
            info: { title: Shop, version: "1" }
            servers: [{ url: "https://shop.example" }]
            security: [{ bad: [] }, { key: [] }, { basic: [] }]
            paths:
              /e:
                get:
                  operationId: e
                  parameters: [{ name: "X Trace:", in: header, schema: { type: string } }]
                  responses: { "200": { description: ok } }
            components:
              securitySchemes:
                bad: { type: apiKey, in: header, name: "Api Key" }
                key: { type: apiKey, in: header, name: X-Key }
                basic: { type: http, scheme: "ba sic" }
            """
        let result = importDocument(["api.yaml": document])
        #expect(result.files != nil, "\(result.messages)")
        #expect(result.spec.contains("auth:\n  token: { header: X-Key }\n"), "\(result.spec)")
        #expect(!result.spec.contains("X Trace") && !result.spec.contains("Api Key"), "\(result.spec)")
        #expect(
            result.messages == [
                "api.yaml:9:20: warning: header parameter 'X Trace:' of GET /e is not a valid HTTP header name; "
                    + "it is left out",
                "api.yaml:13:10: warning: security scheme 'bad' sends its key in header 'Api Key', which is not a "
                    + "valid HTTP header name; it is left out",
                "api.yaml:15:12: warning: security scheme 'basic' has the authentication scheme 'ba sic', which is "
                    + "not an HTTP token; it is left out",
            ], "\(result.messages)")
    }

    /// A oneOf whose members lead back to the object holding it (a tree)
    /// is a union whose case leads back: it ends, and the generator makes
    /// that case `indirect`.
    @Test func aOneOfThatContainsItselfEnds() throws {
        let document = openAPI(
            paths:
                "  /a: { get: { operationId: a, responses: { \"200\": "
                + "\(jsonReply("{ $ref: \"#/components/schemas/A\" }")) } } }",
            components: """
                  schemas:
                    A:
                      type: object
                      properties:
                        next: { oneOf: [{ $ref: "#/components/schemas/A" }, { $ref: "#/components/schemas/B" }] }
                    B: { type: object, properties: { b: { type: string } } }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.files != nil, "\(result.messages)")
        #expect(result.spec.contains("  A:\n    next: ANext?\n"), "\(result.spec)")
        #expect(result.spec.contains("  ANext:\n    oneOf:\n      a: A\n      b: B\n"), "\(result.spec)")
        #expect(result.messages == [])
    }

    /// A module's shared prefix stops before a segment with a brace: a
    /// placeholder inside a segment (`report{id}.pdf`) stays in the paths
    /// with its parameter, and one spanning a slash is not cut in two.
    @Test func aSharedPrefixStopsAtABrace() throws {
        let reply = "responses: { \"200\": { description: ok } }"
        let id = "parameters: [{ name: id, in: path, required: true, schema: { type: string } }]"
        let document = openAPI(
            paths: """
                  /files/report{id}.pdf/raw: { get: { tags: [files], operationId: raw, \(id), \(reply) } }
                  /files/report{id}.pdf/meta: { get: { tags: [files], operationId: meta, \(id), \(reply) } }
                  /keys/of{a/b}/x: { get: { tags: [keys], operationId: x, \(reply) } }
                  /keys/of{a/b}/y: { get: { tags: [keys], operationId: y, \(reply) } }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.files != nil, "\(result.messages)")
        #expect(
            result.spec.contains(
                "  files:\n    prefix: files\n    interfaces:\n      raw:\n        method: GET\n"
                    + "        path: \"report{id}.pdf/raw\"\n        params:\n          id: String\n"),
            "\(result.spec)")
        #expect(result.spec.contains("        path: \"of{a/b}/x\"\n"), "\(result.spec)")
        #expect(!result.messages.contains { $0.contains("'id'") }, "\(result.messages)")
    }
}
