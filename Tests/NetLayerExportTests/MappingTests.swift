import NetLayerExport
import NetLayerSpec
import Testing

/// How each construct of a spec is said in OpenAPI 3.1.1 (sections quoted
/// where the standard decides), and in `x-netlayer-*` where it cannot be.
@Suite struct MappingTests {
    static let school = """
        netlayer: 1
        name: School
        version: v5
        timeout: 30
        environments:
          production: https://www.runedu.example/api
          staging: http://www.runedu.test/api
        headers: { _c: ios, UA: $userAgent, X-Price: "$5" }
        parameters: { systemType: ios }
        auth:
          token: { header: x-auth-token, from: header x-auth-token, persist: true, expired: [401, 4001] }
        envelope: { code: h.code, message: h.msg, data: b, success: [200] }
        modules:
          student:
            prefix: student
            summary: Students.
            interfaces:
              studentDetail:
                method: GET
                path: "student/{stuId}/detail"
                params:
                  stuId: String
                  page: { type: Int, default: 1 }
                  traceId: { type: String?, in: header, name: X-Trace-Id }
                  theme: { type: String?, in: cookie }
                response: Student
                cancel: previous
                example: { id: 7, name: Ada, left_at: null }
                errors:
                  notFound: { code: 4004, message: No student with this ID. }
                  gone: { code: 4010, message: Gone., status: 410 }
              upload:
                method: POST
                path: avatar
                body: multipart
                params: { stuId: String, avatar: File }
              remove:
                method: DELETE
                path: "student/{stuId}"
                body: json
                auth: none
                params: { stuId: String, reason: String }
          account:
            prefix: { production: account/api, staging: app/account/api }
            version: V1
            envelope: none
            interfaces:
              login:
                method: POST
                path: password
                body: form
                params:
                  phone: { type: String, name: phone_no }
                  password: { type: String, secret: true }
                response: LoginResult
        models:
          Student:
            id: Int
            name: String
            nickname: String?
            leftAt: { type: Date?, required: true, key: left_at, format: seconds }
          LoginResult: { token: String }
        """

    @Test func serversTagsAndPathsFollowTheSpec() throws {
        let document = try ExportFixture.document(Self.school)
        // OpenAPI 3.1.1, OpenAPI Object, `openapi`:
        // "This string MUST be the version number of the OpenAPI Specification".
        #expect(document["openapi"] == "3.1.1")
        #expect(document["servers", "0", "url"] == "https://www.runedu.example/api")
        #expect(document["servers", "1", "x-netlayer-environment"] == "staging")
        #expect(document["tags", "0", "name"] == "student")
        #expect(document["tags", "0", "description"] == "Students.")
        #expect(document["tags", "1", "x-netlayer-prefix", "staging"] == "app/account/api")
        let detail = try #require(document["paths", "/student/v5/student/{stuId}/detail", "get"])
        #expect(detail["operationId"] == "studentDetail")
        #expect(detail["tags"] == .array(["student"]))
        #expect(detail["x-netlayer-cancel"] == "previous")
        #expect(document["paths", "/account/api/V1/password", "post"] != nil)
        #expect(document["x-netlayer-headers", "UA"] == "$userAgent")
        // Quoted in the spec, so sent as it is: not a value the app supplies.
        #expect(document["x-netlayer-headers", "X-Price", "literal"] == "$5")
        #expect(document["x-netlayer-parameters", "systemType"] == "ios")
    }

    @Test func parametersTravelWhereTheSpecSends() throws {
        let document = try ExportFixture.document(Self.school)
        let parameters = try #require(document["paths", "/student/v5/student/{stuId}/detail", "get", "parameters"])
        // Parameter Object, `required`:
        // "If the parameter location is "path", this field is REQUIRED and its value MUST be true."
        #expect(parameters["0", "in"] == "path")
        #expect(parameters["0", "required"] == .bool(true))
        #expect(parameters["1", "in"] == "query")
        // A default is sent when the app gives no value: the request always carries it.
        #expect(parameters["1", "required"] == .bool(true))
        #expect(parameters["1", "schema", "default"] == .int(1))
        #expect(parameters["2", "required"] == .bool(false))
        #expect(parameters["2", "in"] == "header")
        #expect(parameters["2", "name"] == "X-Trace-Id")
        #expect(parameters["2", "x-netlayer-name"] == "traceId")
        #expect(parameters["3", "in"] == "cookie")
    }

