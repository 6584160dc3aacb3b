import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@testable import NetLayer

/// Reading replies: the envelope, decoding, and each kind of failure.
@Suite(.highPriority) struct ClientReplyTests {
    let configuration = ClientConfiguration(envelope: schoolEnvelope)

    @Test func envelopeSuccessGivesTheWholeResultAndTypedModels() async throws {
        try await withTestServer(
            TestServer.start(
                .get(
                    "/api/list",
                    reply: envelope(
                        data: #"{"dataTotal": 2, "list": [{"id": 1, "name": "小明"}, {"id": 2, "name": "Bo"}]}"#))
            )
        ) { server in
            let client = makeClient(server, configuration)
            let list = endpoint("list", "list", responsePath: ["list"])

            let result = try await client.send(list)
            #expect(result.httpStatus == 200)
            #expect(result.code == 200)
            #expect(result.message == "ok")
            #expect(result.serverTime == "2026-11-22 10:00:00")
            #expect(result.total == 2)
            #expect(result.data?["list"]?.arrayValue?.first?["name"] == "小明")
            #expect(try JSONValue(parsing: result.body)["h"]?["code"] == 200)

            let students = try await client.send(list, as: [Student].self)
            #expect(students == [Student(id: 1, name: "小明"), Student(id: 2, name: "Bo")])
        }
    }

    @Test func businessErrorCarriesTheServersMessage() async throws {
        try await withTestServer(.get("/api/list", reply: envelope(code: 5001, message: "学号不存在"))) {
            server in
            let error = await failure { try await makeClient(server, configuration).send(endpoint("list", "list")) }
            guard case .business(let business)? = error else {
                Issue.record("expected a business error, got \(String(describing: error))")
                return
            }
            #expect(business.code == 5001)
            #expect(business.message == "学号不存在")
            #expect(business.result.httpStatus == 200)
        }
    }

    @Test func stringCodesMatchNumericSuccessCodes() async throws {
        try await withTestServer(.get("/api/list", reply: .json(#"{"h":{"code":"200"},"b":[1]}"#))) {
            server in
            let result = try await makeClient(server, configuration).send(endpoint("list", "list"))
            #expect(result.data == [1])
        }
    }

    @Test func http500KeepsTheBody() async throws {
        try await withTestServer(.get("/api/list", reply: .json(#"{"error":"boom"}"#, status: 500))) {
            server in
            let error = await failure { try await makeClient(server, configuration).send(endpoint("list", "list")) }
            guard case .httpStatus(let http)? = error else {
                Issue.record("expected an HTTP status error, got \(String(describing: error))")
                return
            }
            #expect(http.status == 500)
            #expect(String(decoding: http.body, as: UTF8.self) == #"{"error":"boom"}"#)
        }
    }

    @Test func malformedJSONIsADecodingFailureThatKeepsTheBody() async throws {
        try await withTestServer(.get("/api/list", reply: .json(#"{"h":{"code":200},"b":[1,2"#))) {
            server in
            let error = await failure { try await makeClient(server, configuration).send(endpoint("list", "list")) }
            guard case .decoding(let decoding)? = error else {
                Issue.record("expected a decoding error, got \(String(describing: error))")
                return
            }
            #expect(String(decoding: decoding.body, as: UTF8.self) == #"{"h":{"code":200},"b":[1,2"#)
        }
    }

    @Test func aModelMismatchNamesTheCodingPath() async throws {
        try await withTestServer(
            TestServer.start(
                .get(
                    "/api/list", reply: envelope(data: #"{"list": [{"id": 1, "name": "a"}, {"id": "x", "name": "b"}]}"#)
                ))
        ) { server in
            let error = await failure {
                try await makeClient(server, configuration).send(
                    endpoint("list", "list", responsePath: ["list"]), as: [Student].self)
            }
            guard case .decoding(let decoding)? = error else {
                Issue.record("expected a decoding error, got \(String(describing: error))")
                return
            }
            #expect(decoding.codingPath == "list.1.id")
            #expect(!decoding.body.isEmpty)
        }
    }

    @Test func lenientDecodingWhereAsked() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/list", reply: envelope(data: #"[{"id": "7", "name": null}, {"id": 8, "name": 42}]"#)))
        ) { server in
            var lenient = configuration
            lenient.decoder = ResponseDecoder(leniency: .all)
            let students = try await makeClient(server, lenient).send(endpoint("list", "list"), as: [Student].self)
            #expect(students == [Student(id: 7, name: ""), Student(id: 8, name: "42")])
            let strict = await failure {
                try await makeClient(server, configuration).send(endpoint("list", "list"), as: [Student].self)
            }
            #expect(strict != nil)
        }
    }

    @Test func withoutAnEnvelopeTheBodyIsThePayload() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/t", reply: .json(#"{"statuses": [{"id": 1, "name": "x"}]}"#)))
        ) { server in
            let client = makeClient(server)
            let statuses = try await client.send(endpoint("t", "t", responsePath: ["statuses"]), as: [Student].self)
            #expect(statuses == [Student(id: 1, name: "x")])
        }
    }

    @Test func anEndpointCanOptOutOfTheEnvelope() async throws {
        try await withTestServer(.get("/api/plain", reply: .json("[1, 2]"))) { server throws in
            var plain = endpoint("plain", "plain")
            plain.envelope = .none
            #expect(try await makeClient(server, configuration).send(plain, as: [Int].self) == [1, 2])
        }
    }
}

/// A reply code compares as text with Int and String literals.
@Suite struct ReplyCodeTests {
    @Test func codesCompareAsTextWhicheverWayTheServerWroteThem() {
        #expect(ReplyCode(.number("4040")) == 4040)
        #expect(ReplyCode(.string("4040")) == 4040)
        #expect(ReplyCode(.string("E42")) == "E42")
        #expect(ReplyCode(.number("1.5")) == "1.5")
        #expect(ReplyCode(.number("4040")) != 404)
        #expect(ReplyCode(.null) == nil)
        #expect(ReplyCode(.bool(true)) == nil)
        #expect(ReplyCode(nil) == nil)
        #expect(Set<ReplyCode>([200, "200"]).count == 1)
        #expect(ReplyCode.string("17").intValue == 17)
        switch ReplyCode(.number("4001")) {
        case 4001?: break
        default: Issue.record("a switch over literals matches")
        }
    }
}
