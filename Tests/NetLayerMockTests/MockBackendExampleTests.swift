import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import TestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// Which example answers: the first, a chosen one, an error at the error
/// rate, or the end of a paged list.
@Suite(.highPriority) struct MockBackendExampleTests {
    private let detail = Endpoint(id: "detail", method: .GET, path: "detail", sendsToken: false)

    private var detailInterface: MockInterface {
        MockInterface(
            endpoint: detail,
            examples: [
                .data("ada", ["id": 1, "name": "Ada"]),
                .data("grace", ["id": 2, "name": "Grace"]),
                .error("notFound", code: 4040, message: "no such student"),
                .error("gone", code: 4100, message: "gone", status: 410),
            ])
    }

    @Test func theFirstExampleIsTheDefaultAndAnotherCanBeChosen() async throws {
        let (client, _) = mockClient([detailInterface])
        #expect(try await client.send(detail, as: Student.self).name == "Ada")
        let (chosen, _) = mockClient([detailInterface], options: MockOptions(chosenExamples: ["detail": "grace"]))
        #expect(try await chosen.send(detail, as: Student.self).name == "Grace")
    }

    @Test func aChosenErrorExampleIsABusinessFailure() async throws {
        let (client, backend) = mockClient(
            [detailInterface], options: MockOptions(chosenExamples: ["detail": "notFound"]))
        let error = await failure { try await client.send(detail) }
        guard case .business(let business)? = error else {
            Issue.record("expected a business failure, got \(String(describing: error))")
            return
        }
        #expect(business.code == 4040)
        #expect(business.message == "no such student")
        let reply = await mockReply(backend, "GET", "/api/detail")
        #expect(reply.status == 200, "an envelope's error comes with HTTP 200")
        #expect(reply.json["b"] == .null)
        #expect(reply.note == "example notFound")

        let (gone, _) = mockClient([detailInterface], options: MockOptions(chosenExamples: ["detail": "gone"]))
        let goneError = await failure { try await gone.send(detail) }
        #expect(httpFailure(goneError)?.status == 410, "an example's own status")
        #expect(httpFailure(goneError)?.message == "gone")
    }

    @Test func withoutAnEnvelopeAnErrorsStatusIsItsCodeWhenThatIsAnHTTPStatus() async throws {
        let plain = Endpoint(id: "plain", method: .GET, path: "plain", sendsToken: false)
        let interface = MockInterface(
            endpoint: plain,
            examples: [.error("missing", code: 404, message: "no"), .error("odd", code: "E1", message: "odd")])
        let (_, notFound) = mockClient(
            [interface], ClientConfiguration(), options: MockOptions(chosenExamples: ["plain": "missing"]))
        let missing = await mockReply(notFound, "GET", "/api/plain")
        #expect(missing.status == 404)
        #expect(missing.json == ["code": 404, "message": "no"])
        let (_, odd) = mockClient(
            [interface], ClientConfiguration(), options: MockOptions(chosenExamples: ["plain": "odd"]))
        let oddReply = await mockReply(odd, "GET", "/api/plain")
        #expect(oddReply.status == 400)
        #expect(oddReply.json == ["code": "E1", "message": "odd"])
    }

    @Test func anUnknownChosenExampleIsA500AndNoExamplesAnswerAnEmptyValue() async throws {
        let (_, backend) = mockClient([detailInterface], options: MockOptions(chosenExamples: ["detail": "nope"]))
        let unknown = await mockReply(backend, "GET", "/api/detail")
        #expect(unknown.status == 500)
        #expect(unknown.json["h"]?["msg"] == "interface 'detail' has no example 'nope'")

        let list = Endpoint(id: "list", method: .GET, path: "list", sendsToken: false)
        let (_, empty) = mockClient([
            MockInterface(endpoint: detail),
            MockInterface(endpoint: list, paging: MockPaging(newer: "since_id", older: "max_id")),
        ])
        #expect(await mockReply(empty, "GET", "/api/detail").json["b"] == .object(JSONObject()))
        #expect(await mockReply(empty, "GET", "/api/list").json["b"] == [])
    }

    /// The statuses of `count` calls to a backend failing at `rate` with `seed`.
    private func statuses(rate: Double, seed: UInt64, count: Int, interface: MockInterface? = nil) async -> [Int] {
        let (_, backend) = mockClient(
            [interface ?? MockInterface(endpoint: detail, examples: [.data("ada", ["id": 1, "name": "Ada"])])],
            options: MockOptions(errorRate: rate, seed: seed))
        var statuses: [Int] = []
        for _ in 0..<count { statuses.append(await mockReply(backend, "GET", "/api/detail").status) }
        return statuses
    }

