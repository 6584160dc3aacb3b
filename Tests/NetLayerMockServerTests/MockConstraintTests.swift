import Foundation
import NetLayer
import NetLayerMock
import NetLayerMockServer
import NetLayerSpec
import TestSupport
import TestTraits
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `netlayer mock` refuses a value that breaks its parameter's `constraints` (or those of a field of a model in a
/// JSON body) with a 400 naming the parameter or the key path and the rule, as the spec's own check says it, and
/// answers a value that keeps them; over loopback, as a client meets it.
@Suite(.highPriority) struct MockConstraintTests {
    static let spec = specYAML(
        name: "Shop",
        modules: #"""
            orders:
              prefix: orders
              interfaces:
                list:
                  method: GET
                  path: list
                  params:
                    limit: { type: Int, constraints: { minimum: 1, maximum: 100 } }
                    tags: { type: "[String]?", constraints: { uniqueItems: true, items: { maxLength: 5 } } }
                  response: "[Line]"
                order:
                  method: GET
                  path: "order/{code}"
                  params:
                    code: { type: String, constraints: { pattern: '^[A-Z]{3}-\d{4}$' } }
                    X-Trace: { type: String?, in: header, constraints: { minLength: 4 } }
                place:
                  method: POST
                  path: place
                  body: json
                  params:
                    items: "[Line]"
                    note: { type: String?, constraints: { maxLength: 10 } }
                bulk:
                  method: POST
                  path: bulk
                  params:
                    lines: { type: "[Line]?", in: content }
            """#,
        models: """
            Line:
              name: { type: String, constraints: { maxLength: 8 } }
              count: { type: Int, constraints: { minimum: 1 } }
            """)

    /// The status and `message` a loopback `netlayer mock` answers `method` `path` with.
    private func send(
        _ server: MockServer, _ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil
    ) async throws -> (status: Int, message: String?) {
        let url = URL(string: "http://127.0.0.1:\(server.port)/api/orders/\(path)")!
        var request = HTTPRequest(method: try #require(HTTPRequest.Method(method)), url: url)
        for (name, value) in headers { request.headerFields[try #require(HTTPField.Name(name))] = value }
        if body != nil { request.headerFields[.contentType] = "application/json" }
        let reply = try await URLSessionTransport().send(
            request, body: body.map { RequestBody(Data($0.utf8)) }, options: TransferOptions())
        return (reply.response.status.code, (try? JSONValue(parsing: reply.data))?["message"]?.stringValue)
    }

    private func withServer(_ body: (MockServer) async throws -> Void) async throws {
        let loaded = SpecLoader(fileSystem: InMemoryFileSystem(["spec.yaml": Self.spec])).load("spec.yaml")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let server = try await MockServer.start(
            backend: SpecBackend.make(spec, options: MockOptions()), port: 0, startTimeout: .seconds(600))
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aQueryParameterBelowItsMinimumIsRefusedNamingItAndTheRule() async throws {
        try await withServer { server in
            let low = try await send(server, "GET", "list?limit=0")
            #expect(low.status == 400)
            #expect(low.message == "parameter 'limit' (query): 0 is less than the minimum 1")
            let high = try await send(server, "GET", "list?limit=500")
            #expect(high.message == "parameter 'limit' (query): 500 is greater than the maximum 100")
            let kept = try await send(server, "GET", "list?limit=100&tags=a&tags=b")
            #expect(kept.status == 200, "\(kept)")
        }
    }

    @Test func anArrayParameterWithDuplicateItemsIsRefusedWhenItemsMustBeUnique() async throws {
        try await withServer { server in
            let twice = try await send(server, "GET", "list?limit=5&tags=a&tags=b&tags=a")
            #expect(twice.status == 400)
            #expect(twice.message == "parameter 'tags' (query): items 0 and 2 are equal, and items must be unique")
            let long = try await send(server, "GET", "list?limit=5&tags=a&tags=toolong")
            #expect(
                long.message
                    == "parameter 'tags' (query): item 1: 'toolong' has 7 characters, more than the maximum length 5")
        }
    }

    @Test func aPathParameterBreakingItsPatternIsRefused() async throws {
        try await withServer { server in
            let wrong = try await send(server, "GET", "order/abc-12")
            #expect(wrong.status == 400)
            #expect(
                wrong.message == #"parameter 'code' (path): 'abc-12' does not match the pattern '^[A-Z]{3}-\d{4}$'"#)
            let short = try await send(server, "GET", "order/ABC-1234", headers: ["X-Trace": "ab"])
            #expect(
                short.message
                    == "parameter 'X-Trace' (header): 'ab' has 2 characters, fewer than the minimum length 4")
            let kept = try await send(server, "GET", "order/ABC-1234", headers: ["X-Trace": "abcd"])
            #expect(kept.status == 200, "\(kept)")
        }
    }

    @Test func aJSONBodysNestedFieldIsCheckedAndNamedByItsKeyPath() async throws {
        try await withServer { server in
            let long = try await send(
                server, "POST", "place",
                body: #"{"items": [{"name": "pen", "count": 1}, {"name": "a very long name", "count": 2}]}"#)
            #expect(long.status == 400)
            #expect(
                long.message
                    == "body.items[1].name: 'a very long name' has 16 characters, more than the maximum length 8")
            let none = try await send(server, "POST", "place", body: #"{"items": [{"name": "pen", "count": 0}]}"#)
            #expect(none.message == "body.items[0].count: 0 is less than the minimum 1")
            let note = try await send(
                server, "POST", "place", body: #"{"items": [], "note": "far too long a note"}"#)
            #expect(
                note.message
                    == "parameter 'note' (body): 'far too long a note' has 19 characters, "
                    + "more than the maximum length 10")
            let kept = try await send(
                server, "POST", "place", body: #"{"items": [{"name": "pen", "count": 3}], "note": "soon"}"#)
            #expect(kept.status == 200, "\(kept)")
        }
    }

    @Test func aJSONBodysListFieldSentAsOneObjectIsRefused() async throws {
        try await withServer { server in
            let one = try await send(server, "POST", "place", body: #"{"items": {"name": "pen", "count": 1}}"#)
            #expect(one.status == 400)
            #expect(one.message?.hasPrefix("parameter 'items' (body) must be a list of") == true, "\(one)")
        }
    }

    @Test func aWholeBodyArrayOfModelsHasEachItemsFieldsChecked() async throws {
        try await withServer { server in
            let low = try await send(
                server, "POST", "bulk", body: #"[{"name": "pen", "count": 1}, {"name": "ink", "count": 0}]"#)
            #expect(low.status == 400)
            #expect(low.message == "body[1].count: 0 is less than the minimum 1")
            let object = try await send(server, "POST", "bulk", body: #"{"name": "pen", "count": 1}"#)
            #expect(object.status == 400)
            #expect(object.message?.hasPrefix("parameter 'lines' (content) must be a list of") == true, "\(object)")
            let kept = try await send(server, "POST", "bulk", body: #"[{"name": "pen", "count": 1}]"#)
            #expect(kept.status == 200, "\(kept)")
        }
    }

    @Test func theMadeRepliesKeepTheRulesAndNoneIsReported() throws {
        let loaded = SpecLoader(fileSystem: InMemoryFileSystem(["spec.yaml": Self.spec])).load("spec.yaml")
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        #expect(MockDescription(spec).brokenRules.isEmpty)
    }
}
