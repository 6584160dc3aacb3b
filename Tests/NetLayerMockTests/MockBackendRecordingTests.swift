import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import Testing

@_spi(Generated) @testable import NetLayerMock

/// Recorded replies replayed as a server sent them: by name as an example is chosen, or to a request like
/// the one each answered, after the same checks of credentials and parameters as any reply.
@Suite struct MockBackendRecordingTests {
    private let list = MockInterface(
        endpoint: mockStudentList, parameters: [MockParameter("page", in: .query, kind: .integer, required: false)],
        examples: [.data("default", mockStudents)],
        recordings: [
            MockRecording(
                "firstPage", method: .GET, target: "/api/student/v5/student/list?page=1&key=<redacted>", status: 200,
                headers: ["Content-Type": "application/json", "X-Served-By": "a", "x-served-by": "b"],
                body: #"{ "h" : {"code":200}, "b" : [ {"id":9} ] }"#),
            MockRecording("busy", status: 503, headers: ["Retry-After": "3"], body: "<html>busy</html>"),
        ])

    @Test func aRecordingOfTheSameRequestIsSentAsItWasRecorded() async throws {
        let (_, backend) = mockClient([list])
        let reply = await mockReply(backend, "GET", "/api/student/v5/student/list?page=1&key=anything")
        #expect(reply.status == 200 && reply.note == "recording firstPage")
        // The bytes as recorded, spaces and all: not the envelope written anew.
        #expect(String(decoding: reply.body, as: UTF8.self) == #"{ "h" : {"code":200}, "b" : [ {"id":9} ] }"#)
        // RFC 9110, section 5.3: a recipient may combine fields of one name, in order, with commas.
        #expect(reply.header("X-Served-By") == "a, b")
        let head = await mockReply(backend, "HEAD", "/api/student/v5/student/list?page=1&key=x")
        #expect(head.note == "recording firstPage" && head.body.isEmpty)
        for other in ["?page=2&key=x", "?key=x&page=1", "?page=1"] {
            let example = await mockReply(backend, "GET", "/api/student/v5/student/list" + other)
            #expect(example.note == "example default", "\(other)")
        }
    }

    @Test func aRecordingChosenByNameAnswersEveryRequest() async throws {
        let (client, backend) = mockClient([list], options: MockOptions(chosenExamples: ["studentList": "busy"]))
        let reply = await mockReply(backend, "GET", "/api/student/v5/student/list?page=4")
        #expect(reply.status == 503 && reply.header("Retry-After") == "3" && reply.note == "recording busy")
        let failure = await failure { try await client.send(mockStudentList) }
        #expect(httpFailure(failure)?.status == 503)
        // The parameters are still checked first, as for an example.
        let wrong = await mockReply(backend, "GET", "/api/student/v5/student/list?page=x")
        #expect(wrong.status == 400)
    }

    @Test func anExampleOfTheSameNameIsChosenBeforeARecording() async throws {
        var interface = list
        interface.recordings.append(MockRecording("default", status: 500, body: "{}"))
        let (_, backend) = mockClient([interface], options: MockOptions(chosenExamples: ["studentList": "default"]))
        let reply = await mockReply(backend, "GET", "/api/student/v5/student/list")
        #expect(reply.status == 200 && reply.note == "example default")
    }

    @Test func aRecordedLoginDeliversAMintedTokenThatLaterCallsCarry() async throws {
        let login = Endpoint(id: "login", method: .POST, path: "login", body: .json, sendsToken: false)
        let me = Endpoint(id: "me", method: .GET, path: "me")
        let configuration = ClientConfiguration(envelope: schoolEnvelope, token: schoolToken)
        let (client, backend) = mockClient(
            [
                MockInterface(
                    endpoint: login, issuesToken: true,
                    recordings: [
                        MockRecording(
                            "signedIn", method: .POST, target: "/api/login", status: 200,
                            headers: ["X-Auth-Token": "<redacted>"],
                            body: #"{"h":{"code":200},"b":{"expiresIn":60,"name":"Ada"}}"#)
                    ]),
                MockInterface(
                    endpoint: me,
                    recordings: [
                        MockRecording(
                            "ada", method: .GET, target: "/api/me", status: 200, body: #"{"h":{"code":200},"b":{}}"#)
                    ]),
            ], configuration)
        // Without a token the recording is not reached: the credentials are checked first.
        let refused = await mockReply(backend, "GET", "/api/me")
        #expect(refused.status == 401)
        _ = try await client.send(login)
        let reply = try await client.send(me)
        #expect(reply.httpStatus == 200)
        let token = try #require(await mockReply(backend, "POST", "/api/login", body: "{}").header("x-auth-token"))
        #expect(token != "<redacted>" && !token.isEmpty)
        let minted = await mockReply(backend, "GET", "/api/me", headers: ["x-auth-token": token])
        #expect(minted.note == "recording ada")
    }
}
