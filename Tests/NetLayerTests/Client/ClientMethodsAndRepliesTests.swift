import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@testable import NetLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Bodies on DELETE and OPTIONS, one wire name in two places, HEAD and
/// OPTIONS replies, and replies that are not JSON, over loopback through
/// URLSession.
@Suite(.highPriority) struct ClientMethodsAndRepliesTests {
    /// A client that would read every JSON reply through the school envelope.
    let configuration = ClientConfiguration(envelope: schoolEnvelope)

    @Test func deleteSendsItsJSONBodyBesidePathAndQuery() async throws {
        try await withTestServer(.delete("/api/pods/web-1", reply: envelope())) { server in
            let delete = endpoint("deletePod", .DELETE, "pods/{name}", body: .json)
            _ = try await makeClient(server, configuration).send(
                delete,
                parameters: [
                    Parameter("name", "web-1", in: .path), Parameter("gracePeriodSeconds", 30, in: .body),
                    Parameter("propagationPolicy", "Foreground", in: .body), Parameter("dryRun", "All", in: .query),
                ])
            let request = try #require(server.lastRequest(path: "/api/pods/web-1"))
            #expect(request.method == "DELETE")
            #expect(request.query == "dryRun=All")
            #expect(request.header("Content-Type") == "application/json")
            #expect(
                try JSONValue(parsing: request.body) == ["gracePeriodSeconds": 30, "propagationPolicy": "Foreground"])
        }
    }

    @Test func deleteAndOptionsSendFormBodies() async throws {
        try await withTestServer(
            TestServer.start(
                .delete("/api/subscriptions/sub_1", reply: .json("{}")),
                TestRoute("OPTIONS", "/api/files/content", reply: .json("{}")))
        ) { server in
            let client = makeClient(server)
            _ = try await client.send(
                endpoint("cancel", .DELETE, "subscriptions/sub_1", body: .form),
                parameters: [Parameter("invoice_now", true, in: .body), Parameter("prorate", false, in: .body)])
            _ = try await client.send(
                endpoint("preflight", .OPTIONS, "files/content", body: .form),
                parameters: [Parameter("name", "a b.txt", in: .body)])
            let delete = try #require(server.lastRequest(path: "/api/subscriptions/sub_1"))
            #expect(delete.method == "DELETE")
            #expect(delete.header("Content-Type") == "application/x-www-form-urlencoded")
            #expect(delete.bodyText == "invoice_now=true&prorate=false")
            let options = try #require(server.lastRequest(path: "/api/files/content"))
            #expect(options.method == "OPTIONS")
            #expect(options.bodyText == "name=a%20b.txt")
        }
    }

    @Test func oneWireNameFillsThePlaceholderAndTheBodyField() async throws {
        try await withTestServer(
            TestServer.start(.patch("/api/contents/old.txt", reply: .json(#"{"path":"new.txt"}"#)))
        ) { server in
            // A common query item of the same name is not hidden by either.
            let client = makeClient(server, ClientConfiguration(parameters: [CommonValue("path", .literal("common"))]))
            _ = try await client.send(
                endpoint("rename", .PATCH, "contents/{path}", body: .json),
                parameters: [Parameter("path", "old.txt", in: .path), Parameter("path", "new.txt", in: .body)])
            let request = try #require(server.lastRequest(path: "/api/contents/old.txt"))
            #expect(try JSONValue(parsing: request.body) == ["path": "new.txt"])
        }
    }

    @Test func aCallParameterHidesACommonOneOnlyInItsOwnPlace() async throws {
        try await withTestServer(.get("/api/files/a", reply: .json("{}"))) { server in
            let client = makeClient(server, ClientConfiguration(parameters: [CommonValue("name", .literal("common"))]))
            _ = try await client.send(
                endpoint("file", .GET, "files/{name}"), parameters: [Parameter("name", "a", in: .path)])
            #expect(server.lastRequest(path: "/api/files/a")?.query == "name=common")
            _ = try await client.send(
                endpoint("file", .GET, "files/{name}"),
                parameters: [Parameter("name", "a", in: .path), Parameter("name", "mine", in: .query)])
            #expect(server.lastRequest(path: "/api/files/a")?.query == "name=mine")
        }
    }

    @Test func headGivesStatusAndHeadersWithoutReadingTheEnvelope() async throws {
        try await withTestServer(
            TestServer.start(
                TestRoute("HEAD", "/api/files/a", reply: .status(200, headers: ["X-Total-Count": "3"])))
        ) { server in
            let result = try await makeClient(server, configuration).send(endpoint("exists", .HEAD, "files/a"))
            #expect(server.lastRequest(path: "/api/files/a")?.method == "HEAD")
            #expect(result.httpStatus == 200)
            #expect(result.header("x-total-count") == "3")
            #expect(result.body.isEmpty)
        }
    }

    @Test func optionsGivesTheAllowHeader() async throws {
        try await withTestServer(
            TestServer.start(
                TestRoute("OPTIONS", "/api/events", reply: .status(204, headers: ["Allow": "GET, OPTIONS"])))
        ) { server in
            let client = makeClient(server)
            let result = try await client.send(endpoint("eventOptions", .OPTIONS, "events"))
            #expect(server.lastRequest(path: "/api/events")?.method == "OPTIONS")
            #expect(result.httpStatus == 204)
            #expect(result.header("Allow") == "GET, OPTIONS")
        }
    }

    @Test func aTextReplyIsDecodedWithItsCharsetAndSkipsTheEnvelope() async throws {
        let latin1 = try #require("naïve,café\n".data(using: .isoLatin1))
        try await withTestServer(
            TestServer.start(
                .get("/api/export.csv", reply: .data(latin1, contentType: "text/csv; charset=ISO-8859-1")),
                .get("/api/notes", reply: .data(Data("学生\n".utf8), contentType: "text/plain")))
        ) { server in
            let client = makeClient(server, configuration)
            var export = endpoint("export", .GET, "export.csv")
            export.accept = "text/csv"
            export.reply = .text
            let result = try await client.send(export)
            #expect(server.lastRequest(path: "/api/export.csv")?.header("Accept") == "text/csv")
            #expect(try result.text() == "naïve,café\n")
            #expect(result.json == nil)
            var notes = endpoint("notes", .GET, "notes")
            notes.accept = "text/plain"
            notes.reply = .text
            #expect(try await client.send(notes).text() == "学生\n")
            // The Service layer's way: decoding reads the endpoint's reply format.
            #expect(try await client.send(notes, as: String.self) == "学生\n")
            let wrongType = await failure { try await client.send(notes, as: Int.self) }
            guard case .decoding(let decoding)? = wrongType else {
                Issue.record("expected a decoding failure, got \(String(describing: wrongType))")
                return
            }
            #expect(decoding.message == "a text reply is read as String, not Int")
        }
    }

    @Test func aTextReplyInACharsetNotReadIsADecodingFailure() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/a", reply: .data(Data("x".utf8), contentType: "text/plain; charset=x-unknown")),
                .get("/api/b", reply: .data(Data([0xFF, 0xFE, 0xFD]), contentType: "text/plain; charset=utf-8")))
        ) { server in
            let client = makeClient(server)
            let cases = [
                ("a", "the reply's charset 'x-unknown' is not one NetLayer reads"),
                ("b", "the reply is not utf-8 text"),
            ]
            for (path, message) in cases {
                var text = endpoint(path, .GET, path)
                text.reply = .text
                let result = try await client.send(text)
                guard case .decoding(let failure)? = textError(result) else {
                    Issue.record("expected a decoding failure for \(path)")
                    continue
                }
                #expect(failure.message == message)
                #expect(failure.body == result.body)
            }
        }
    }

    @Test func aBytesReplyIsKeptAsItCame() async throws {
        let pdf = Data([0x25, 0x50, 0x44, 0x46, 0x2D, 0x00, 0xFF, 0x0A])
        try await withTestServer(
            TestServer.start(.get("/api/invoice", reply: .data(pdf, contentType: "application/pdf")))
        ) { server in
            var invoice = endpoint("invoice", .GET, "invoice")
            invoice.accept = "application/pdf"
            invoice.reply = .bytes
            let result = try await makeClient(server, configuration).send(invoice)
            #expect(server.lastRequest(path: "/api/invoice")?.header("Accept") == "application/pdf")
            #expect(result.body == pdf)
            #expect(result.json == nil)
            #expect(try await makeClient(server, configuration).send(invoice, as: Data.self) == pdf)
        }
    }

    private func textError(_ result: RequestResult) -> NetLayerError? {
        do {
            _ = try result.text()
            return nil
        } catch {
            return error
        }
    }
}

