import NetLayerSpec

/// A Swift type as a value, as the planners compose it (`ReplyStream<Event>`,
/// the `completion` closure's type), spelled once, when a template is given
/// it: the planners never write a type's text themselves.
indirect enum SwiftType: Sendable, Hashable {
    /// A type by its name: a model, a runtime or standard-library type.
    case named(String)
    /// `Name<Argument, …>`.
    case generic(String, [SwiftType])
    /// `[Element]`.
    case array(SwiftType)
    /// `[Key: Value]`.
    case dictionary(key: SwiftType, value: SwiftType)
    /// `Wrapped?`.
    case optional(SwiftType)
    /// A closure parameter's type: `@escaping @Sendable (Parameters) -> Result`.
    case closure(parameters: [SwiftType], returns: ReturnClause, escaping: Bool, sendable: Bool)

    /// The type as Swift writes it.
    var written: String {
        switch self {
        case .named(let name): name
        case .generic(let name, let arguments): name + "<" + arguments.map(\.written).joined(separator: ", ") + ">"
        case .array(let element): "[" + element.written + "]"
        case .dictionary(let key, let value): "[" + key.written + ": " + value.written + "]"
        case .optional(.closure(let parameters, let returns, let escaping, let sendable)):
            "(" + Self.closure(parameters, returns, escaping: escaping, sendable: sendable) + ")?"
        case .optional(let wrapped): wrapped.written + "?"
        case .closure(let parameters, let returns, let escaping, let sendable):
            Self.closure(parameters, returns, escaping: escaping, sendable: sendable)
        }
    }

    private static func closure(_ parameters: [SwiftType], _ returns: ReturnClause, escaping: Bool, sendable: Bool)
        -> String
    {
        (escaping ? "@escaping " : "") + (sendable ? "@Sendable " : "") + "("
            + parameters.map(\.written).joined(separator: ", ") + ")" + returns.written
    }
}

extension SwiftType {
    static let void = SwiftType.named("Void")
    static let url = SwiftType.named("URL")
    static let netLayerError = SwiftType.named("NetLayerError")
    static let requestResult = SwiftType.named("RequestResult")
    static let downloadedFile = SwiftType.named("DownloadedFile")

    /// `ReplyStream<Element>`: what a stream's function returns.
    static func replyStream(of element: SwiftType) -> SwiftType { .generic("ReplyStream", [element]) }

    /// `@escaping @Sendable (Result<Success, NetLayerError>) -> Void`: a completion handler.
    static func completion(of success: SwiftType) -> SwiftType {
        .closure(
            parameters: [.generic("Result", [success, .netLayerError])], returns: ReturnClause(result: .void),
            escaping: true, sendable: true)
    }
}

/// A type is given to a template, and written to the plan's JSON, as its text.
extension SwiftType: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(written)
    }
}
