import Foundation
@_spi(Generated) import NetLayer
import RuntimeTestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayerMock

/// A request missing a required parameter, or carrying one of the wrong
/// kind, is answered 400 with a message naming it, wherever it travels.
@Suite(.highPriority) struct MockBackendParameterTests {
    private let ok = MockExample.data("ok", ["id": 1, "name": "Ada"])

    /// The message of the 400 a call of `endpoint` with `parameters` ends in; nil (recorded) when it does not.
    private func badRequest(
        _ endpoint: Endpoint, checking checked: [MockParameter], sending parameters: [Parameter],
        configuration: ClientConfiguration = ClientConfiguration(envelope: schoolEnvelope),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> String? {
        let (client, _) = mockClient(
            [MockInterface(endpoint: endpoint, parameters: checked, examples: [ok])], configuration)
        let error = await failure { try await client.send(endpoint, parameters: parameters) }
        guard let http = httpFailure(error, sourceLocation: sourceLocation) else { return nil }
        #expect(http.status == 400, sourceLocation: sourceLocation)
        return http.message ?? (try? JSONValue(parsing: http.body))?["message"]?.stringValue
    }

    @Test func queryParametersAreRequiredAndOfTheirKind() async throws {
        let list = Endpoint(id: "list", method: .GET, path: "list", sendsToken: false)
        let checked = [
            MockParameter("stuId", in: .query, kind: .integer),
            MockParameter("tags", in: .query, kind: .array(.oneOf(["a", "b"])), required: false),
        ]
        let missing = await badRequest(list, checking: checked, sending: [])
        #expect(missing == "missing parameter 'stuId' (query)")
        let wrong = await badRequest(list, checking: checked, sending: [Parameter("stuId", "abc", in: .query)])
        #expect(wrong == "parameter 'stuId' (query) must be an integer, not 'abc'")
        let wrongItem = await badRequest(
            list, checking: checked,
            sending: [Parameter("stuId", 7, in: .query), Parameter("tags", ["a", "z"], in: .query)])
        #expect(wrongItem == "each value of parameter 'tags' (query) must be one of 'a', 'b', not 'z'")

        let (client, backend) = mockClient([MockInterface(endpoint: list, parameters: checked, examples: [ok])])
        let passing = try await client.send(
            list,
            parameters: [
                Parameter("stuId", 7, in: .query), Parameter("tags", ["a", "b"], in: .query),
                Parameter("extra", "ignored", in: .query),
            ], as: Student.self)
        #expect(passing.name == "Ada", "an unknown parameter is ignored")
        let reply = await mockReply(backend, "GET", "/api/list?stuId=x1")
        #expect(reply.json["h"]?["code"] == 400, "inside the envelope")
        #expect(reply.note == "wrong parameter stuId")
        #expect(await mockReply(backend, "GET", "/api/list").note == "missing parameter stuId")
    }

    @Test func pathAndHeaderParametersAreChecked() async throws {
        let detail = Endpoint(id: "detail", method: .GET, path: "student/{stuId}", sendsToken: false)
        let checked = [MockParameter("stuId", in: .path, kind: .integer), MockParameter("X-Device", in: .header)]
        let wrongPath = await badRequest(
            detail, checking: checked,
            sending: [Parameter("stuId", "seven", in: .path), Parameter("X-Device", "d", in: .header)])
        #expect(wrongPath == "parameter 'stuId' (path) must be an integer, not 'seven'")
        let noHeader = await badRequest(detail, checking: checked, sending: [Parameter("stuId", 7, in: .path)])
        #expect(noHeader == "missing parameter 'X-Device' (header)")
    }

    @Test func formBodiesAreRead() async throws {
        let save = Endpoint(id: "save", method: .POST, path: "save", body: .form, sendsToken: false)
        let checked = [MockParameter("name", in: .body), MockParameter("active", in: .body, kind: .boolean)]
        let wrong = await badRequest(
            save, checking: checked,
            sending: [Parameter("name", "a+b c", in: .body), Parameter("active", "maybe", in: .body)])
        #expect(wrong == "parameter 'active' (body) must be true or false, not 'maybe'")
        let missing = await badRequest(save, checking: checked, sending: [Parameter("active", true, in: .body)])
        #expect(missing == "missing parameter 'name' (body)")
        let (client, _) = mockClient([
            MockInterface(
                endpoint: save, parameters: [MockParameter("name", in: .body, kind: .oneOf(["a+b c"]))], examples: [ok])
        ])
        _ = try await client.send(save, parameters: [Parameter("name", "a+b c", in: .body)])
    }

    @Test func jsonBodiesKeepTheirTypes() async throws {
        let save = Endpoint(id: "save", method: .POST, path: "save", body: .json, sendsToken: false)
        let checked = [
            MockParameter("age", in: .body, kind: .integer),
            MockParameter("grade", in: .body, kind: .oneOf(["A", "B"])),
            MockParameter("scores", in: .body, kind: .array(.number), required: false),
        ]
        let wrongType = await badRequest(
            save, checking: checked,
            sending: [Parameter("age", "twelve", in: .body), Parameter("grade", "A", in: .body)])
        #expect(wrongType == "parameter 'age' (body) must be an integer, not \"twelve\"")
        let notOneOf = await badRequest(
            save, checking: checked, sending: [Parameter("age", 12, in: .body), Parameter("grade", "C", in: .body)])
        #expect(notOneOf == "parameter 'grade' (body) must be one of 'A', 'B', not \"C\"")
        let badItem = await badRequest(
            save, checking: checked,
            sending: [
                Parameter("age", 12, in: .body), Parameter("grade", "B", in: .body),
                Parameter("scores", .value([1.5, "x"]), in: .body),
            ])
        #expect(badItem == "each value of parameter 'scores' (body) must be a number, not \"x\"")
        let missing = await badRequest(save, checking: checked, sending: [Parameter("grade", "B", in: .body)])
        #expect(missing == "missing parameter 'age' (body)")
        let (client, _) = mockClient([MockInterface(endpoint: save, parameters: checked, examples: [ok])])
        _ = try await client.send(
            save,
            parameters: [
                Parameter("age", 12, in: .body), Parameter("grade", "B", in: .body),
                Parameter("scores", [1.5, 2], in: .body),
            ])
    }

    /// RFC 9110, section 15.5.1: "The 400 (Bad Request) status code indicates that the server cannot or will not
    /// process the request due to something that is perceived to be a client error (e.g., malformed request
    /// syntax …)". A body that is not what its encoding says is such an error, whether or not a parameter is missing.
    @Test func aBodyThatIsNotWhatItsEncodingSaysIsRefused() async throws {
        let save = Endpoint(id: "save", method: .POST, path: "save", body: .json, sendsToken: false)
        let optional = [MockParameter("note", in: .body, required: false)]
        let (_, backend) = mockClient([MockInterface(endpoint: save, parameters: optional, examples: [ok])])
        let json = ["Content-Type": "application/json"]
        let garbage = await mockReply(backend, "POST", "/api/save", headers: json, body: "\u{1}\u{2}garbage{")
        #expect(garbage.status == 400)
        #expect(garbage.note == "body not JSON")
        #expect(garbage.json["h"]?["msg"]?.stringValue?.hasPrefix("the body is not JSON: ") == true)
        let array = await mockReply(backend, "POST", "/api/save", headers: json, body: "[1, 2]")
        #expect(array.status == 400)
        #expect(array.json["h"]?["msg"] == "the body must be a JSON object, not [1,2]")
        #expect(await mockReply(backend, "POST", "/api/save", headers: json, body: "{}").status == 200)
        #expect(await mockReply(backend, "POST", "/api/save").status == 200, "no body: no parameter is sent")

        let upload = Endpoint(id: "upload", method: .POST, path: "upload", body: .multipart, sendsToken: false)
        let (_, uploads) = mockClient([MockInterface(endpoint: upload, parameters: [], examples: [ok])])
        let noBoundary = await mockReply(
            uploads, "POST", "/api/upload", headers: ["Content-Type": "multipart/form-data"], body: "--x\r\n")
        #expect(noBoundary.status == 400)
        #expect(noBoundary.note == "body without boundary")
    }

    /// The spec's `Int` and `Int64` are 64 bits: digits beyond them are refused as a server's parser refuses them.
    @Test func anIntegerBeyondSixtyFourBitsIsRefused() async throws {
        let detail = Endpoint(id: "detail", method: .GET, path: "order/{id}", sendsToken: false)
        let checked = [MockParameter("id", in: .path, kind: .integer)]
        let (_, backend) = mockClient([MockInterface(endpoint: detail, parameters: checked, examples: [ok])])
        let tooBig = await mockReply(backend, "GET", "/api/order/99999999999999999999")
        #expect(tooBig.status == 400)
        #expect(
            tooBig.json["h"]?["msg"]?.stringValue
                == "parameter 'id' (path) must be an integer from -9223372036854775808 to 9223372036854775807, "
                + "not '99999999999999999999'")
        #expect(await mockReply(backend, "GET", "/api/order/9223372036854775807").status == 200)
        #expect(await mockReply(backend, "GET", "/api/order/-9223372036854775808").status == 200)
        #expect(await mockReply(backend, "GET", "/api/order/9223372036854775808").status == 400)
    }

