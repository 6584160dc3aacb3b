import Foundation
import LoopbackServers
import NetLayerSpec
import TestSupport
import Testing

@testable import NetLayerImport

/// OpenAPI's `default` is what the server assumes when a value is left out
/// (OpenAPI 3.1, the Schema Object's `default`), not a value to send: an
/// optional parameter with one is imported optional, left out unless the
/// app sets it, with the default in its summary; a required one keeps it as
/// the spec's `default:`, which is sent. OpenAI's smallest chat call sent
/// nine values its app never chose (`temperature=1`, `reasoning_effort`…).
@Suite struct ServerDefaultsTests {
    @Test func anOptionalParametersDefaultIsSaidAndARequiredOnesIsSent() {
        let body = """
            { type: object, required: [model, n], properties: {
                model: { type: string },
                temperature: { type: number, default: 1, description: What sampling temperature to use },
                effort: { type: string, enum: [low, medium], default: medium },
                store: { type: boolean, nullable: true, default: false },
                n: { type: integer, default: 1 } } }
            """
        let document = openAPI(
            paths: """
                  /chat:
                    post:
                      operationId: chat
                      parameters:
                        - { name: limit, in: query, schema: { type: integer, default: 20 } }
                        - { name: X-Version, in: header, required: true, schema: { type: string, default: "2" } }
                      requestBody: { required: true, content: { application/json: { schema: \(body) } } }
                      responses: { "200": \(jsonReply("{ type: string }")) }
                """)
        let result = importDocument(["api.yaml": document])
        #expect(result.messages == [])
        for expected in [
            "          limit: { type: Int?, in: query, summary: Defaults to `20` on the server. }\n",
            "          X-Version: { type: String, default: \"2\", in: header }\n",
            "          model: String\n",
            "          temperature:\n            type: Double?\n"
                + "            summary: What sampling temperature to use. Defaults to `1` on the server.\n",
            "          effort: { type: ChatEffort?, summary: Defaults to `medium` on the server. }\n",
            "          store: { type: Bool?, summary: Defaults to `false` on the server. }\n",
            "          \"n\": { type: Int, default: 1 }\n",
        ] {
            #expect(result.spec.contains(expected), "\(expected)\n\(result.spec)")
        }
    }

    /// The defaults each document's imported calls still send when the app
    /// leaves them out: all of a parameter the document requires (GitHub's
    /// preview `Accept`, Mistral's FIM model), as `interface wire=value`.
    static let sentDefaults: [String: [String]] = [
        "cloud-hypervisor.yaml": ["addFs num_queues=1", "addFs queue_size=1024", "addVdpa num_queues=1"],
        "ghes-3.0.yaml": [
            "enterpriseAdminListGlobalWebhooks accept=application/vnd.github.superpro-preview+json",
            "enterpriseAdminCreateGlobalWebhook accept=application/vnd.github.superpro-preview+json",
            "enterpriseAdminGetGlobalWebhook accept=application/vnd.github.superpro-preview+json",
            "enterpriseAdminUpdateGlobalWebhook accept=application/vnd.github.superpro-preview+json",
            "enterpriseAdminDeleteGlobalWebhook accept=application/vnd.github.superpro-preview+json",
            "enterpriseAdminPingGlobalWebhook accept=application/vnd.github.superpro-preview+json",
        ],
        "mistral.yaml": [
            "fimCompletionV1FimCompletionsPost model=codestral-2404",
            "fimCompletionV1FimCompletionsPostStream model=codestral-2404",
        ],
    ]

    /// What an untouched call sends beside the app's arguments: only the
    /// defaults of required parameters above and the fixed `stream` field of
    /// chat calls. Every other default is the server's, said in a summary.
    @Test(arguments: RealWorldDocumentsTests.documents.map(\.name))
    func anUntouchedCallSendsNoDefaultOfAnOptionalParameter(name: String) async throws {
        let spec = try #require(try await RealWorldImports.imported(name).spec)
        var sent: [String] = []
        var fixed: Set<String> = []
        for interface in spec.interfaces {
            for parameter in interface.parameters {
                if let value = parameter.defaultValue?.value {
                    sent.append("\(interface.name) \(parameter.wireName)=\(Self.text(of: value))")
                }
                if parameter.fixedValue != nil { fixed.insert(parameter.wireName) }
                guard parameter.summary?.hasSuffix("on the server.") == true else { continue }
                #expect(parameter.defaultValue == nil && parameter.type.value.isOptional, "\(parameter.name)")
            }
        }
        #expect(sent.sorted() == (Self.sentDefaults[name] ?? []).sorted(), "\(sent)")
        #expect(fixed.isSubset(of: ["stream"]), "\(fixed)")
    }

    private static func text(of value: DefaultValue) -> String {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .null: "null"
        }
    }

    /// OpenAI's chat completion as an app first writes it: the body holds
    /// the two values it gave and nothing else.
    static let driver = #"""
        import Foundation
        import NetLayer

        @main
        struct Driver {
            static func main() async throws {
                let client = OpenAIClient(transport: URLSessionTransport(), tokenStore: MemoryTokenStore())
                client.server = client.server.replacingOrigin(with: URL(string: CommandLine.arguments[1])!)
                client.setToken("sk-test")
                let message = ChatCompletionRequestUserMessage(content: .string("Hi"), role: .user)
                let completion = try await client.chat.createChatCompletion(
                    messages: [.user(message)], model: .gpt4oMini)
                print(completion.choices.first?.message.content ?? "-")
            }
        }

        """#

    @Test func openAIsSmallestChatCallSendsOnlyMessagesAndModel() async throws {
        let path = RealWorldDocumentsTests.folder.appendingPathComponent("openai.yaml").path
        let result = try await onOwnThread { Importer().run(path, outputName: "OpenAI.yaml") }
        let files = try #require(result.files)
        let reply = """
            {"id":"chatcmpl-1","object":"chat.completion","created":1,"model":"gpt-4o-mini","choices":[{"index":0,\
            "message":{"role":"assistant","content":"Hello","refusal":null},"logprobs":null,"finish_reason":"stop"}]}
            """
        try await withTestServer(.post("/v1/chat/completions", reply: .json(reply))) { server in
            let output = try await runGenerated(files, driver: Self.driver, arguments: [server.url("/").absoluteString])

            #expect(output.status == 0, "\(output.standardOutput)\(output.standardError.prefix(5_000))")
            #expect(output.standardOutput == "Hello\n")
            let request = try #require(server.lastRequest(path: "/v1/chat/completions"))
            #expect(request.bodyText == #"{"messages":[{"content":"Hi","role":"user"}],"model":"gpt-4o-mini"}"#)
        }
    }
}
