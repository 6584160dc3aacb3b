import NetLayerSpec
import Testing

@testable import NetLayerImport

/// How operations' bodies, shared wire names, replies that are not JSON and
/// OPTIONS and HEAD operations become interfaces.
@Suite struct RequestMappingTests {
    /// Stripe's shapes: an empty form body on every GET and DELETE (nothing
    /// to send, so no warning), and the parameters of a cancel in the body
    /// of a DELETE. A GET body with fields is left out with the reason.
    @Test func emptyBodiesGoSilentlyAndDeleteKeepsItsBody() {
        let empty =
            "{ content: { application/x-www-form-urlencoded: { schema: { type: object, properties: {}, "
            + "additionalProperties: false } } } }"
        let result = importDocument([
            "api.yaml": openAPI(
                paths: """
                      /subscriptions/{id}:
                        get:
                          operationId: getSubscription
                          parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                          requestBody: \(empty)
                          responses: { "200": \(jsonReply("{ type: string }")) }
                        delete:
                          operationId: cancelSubscription
                          parameters: [{ name: id, in: path, required: true, schema: { type: string } }, \
                            { name: expand, in: query, schema: { type: string } }]
                          requestBody:
                            content:
                              application/x-www-form-urlencoded:
                                schema: { type: object, \
                                  properties: { invoice_now: { type: boolean }, prorate: { type: boolean } } }
                          responses: { "200": \(jsonReply("{ type: string }")) }
                      /search:
                        get:
                          operationId: search
                          requestBody: { content: { application/json: { schema: { type: object, \
                            properties: { q: { type: string } } } } } }
                          responses: { "200": \(jsonReply("{ type: string }")) }
                      /items:
                        delete:
                          operationId: clearItems
                          requestBody: { content: { application/json: { schema: {} } } }
                          responses: { "204": { description: gone } }
                    """)
        ])
        #expect(
            result.messages == [
                "api.yaml:22:51: warning: the request body of GET /search is left out: "
                    + "a spec sends no body with GET or HEAD, since URLSession fails "
                    + "a GET that has one and drops a HEAD's"
            ])
        #expect(
            result.spec.contains(
                """
                      cancelSubscription:
                        method: DELETE
                        path: "{id}"
                        body: form
                        params:
                          id: String
                          expand: { type: String?, in: query }
                          invoice_now: Bool?
                          prorate: Bool?
                """), "\(result.spec)")
        #expect(
            result.spec.hasSuffix("      clearItems:\n        method: DELETE\n        path: items\n"), "\(result.spec)")
    }

    /// Kubernetes' proxy: a query item `path` beside the placeholder
    /// `{path}`; Jupyter's rename: a body field `path` beside it.
    @Test func aWireNameSharedWithAPlaceholderIsKeptUnderItsPlacement() {
        let result = importDocument([
            "api.yaml": openAPI(
                paths: """
                      /proxy/{path}:
                        get:
                          operationId: proxy
                          parameters:
                            - { name: path, in: path, required: true, schema: { type: string } }
                            - { name: path, in: query, schema: { type: string } }
                          responses: { "200": \(jsonReply("{ type: string }")) }
                      /contents/{path}:
                        patch:
                          operationId: rename
                          parameters: [{ name: path, in: path, required: true, schema: { type: string } }]
                          requestBody:
                            required: true
                            content:
                              application/json:
                                schema: { type: object, required: [path], properties: { path: { type: string } } }
                          responses: { "200": \(jsonReply("{ type: string }")) }
                    """)
        ])
        #expect(result.messages == [])
        #expect(result.spec.contains("          queryPath: { type: String?, name: path, in: query }"), "\(result.spec)")
        #expect(result.spec.contains("          bodyPath: { type: String, name: path, in: body }"), "\(result.spec)")
    }

    @Test func repliesThatAreNotJSONAreTextFilesBytesOrStreams() {
        let reply = { (type: String) in
            "{ \"200\": { description: ok, content: { \"\(type)\": { schema: { type: string } } } } }"
        }
        let result = importDocument([
            "api.yaml": openAPI(
                paths: """
                      /report:
                        get: { operationId: report, responses: \(reply("text/csv")) }
                      /invoice:
                        get: { operationId: invoice, responses: \(reply("application/pdf")) }
                      /feed:
                        get: { operationId: feed, responses: \(reply("application/atom+xml")) }
                      /events:
                        get: { operationId: events, responses: \(reply("text/event-stream")) }
                      /speech:
                        post: { operationId: speech, responses: \(reply("audio/mpeg")) }
                      /item:
                        head: { operationId: itemExists, responses: \(jsonReply("{ type: string }")) }
                        options: { operationId: itemOptions, responses: { "204": { description: allowed } } }
                        trace: { operationId: itemTrace, responses: { "200": { description: echo } } }
                    """)
        ])
        #expect(
            result.messages == [
                "api.yaml:18:12: warning: TRACE /item is left out: a spec has no TRACE interfaces"
            ])
        for expected in [
            "report:\n        method: GET\n        path: report\n        response: String\n        accepts: text/csv",
            "invoice:\n        method: GET\n        path: invoice\n        accepts: application/pdf\n"
                + "        download: true",
            "speech:\n        method: POST\n        path: speech\n        response: Data\n        accepts: audio/mpeg",
            "feed:\n        method: GET\n        path: feed\n        response: String\n"
                + "        accepts: application/atom+xml",
            "events:\n        method: GET\n        path: events\n        stream: events\n",
            "itemExists:\n        method: HEAD\n        path: item\n      itemOptions:",
            "itemOptions:\n        method: OPTIONS\n        path: item\n",
        ] {
            #expect(result.spec.contains(expected), "\(expected)\n\(result.spec)")
        }
    }

    /// OpenAI's chat completions: JSON or events as the body's `stream` asks,
    /// so two interfaces, each sending the field as it must; Mistral's event
    /// schema, whose `data` is the element; JSON Lines by their media type.
    @Test func streamsAreTypedAndAnOperationAnsweringBothGetsTwoInterfaces() {
        let result = importDocument([
            "api.yaml": openAPI(
                paths: """
                      /chat/completions:
                        post:
                          operationId: createChat
                          requestBody:
                            required: true
                            content:
                              application/json:
                                schema:
                                  type: object
                                  required: [prompt]
                                  properties:
                                    prompt: { type: string }
                                    stream:
                                      type: boolean
                                      description: "If set, events arrive, the last being `data: [DONE]`."
                          responses:
                            "200":
                              description: ok
                              content:
                                application/json: { schema: { $ref: "#/components/schemas/Chat" } }
                                text/event-stream: { schema: { $ref: "#/components/schemas/Chunk" } }
                      /events:
                        get:
                          operationId: events
                          responses:
                            "200":
                              description: ok
                              content:
                                text/event-stream: { schema: { $ref: "#/components/schemas/ChunkEvent" } }
                      /export:
                        get:
                          operationId: export
                          responses:
                            "200":
                              description: ok
                              content: { application/x-ndjson: { schema: { $ref: "#/components/schemas/Chunk" } } }
                    """,
                components: """
                      schemas:
                        Chat: { type: object, properties: { text: { type: string } } }
                        Chunk: { type: object, properties: { delta: { type: string } } }
                        ChunkEvent:
                          type: object
                          required: [data]
                          properties: { event: { type: string }, data: { $ref: "#/components/schemas/Chunk" } }
                    """)
        ])
        #expect(result.messages == [])
        for expected in [
            """
                  createChat:
                    method: POST
                    path: completions
                    body: json
                    params:
                      prompt: String
                      stream:
                        type: Bool?
                        value: false
            """,
            "        response: Chat\n      createChatStream:\n        method: POST\n",
            "          stream:\n            type: Bool?\n            value: true\n",
            "        stream: { format: events, of: Chunk, end: \"[DONE]\" }\n",
            "      events:\n        method: GET\n        path: events\n        stream: { format: events, of: Chunk }\n",
            "        accepts: application/x-ndjson\n        stream: { format: lines, of: Chunk }\n",
        ] {
            #expect(result.spec.contains(expected), "\(expected)\n\(result.spec)")
        }
    }

    /// Mistral gives one path two POSTs, the second with `#stream`: a
    /// fragment is never sent, so the interface's path is what comes before
    /// it; the stream one sends `stream: true`, and the JSON one leaves the
    /// field out, since `false` is the server's default.
    @Test func aPathsFragmentIsLeftOutAndTheJSONTwinLeavesTheServersStreamDefault() {
        let body =
            "{ content: { application/json: { schema: { type: object, properties: "
            + "{ stream: { type: boolean, default: false } } } } } }"
        let result = importDocument([
            "api.yaml": openAPI(
                paths: """
                      /conversations:
                        post:
                          operationId: start
                          requestBody: \(body)
                          responses: { "200": \(jsonReply("{ type: string }")) }
                      /conversations#stream:
                        post:
                          operationId: startStream
                          requestBody: \(body)
                          responses:
                            "200": { description: ok, content: { text/event-stream: { schema: { type: string } } } }
                    """)
        ])
        #expect(result.messages == [])
        for expected in [
            "start:\n        method: POST\n        path: conversations\n        body: json\n        response: String\n",
            "startStream:\n        method: POST\n        path: conversations\n        body: json\n        params:\n"
                + "          stream: { type: Bool?, value: true }\n        stream: events\n",
        ] {
            #expect(result.spec.contains(expected), "\(expected)\n\(result.spec)")
        }
    }
}
