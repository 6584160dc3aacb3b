// What the runtime's tests and the mock backend's tests share: the school
// backend's envelope and token rules, a model, clients and endpoints of a
// loopback server, and the error a call ends with.
import Foundation
import LoopbackServers
@_spi(Generated) import NetLayer
import Testing
import TransportKinds

/// The school backend's reply: `{"h": {"code", "msg", "time"}, "b": data}`.
public let schoolEnvelope = EnvelopeFormat(
    code: ["h", "code"], message: ["h", "msg"], time: ["h", "time"], data: ["b"], total: ["b", "dataTotal"],
    success: [200])

public let schoolToken = TokenConfiguration(
    placement: .header("x-auth-token"), source: .header("x-auth-token"), expiredCodes: [401, 4001],
    expiry: .from(.body(["b", "expiresIn"])))

/// An envelope reply of the school backend.
public func envelope(code: Int = 200, message: String = "ok", data: String = "null") -> TestReply {
    .json(#"{"h":{"code":\#(code),"msg":"\#(message)","time":"2026-11-22 10:00:00"},"b":\#(data)}"#)
}

public struct Student: Codable, Equatable, Sendable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// A client of `server` under `/api`, with its own memory token store, on a new transport of the kind given.
public func makeClient(
    _ server: TestServer,
    _ configuration: ClientConfiguration = ClientConfiguration(),
    environment: String = "production",
    store: any TokenStore = MemoryTokenStore(),
    transport: TransportKind = .urlSession
) -> NetLayerClient {
    NetLayerClient(
        configuration: configuration,
        environment: ServerEnvironment(name: environment, baseURL: server.url("/api")),
        transport: transport.make(), tokenStore: store)
}

/// A GET endpoint under `/api/<path>` with no prefix or version.
public func endpoint(
    _ id: String, _ path: String, cancel: CancelPolicy = .none, timeout: TimeInterval? = nil, sendsToken: Bool = true,
    responsePath: [String] = []
) -> Endpoint {
    endpoint(id, .GET, path, cancel: cancel, timeout: timeout, sendsToken: sendsToken, responsePath: responsePath)
}

/// An endpoint under `/api/<path>` with no prefix or version.
public func endpoint(
    _ id: String, _ method: HTTPMethod, _ path: String, body: BodyEncoding? = nil,
    cancel: CancelPolicy = .none, timeout: TimeInterval? = nil, sendsToken: Bool = true, responsePath: [String] = []
) -> Endpoint {
    Endpoint(
        id: id, method: method, path: path, body: body, timeout: timeout, sendsToken: sendsToken, cancelPolicy: cancel,
        responsePath: responsePath)
}

/// The error a call ended with, or nil when it succeeded.
public func failure<T>(_ body: () async throws -> T) async -> NetLayerError? {
    do {
        _ = try await body()
        return nil
    } catch let error as NetLayerError {
        return error
    } catch {
        Issue.record("a call threw something other than NetLayerError: \(error)")
        return nil
    }
}
