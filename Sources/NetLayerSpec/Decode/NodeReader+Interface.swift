extension NodeReader {
    static let interfaceKeys = [
        "method", "path", "summary", "params", "body", "response", "accepts", "cancel", "auth", "paging", "timeout",
        "retry", "idempotent", "lenient", "deprecated", "example", "examples", "errors", "envelope", "stream",
        "download", "cache", "checkConstraints",
    ]
    static let parameterKeys = ["type", "default", "value", "name", "secret", "summary", "in", "constraints"]
    static let responseKeys = ["type", "at"]
    static let pagingKeys = ["newer", "older"]

    mutating func interface(_ name: String, module: String, key: YAMLNode, value: YAMLNode) -> Interface? {
        let what = "interface '\(name)'"
        guard let fields = mapping(value, of: what, keys: .interface) else { return nil }
        let method = require(fields, "method", of: what, at: key).flatMap { node in
            choice(node, "'method'", as: HTTPMethod.self).map { Located($0, at: location(node)) }
        }
        let path = require(fields, "path", of: what, at: key).flatMap { self.path($0) }
        let body = fields["body"].flatMap { node in
            choice(node, "'body'", as: BodyEncoding.self).map { Located($0, at: location(node)) }
        }
        let parameters = fields["params"].map { node in
            namedEntries(node, of: "the params of '\(name)'").compactMap {
                parameter($0.name, key: $0.key, value: $0.value)
            }
        }
        let reply = reply(fields, of: name)
        let accepts = fields["accepts"].flatMap { located($0, "'accepts'") }
        let cancel =
            fields["cancel"].flatMap { choice($0, "'cancel'", as: CancelPolicy.self) }
            ?? CancelPolicy.none
        let auth = fields["auth"].flatMap { node in
            authRequirement(node).map { Located($0, at: location(node)) }
        }
        let paging = fields["paging"].flatMap { self.paging($0) }
        let envelope = fields["envelope"].flatMap { node in
            envelopeChoice(node).map { Located($0, at: location(node)) }
        }
        let timeout = fields["timeout"].flatMap { seconds($0, "'timeout'") }
        let retry = fields["retry"].flatMap { self.retry($0) }
        let idempotent = fields["idempotent"].flatMap { node in
            bool(node, "'idempotent'").map { Located($0, at: location(node)) }
        }
        let deprecated = fields["deprecated"].flatMap { bool($0, "'deprecated'") } ?? false
        let checkConstraints = fields["checkConstraints"].flatMap { node in
            bool(node, "'checkConstraints'").map { Located($0, at: location(node)) }
        }
        let examples = interfaceExamples(fields, of: name)
        guard let method, let path else { return nil }
        return Interface(
            name: name, module: module, summary: fields["summary"].flatMap { string($0, "'summary'") },
            method: method, path: path.path, pathPlaceholders: path.placeholders, body: body,
            parameters: parameters ?? [], reply: reply, accepts: accepts, cache: fields["cache"].flatMap { cache($0) },
            cancel: cancel, auth: auth, paging: paging, envelope: envelope, timeout: timeout, retry: retry,
            idempotent: idempotent, lenient: fields["lenient"].flatMap { leniency($0) }, deprecated: deprecated,
            checkConstraints: checkConstraints, examples: examples, location: location(key),
            keyLocations: keyLocations(fields))
    }

    /// `name: Type`, or the long form `{type, default, name, secret, summary, in}`.
    private mutating func parameter(_ name: String, key: YAMLNode, value: YAMLNode) -> Interface.Parameter? {
        guard value.entries != nil else {
            return type(value).map {
                Interface.Parameter(
                    name: name, wireName: name, type: $0, defaultValue: nil, secret: false, summary: nil,
                    placement: nil, location: location(key))
            }
        }
        let what = "parameter '\(name)'"
        guard let fields = mapping(value, of: what, keys: .parameter),
            let type = require(fields, "type", of: what, at: key).flatMap({ self.type($0) })
        else { return nil }
        return Interface.Parameter(
            name: name,
            wireName: fields["name"].flatMap { string($0, "'name'") } ?? name,
            type: type,
            defaultValue: fields["default"].flatMap { defaultValue($0, for: type.value) },
            fixedValue: fields["value"].flatMap { defaultValue($0, for: type.value, what: "value") },
            secret: fields["secret"].flatMap { bool($0, "'secret'") } ?? false,
            summary: fields["summary"].flatMap { string($0, "'summary'") },
            placement: fields["in"].flatMap { node in
                choice(node, "'in'", as: ParameterPlacement.self).map { Located($0, at: location(node)) }
            },
            constraints: fields["constraints"].flatMap { constraints($0, of: what) },
            location: location(key))
    }

    /// A default read as the parameter's type asks; a mismatch is reported here,
    /// so the generator can print every default as a literal of its type.
    /// `what` is `default`, or `value` for a value always sent.
    private mutating func defaultValue(_ node: YAMLNode, for type: TypeName, what: String = "default")
        -> Located<DefaultValue>?
    {
        let at = location(node)
        guard let scalar = node.scalar else {
            error("a \(what) must be a single value, found \(node.kindDescription)", at: node)
            return nil
        }
        if node.isNull {
            guard type.isOptional else {
                error("a \(what) of null needs an optional type such as '\(type)?'", at: node)
                return nil
            }
            return Located(.null, at: at)
        }
        let mismatch = "\(what) \(describe(node)) is not a value of type '\(type)'"
        switch type.nonOptional {
        case .builtin(.String), .model:
            return Located(.string(scalar.text), at: at)
        case .builtin(.Int), .builtin(.Int64):
            if scalar.isPlain, let value = Int(scalar.text) { return Located(.int(value), at: at) }
        case .builtin(.Double):
            if scalar.isPlain, let value = Double(scalar.text), value.isFinite {
                return Located(.double(value), at: at)
            }
        case .builtin(.Bool):
            if let value = bool(node, "a \(what) of type Bool") { return Located(.bool(value), at: at) }
            return nil
        default:
            error("a parameter of type '\(type)' cannot have a \(what)", at: node)
            return nil
        }
        error(mismatch, at: node)
        return nil
    }

    /// The one way the reply is taken: `stream`, `download` or `response`.
    /// A second is reported here, so nothing later sees two; the stream, then
    /// the download, is kept so its own rules still run.
    private mutating func reply(_ fields: Fields, of name: String) -> Interface.Reply {
        let stream = fields["stream"].flatMap { self.stream($0) }
        let download = fields["download"].flatMap { self.download($0) }
        let response = fields["response"].flatMap { self.response($0) }
        let responseKey = fields.key("response")
        if let stream {
            if let responseKey, response != nil {
                error(
                    "interface '\(name)' has a 'stream': its elements' type is the stream's 'of', so remove 'response'",
                    at: responseKey)
            }
            if download != nil, let key = fields.key("download") {
                error("interface '\(name)' cannot both 'stream' and 'download' its reply: choose one", at: key)
            }
            return .stream(stream)
        }
        if let download {
            if let responseKey, response != nil {
                error("interface '\(name)' saves its reply to a file ('download'): remove 'response'", at: responseKey)
            }
            return .download(download)
        }
        return .whole(response)
    }

    /// A type, or `{type, at}` for a value inside the reply's data.
    private mutating func response(_ node: YAMLNode) -> Response? {
        guard node.entries != nil else {
            return type(node).map { Response(type: $0, at: nil) }
        }
        guard let fields = mapping(node, of: "'response'", keys: .response),
            let type = require(fields, "type", of: "'response'", at: node).flatMap({ self.type($0) })
        else { return nil }
        return Response(type: type, at: fields["at"].flatMap { keyPath($0, "'at'") })
    }

    private mutating func paging(_ node: YAMLNode) -> Paging? {
        guard let fields = mapping(node, of: "'paging'", keys: .paging),
            let newer = require(fields, "newer", of: "'paging'", at: node).flatMap({ located($0, "'newer'") }),
            let older = require(fields, "older", of: "'paging'", at: node).flatMap({ located($0, "'older'") })
        else { return nil }
        return Paging(newer: newer, older: older)
    }
}
