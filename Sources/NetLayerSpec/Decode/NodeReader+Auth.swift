extension NodeReader {
    static let authKeys = ["token", "keys", "default"]
    static let tokenKeys = ["header", "query", "scheme", "from", "persist", "expired", "expiry"]
    static let envelopeKeys = ["code", "message", "time", "data", "total", "success"]

    mutating func auth(_ node: YAMLNode) -> Auth? {
        guard let fields = mapping(node, of: "'auth'", keys: .auth) else { return nil }
        if fields["token"] == nil, fields["keys"] == nil, !fields.misspelled.contains("token") {
            error("'auth' needs 'token' or 'keys': the credentials requests carry", at: node)
            return nil
        }
        let token = fields["token"].flatMap { self.token($0) }
        let keys = fields["keys"].map { self.keys($0) } ?? []
        let requirement = fields["default"].flatMap { node in
            authRequirement(node).map { Located($0, at: location(node)) }
        }
        if fields["token"] != nil, token == nil { return nil }
        return Auth(
            token: token, keys: keys, defaultRequirement: requirement,
            tokenKeyLocation: fields.key("token").map { location($0) })
    }

    private mutating func token(_ tokenNode: YAMLNode) -> Auth.Token? {
        guard let token = mapping(tokenNode, of: "'auth.token'", keys: .token) else { return nil }

        let placement: TokenConfiguration.Placement?
        switch (token["header"], token["query"]) {
        case (let header?, nil):
            placement = string(header, "'header'").map { .header($0) }
        case (nil, let query?):
            placement = string(query, "'query'").map { .query($0) }
        case (_?, let query?):
            error(
                "'auth.token' sends the token in one place: give 'header' or 'query', not both",
                at: token.key("query") ?? query)
            placement = nil
        case (nil, nil):
            error("'auth.token' needs 'header' or 'query': where requests carry the token", at: tokenNode)
            placement = nil
        }
        let inQuery = token["query"] != nil && token["header"] == nil
        let scheme = token["scheme"].flatMap { self.scheme($0, key: token.key("scheme"), inQuery: inQuery) }
        // Without `from` no reply is read: the app hands the token over itself.
        let source = token["from"].flatMap { replySource($0, "'from'") }
        let persist = token["persist"].flatMap { bool($0, "'persist'") } ?? false
        let expired = token["expired"].map { codes($0, "'expired'") } ?? []
        var expiry = token["expiry"].flatMap { self.expiry($0) }
        if case .from? = expiry, token["from"] == nil, !token.misspelled.contains("from"), let node = token["expiry"] {
            error(
                "'expiry' reads '\(node.scalar?.text ?? "")' from the reply that delivers the token, but 'auth.token' "
                    + "has no 'from'; give 'from', or an 'expiry' of 'jwt' or a number of seconds", at: node)
            expiry = nil
        }
        guard let placement else { return nil }
        var valueLocations: [String: SourceLocation] = [:]
        for key in ["header", "from", "expiry"] {
            if let value = token[key] { valueLocations[key] = location(value) }
        }
        return Auth.Token(
            placement: placement, scheme: scheme, source: source, persist: persist, expiredCodes: expired,
            expiry: expiry, location: location(tokenNode), valueLocations: valueLocations)
    }

    /// An HTTP authentication scheme (RFC 9110 `token`), such as `Bearer`,
    /// written before a token sent in a header.
    mutating func scheme(_ node: YAMLNode, key: YAMLNode?, inQuery: Bool) -> String? {
        guard let text = string(node, "'scheme'") else { return nil }
        if inQuery {
            error(
                "'scheme' goes with 'header': a token sent in a query item has no authentication scheme",
                at: key ?? node)
            return nil
        }
        guard HTTPToken.isValid(text) else {
            error(
                "'scheme' must be an HTTP authentication scheme such as 'Bearer' (letters, digits and "
                    + "!#$%&'*+-.^_`|~), found '\(text)'", at: node)
            return nil
        }
        return text
    }

    /// `header NAME` or `body KEY.PATH`.
    private mutating func replySource(_ node: YAMLNode, _ what: String) -> TokenConfiguration.Source? {
        guard let text = string(node, what) else { return nil }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        if words.count == 2 {
            switch words[0] {
            case "header":
                return .header(String(words[1]))
            case "body":
                let components = words[1].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                if !components.contains(where: \.isEmpty) { return .body(components) }
            default:
                break
            }
        }
        error("\(what) must be 'header NAME' or 'body KEY.PATH', found '\(text)'", at: node)
        return nil
    }

    /// `jwt`, a number of seconds, `header NAME` or `body KEY.PATH`.
    private mutating func expiry(_ node: YAMLNode) -> TokenConfiguration.Expiry? {
        guard let text = string(node, "'expiry'") else { return nil }
        if text == "jwt" { return .jwt }
        if let seconds = Int(text), node.scalar?.isPlain == true {
            guard seconds > 0 else {
                error("'expiry' must be more than 0 seconds", at: node)
                return nil
            }
            return .seconds(seconds)
        }
        if let word = text.split(separator: " ").first, word == "header" || word == "body" {
            return replySource(node, "'expiry'").map { .from($0) }
        }
        error(
            "'expiry' must be 'jwt', a number of seconds, 'header NAME' or 'body KEY.PATH', found '\(text)'", at: node)
        return nil
    }

    /// `none`, or a mapping that says where each part of the reply is.
    mutating func envelopeChoice(_ node: YAMLNode) -> Module.EnvelopeChoice? {
        if let scalar = node.scalar, scalar.isPlain, scalar.text == "none" { return Module.EnvelopeChoice.none }
        if node.scalar != nil {
            error("'envelope' must be 'none' or a mapping with 'code', 'success' and where the data is", at: node)
            return nil
        }
        guard let fields = mapping(node, of: "'envelope'", keys: .envelope) else { return nil }
        let code = require(fields, "code", of: "'envelope'", at: node).flatMap { keyPath($0, "'code'") }
        let success = require(fields, "success", of: "'envelope'", at: node).map { codes($0, "'success'") }
        let message = fields["message"].flatMap { keyPath($0, "'message'") }
        let time = fields["time"].flatMap { keyPath($0, "'time'") }
        let data = fields["data"].flatMap { keyPath($0, "'data'") }
        let total = fields["total"].flatMap { keyPath($0, "'total'") }
        guard let code, let success else { return nil }
        if success.isEmpty {
            error("'success' must list at least one code", at: fields["success"] ?? node)
            return nil
        }
        return .custom(
            Envelope(
                code: code, message: message, time: time, data: data, total: total, success: success,
                location: location(node)))
    }
}
