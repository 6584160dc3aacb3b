import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

// Unions as netlayer generates them (Templates/models.mustache), decoding
// the shapes real documents give: Stripe's expandable fields, OpenAI's
// message content, Mistral's messages tagged by `role`.

private struct Customer: GeneratedModel {
    var id: String
    var object: String
    var email: String?

    init(id: String, object: String, email: String? = nil) {
        self.id = id
        self.object = object
        self.email = email
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        self.id = try container.decode("id")
        self.object = try container.decode("object")
        self.email = try container.decodeIfPresent("email")
    }

    static let fields: ModelFields<Self> = [
        .field("id", \.id), .field("object", \.object), .optionalField("email", \.email),
    ]
}

/// Stripe's `customer` of a charge: `anyOf: [string, customer]`, the id until expanded.
private enum ChargeCustomer: GeneratedUnion {
    case string(String)
    case customer(Customer)
    case unknown(JSONValue)

    static let alternatives: UnionAlternatives<Self> = .untagged(
        [
            .alternative("string", Self.string),
            .alternative("customer", Self.customer),
        ],
        unknown: Self.unknown)

    var alternative: UnionCase {
        switch self {
        case .string(let value): UnionCase("string", value)
        case .customer(let value): UnionCase("customer", value)
        case .unknown(let value): UnionCase(unknown: value)
        }
    }
}

private struct ContentPart: GeneratedModel {
    var type: String
    var text: String?

    init(type: String, text: String? = nil) {
        self.type = type
        self.text = text
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        self.type = try container.decode("type")
        self.text = try container.decodeIfPresent("text")
    }

    static let fields: ModelFields<Self> = [.field("type", \.type), .optionalField("text", \.text)]
}

/// OpenAI's user message content: `oneOf: [string, array of parts]`, frozen.
private enum MessageContent: GeneratedUnion {
    case string(String)
    case array([ContentPart])

    static let alternatives: UnionAlternatives<Self> = .untagged(
        [
            .alternative("string", Self.string),
            .alternative("array", Self.array),
        ])

    var alternative: UnionCase {
        switch self {
        case .string(let value): UnionCase("string", value)
        case .array(let value): UnionCase("array", value)
        }
    }
}

private struct SystemMessage: GeneratedModel {
    var content: String

    init(content: String) {
        self.content = content
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        self.content = try container.decode("content")
    }

    static let fields: ModelFields<Self> = [.field("content", \.content)]
}

private struct UserMessage: GeneratedModel {
    var role: String
    var content: MessageContent

    init(role: String, content: MessageContent) {
        self.role = role
        self.content = content
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        self.role = try container.decode("role")
        self.content = try container.decode("content")
    }

    static let fields: ModelFields<Self> = [.field("role", \.role), .field("content", \.content)]
}

/// Mistral's chat messages: `oneOf` with `discriminator: {propertyName: role}`.
private enum ChatMessage: GeneratedUnion {
    case system(SystemMessage)
    case user(UserMessage)
    case unknown(JSONValue)

    static let alternatives: UnionAlternatives<Self> = .tagged(
        "role",
        [
            .alternative("system", tag: "system", Self.system),
            .alternative("user", tag: "user", Self.user),
        ],
        unknown: Self.unknown)

    var alternative: UnionCase {
        switch self {
        case .system(let value): UnionCase("system", value)
        case .user(let value): UnionCase("user", value)
        case .unknown(let value): UnionCase(unknown: value)
        }
    }
}

private struct NameFilter: GeneratedModel {
    var name: String

    init(name: String) {
        self.name = name
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        self.name = try container.decode("name")
    }

    static let fields: ModelFields<Self> = [.field("name", \.name)]
}

private struct LimitFilter: GeneratedModel {
    var limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        self.limit = try container.decode("limit")
    }

    static let fields: ModelFields<Self> = [.field("limit", \.limit)]
}

private struct SearchFilter: GeneratedAnyOf {
    var byName: NameFilter?
    var byLimit: LimitFilter?

    init(byName: NameFilter? = nil, byLimit: LimitFilter? = nil) {
        self.byName = byName
        self.byLimit = byLimit
    }

