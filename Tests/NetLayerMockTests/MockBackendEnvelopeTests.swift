import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// Replies are wrapped in the endpoint's envelope, as the real server wraps them.
@Suite(.highPriority) struct MockBackendEnvelopeTests {
    @Test func dataGoesInsideTheEnvelopeWithTheSuccessCodeMessageAndTime() async throws {
        let (client, backend) = mockClient([
            MockInterface(endpoint: mockStudentList, examples: [.data("two", mockStudents)])
        ])
        let before = Int(Date().timeIntervalSince1970)
        let reply = await mockReply(backend, "GET", "/api/student/v5/student/list")
        let after = Int(Date().timeIntervalSince1970)
        #expect(reply.json["h"]?["code"] == 200)
        #expect(reply.json["h"]?["msg"] == "ok")
        let time = try #require(reply.json["h"]?["time"]?.intValue)
        #expect((before...after).contains(time), "the time is now, in seconds")
        #expect(reply.json["b"] == mockStudents)
        #expect(reply.json["b"]?["dataTotal"] == nil, "no total set inside an array")

        let result = try await client.send(mockStudentList)
        #expect(result.code == 200)
        #expect(result.message == "ok")
        #expect(result.total == nil)
        #expect(try client.decode([Student].self, from: result, of: mockStudentList).count == 2)
    }

    @Test func theResponsePathNestsTheDataAndTheTotalCountsIt() async throws {
        let page = Endpoint(id: "page", method: .GET, path: "page", sendsToken: false, responsePath: ["list", "items"])
        let (client, backend) = mockClient([MockInterface(endpoint: page, examples: [.data("two", mockStudents)])])
        let reply = await mockReply(backend, "GET", "/api/page")
        #expect(reply.json["b"]?["list"]?["items"] == mockStudents)
        #expect(reply.json["b"]?["dataTotal"] == 2)
        let result = try await client.send(page)
        #expect(result.total == 2)
        #expect(
            try client.decode([Student].self, from: result, of: page) == [
                Student(id: 1, name: "Ada"), Student(id: 2, name: "Grace"),
            ])
    }

    @Test func anEndpointWithoutEnvelopeAnswersItsDataAlone() async throws {
        let plain = Endpoint(id: "plain", method: .GET, path: "plain", sendsToken: false, envelope: .none)
        let (client, backend) = mockClient([MockInterface(endpoint: plain, examples: [.data("two", mockStudents)])])
        #expect(await mockReply(backend, "GET", "/api/plain").json == mockStudents)
        #expect(try await client.send(plain, as: [Student].self).count == 2)
    }

    @Test func anEndpointsOwnEnvelopeWins() async throws {
        let own = EnvelopeFormat(
            code: ["status"], message: ["error", "text"], data: nil, total: ["count"], success: ["OK", "0"])
        let custom = Endpoint(id: "custom", method: .GET, path: "custom", sendsToken: false, envelope: .custom(own))
        let (client, backend) = mockClient([
            MockInterface(endpoint: custom, examples: [.data("one", ["id": 5, "name": "Lin"])])
        ])
        let reply = await mockReply(backend, "GET", "/api/custom")
        #expect(reply.json == ["status": "OK", "error": ["text": "ok"], "id": 5, "name": "Lin"])
        #expect(try await client.send(custom, as: Student.self) == Student(id: 5, name: "Lin"))
    }

    @Test func settingAValueNeverReplacesWhatIsInTheWay() {
        let reply: JSONValue = ["b": [1, 2], "h": ["code": 200]]
        #expect(reply.setting(2, at: ["b", "dataTotal"], replacing: false) == nil)
        #expect(reply.setting(2, at: ["h", "code"], replacing: false) == nil)
        #expect(
            reply.setting("x", at: ["h", "msg"], replacing: false) == ["b": [1, 2], "h": ["code": 200, "msg": "x"]])
        #expect(JSONValue.null.setting(1, at: ["a", "b"]) == ["a": ["b": 1]])
    }
}