    @Test func theErrorRateFailsThatShareOfCallsTheSameWayForOneSeed() async throws {
        let first = await statuses(rate: 0.3, seed: 7, count: 200)
        let failed = first.filter { $0 == 500 }.count
        #expect((40...80).contains(failed), "about 60 of 200 calls fail, not \(failed)")
        #expect(Set(first) == [200, 500])
        #expect(await statuses(rate: 0.3, seed: 7, count: 200) == first, "one seed, one sequence")
        #expect(await statuses(rate: 0.3, seed: 8, count: 200) != first)
        #expect(await statuses(rate: 0, seed: 7, count: 50).allSatisfy { $0 == 200 })
        #expect(await statuses(rate: 1, seed: 7, count: 50).allSatisfy { $0 == 500 })
    }

    @Test func theErrorRateAnswersTheFirstErrorExample() async throws {
        let (client, backend) = mockClient([detailInterface], options: MockOptions(errorRate: 1))
        let error = await failure { try await client.send(detail) }
        guard case .business(let business)? = error else {
            Issue.record("expected the notFound example, got \(String(describing: error))")
            return
        }
        #expect(business.code == 4040)
        #expect(await mockReply(backend, "GET", "/api/detail").note == "error rate")

        let (plain, _) = mockClient(
            [MockInterface(endpoint: detail, examples: [.data("ada", ["id": 1, "name": "Ada"])])],
            options: MockOptions(errorRate: 1))
        let plainError = await failure { try await plain.send(detail) }
        #expect(httpFailure(plainError)?.status == 500)
        #expect(httpFailure(plainError)?.message == "mock error (error rate)")
    }

    @Test func aPagedListEndsWhenTheOlderCursorIsSet() async throws {
        let timeline = Endpoint(id: "timeline", method: .GET, path: "timeline", sendsToken: false)
        let (client, backend) = mockClient([
            MockInterface(
                endpoint: timeline,
                parameters: [
                    MockParameter("since_id", in: .query, kind: .integer),
                    MockParameter("max_id", in: .query, kind: .integer),
                ],
                examples: [.data("page", [["id": 3, "name": "c"], ["id": 2, "name": "b"], ["id": 1, "name": "a"]])],
                paging: MockPaging(newer: "since_id", older: "max_id"))
        ])
        let pager = CursorPager<Student, Int>(id: { $0.id }) { newer, older throws(NetLayerError) in
            try await client.send(
                timeline,
                parameters: [
                    Parameter("since_id", newer ?? 0, in: .query), Parameter("max_id", older ?? 0, in: .query),
                ],
                as: [Student].self)
        }
        #expect(try await pager.refresh().map(\.id) == [3, 2, 1])
        #expect(try await pager.loadOlder().isEmpty)
        #expect(try await pager.loadOlder().isEmpty)
        #expect(await pager.hasOlder == false, "the pager stops as against a real server")
        let end = await mockReply(backend, "GET", "/api/timeline?since_id=0&max_id=1")
        #expect(end.json["b"] == [])
        #expect(end.note == "paging end")
        #expect(await mockReply(backend, "GET", "/api/timeline?since_id=0&max_id=0").json["b"]?.arrayValue?.count == 3)
    }

    /// With an hour's latency, a reply that waited it out would not come before the
    /// time limit: the cancelled one can only have ended on its cancellation.
    @Test(.timeLimit(.minutes(10)))
    func aReplyWaitsTheLatencyAndEndsAtOnceWhenCancelled() async throws {
        let interface = MockInterface(endpoint: detail, examples: [.data("ada", ["id": 1, "name": "Ada"])])
        let (client, _) = mockClient([interface], options: MockOptions(latency: .milliseconds(200)))
        let start = ContinuousClock.now
        _ = try await client.send(detail)
        #expect(ContinuousClock.now - start >= .milliseconds(200))

        let (_, slow) = mockClient([interface], options: MockOptions(latency: .seconds(3600)))
        let asking = TestEvent()
        let task = Task {
            asking.fire()
            return await mockReply(slow, "GET", "/api/detail")
        }
        // Cancelled as it starts to wait, or just before: the wait then ends at once the same way.
        await asking.wait()
        task.cancel()
        let reply = await task.value
        #expect(reply.note == "cancelled")
    }
}