    @Test func multipartBodiesAreReadPartByPart() async throws {
        let upload = Endpoint(id: "upload", method: .POST, path: "upload", body: .multipart, sendsToken: false)
        let checked = [
            MockParameter("avatar", in: .body, kind: .file), MockParameter("size", in: .body, kind: .integer),
        ]
        let file = FilePart(
            data: Data("PNG\r\n--not-a-boundary\r\n".utf8), fileName: "a \"b\".png", mimeType: "image/png")
        let notAFile = await badRequest(
            upload, checking: checked,
            sending: [Parameter("avatar", "text", in: .body), Parameter("size", 3, in: .body)])
        #expect(notAFile == "parameter 'avatar' (body) must be a file, not 'text'")
        let wrongSize = await badRequest(
            upload, checking: checked,
            sending: [Parameter("avatar", .files([file]), in: .body), Parameter("size", "big", in: .body)])
        #expect(wrongSize == "parameter 'size' (body) must be an integer, not 'big'")
        let missing = await badRequest(upload, checking: checked, sending: [Parameter("size", 3, in: .body)])
        #expect(missing == "missing parameter 'avatar' (body)")
        let (client, _) = mockClient([MockInterface(endpoint: upload, parameters: checked, examples: [ok])])
        _ = try await client.send(
            upload, parameters: [Parameter("avatar", .files([file]), in: .body), Parameter("size", 3, in: .body)])
    }

