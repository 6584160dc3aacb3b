/// What a function's declaration says after its parameters, as a value:
/// whether it is `async`, what it throws and what it returns
/// (` async throws(NetLayerError) -> RequestResult`).
struct ReturnClause: Sendable, Hashable {
    var isAsync = false
    /// The typed error it throws; nil when it throws nothing.
    var thrown: SwiftType?
    /// Nil for a function that returns nothing.
    var result: SwiftType?

    /// The clause as Swift writes it, with the space before it: a template writes it straight after `)`.
    var written: String {
        (isAsync ? " async" : "") + (thrown.map { " throws(\($0.written))" } ?? "")
            + (result.map { " -> " + $0.written } ?? "")
    }

    /// A call of the request core that is awaited: ` async throws(NetLayerError) -> Result`.
    static func awaited(_ result: SwiftType) -> ReturnClause {
        ReturnClause(isAsync: true, thrown: .netLayerError, result: result)
    }

    /// A stream, returned at once and read later: ` -> ReplyStream<Element>`.
    static func immediate(_ result: SwiftType) -> ReturnClause { ReturnClause(result: result) }
}

/// A clause is given to a template, and written to the plan's JSON, as its text.
extension ReturnClause: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(written)
    }
}
