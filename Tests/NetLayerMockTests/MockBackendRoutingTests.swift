import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// Each interface is served at the path of its URL, whatever its host.
@Suite(.highPriority) struct MockBackendRoutingTests {
    @Test func servesEachInterfaceAtItsURLPath() async throws {
        let (client, backend) = mockClient([
            MockInterface(endpoint: mockStudentList, examples: [.data("two", mockStudents)])
        ])
        let students = try await client.send(mockStudentList, as: [Student].self)
        #expect(students == [Student(id: 1, name: "Ada"), Student(id: 2, name: "Grace")])
        let reply = await mockReply(backend, "GET", "/api/student/v5/student/list")
        #expect(reply.status == 200)
        #expect(reply.interface == "studentList")
        #expect(reply.note == "example two")
        #expect(await mockReply(backend, "GET", "/api/student/v5/student/list/").status == 200, "a trailing slash")
        #expect(await mockReply(backend, "GET", "/student/v5/student/list").status == 404, "the base's path counts")
    }

    @Test func servesTheChosenEnvironmentsPrefixes() async throws {
        let login = Endpoint(
            id: "login", method: .POST, path: "login",
            prefix: .each([("production", "account/api"), ("staging", "app/account/api")]), sendsToken: false)
        let interfaces = [MockInterface(endpoint: login, examples: [.data("ok", ["id": 1, "name": "me"])])]
        let staging = MockBackend(
            interfaces: interfaces, configuration: ClientConfiguration(envelope: schoolEnvelope),
            server: mockProduction,
            options: MockOptions(environment: "staging"))
        #expect(await mockReply(staging, "POST", "/api/app/account/api/login").status == 200)
        #expect(await mockReply(staging, "POST", "/api/account/api/login").status == 404)
        let (client, _) = mockClient(interfaces)
        #expect(try await client.send(login, as: Student.self).name == "me", "production's prefix by default")
    }

    @Test func placeholdersMatchOneSegmentAndArePercentDecoded() async throws {
        let detail = Endpoint(id: "detail", method: .GET, path: "student/{stuId}/card-{side}.json", sendsToken: false)
        let list = Endpoint(id: "list", method: .GET, path: "student/list/card-all.json", sendsToken: false)
        let (client, backend) = mockClient([
            MockInterface(
                endpoint: detail,
                parameters: [
                    MockParameter("stuId", in: .path, kind: .oneOf(["a b/c", "7"])),
                    MockParameter("side", in: .path, kind: .oneOf(["front", "back"])),
                ],
                examples: [.data("one", ["id": 7, "name": "Ada"])]),
            MockInterface(endpoint: list, examples: [.data("all", mockStudents)]),
        ])
        let student = try await client.send(
            detail, parameters: [Parameter("stuId", "a b/c", in: .path), Parameter("side", "front", in: .path)],
            as: Student.self)
        #expect(student.id == 7, "`a%20b%2Fc` is one segment, decoded to `a b/c`")
        let wrong = await failure {
            try await client.send(
                detail, parameters: [Parameter("stuId", "8", in: .path), Parameter("side", "front", in: .path)])
        }
        #expect(httpFailure(wrong)?.message?.contains("'stuId'") == true)
        #expect(await mockReply(backend, "GET", "/api/student/list/card-all.json").interface == "list", "literal wins")
        #expect(await mockReply(backend, "GET", "/api/student/7/card-back.json").interface == "detail")
        #expect(await mockReply(backend, "GET", "/api/student/7/x/card-back.json").status == 404, "one segment only")
        #expect(await mockReply(backend, "GET", "/api/student/7/card-.json").status == 404, "no empty value")
    }