    @Test func theMultipartParserReadsNamesFileNamesAndBytes() {
        let body = Data(
            ("preamble\r\n--b;1\r\nContent-Disposition: form-data; name=\"a;b\"\r\n\r\none\r\n"
                + "--b;1\r\ncontent-disposition: form-data; name=\"f\"; filename=\"x%22.txt\"\r\n"
                + "Content-Type: text/plain\r\n\r\n"
                + "two\r\nlines\r\n--b;1--\r\n").utf8)
        let boundary = MultipartFormParser.boundary(inContentType: "multipart/form-data; boundary=\"b;1\"")
        #expect(boundary == "b;1")
        let parts = MultipartFormParser.parts(of: body, boundary: boundary ?? "")
        #expect(parts.map(\.name) == ["a;b", "f"])
        #expect(parts.map(\.fileName) == [nil, "x\".txt"])
        #expect(parts.map { String(decoding: $0.data, as: UTF8.self) } == ["one", "two\r\nlines"])
    }

    @Test func aContentParameterIsTheWholeBody() async throws {
        let save = Endpoint(id: "save", method: .POST, path: "save", sendsToken: false)
        let checked = [MockParameter("student", in: .content, kind: .json)]
        let missing = await badRequest(save, checking: checked, sending: [])
        #expect(missing == "missing parameter 'student' (content)")
        let (client, backend) = mockClient([MockInterface(endpoint: save, parameters: checked, examples: [ok])])
        _ = try await client.send(save, parameters: [Parameter("student", .value(["id": 1]), in: .content)])
        let notJSON = await mockReply(backend, "POST", "/api/save", body: "{oops")
        #expect(notJSON.status == 400)
        #expect(notJSON.json["h"]?["msg"] == "parameter 'student' (content) must be JSON, not '{oops'")
    }

    @Test func withoutAnEnvelopeTheMessageIsTheWholeBody() async throws {
        let list = Endpoint(id: "list", method: .GET, path: "list", sendsToken: false)
        let (_, backend) = mockClient(
            [MockInterface(endpoint: list, parameters: [MockParameter("q", in: .query)], examples: [ok])],
            ClientConfiguration())
        let reply = await mockReply(backend, "GET", "/api/list")
        #expect(reply.status == 400)
        #expect(reply.json == ["message": "missing parameter 'q' (query)"])
    }
}
