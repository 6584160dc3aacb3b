import Foundation
import NetLayerSpec
import Testing

@testable import NetLayerGenerator

/// The API reference's plan and pages: the example request each interface sends, what the pages show, and
/// that the spec's text is HTML-escaped on them.
@Suite struct ReferencePlannerTests {
    private static let spec = """
        netlayer: 1
        name: Shop
        environments:
          production: https://shop.example/api
          staging: https://staging.shop.example/api
        envelope: { code: code, message: msg, data: data, success: [0] }
        auth:
          token:
            header: Authorization
            scheme: Bearer
            from: body data.token
        modules:
          cart:
            prefix: cart
            summary: The <b>cart</b> & its items.
            interfaces:
              itemList:
                method: GET
                path: "{cartId}/items"
                summary: Lists <script>alert(1)</script> items.
                params:
                  cartId: String
                  page: { type: Int, default: 1 }
                response: "[Item]"
              addItem:
                method: POST
                path: items
                body: json
                auth: none
                params:
                  name: String
                  count: Int
                response: Item
        models:
          Item: { id: Int, name: { type: String, summary: "Its <name>" }, addedAt: { type: Date, key: added_at } }
        """

    /// Each example request the planner hands over, and a reply that names it.
    private final class Requests: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [ReferenceRequest] = []
        var requests: [ReferenceRequest] { lock.withLock { all } }
        func answer(_ request: ReferenceRequest) -> ReferenceReply {
            lock.withLock { all.append(request) }
            return ReferenceReply(
                status: 200, contentType: "application/json", body: #"{"for": "\#(request.interface)"}"#)
        }
    }

    private func reference(_ yaml: String = spec) throws -> (files: [String: String], requests: [ReferenceRequest]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("shop.yaml")
        try yaml.write(to: path, atomically: true, encoding: .utf8)
        let loaded = SpecLoader().load(path.path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let requests = Requests()
        let generator = Generator(library: try TemplateLibrary.builtIn())
        let plan = generator.referencePlan(
            spec, names: try #require(loaded.names), options: ReferenceOptions { requests.answer($0) })
        let files = generator.render(plan)
        return (Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }), requests.requests)
    }

