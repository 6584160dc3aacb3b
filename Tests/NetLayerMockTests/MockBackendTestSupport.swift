import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import Testing

@_spi(Generated) @testable import NetLayerMock

/// The school backend's production server, which no test reaches: a mock answers for it.
let mockProduction = ServerEnvironment(name: "production", baseURL: URL(string: "https://school.example/api")!)

/// The school spec's student list: `/api/student/v5/student/list`.
let mockStudentList = Endpoint(
    id: "studentList", method: .GET, path: "student/list", prefix: .same("student"), version: "v5",
    sendsToken: false)

let mockStudents: JSONValue = [["id": 1, "name": "Ada"], ["id": 2, "name": "Grace"]]

/// A backend of `interfaces` and a client that reaches it through `StubTransport(backend:)`.
func mockClient(
    _ interfaces: [MockInterface], _ configuration: ClientConfiguration = ClientConfiguration(envelope: schoolEnvelope),
    options: MockOptions = MockOptions(), environment: ServerEnvironment = mockProduction,
    store: any TokenStore = MemoryTokenStore()
) -> (client: NetLayerClient, backend: MockBackend) {
    let backend = MockBackend(
        interfaces: interfaces, configuration: configuration, server: environment, options: options)
    let client = NetLayerClient(
        configuration: configuration, environment: environment, transport: StubTransport(backend: backend),
        tokenStore: store)
    return (client, backend)
}

/// The backend's reply to a request written as on the wire.
func mockReply(
    _ backend: MockBackend, _ method: String, _ target: String, headers: [String: String] = [:], body: String = ""
) async -> MockReply {
    await backend.reply(to: MockRequest(method: method, target: target, headers: headers, body: Data(body.utf8)))
}

extension MockReply {
    /// The body as JSON; `null` when it is not JSON.
    var json: JSONValue { (try? JSONValue(parsing: body)) ?? .null }
}

/// The HTTP failure `error` is, or nil (recorded) when it is another error.
func httpFailure(_ error: NetLayerError?, sourceLocation: SourceLocation = #_sourceLocation) -> HTTPFailure? {
    guard case .httpStatus(let failure)? = error else {
        Issue.record(
            "expected an HTTP status failure, got \(String(describing: error))", sourceLocation: sourceLocation)
        return nil
    }
    return failure
}
