import Foundation
import GeneratedSchool
import LoopbackServers
import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing
import TransportKinds

/// The generated completion-closure variants and the delegate entry point,
/// over a loopback School backend.
@Suite(.highPriority) struct SchoolDeliveryTests {
    private func backend() async throws -> TestServer {
        try await TestServer.start(
            TestRoute("GET", "/api/public/v5/banner/list") { _ in
                .json(#"{"h":{"code":200,"msg":"ok"},"b":[{"title":"开学","link":"https://school.example/a"}]}"#)
            },
            TestRoute("GET", "/api/student/v5/student/*") { request in
                .json(
                    #"{"h":{"code":200,"msg":"ok"},"#
                        + #""b":{"id":7,"name":"\#(request.path)","joined_at":"2026-09-01T08:00:00Z"}}"#
                )
            })
    }

    @Test(arguments: TransportKind.all)
    func completionClosuresDeliverDecodedModels(_ kind: TransportKind) async throws {
        try await withTestServer(backend()) { server throws in
            let client = SchoolClient.loggedIn(to: server, over: kind)
            let banners = await withCheckedContinuation { continuation in
                client.public.banner { continuation.resume(returning: $0) }
            }
            #expect(try banners.get() == [Banner(title: "开学", link: URL(string: "https://school.example/a")!)])
            let student = await withCheckedContinuation { continuation in
                client.student.studentDetail(stuId: "7") { continuation.resume(returning: $0) }
            }
            #expect(try student.get().name == "/api/student/v5/student/7/detail")
        }
    }

    /// Sends `studentDetail` through the delegate entry point; returns what
    /// the delegate was told.
    private func sendThroughDelegate(
        _ parameters: [String: any ParameterValueConvertible], to server: TestServer, _ kind: TransportKind
    ) async -> (RequestInterface, Result<RequestResult, NetLayerError>) {
        let client = SchoolClient.loggedIn(to: server, over: kind)
        let delegate = Recorder()
        return await withCheckedContinuation { continuation in
            delegate.finished = { interface, result in continuation.resume(returning: (interface, result)) }
            client.send(.studentDetail, parameters: parameters, delegate: delegate)
        }
    }

    @Test(arguments: TransportKind.all)
    func theDelegateEntryPointTakesParametersBySpecName(_ kind: TransportKind) async throws {
        try await withTestServer(backend()) { server in
            let result = await sendThroughDelegate(["stuId": "8"], to: server, kind)
            #expect(result.0 == .studentDetail)
            let reply = try result.1.get()
            #expect(reply.data?["name"] == "/api/student/v5/student/8/detail")
            #expect(server.lastRequest?.query == "systemType=ios")
        }
    }

    /// A misspelt name is not dropped without a word: the call ends in
    /// `.invalidRequest`, naming it, and nothing is sent.
    @Test(arguments: TransportKind.all)
    func aNameTheInterfaceDoesNotHaveEndsTheCall(_ kind: TransportKind) async throws {
        try await withTestServer(backend()) { server throws in
            let result = await sendThroughDelegate(["stuID": "8"], to: server, kind)
            guard case .failure(.invalidRequest(let message)) = result.1 else {
                Issue.record("expected .invalidRequest, got \(result.1)")
                return
            }
            #expect(message == "interface 'studentDetail' has no parameter 'stuID'; it has 'stuId'")
            #expect(server.lastRequest == nil)
            #expect(throws: NetLayerError.self) { try RequestInterface.banner.parameters(from: ["page": 1]) }
            #expect(try RequestInterface.homeTimeline.parameters(from: ["maxId": 9]).map(\.name) == ["max_id"])
        }
    }
}

private final class Recorder: SchoolClientDelegate, @unchecked Sendable {
    var finished: (@Sendable (RequestInterface, Result<RequestResult, NetLayerError>) -> Void)?

    func client(
        _ client: SchoolClient, didFinish interface: RequestInterface, with result: Result<RequestResult, NetLayerError>
    ) {
        finished?(interface, result)
    }
}
