import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@testable import NetLayer

/// What the server receives for each way parameters travel.
@Suite(.highPriority) struct ClientEncodingTests {
    static let tricky = "a b+c&d=e/f?g#h%i 学生 😀"

    @Test func queryValuesRoundTripExactly() async throws {
        try await withTestServer(.get("/api/search", reply: .json("{}"))) { server in
            let client = makeClient(server)
            _ = try await client.send(
                endpoint("search", "search"),
                parameters: [
                    Parameter("q", Self.tricky, in: .query), Parameter("tag", ["x", "y z"], in: .query),
                    Parameter("n", 7, in: .query),
                ])
            let request = try #require(server.lastRequest(path: "/api/search"))
            #expect(
                request.query
                    == "q=a%20b%2Bc%26d%3De%2Ff%3Fg%23h%25i%20%E5%AD%A6%E7%94%9F%20%F0%9F%98%80&tag=x&tag=y%20z&n=7")
            #expect(request.queryValue("q") == Self.tricky)
        }
    }

    /// An endpoint without a body sends its body parameters in the query,
    /// where the mock backend looks for them, instead of dropping them.
    @Test func bodyParametersOfAnEndpointWithoutABodyGoInTheQuery() async throws {
        try await withTestServer(.get("/api/search", reply: .json("{}"))) { server in
            _ = try await makeClient(server).send(
                endpoint("search", "search"),
                parameters: [Parameter("q", "a b", in: .body), Parameter("n", 2, in: .query)])
            #expect(server.lastRequest(path: "/api/search")?.query == "q=a%20b&n=2")
            #expect(server.lastRequest(path: "/api/search")?.body.isEmpty == true)
        }
    }

    @Test func pathValuesAreOneEncodedSegment() async throws {
        try await withTestServer(TestRoute("GET", "/api/student/*", reply: .json("{}"))) { server in
            _ = try await makeClient(server).send(
                endpoint("detail", "student/{stuId}/detail"), parameters: [Parameter("stuId", "7/8 学", in: .path)])
            let request = try #require(server.lastRequest)
            #expect(request.path == "/api/student/7%2F8%20%E5%AD%A6/detail")
        }
    }

    /// `.` and `..` are dot-segments: sent as they are, URL normalisation
    /// (libcurl's, a proxy's) would remove them and the call would reach
    /// another path than its endpoint's.
    @Test(arguments: [("..", "/api/student/%2E%2E/detail"), (".", "/api/student/%2E/detail")])
    func aDotSegmentValueStaysInItsSegment(value: String, path: String) async throws {
        try await withTestServer(TestRoute(nil, "/api/*", reply: .json("{}"))) { server in
            _ = try await makeClient(server).send(
                endpoint("detail", "student/{stuId}/detail"), parameters: [Parameter("stuId", value, in: .path)])
            let request = try #require(server.lastRequest)
            #expect(request.path == path)
        }
    }

    @Test func formBodies() async throws {
        try await withTestServer(.post("/api/save", reply: .json("{}"))) { server in
            _ = try await makeClient(server).send(
                endpoint("save", .POST, "save", body: .form),
                parameters: [Parameter("name", Self.tricky, in: .body), Parameter("ok", true, in: .body)])
            let request = try #require(server.lastRequest(path: "/api/save"))
            #expect(request.header("content-type") == "application/x-www-form-urlencoded")
            let fields = Dictionary(
                uniqueKeysWithValues: request.bodyText.split(separator: "&").map { pair in
                    let parts = pair.split(separator: "=", maxSplits: 1).map {
                        String($0).removingPercentEncoding ?? ""
                    }
                    return (parts[0], parts[1])
                })
            #expect(fields == ["name": Self.tricky, "ok": "true"])
            #expect(!request.bodyText.contains("+"), "a + in a form body reads as a space")
        }
    }

    /// An array is one item per element in a form (an element that is an
    /// object as JSON text) and JSON text in a header; a dictionary is JSON
    /// text in a query, as spec-format.md's "Values on the wire" says.
    @Test func arraysAreItemsInFormsAndJSONTextInHeaders() async throws {
        try await withTestServer(.post("/api/save", reply: .json("{}"))) { server in
            let tags: [JSONValue] = ["a", ["k": 1]]
            _ = try await makeClient(server).send(
                endpoint("save", .POST, "save", body: .form),
                parameters: [
                    Parameter("tag", tags, in: .body), Parameter("X-Ids", [1, 2], in: .header),
                    Parameter("filter", ["k": "v"], in: .query),
                ])
            let request = try #require(server.lastRequest(path: "/api/save"))
            #expect(request.bodyText == "tag=a&tag=%7B%22k%22%3A1%7D")
            #expect(request.header("x-ids") == "[1,2]")
            #expect(request.queryValue("filter") == #"{"k":"v"}"#)
        }
    }

    @Test func jsonBodies() async throws {
        try await withTestServer(.post("/api/save", reply: .json("{}"))) { server in
            _ = try await makeClient(server).send(
                endpoint("save", .POST, "save", body: .json),
                parameters: [
                    Parameter("name", Self.tricky, in: .body), Parameter("age", 12, in: .body),
                    Parameter("ids", [Int64(9_007_199_254_740_993)], in: .body),
                ])
            let request = try #require(server.lastRequest(path: "/api/save"))
            #expect(request.header("content-type") == "application/json")
            #expect(
                try JSONValue(parsing: request.body) == [
                    "name": .string(Self.tricky), "age": 12, "ids": [.number("9007199254740993")],
                ])
        }
    }

    @Test func multipartBodiesCarryFiles() async throws {
        try await withTestServer(.post("/api/avatar", reply: .json("{}"))) { server in
            let bytes = Data((0..<1024).map { UInt8($0 % 256) })
            _ = try await makeClient(server).send(
                endpoint("avatar", .POST, "avatar", body: .multipart),
                parameters: [
                    Parameter("stuId", "666", in: .body),
                    Parameter("avatar", FilePart(data: bytes, fileName: "头像.png", mimeType: "image/png"), in: .body),
                ])
            let request = try #require(server.lastRequest(path: "/api/avatar"))
            let contentType = try #require(request.header("content-type"))
            #expect(contentType.hasPrefix("multipart/form-data; boundary="))
            let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
            let parts = MultipartParts(request.body, boundary: boundary)
            #expect(parts.count == 2)
            #expect(parts[0].headers == [#"Content-Disposition: form-data; name="stuId""#])
            #expect(parts[0].body == Data("666".utf8))
            #expect(
                parts[1].headers == [
                    #"Content-Disposition: form-data; name="avatar"; filename="头像.png""#, "Content-Type: image/png",
                ])
            #expect(parts[1].body == bytes)
        }
    }

    /// A parameter that is the whole body: a JSON value is the JSON body,
    /// a file its bytes under its own type; the log shows a file's size.
    @Test func aParameterThatIsTheWholeBody() async throws {
        try await withTestServer(TestRoute("POST", "/api/*", reply: .json("{}"))) { server in
            let logger = RecordingLogger()
            var configuration = ClientConfiguration()
            configuration.logger = logger
            let client = makeClient(server, configuration)
            _ = try await client.send(
                endpoint("addAll", .POST, "items"),
                parameters: [Parameter("items", ["a", "b c"], in: .content), Parameter("dryRun", true, in: .query)])
            let json = try #require(server.lastRequest(path: "/api/items"))
            #expect(json.bodyText == #"["a","b c"]"#)
            #expect(json.header("content-type") == "application/json")
            #expect(json.query == "dryRun=true")

            let bytes = Data((0..<300).map { UInt8($0 % 256) })
            _ = try await client.send(
                endpoint("upload", .POST, "photo"),
                parameters: [
                    Parameter("photo", FilePart(data: bytes, fileName: "p.png", mimeType: "image/png"), in: .content)
                ])
            let upload = try #require(server.lastRequest(path: "/api/photo"))
            #expect(upload.body == bytes)
            #expect(upload.header("content-type") == "image/png")
            #expect(
                logger.lines.contains { $0.hasPrefix("upload POST") && $0.hasSuffix("<image/png, 300 bytes>") },
                "\(logger.lines)")
            #expect(logger.lines.contains { $0.hasPrefix("addAll POST") && $0.hasSuffix(#"["a","b c"]"#) })
        }
    }

    @Test func commonHeadersParametersAndRuntimeValues() async throws {
        try await withTestServer(.get("/api/list", reply: .json("{}"))) { server in
            let configuration = ClientConfiguration(
                headers: [
                    CommonValue("_c", .literal("ios")), CommonValue("UA", .runtime("userAgent")),
                    CommonValue("IMEI", .runtime("deviceId")),
                ],
                parameters: [CommonValue("systemType", .literal("ios")), CommonValue("page", .literal("0"))])
            let client = makeClient(server, configuration)
            client.values["userAgent"] = "MyApp/1.0 (学)"
            _ = try await client.send(endpoint("list", "list"), parameters: [Parameter("page", 2, in: .query)])
            let request = try #require(server.lastRequest(path: "/api/list"))
            #expect(request.header("_c") == "ios")
            #expect(request.header("ua") == "MyApp/1.0 (学)")
            #expect(request.header("imei") == nil, "a value the app has not set is not sent")
            #expect(request.query == "systemType=ios&page=2", "the call's own parameter wins over a common one")
        }
    }

    @Test func headerValuesWithLineBreaksAreRefusedBeforeSending() async throws {
        try await withTestServer(.get("/api/list", reply: .json("{}"))) { server in
            let client = makeClient(server, ClientConfiguration(headers: [CommonValue("UA", .runtime("userAgent"))]))
            client.values["userAgent"] = "x\r\nX-Evil: 1"
            let error = await failure { try await client.send(endpoint("list", "list")) }
            guard case .invalidRequest(let message)? = error else {
                Issue.record("expected invalidRequest, got \(String(describing: error))")
                return
            }
            #expect(message == "the value of header 'UA' contains a line break")
            #expect(server.requests.isEmpty)
        }
    }

    @Test func headerParameters() async throws {
        try await withTestServer(.get("/api/list", reply: .json("{}"))) { server in
            _ = try await makeClient(server).send(
                endpoint("list", "list"), parameters: [Parameter("X-Trace", "t-1", in: .header)])
            #expect(server.lastRequest(path: "/api/list")?.header("x-trace") == "t-1")
        }
    }
}

