import Foundation
import TestSupport
import Testing

@testable import NetLayerImport

/// springfox's shapes (`Tests/Fixtures/openapi/springfox.yaml`): `Result«Void»`
/// is the envelope carrying nothing, a header every operation repeats is the
/// token or a common header, an unwrapped reply says `envelope: none`; the
/// spec compiles.
@Suite struct SpringfoxImportTests {
    static let path = RealDocumentsTests.root.appendingPathComponent("Tests/Fixtures/openapi/springfox.yaml").path

    @Test func springfoxShapesImportWithoutLossOrWarnings() async throws {
        let result = Importer().run(Self.path, outputName: "Imported.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let files = try #require(result.files)
        #expect(
            files[0].text == """
                # Imported by netlayer from springfox.yaml (Swagger 2.0).
                netlayer: 1
                name: Campus
                environments:
                  production: https://campus.example/api
                headers:
                  X-Trace: $xTrace
                auth:
                  token: { header: x-auth-token }
                  default: token
                envelope: { code: code, message: msg, data: data, success: [0] }
                modules:
                  userController:
                    prefix: user
                    interfaces:
                      login:
                        method: POST
                        path: login
                        auth: none
                        params:
                          account: { type: String, in: query }
                        response: String
                      logout:
                        method: POST
                        path: logout
                      info:
                        method: GET
                        path: info
                        params:
                          theme: { type: String?, in: cookie }
                        response: UserVO
                      avatar:
                        method: GET
                        path: avatar
                        envelope: none
                        response: AvatarVO
                models:
                  UserVO:
                    id: Int64?
                    name: String?
                  AvatarVO:
                    url: String?
                    width: { type: Int?, constraints: { minimum: -2147483648, maximum: 2147483647 } }

                """, "\(files[0].text)")

        let generated = try await RealDocumentsTests.generate(files)
        let outcome = try await SwiftTypeCheck.run(
            generated.map { ($0.path, $0.contents) }, modules: try RealDocumentsTests.modules)
        #expect(outcome.passed, "\(outcome.output.prefix(5_000))")
    }

    /// With a security scheme of its own, a repeated token header is not a second token, nor a parameter.
    @Test func aRepeatedHeaderIsNotTheTokenBesideASecurityScheme() throws {
        var document = try String(contentsOfFile: Self.path, encoding: .utf8)
        document = document.replacingOccurrences(
            of: "schemes: [https]\n",
            with: "schemes: [https]\nsecurityDefinitions:\n  key: { type: apiKey, in: header, name: X-Key }\n"
                + "security: [{ key: [] }]\n")
        let result = importDocument(["api.yaml": document])
        #expect(result.messages == [])
        #expect(result.spec.contains("auth:\n  token: { header: X-Key }\n"), "\(result.spec)")
        #expect(result.spec.contains("headers:\n  X-Trace: $xTrace\n"))
        #expect(result.spec.contains("x-auth-token"), "not every operation repeats it: it stays a parameter")
    }

    /// A header the runtime writes itself stays a parameter, however often it is repeated (the SwiftPM registry's
    /// `Content-Type`).
    @Test func aRepeatedContentTypeStaysAParameter() {
        let header = "{ name: Content-Type, in: header, schema: { type: string } }"
        let document = openAPI(
            paths: """
                  /a:
                    get: { operationId: a, parameters: [\(header)], responses: { "204": { description: none } } }
                  /b:
                    get: { operationId: b, parameters: [\(header)], responses: { "204": { description: none } } }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.messages == [])
        #expect(!result.spec.contains("headers:"), "\(result.spec)")
        #expect(result.spec.contains("Content-Type: { type: String?, in: header }"), "\(result.spec)")
    }
}
