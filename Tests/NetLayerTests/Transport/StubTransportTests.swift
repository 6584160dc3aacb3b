import Foundation
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The stub transport answers without a network, through the same core.
@Suite(.highPriority) struct StubTransportTests {
    let production = ServerEnvironment(name: "production", baseURL: URL(string: "https://school.example/api")!)

    @Test func answersFromExampleRepliesByPath() async throws {
        let client = NetLayerClient(
            configuration: ClientConfiguration(envelope: schoolEnvelope), environment: production,
            transport: StubTransport(replies: [
                "/api/student/v5/student/list": .json(#"{"h":{"code":200},"b":[{"id":1,"name":"a"}]}"#)
            ]))
        let list = Endpoint(
            id: "studentList", method: .GET, path: "student/list", prefix: .same("student"), version: "v5")
        #expect(try await client.send(list, as: [Student].self) == [Student(id: 1, name: "a")])
        let missing = await failure { try await client.send(Endpoint(id: "other", method: .GET, path: "other")) }
        guard case .httpStatus(let http)? = missing else {
            Issue.record("expected a 404, got \(String(describing: missing))")
            return
        }
        #expect(http.status == 404)
    }

    @Test func aHandlerSeesTheBuiltRequest() async throws {
        let seen = Locked<(HTTPRequest, RequestBody?)?>(nil)
        let client = NetLayerClient(
            configuration: ClientConfiguration(), environment: production,
            transport: StubTransport { request, body in
                seen.withLock { $0 = (request, body) }
                return .json("{}")
            })
        _ = try await client.send(
            Endpoint(id: "save", method: .PUT, path: "items/{id}", body: .json),
            parameters: [Parameter("id", 7, in: .path), Parameter("name", "x", in: .body)])
        let (request, body) = try #require(seen.withLock { $0 })
        #expect(request.method == .put)
        #expect(request.url?.absoluteString == "https://school.example/api/items/7")
        #expect(body?.data == Data(#"{"name":"x"}"#.utf8))
        #expect(request.headerFields[.contentType] == "application/json")
    }
}