/// The parts of a multipart body, split at its boundary.
struct MultipartParts {
    struct Part {
        var headers: [String]
        var body: Data
    }

    private var parts: [Part] = []

    init(_ data: Data, boundary: String) {
        let delimiter = Data("--\(boundary)".utf8)
        var chunks: [Data] = []
        var rest = data[...]
        while let range = rest.firstRange(of: delimiter) {
            chunks.append(Data(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        for chunk in chunks.dropFirst() {
            guard let split = chunk.firstRange(of: Data("\r\n\r\n".utf8)) else { continue }
            let head = String(decoding: chunk[chunk.startIndex..<split.lowerBound], as: UTF8.self)
            var body = Data(chunk[split.upperBound...])
            if body.suffix(2) == Data("\r\n".utf8) { body.removeLast(2) }
            parts.append(
                Part(headers: head.split(separator: "\r\n").map(String.init).filter { !$0.isEmpty }, body: body))
        }
    }

    var count: Int { parts.count }
    subscript(index: Int) -> Part { parts[index] }
}

@Suite(.highPriority) struct OptionalParameterTests {
    @Test func nilParametersAreLeftOut() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/list", reply: .json("{}")), .post("/api/save", reply: .json("{}")))
        ) { server in
            let client = makeClient(server, ClientConfiguration(parameters: [CommonValue("page", .literal("1"))]))
            let missing: Int? = nil
            let present: Int? = 5
            _ = try await client.send(
                endpoint("list", "list"),
                parameters: [
                    Parameter("page", missing, in: .query), Parameter("size", present, in: .query),
                    Parameter("q", missing, in: .query),
                ])
            #expect(
                server.lastRequest(path: "/api/list")?.query == "page=1&size=5",
                "a nil page leaves the common page in place")
            _ = try await client.send(
                endpoint("save", .POST, "save", body: .json),
                parameters: [Parameter("note", String?.none, in: .body), Parameter("n", 1, in: .body)])
            #expect(server.lastRequest(path: "/api/save")?.bodyText == #"{"page":"1","n":1}"#)
        }
    }
}
