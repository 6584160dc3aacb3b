import NetLayerSpec

/// Header parameters that most operations repeat, as springfox documents
/// do (`x-auth-token`, `Authorization`, `X-Trace`): said once in the spec,
/// not a parameter of every function. One whose name or description says it
/// is a token becomes `auth.token` when the document has no security of its
/// own, and the operations that lack it send no token (`auth: none`: the
/// login). Any other one that every operation repeats becomes a common header
/// the app supplies (`headers: { X-Trace: $xTrace }`).
struct RepeatedHeaders {
    /// The token's header, when one became the token.
    var token: String?
    /// Common headers: the name and its `$value`.
    var common: [(name: String, value: String)] = []

    /// Every header name taken out of the operations, lowercased.
    var names: Set<String> {
        Set(common.map { $0.name.lowercased() } + (token.map { [$0.lowercased()] } ?? []))
    }

    /// Whether `operation` sends the token header the document repeats.
    func sendsToken(_ operation: Operation) -> Bool {
        guard let token else { return false }
        return operation.parameters.contains { $0.place == .header && $0.name.lowercased() == token.lowercased() }
    }

    init(_ operations: [Operation], hasToken: Bool) {
        guard operations.count >= 2 else { return }
        var counts: [String: (name: String, count: Int, tokenLike: Bool)] = [:]
        var order: [String] = []
        for operation in operations {
            var seen: Set<String> = []
            for parameter in operation.parameters where parameter.place == .header {
                let key = parameter.name.lowercased()
                guard HTTPToken.isValid(parameter.name), !Self.runtimeHeaders.contains(key),
                    seen.insert(key).inserted
                else { continue }
                if counts[key] == nil { order.append(key) }
                var entry = counts[key] ?? (parameter.name, 0, false)
                entry.count += 1
                entry.tokenLike = entry.tokenLike || Self.isToken(parameter)
                counts[key] = entry
            }
        }
        var taken: Set<String> = []
        for key in order {
            guard let entry = counts[key] else { continue }
            // The token may be missing from a few operations (a login); a common header is in all.
            if entry.tokenLike, !hasToken, token == nil, entry.count * 2 > operations.count, entry.count >= 2 {
                token = entry.name
            } else if entry.count == operations.count, !(entry.tokenLike && hasToken) {
                let value = ImportNames.unique(ImportNames.memberName(entry.name), in: &taken)
                common.append((entry.name, "$" + value))
            }
        }
    }

    /// Headers the runtime writes for each call (the body's type, the
    /// reply's `accepts`): a parameter of each interface as the document has it.
    private static let runtimeHeaders: Set<String> = ["accept", "content-type", "content-length", "cookie", "host"]

    /// A header named like a token (`Authorization`, `x-auth-token`,
    /// `accessToken`), or described as one.
    private static func isToken(_ parameter: OperationParameter) -> Bool {
        let name = parameter.name.lowercased()
        if name == "authorization" || name.contains("token") { return true }
        let summary = parameter.summary?.lowercased() ?? ""
        return summary.contains("token") || summary.contains("令牌")
    }
}