    @Test func theSiteHasAnIndexAPagePerInterfaceTheModelsAndItsAssets() throws {
        let files = try reference().files
        #expect(
            files.keys.sorted() == [
                "_netlayer/index.html", "_netlayer/interfaces/addItem.html", "_netlayer/interfaces/itemList.html",
                "_netlayer/models.html", "_netlayer/reference.css", "_netlayer/reference.js", "index.html",
            ])
        let index = try #require(files["index.html"])
        #expect(index.contains(#"<a href="_netlayer/interfaces/itemList.html">"#))
        #expect(index.contains(#"<a href="_netlayer/models.html#model-Item">"#))
        #expect(index.contains(#"<code class="path">/api/cart/{cartId}/items</code>"#))
        // The copy under _netlayer/ reaches the same files from one folder down.
        #expect(try #require(files["_netlayer/index.html"]).contains(#"href="../_netlayer/interfaces/itemList.html""#))
        // Nothing from elsewhere: no CDN, no fonts, no analytics.
        for (path, text) in files {
            #expect(!text.contains("url(") && !text.contains("@import"), "\(path) loads from elsewhere")
            #expect(!text.contains("src=\"http"), "\(path) loads a script from elsewhere")
            #expect(!text.contains("href=\"http"), "\(path) links a style sheet or page elsewhere")
        }
    }

    /// "Used by" names every interface whose parameters or reply name the model, a stream's elements (`of`)
    /// included.
    @Test func aModelIsUsedByTheInterfacesThatNameItAStreamsElementsIncluded() throws {
        let yaml = Self.spec.replacingOccurrences(
            of: "\nmodels:\n",
            with: """

                      watchItems:
                        method: GET
                        path: items/watch
                        stream: { format: lines, of: Item }
                models:

                """)
        let models = try #require(try reference(yaml).files["_netlayer/models.html"])
        let usedBy = try #require(models.components(separatedBy: "<p class=\"used-by\">").dropFirst().first)
            .prefix { $0 != "\n" }
        #expect(usedBy.contains(">itemList</a>") && usedBy.contains(">addItem</a>"))
        #expect(usedBy.contains(">watchItems</a>"), "\(usedBy)")
    }

    /// The example request: path values filled, a value made for each parameter the call must give (none for
    /// one with a default), the token as a placeholder where the interface sends it, the body as JSON.
    @Test func exampleRequestsAreSentAsTheInterfaceSendsThem() throws {
        let requests = try reference().requests.sorted { $0.interface < $1.interface }
        let add = try #require(requests.first { $0.interface == "addItem" })
        #expect(add.method == "POST")
        #expect(add.url == "https://shop.example/api/cart/items")
        #expect(add.target == "/api/cart/items")
        #expect(add.body?.hasPrefix(#"{"name":"#) == true, "\(add.body ?? "")")
        #expect(add.headers.contains(.init(name: "Content-Type", value: "application/json")))
        #expect(!add.headers.contains { $0.name == "Authorization" }, "auth: none sends no token")

        let list = try #require(requests.first { $0.interface == "itemList" })
        #expect(list.method == "GET")
        #expect(list.target.hasPrefix("/api/cart/"))
        #expect(list.target.hasSuffix("/items?page=1"))
        #expect(!list.target.contains("{cartId}"))
        #expect(list.target.contains("page=1"), "a parameter's default is sent, as the generated client sends it")
        #expect(list.headers.contains(.init(name: "Authorization", value: "Bearer TOKEN")))
        #expect(list.body == nil)
    }

    /// The sentence the generated doc comments give (`Constraints.summary()`), after the summary, escaped.
    @Test func aParametersAndAFieldsConstraintsAreShownAfterTheirSummary() throws {
        let yaml = Self.spec.replacingOccurrences(
            of: "page: { type: Int, default: 1 }",
            with: "page: { type: Int, default: 1, constraints: { minimum: 1, maximum: 100 } }"
        ).replacingOccurrences(
            of: #"name: { type: String, summary: "Its <name>" }"#,
            with:
                #"name: { type: String, summary: "Its <name>", constraints: { maxLength: 20, pattern: "^[a-z<]+$" } }"#)
        let files = try reference(yaml).files
        let page = try #require(files["_netlayer/interfaces/itemList.html"])
        #expect(page.contains(#"<td> <span class="constraints">From 1 to 100.</span></td>"#), "\(page)")
        let models = try #require(files["_netlayer/models.html"])
        #expect(
            models.contains(#"Its &lt;name&gt; <span class="constraints">At most 20 characters, matching "#),
            "\(models)")
        #expect(models.contains("^[a-z&lt;]+$"))
        #expect(try #require(reference().files["_netlayer/models.html"]).contains("constraints") == false)
    }

    @Test func theInterfacePageShowsURLsParametersTheExampleAndTheSwiftCall() throws {
        let page = try #require(try reference().files["_netlayer/interfaces/itemList.html"])
        #expect(
            page.contains("<tr><th>production</th><td><code>GET https://shop.example/api/cart/{cartId}/items</code>"))
        #expect(page.contains("<tr><th>staging</th><td><code>GET https://staging.shop.example/api/cart/{cartId}/items"))
        #expect(page.contains(#"<code>[<a href="../../_netlayer/models.html#model-Item">Item</a>]</code>"#))
        #expect(page.contains("<td>query</td><td>no</td><td><code>1</code></td>"), "page: its default")
        #expect(page.contains("let client = ShopClient(environment: .production)"))
        #expect(page.contains("let reply = try await client.cart.itemList(cartId: &quot;"))
        #expect(!page.contains("page: 1"), "the call leaves the default to the generated function")
        #expect(page.contains("curl -X GET &#39;https://shop.example/api/cart/"))
        #expect(page.contains("-H &#39;Authorization: Bearer TOKEN&#39;"))
        // The reply the closure gave: the mock's, in `netlayer docs`.
        #expect(page.contains("{&quot;for&quot;: &quot;itemList&quot;}"))
        #expect(page.contains(#"data-headers="{&quot;Authorization&quot;:&quot;Bearer TOKEN&quot;"#))
        #expect(page.contains("Sends the token."))
    }

    /// A summary holding markup is text on the page, in the index, the interface's page and the models'.
    @Test func theSpecsTextIsEscaped() throws {
        let files = try reference().files
        let index = try #require(files["index.html"])
        let page = try #require(files["_netlayer/interfaces/itemList.html"])
        let models = try #require(files["_netlayer/models.html"])
        for text in [index, page] {
            #expect(!text.contains("<script>alert"))
            #expect(text.contains("Lists &lt;script&gt;alert(1)&lt;/script&gt; items."))
        }
        #expect(index.contains("The &lt;b&gt;cart&lt;/b&gt; &amp; its items."))
        #expect(models.contains("Its &lt;name&gt;"))
        #expect(models.contains(#"<section class="model" id="model-Item">"#))
        #expect(models.contains("<td><code>added_at</code></td>"))
        #expect(models.contains(#"Used by <a href="../_netlayer/interfaces/itemList.html">itemList</a>"#))
    }

    /// The reference's templates are overridable by name like the Swift ones, with the same check of names.
    @Test func referenceTemplatesAreOverriddenByName() throws {
        var library = try TemplateLibrary.builtIn()
        try library.override("reference-css", with: "body { color: red; } /* {{specName}} */\n")
        #expect(throws: GeneratorError.self) {
            try library.override("reference-index", with: "{{specNmae}}")
        }
    }
}
