/// One interface's page of the reference: how it is called, with what, what it answers, and an example of
/// both as a server sends them (docs/reference.md).
struct ReferenceInterfaceContext: RenderContext {
    var specName: String
    var toRoot: String
    var id: String
    var module: String
    var method: String
    var summary: String?
    var deprecated: Bool
    var urls: [EnvironmentURL]
    var hasParameters: Bool
    var parameters: [Parameter]
    /// How parameters in the body travel: `form`, `json`, `multipart`; nil without a body.
    var bodyEncoding: String?
    /// The `Accept` header sent.
    var accept: String
    var response: [ReferenceTypePart]
    var responseAt: String?
    /// Who may call it, in a sentence.
    var auth: String
    /// A streamed reply, in a sentence; nil for a whole one.
    var stream: String?
    var download: Bool
    var paging: String?
    var example: ReferenceExample
    var hasErrors: Bool
    var errors: [ErrorReply]
    /// Named data examples beyond the default.
    var otherExamples: [String]
    var hasOtherExamples: Bool

    struct EnvironmentURL: RenderContext {
        var environment: String
        var url: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case environment, url
        }
    }

    struct Parameter: RenderContext {
        var name: String
        /// The name on the wire, when not `name`.
        var wireName: String?
        var type: [ReferenceTypePart]
        var placement: String
        var required: Bool
        var defaultValue: String?
        /// The value always sent: no argument takes it.
        var fixedValue: String?
        var secret: Bool
        var summary: String?
        /// The limits on the value in a sentence, the one the generated doc comment gives; nil for none.
        var constraints: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, wireName, type, placement, required, defaultValue, fixedValue, secret, summary, constraints
        }

        static var nestedContexts: [any RenderContext.Type] { [ReferenceTypePart.self] }
    }

    struct ErrorReply: RenderContext {
        var name: String
        var code: String
        var message: String?
        var status: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, code, message, status
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case specName, toRoot, id, module, method, summary, deprecated, urls, hasParameters, parameters, bodyEncoding,
            accept, response, responseAt, auth, stream, download, paging, example, hasErrors, errors, otherExamples,
            hasOtherExamples
    }

    static var nestedContexts: [any RenderContext.Type] {
        [EnvironmentURL.self, Parameter.self, ReferenceTypePart.self, ReferenceExample.self, ErrorReply.self]
    }
}

/// The interface's example request and the reply a server sends to it, envelope included, and the same
/// call in Swift.
struct ReferenceExample: RenderContext {
    var curl: String
    var swiftCall: String
    var request: Request
    var reply: Reply

    /// What "try it" sends with `fetch`: the request target on the server, and each header and body as text.
    struct Request: RenderContext {
        var method: String
        var target: String
        var headers: [Header]
        /// A JSON object of the headers, for the script.
        var headersJSON: String
        /// The body as sent (JSON or form text); nil without one or for multipart.
        var payload: String?
        /// A multipart body's fields as a JSON object of text, which the script sends as `FormData`.
        var formJSON: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case method, target, headers, headersJSON, payload, formJSON
        }

        static var nestedContexts: [any RenderContext.Type] { [Header.self] }
    }

    struct Header: RenderContext {
        var name: String
        var value: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, value
        }
    }

    struct Reply: RenderContext {
        var status: String
        var contentType: String
        var body: String

        enum CodingKeys: String, CodingKey, CaseIterable {
            case status, contentType, body
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case curl, swiftCall, request, reply
    }

    static var nestedContexts: [any RenderContext.Type] { [Request.self, Reply.self] }
}