    /// `{position}.{ext}` (TomTom's search): the position holds the dot that parts it from the format.
    @Test func aPlaceholderBeforeASeparatorTakesTheLongestValue() async throws {
        let geocode = Endpoint(id: "geocode", method: .GET, path: "reverse/{position}.{ext}", sendsToken: false)
        let (_, backend) = mockClient([
            MockInterface(
                endpoint: geocode,
                parameters: [
                    MockParameter("position", in: .path),
                    MockParameter("ext", in: .path, kind: .oneOf(["json", "xml"])),
                ],
                examples: [.data("one", ["id": 7, "name": "Ada"])])
        ])
        let reply = await mockReply(backend, "GET", "/api/reverse/37.8328,-122.27669.xml")
        #expect(reply.status == 200, "\(reply.note)")
        #expect(reply.interface == "geocode")
    }

    @Test func aModuleOnAnotherHostIsServedAtItsURLPath() async throws {
        let upload = Endpoint(
            id: "upload", method: .POST, path: "avatar", prefix: .same("files"),
            base: .same("https://upload.other.example/v2"), body: .multipart, sendsToken: false)
        let (client, backend) = mockClient([
            MockInterface(endpoint: upload, examples: [.data("ok", ["id": 3, "name": "a.png"])])
        ])
        #expect(try await client.send(upload, as: Student.self).name == "a.png")
        let reply = await mockReply(backend, "POST", "/v2/files/avatar")
        #expect(reply.interface == "upload")
        #expect(await mockReply(backend, "POST", "/api/files/avatar").status == 404, "not under the main base")
    }

    /// OpenAPI 3.1.1, section 4.8.8.2: "When matching URLs, concrete (non-templated) paths would be matched before
    /// their templated counterparts." The methods of `/user/logout` are its own, not those of `/user/{name}`.
    @Test func aConcretePathIsMatchedBeforeATemplatedOne() async throws {
        let logout = Endpoint(id: "logout", method: .GET, path: "user/logout", sendsToken: false)
        let delete = Endpoint(id: "delete", method: .DELETE, path: "user/{name}", sendsToken: false)
        let (_, backend) = mockClient([
            MockInterface(endpoint: logout, examples: [.data("ok", [:])]),
            MockInterface(endpoint: delete, examples: [.data("ok", [:])]),
        ])
        let deleteLogout = await mockReply(backend, "DELETE", "/api/user/logout")
        #expect(deleteLogout.status == 405)
        #expect(deleteLogout.header("Allow") == "GET, HEAD")
        #expect(await mockReply(backend, "GET", "/api/user/logout").interface == "logout")
        #expect(await mockReply(backend, "DELETE", "/api/user/ada").interface == "delete")
        let getAda = await mockReply(backend, "GET", "/api/user/ada")
        #expect(getAda.status == 405)
        #expect(getAda.header("Allow") == "DELETE")
    }

    @Test func anUnknownPathIs404AndAnotherMethodIs405() async throws {
        let save = Endpoint(id: "save", method: .PUT, path: "student/list", prefix: .same("student"), version: "v5")
        let (client, backend) = mockClient([
            MockInterface(endpoint: mockStudentList, examples: [.data("two", mockStudents)]),
            MockInterface(endpoint: save, examples: [.data("ok", [:])]),
        ])
        let missing = await mockReply(backend, "GET", "/api/nothing/here")
        #expect(missing.status == 404)
        #expect(missing.interface == nil)
        #expect(missing.json["message"]?.stringValue?.contains("/api/nothing/here") == true)
        #expect(missing.header("content-type") == "application/json")

        let wrongMethod = await mockReply(backend, "DELETE", "/api/student/v5/student/list")
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.header("Allow") == "GET, HEAD, PUT")
        #expect(wrongMethod.note == "method not allowed")

        let viaClient = await failure { try await client.send(Endpoint(id: "x", method: .GET, path: "x")) }
        #expect(httpFailure(viaClient)?.status == 404)
    }

    @Test func headIsAnsweredAsGetWithoutABody() async throws {
        let (_, backend) = mockClient([MockInterface(endpoint: mockStudentList, examples: [.data("two", mockStudents)])]
        )
        let head = await mockReply(backend, "HEAD", "/api/student/v5/student/list")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.interface == "studentList")
        #expect(head.header("Content-Type") == "application/json")
    }
}
