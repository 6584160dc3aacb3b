import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@testable import NetLayer

/// The retries each kind of transfer gets from the one attempt driver (`RetryRules`; docs/runtime.md, "Retries by
/// kind of transfer"): the policy retries calls only, the interceptors every kind, and each failed attempt is
/// logged once, whatever its kind.
@Suite(.highPriority) struct RetryRulesTests {
    /// Quick retries, so that a test that expects none would see them at once.
    private let quick = RetryPolicy(times: 3, backoff: .constant, delay: 0.01, jitter: false)

    /// Answers 503 to the first `failures` requests, then three lines of text.
    private func flaky(failures: Int) async throws -> TestServer {
        let count = Locked(0)
        return try await TestServer.start(
            .get("/api/item") { _ in
                let attempt = count.withLock {
                    $0 += 1
                    return $0
                }
                return attempt <= failures ? .text("busy", status: 503) : .text("a\nb\nc\n")
            })
    }

    private var item: Endpoint { endpoint("item", "item", sendsToken: false) }

    private func expect503(_ error: NetLayerError?) {
        guard case .httpStatus(let failure)? = error else {
            Issue.record("expected the 503, got \(String(describing: error))")
            return
        }
        #expect(failure.status == 503)
    }

    @Test func aCallsPolicyRetriesA503() async throws {
        try await withTestServer(flaky(failures: 1)) { server throws in
            let client = makeClient(server, ClientConfiguration(retry: quick))
            #expect(try await client.send(item).body == Data("a\nb\nc\n".utf8))
            #expect(server.requests.count == 2)
        }
    }

    @Test func aStreamsOpeningIsNotRetriedByThePolicy() async throws {
        try await withTestServer(flaky(failures: 1)) { server in
            let client = makeClient(server, ClientConfiguration(retry: quick))
            expect503(await failure { for try await _ in client.lines(item) {} })
            #expect(server.requests.count == 1)
        }
    }

    @Test func aDownloadIsNotRetriedByThePolicy() async throws {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("retry-rules-\(UUID().uuidString)").appendingPathComponent("item.txt")
        defer { try? FileManager.default.removeItem(at: destination.deletingLastPathComponent()) }
        try await withTestServer(flaky(failures: 1)) { server in
            let client = makeClient(server, ClientConfiguration(retry: quick))
            expect503(await failure { try await client.download(item, to: destination) })
            #expect(server.requests.count == 1)
        }
    }

    /// The interceptors send every kind again, and the driver logs each failed attempt once: the refused
    /// opening of a stream as a call's.
    @Test func theInterceptorsSendEveryKindAgainAndEachFailedAttemptIsLoggedOnce() async throws {
        for kind in ["call", "stream", "download"] {
            let logger = FailureCounter()
            let configuration = ClientConfiguration(interceptors: [RetryOnce()], maxRetries: 1, logger: logger)
            let destination = FileManager.default.temporaryDirectory
                .appendingPathComponent("retry-rules-\(UUID().uuidString)").appendingPathComponent("item.txt")
            defer { try? FileManager.default.removeItem(at: destination.deletingLastPathComponent()) }
            try await withTestServer(flaky(failures: 1)) { server in
                let client = makeClient(server, configuration)
                switch kind {
                case "call": _ = try await client.send(item)
                case "stream":
                    var lines: [String] = []
                    for try await line in client.lines(item) { lines.append(String(decoding: line, as: UTF8.self)) }
                    #expect(lines == ["a", "b", "c"])
                default: #expect(try await client.download(item, to: destination).bytes == 6)
                }
                #expect(server.requests.count == 2, "\(kind): sent again once")
                #expect(logger.failures.withLock { $0 } == 1, "\(kind): the 503 logged once")
            }
        }
    }
}

/// Asks for one more attempt after the first.
private struct RetryOnce: RequestInterceptor {
    func shouldRetry(_ failure: RetryContext, client: NetLayerClient) async -> Bool { failure.attempt == 1 }
}

/// Counts the failed attempts the client logs.
private final class FailureCounter: NetLayerLogger {
    let failures = Locked(0)

    func log(_ event: NetLayerLogEvent) {
        if case .failure = event { failures.withLock { $0 += 1 } }
    }
}