    @Test func bodiesByKindIncludingDeleteAndFiles() throws {
        let document = try ExportFixture.document(Self.school)
        let upload = try #require(document["paths", "/student/v5/avatar", "post", "requestBody", "content"])
        #expect(
            upload["multipart/form-data", "schema", "properties", "avatar"]
                == .object([
                    .init("type", "string"), .init("format", "binary"),
                ]))
        let remove = try #require(document["paths", "/student/v5/student/{stuId}", "delete"])
        #expect(remove["requestBody", "content", "application/json", "schema", "required"] == .array(["reason"]))
        // Security Requirement Object:
        // "An empty Security Requirement Object ({}) indicates anonymous access is supported."
        #expect(remove["security"] == .array([.object([])]))
        let login = try #require(document["paths", "/account/api/V1/password", "post", "requestBody", "content"])
        let form = try #require(login["application/x-www-form-urlencoded", "schema", "properties"])
        #expect(form["phone_no", "x-netlayer-name"] == "phone")
        #expect(form["password", "x-netlayer-secret"] == .bool(true))
    }

    @Test func repliesAreWrappedInTheEnvelopeOnce() throws {
        let document = try ExportFixture.document(Self.school)
        let envelope = try #require(document["components", "schemas", "Envelope"])
        #expect(envelope["properties", "h", "properties", "code", "type"] == "integer")
        #expect(envelope["x-netlayer-envelope", "data"] == "b")
        let reply = try #require(document["paths", "/student/v5/student/{stuId}/detail", "get", "responses"])
        let media = try #require(reply["200", "content", "application/json"])
        #expect(media["schema", "allOf", "0", "$ref"] == "#/components/schemas/Envelope")
        // JSON Schema 2020-12, section 10.2.2.1: "When "if" is present, and the instance successfully validates
        // against its subschema, then validation succeeds against this keyword if the instance also successfully
        // validates against this keyword's subschema" (`then`). The data is a Student on a success code only: a
        // business error comes in the same 200, with its own code and no data.
        #expect(
            media["schema", "allOf", "1", "if", "properties", "h", "properties", "code", "enum"] == .array([.int(200)]))
        #expect(media["schema", "allOf", "1", "if", "required"] == .array(["h"]))
        #expect(media["schema", "allOf", "1", "then", "properties", "b", "$ref"] == "#/components/schemas/Student")
        // Every other status is an error in the envelope, as the mock's 400 for a wrong parameter is.
        #expect(reply["default", "content", "application/json", "schema", "$ref"] == "#/components/schemas/Envelope")
        #expect(media["examples", "default", "value", "b", "name"] == "Ada")
        #expect(media["examples", "default", "value", "h", "code"] == .int(200))
        #expect(media["examples", "notFound", "value", "h", "code"] == .int(4004))
        #expect(reply["410", "content", "application/json", "examples", "gone", "value", "h", "msg"] == "Gone.")
        // A module without the envelope: the model as it is.
        let login = try #require(document["paths", "/account/api/V1/password", "post", "responses", "200"])
        #expect(login["content", "application/json", "schema", "$ref"] == "#/components/schemas/LoginResult")
    }

    @Test func structsSayRequiredAndNullableThe31Way() throws {
        let document = try ExportFixture.document(Self.school)
        let student = try #require(document["components", "schemas", "Student"])
        #expect(student["required"] == .array(["id", "name", "left_at"]))
        // JSON Schema 2020-12 §6.1.1: "The value of this keyword MUST be either a string or an array."
        #expect(student["properties", "nickname", "type"] == .array(["string", "null"]))
        #expect(student["properties", "left_at", "type"] == .array(["number", "null"]))
        #expect(student["properties", "left_at", "x-netlayer-date"] == "seconds")
        #expect(student["properties", "left_at", "x-netlayer-name"] == "leftAt")
    }

    @Test func securitySchemesForTheTokenAndEveryKey() throws {
        let document = try ExportFixture.document(
            """
            netlayer: 1
            name: Vault
            environments: { production: https://vault.example.com }
            auth:
              token: { header: Authorization, scheme: Bearer, expired: [401] }
              keys:
                apiKey: { header: X-API-Key, persist: true }
                session: { cookie: sid }
              default: { anyOf: [token, apiKey] }
            modules:
              secrets:
                interfaces:
                  list: { method: GET, path: secrets }
                  read: { method: GET, path: one, auth: [apiKey, session] }
            """)
        let schemes = try #require(document["components", "securitySchemes"])
        #expect(schemes["token", "type"] == "http")
        #expect(schemes["token", "scheme"] == "bearer")
        #expect(schemes["token", "x-netlayer-token", "expired"] == .array([.int(401)]))
        #expect(schemes["apiKey", "in"] == "header")
        #expect(schemes["apiKey", "x-netlayer-persist"] == .bool(true))
        #expect(schemes["session", "in"] == "cookie")
        // Alternatives: several requirement objects; names sent together: one object.
        #expect(
            document["security"]
                == .array([.object([.init("token", .array([]))]), .object([.init("apiKey", .array([]))])]))
        #expect(
            document["paths", "/one", "get", "security"]
                == .array([.object([.init("apiKey", .array([])), .init("session", .array([]))])]))
    }

    @Test func enumsUnionsDatesAndJSON() throws {
        let document = try ExportFixture.document(
            """
            netlayer: 1
            name: Chat
            environments: { production: https://chat.example.com }
            modules:
              chat:
                interfaces:
                  send: { method: GET, path: send, response: Message }
            models:
              Role:
                enum: String
                cases: { system: { value: sys, summary: The system. }, user: usr }
                frozen: true
              Message:
                oneOf:
                  system: { type: SystemMessage, tag: system }
                  user: UserMessage
                discriminator: role
              Filter:
                anyOf: { byName: SystemMessage, byId: Int }
              SystemMessage: { role: Role, text: String, at: Date, extra: JSON }
              UserMessage: { role: Role, text: String, day: { type: Date, format: "yyyy-MM-dd" } }
            """)
        let schemas = try #require(document["components", "schemas"])
        #expect(schemas["Role", "enum"] == .array(["sys", "usr"]))
        #expect(schemas["Role", "x-enum-varnames"] == .array(["system", "user"]))
        #expect(schemas["Role", "x-enum-descriptions"] == .array(["The system.", ""]))
        #expect(schemas["Role", "x-netlayer-frozen"] == .bool(true))
        // Discriminator Object: the discriminator's `mapping` holds
        // "mappings between payload values and schema names or URI references".
        #expect(schemas["Message", "discriminator", "propertyName"] == "role")
        #expect(schemas["Message", "discriminator", "mapping", "system"] == "#/components/schemas/SystemMessage")
        #expect(schemas["Message", "discriminator", "mapping", "UserMessage"] == "#/components/schemas/UserMessage")
        #expect(schemas["Message", "x-netlayer-cases"] == .array(["system", "user"]))
        #expect(schemas["Filter", "anyOf", "1", "type"] == "integer")
        #expect(schemas["SystemMessage", "properties", "at", "format"] == "date-time")
        #expect(schemas["SystemMessage", "properties", "extra"] == .object([]))
        #expect(schemas["UserMessage", "properties", "day", "x-netlayer-date"] == "yyyy-MM-dd")
    }

    @Test func streamsDownloadsAndHead() throws {
        let document = try ExportFixture.document(
            """
            netlayer: 1
            name: Feed
            environments: { production: https://feed.example.com }
            modules:
              feed:
                interfaces:
                  events: { method: GET, path: events, stream: { format: events, of: Line, end: "[DONE]" } }
                  lines: { method: GET, path: lines, stream: { format: lines, of: Line } }
                  file: { method: GET, path: file, download: { maxBytes: 1000 } }
                  check: { method: HEAD, path: check }
                  options: { method: OPTIONS, path: check }
            models:
              Line: { text: String }
            """)
        let paths = try #require(document["paths"])
        // The WHATWG HTML standard's event fields; the data text holds a Line as JSON (JSON Schema 2020-12,
        // section 8.4: contentMediaType and contentSchema), or is the end marker.
        let event = try #require(paths["/events", "get", "responses", "200", "content", "text/event-stream", "schema"])
        #expect(event["type"] == "object")
        #expect(event["required"] == .array(["data"]))
        #expect(event["properties", "id", "type"] == "string")
        #expect(event["properties", "data", "anyOf", "0", "const"] == "[DONE]")
        #expect(event["properties", "data", "anyOf", "1", "contentMediaType"] == "application/json")
        #expect(event["properties", "data", "anyOf", "1", "contentSchema", "$ref"] == "#/components/schemas/Line")
        #expect(paths["/events", "get", "x-netlayer-stream", "end"] == "[DONE]")
        #expect(
            paths["/lines", "get", "responses", "200", "content", "application/jsonl", "schema", "$ref"]
                == "#/components/schemas/Line")
        #expect(paths["/file", "get", "responses", "200", "content", "*/*", "schema", "format"] == "binary")
        #expect(paths["/file", "get", "x-netlayer-download", "maxBytes"] == .int(1000))
        #expect(paths["/check", "head", "responses", "200", "content"] == nil)
        #expect(paths["/check", "options"] != nil)
    }

    /// The OpenAI pattern: one call answers whole or as a stream, as its `stream` field asks.
    @Test func aStreamVariantIsASecondMediaTypeOfTheSameOperation() throws {
        let document = try ExportFixture.document(
            """
            netlayer: 1
            name: Chat
            environments: { production: https://chat.example.com }
            modules:
              chat:
                interfaces:
                  complete:
                    method: POST
                    path: complete
                    body: json
                    params: { prompt: String, stream: { type: Bool, value: false } }
                    response: Reply
                  completeStream:
                    method: POST
                    path: complete
                    body: json
                    params: { prompt: String, stream: { type: Bool, value: true } }
                    stream: { format: events, of: Reply, end: "[DONE]" }
            models:
              Reply: { text: String }
            """)
        let operation = try #require(document["paths", "/complete", "post"])
        #expect(operation["operationId"] == "complete")
        #expect(operation["responses", "200", "content", "application/json", "schema", "$ref"] != nil)
        #expect(
            operation[
                "responses", "200", "content", "text/event-stream", "schema", "properties", "data", "anyOf", "1",
                "contentSchema", "$ref"] == "#/components/schemas/Reply")
        #expect(operation["x-netlayer-variant", "x-netlayer-name"] == "completeStream")
        #expect(operation["x-netlayer-variant", "x-netlayer-stream", "end"] == "[DONE]")
        #expect(
            operation["requestBody", "content", "application/json", "schema", "properties", "stream", "const"]
                == .bool(false))
    }

    @Test func anotherEnvelopeIsASchemaOfItsOwn() throws {
        let document = try ExportFixture.document(
            """
            netlayer: 1
            name: Two
            environments: { production: https://two.example.com }
            envelope: { code: code, message: msg, data: data, success: [0] }
            modules:
              main:
                interfaces:
                  one: { method: GET, path: one, response: Int }
              legacy:
                envelope: { code: status, data: result, success: ["ok"] }
                interfaces:
                  two: { method: GET, path: two, response: Int }
            """)
        #expect(document["components", "schemas", "Envelope", "properties", "code", "type"] == "integer")
        #expect(document["components", "schemas", "Envelope2", "properties", "status", "type"] == "string")
        let two = try #require(
            document["paths", "/two", "get", "responses", "200", "content", "application/json"])
        #expect(two["schema", "allOf", "0", "$ref"] == "#/components/schemas/Envelope2")
        #expect(two["schema", "allOf", "1", "then", "properties", "result", "type"] == "integer")
        #expect(document["tags", "1", "x-netlayer-envelope", "code"] == "status")
    }

    @Test func theSameSpecGivesTheSameBytes() throws {
        let spec = try ExportFixture.spec(Self.school)
        let texts = try (0..<3).map { _ in
            DocumentText.text(of: try #require(Exporter().export(spec).document), as: .yaml)
        }
        #expect(Set(texts).count == 1)
    }
}