/// What the spec's rule rests on: URLSession (here swift-corelibs-foundation;
/// Apple's since iOS 13 alike) fails a GET that has a body, and sends a HEAD
/// without its body, while DELETE and OPTIONS bodies go out.
@Suite(.highPriority) struct URLSessionBodyTests {
    @Test func aGETBodyFailsAndAHEADBodyIsDroppedWhileDELETEAndOPTIONSSendTheirs() async throws {
        try await withTestServer(.any("/x", reply: .status(200))) { server in
            let session = URLSession(configuration: .ephemeral)
            defer { session.finishTasksAndInvalidate() }
            var outcomes: [String] = []
            for method in ["GET", "HEAD", "DELETE", "OPTIONS"] {
                var request = URLRequest(url: server.url("/x"))
                request.httpMethod = method
                request.httpBody = Data(#"{"a":1}"#.utf8)
                do {
                    _ = try await session.data(for: request)
                    outcomes.append("\(method) sent")
                } catch let error as URLError {
                    outcomes.append("\(method) \(error.code.rawValue)")
                }
            }
            #expect(outcomes == ["GET -1103", "HEAD sent", "DELETE sent", "OPTIONS sent"])
            #expect(
                server.requests(path: "/x").map { "\($0.method) \($0.bodyText)" } == [
                    "HEAD ", #"DELETE {"a":1}"#, #"OPTIONS {"a":1}"#,
                ])
        }
    }
}
