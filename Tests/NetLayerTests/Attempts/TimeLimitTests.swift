import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@testable import NetLayer

/// The time-outs of every kind are the attempt driver's (`TimeLimit`; docs/runtime.md, "Retries by kind of
/// transfer"): a kind names its limit, and the driver starts its clock, ends a transfer that ran out with the
/// `.timedOut` a stream gets, and hands a stream's running clock over with its body. Each test waits for the
/// limit itself: a server that never answers, or never writes past the head, cannot end the transfer first.
@Suite(.highPriority) struct TimeLimitTests {
    private let silent = endpoint("silent", "silent", sendsToken: false)

    private func client(_ baseURL: URL) -> NetLayerClient {
        NetLayerClient(
            configuration: ClientConfiguration(), environment: ServerEnvironment(name: "production", baseURL: baseURL))
    }

    private func timedOut(_ error: NetLayerError?) -> Bool {
        guard case .timedOut? = error else {
            Issue.record("expected a time-out, got \(String(describing: error))")
            return false
        }
        return true
    }

    private func opening(_ client: NetLayerClient, _ control: StreamControl) -> StreamOpening {
        let source = StreamSource(
            client: client, endpoint: silent, parameters: [], options: StreamOptions(), format: .lines)
        return StreamOpening(client: client, source: source, headers: [:], control: control, options: TransferOptions())
    }

    @Test func anIdleLimitEndsAStreamsOpeningThatNeverAnswersAsTimedOut() async throws {
        try await StreamServer.run { server in
            let client = client(server.url("/api"))
            let driver = AttemptDriver(
                client: client, endpoint: silent, rules: .streamOpening, limit: .idle(0.3, firstByte: nil))
            let result = await driver.open(opening(client, StreamControl()))
            #expect(timedOut(result.failureValue))
            let connection = try #require(await server.connection())
            await connection.waitUntilClientCloses()
        }
    }

    /// The body outlives its opening: the clock the driver started for the opening is the one that ends a body
    /// that goes quiet after its head.
    @Test func theClockAStreamsOpeningStartedEndsItsQuietBody() async throws {
        try await StreamServer.run { server in
            let client = client(server.url("/api"))
            let control = StreamControl()
            let driver = AttemptDriver(
                client: client, endpoint: silent, rules: .streamOpening, limit: .idle(0.3, firstByte: 60))
            async let opening = driver.open(opening(client, control))
            let connection = try #require(await server.connection())
            connection.writeHead()
            let opened = try await opening.get()
            // As the reader does for a chunk: from now on the idle 0.3 s apply, not the first byte's minute.
            opened.clock.moved()
            #expect(timedOut(await failure { try await control.read(opened.body) }))
            #expect(opened.clock.end())
            await connection.waitUntilClientCloses()
        }
    }

    /// A limit is the driver's, whatever the kind: a deadline given to a download ends it as a call's ends a call,
    /// and an idle limit given to a call ends it as a stream's ends a stream.
    @Test func eitherLimitEndsEitherKindAsTimedOut() async throws {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("time-limit-\(UUID().uuidString)").appendingPathComponent("silent.txt")
        defer { try? FileManager.default.removeItem(at: destination.deletingLastPathComponent()) }
        try await withTestServer(.get("/api/silent", reply: .never)) { server in
            let client = makeClient(server)
            let call = CallTransfer(
                client: client, endpoint: silent, parameters: [], options: TransferOptions(), fallback: nil)
            let idle = AttemptDriver(
                client: client, endpoint: silent, rules: .call(policy: nil), limit: .idle(0.3, firstByte: nil))
            #expect(timedOut(await idle.run(call).failureValue))
            let download = DownloadTransfer(
                client: client, endpoint: silent, parameters: [], partial: PartialDownload(destination: destination),
                options: DownloadOptions())
            let deadline = AttemptDriver(
                client: client, endpoint: silent, rules: .download(retries: 0), limit: .deadline(0.3))
            #expect(timedOut(await deadline.run(download).failureValue))
            #expect(client.callsInFlight == 0)
        }
    }
}

extension Result where Failure == NetLayerError {
    /// The error the transfer ended with; nil when it succeeded.
    fileprivate var failureValue: NetLayerError? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
