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
            "{ content: { application/x-www-form-urlencoded: { schema: { type: object, properties: {}, additionalProperties: false } } } }"
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
                          parameters: [{ name: id, in: path, required: true, schema: { type: string } }, { name: expand, in: query, schema: { type: string } }]
                          requestBody:
                            content:
                              application/x-www-form-urlencoded:
                                schema: { type: object, properties: { invoice_now: { type: boolean }, prorate: { type: boolean } } }
                          responses: { "200": \(jsonReply("{ type: string }")) }
                      /search:
                        get:
                          operationId: search
                          requestBody: { content: { application/json: { schema: { type: object, properties: { q: { type: string } } } } } }
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
                "api.yaml:22:51: warning: the request body of GET /search is left out: a spec sends no body with GET or HEAD, since URLSession fails a GET that has one and drops a HEAD's"
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
                          requestBody: { required: true, content: { application/json: { schema: { type: object, required: [path], properties: { path: { type: string } } } } } }
                          responses: { "200": \(jsonReply("{ type: string }")) }
                    """)
        ])
        #expect(result.messages == [])
        #expect(result.spec.contains("          queryPath: { type: String?, name: path, in: query }"), "\(result.spec)")
        #expect(result.spec.contains("          bodyPath: { type: String, name: path, in: body }"), "\(result.spec)")
    }

    @Test func repliesThatAreNotJSONAreTextOrBytesAndStreamsAreReported() {
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
                      /item:
                        head: { operationId: itemExists, responses: \(jsonReply("{ type: string }")) }
                        options: { operationId: itemOptions, responses: { "204": { description: allowed } } }
                        trace: { operationId: itemTrace, responses: { "200": { description: echo } } }
                    """)
        ])
        #expect(
            result.messages == [
                "api.yaml:12:104: warning: the 200 reply of GET /events is a stream ('text/event-stream'), which a spec cannot type yet: the interface has no response type, and its result keeps the raw bytes",
                "api.yaml:16:12: warning: TRACE /item is left out: a spec has no TRACE interfaces",
            ])
        for expected in [
            "report:\n        method: GET\n        path: report\n        response: String\n        accepts: text/csv",
            "invoice:\n        method: GET\n        path: invoice\n        response: Data\n        accepts: application/pdf",
            "feed:\n        method: GET\n        path: feed\n        response: String\n        accepts: application/atom+xml",
            "events:\n        method: GET\n        path: events\n  item:",
            "itemExists:\n        method: HEAD\n        path: item\n      itemOptions:",
            "itemOptions:\n        method: OPTIONS\n        path: item\n",
        ] {
            #expect(result.spec.contains(expected), "\(expected)\n\(result.spec)")
        }
    }
}
