import Foundation
import NetLayer
import NetLayerMock
import NetLayerSpec
import Testing

/// `netlayer mock` of a spec with keys and alternatives
/// (`Tests/Fixtures/generate/credentials.yaml`): each interface checks the
/// credentials its `auth` names, where the spec sends them.
@Suite struct SpecBackendCredentialTests {
    static let path = GeneratedClientAgainstMockTests.root
        .appendingPathComponent("Tests/Fixtures/generate/credentials.yaml").path

    private func reply(
        _ backend: MockBackend, _ target: String, method: String = "GET", headers: [String: String] = [:]
    ) async -> MockReply {
        await backend.reply(to: MockRequest(method: method, target: target, headers: headers, body: Data()))
    }

    @Test func eachInterfaceChecksTheCredentialsItsAuthNames() async throws {
        let loaded = SpecLoader().load(Self.path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let backend = SpecBackend.make(spec, options: MockOptions(keys: ["apiKey": "K1"]))

        // The default: the token or the API key.
        #expect(await reply(backend, "/secrets").status == 401)
        #expect(await reply(backend, "/secrets", headers: ["Authorization": "Bearer T"]).status == 200)
        #expect(await reply(backend, "/secrets", headers: ["X-API-Key": "K1"]).status == 200)
        let wrong = await reply(backend, "/secrets", headers: ["X-API-Key": "K2"])
        #expect(wrong.status == 401 && wrong.note == "missing token", "the first alternative's reason")
        // Both, together: the API key and the session cookie.
        #expect(await reply(backend, "/secrets/7", headers: ["X-API-Key": "K1"]).note == "missing key session")
        #expect(await reply(backend, "/secrets/7", headers: ["X-API-Key": "K1", "Cookie": "sid=S"]).status == 200)
        // Basic, a query key with the session, or nothing.
        #expect(await reply(backend, "/rotate", method: "POST").status == 200)
        #expect(await reply(backend, "/health").status == 200)
    }
}