    init(from decoder: any Decoder) throws {
        self.init()
        try Self.alternatives.decode(into: &self, from: decoder)
    }

    static let alternatives: AnyOfAlternatives<Self> = [
        .alternative("byName", \.byName),
        .alternative("byLimit", \.byLimit),
    ]
}

private struct DeletedCustomer: GeneratedModel {
    var id: String
    var deleted: Bool

    init(id: String, deleted: Bool) {
        self.id = id
        self.deleted = deleted
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ModelKey.self)
        self.id = try container.decode("id")
        self.deleted = try container.decode("deleted")
    }

    static let fields: ModelFields<Self> = [.field("id", \.id), .field("deleted", \.deleted)]
}

/// Stripe's `customer` as the import writes it: `anyOf: [string, customer,
/// deleted_customer]`, where two objects could both match.
private struct InvoiceCustomer: GeneratedAnyOf {
    var string: String?
    var customer: Customer?
    var deletedCustomer: DeletedCustomer?

    init(string: String? = nil, customer: Customer? = nil, deletedCustomer: DeletedCustomer? = nil) {
        self.string = string
        self.customer = customer
        self.deletedCustomer = deletedCustomer
    }

    init(from decoder: any Decoder) throws {
        self.init()
        try Self.alternatives.decode(into: &self, from: decoder)
    }

    static let alternatives: AnyOfAlternatives<Self> = [
        .alternative("string", \.string),
        .alternative("customer", \.customer),
        .alternative("deletedCustomer", \.deletedCustomer),
    ]
}

private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try ResponseDecoder().decode(T.self, from: try JSONValue(parsing: text))
}

private func json(_ value: some Encodable) throws -> JSONValue {
    try JSONValue(parsing: JSONEncoder().encode(value))
}

@Suite struct GeneratedUnionTests {
    // Stripe's charge: `"customer": "cus_NffrFeUfNV2Hib"`, or the Customer when expanded.
    @Test func aStripeExpandableFieldDecodesAsAnIdOrAsTheObject() throws {
        #expect(try decode(ChargeCustomer.self, #""cus_NffrFeUfNV2Hib""#) == .string("cus_NffrFeUfNV2Hib"))
        let expanded = try decode(
            ChargeCustomer.self, #"{"id": "cus_NffrFeUfNV2Hib", "object": "customer", "email": "jenny@example.com"}"#)
        #expect(
            expanded == .customer(Customer(id: "cus_NffrFeUfNV2Hib", object: "customer", email: "jenny@example.com")))
        #expect(
            try json(expanded)
                == JSONValue(parsing: #"{"id":"cus_NffrFeUfNV2Hib","object":"customer","email":"jenny@example.com"}"#))
        #expect(try json(ChargeCustomer.string("cus_1")) == .string("cus_1"))
        #expect(expanded.parameterValue == .value(try json(expanded)))
    }

    @Test func aValueNoAlternativeTakesIsKeptAndEncodedBackUnchanged() throws {
        let odd = try decode(ChargeCustomer.self, #"[1, {"a": null}]"#)
        guard case .unknown(let raw) = odd else {
            Issue.record("decoded \(odd)")
            return
        }
        #expect(raw == [1, ["a": nil]])
        #expect(try json(odd) == raw)
        // An object that the Customer alternative cannot read is kept too.
        #expect(try decode(ChargeCustomer.self, #"{"id": 7}"#) == .unknown(["id": 7]))
    }

    // OpenAI's `content` of a user message: a string, or an array of parts.
    @Test func openAIMessageContentDecodesAsAStringOrAnArrayOfParts() throws {
        #expect(try decode(MessageContent.self, #""Hello!""#) == .string("Hello!"))
        let parts = try decode(
            MessageContent.self,
            #"[{"type": "text", "text": "What is in this image?"}, "#
                + #"{"type": "image_url", "image_url": {"url": "https://example.com/a.png"}}]"#
        )
        #expect(
            parts
                == .array([ContentPart(type: "text", text: "What is in this image?"), ContentPart(type: "image_url")]))
        #expect(String(describing: MessageContent.string("Hi")) == #"string("Hi")"#)
    }

    @Test func aFrozenUnionRefusesAValueOfNoAlternativeWithItsPath() throws {
        #expect(throws: DecodingError.self) { try decode(MessageContent.self, "12") }
        let error = #expect(throws: DecodingError.self) {
            try decode(UserMessage.self, #"{"role": "user", "content": true}"#)
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["content"])
        #expect(context.debugDescription.contains("no alternative takes a Bool"))
    }

    // Mistral's messages, tagged by `role`; `tool` is a role this spec does not know.
    @Test func aMistralMessageOfAnUnknownRoleDecodesToUnknownAndEncodesBackUnchanged() throws {
        let text = #"{"role": "tool", "content": "22°C", "tool_call_id": "D681PevKs", "name": "get_weather"}"#
        let message = try decode(ChatMessage.self, text)
        let raw = try JSONValue(parsing: text)
        #expect(message == .unknown(raw))
        #expect(try json(message) == raw)
        #expect(message.parameterValue == .value(raw))
        #expect(String(describing: message).hasPrefix("unknown("))
    }

    @Test func aTaggedUnionDecodesOnlyTheAlternativeItsTagNames() throws {
        let user = try decode(ChatMessage.self, #"{"role": "user", "content": [{"type": "text", "text": "Hi"}]}"#)
        #expect(user == .user(UserMessage(role: "user", content: .array([ContentPart(type: "text", text: "Hi")]))))
        // The tag chose `system`: its error is reported, not hidden by trying the others.
        #expect(throws: DecodingError.self) { try decode(ChatMessage.self, #"{"role": "system"}"#) }
    }

    @Test func aTaggedAlternativeWithoutTheTagFieldIsWrittenWithIt() throws {
        let system = ChatMessage.system(SystemMessage(content: "Be brief."))
        #expect(try json(system) == ["content": "Be brief.", "role": "system"])
        #expect(system.parameterValue == .value(["content": "Be brief.", "role": "system"]))
        #expect(try decode(ChatMessage.self, #"{"role": "system", "content": "Be brief."}"#) == system)
        #expect(system != .unknown(["content": "Be brief.", "role": "system"]))
    }

    @Test func aStripeExpandableFieldAsAnAnyOfKeepsWhatTheValueIs() throws {
        #expect(
            try decode(InvoiceCustomer.self, #""cus_NffrFeUfNV2Hib""#) == InvoiceCustomer(string: "cus_NffrFeUfNV2Hib"))
        let expanded = try decode(InvoiceCustomer.self, #"{"id": "cus_NffrFeUfNV2Hib", "object": "customer"}"#)
        #expect(expanded == InvoiceCustomer(customer: Customer(id: "cus_NffrFeUfNV2Hib", object: "customer")))
        let deleted = try decode(
            InvoiceCustomer.self, #"{"id": "cus_NffrFeUfNV2Hib", "object": "customer", "deleted": true}"#)
        #expect(deleted.customer?.id == "cus_NffrFeUfNV2Hib" && deleted.deletedCustomer?.deleted == true)
        #expect(try json(deleted) == ["id": "cus_NffrFeUfNV2Hib", "object": "customer", "deleted": true])
        #expect(try json(InvoiceCustomer(string: "cus_1")) == .string("cus_1"))
    }

    @Test func anAnyOfSetsEveryAlternativeTheValueMatches() throws {
        let both = try decode(SearchFilter.self, #"{"name": "ada", "limit": 5}"#)
        #expect(both == SearchFilter(byName: NameFilter(name: "ada"), byLimit: LimitFilter(limit: 5)))
        #expect(try json(both) == ["name": "ada", "limit": 5])
        #expect(both.parameterValue == .value(["name": "ada", "limit": 5]))
        #expect(try decode(SearchFilter.self, #"{"name": "ada"}"#) == SearchFilter(byName: NameFilter(name: "ada")))
        #expect(throws: DecodingError.self) { try decode(SearchFilter.self, #"{"other": 1}"#) }
        #expect(throws: DecodingError.self) { try decode(SearchFilter.self, #""ada""#) }
    }
}
