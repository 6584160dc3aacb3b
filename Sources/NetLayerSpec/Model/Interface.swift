/// One HTTP interface: a case of the generated `RequestInterface` enum.
public struct Interface: Sendable {
    /// Unique within its module.
    public var name: String
    /// The module it belongs to.
    public var module: String
    /// Whether an interface of another module has the same name; the loader sets it.
    public var nameRepeats = false
    /// The interface's documentation, copied into the generated function's doc comment.
    public var summary: String?
    /// The HTTP method, where it was written.
    public var method: Located<HTTPMethod>
    /// The path after the prefix and version, with `{placeholders}`.
    public var path: Located<String>
    /// The names inside `{}` in the path, in order.
    public var pathPlaceholders: [String]
    /// Given only when written in the spec; see `effectiveBody`.
    public var body: Located<BodyEncoding>?
    /// The parameters, in the order written: the generated function's arguments.
    public var parameters: [Parameter]
    /// How the reply is taken: whole (with the `response` type, if any), as
    /// a `stream`, or as a `download`.
    public var reply: Reply
    /// The reply's media type, sent as `Accept`; nil: `application/json`.
    public var accepts: Located<String>? = nil
    /// Nil: the module's, else the spec's caching.
    public var cache: Located<CacheSetting>? = nil
    /// What a new call does to calls still in flight.
    public var cancel: CancelPolicy
    /// Nil: the spec's default (`Spec.authRequirement(of:)`).
    public var auth: Located<AuthRequirement>?
    /// The parameters that page newer and older items; nil when the interface does not page.
    public var paging: Paging?
    /// Nil: the module's envelope; `none` where this interface's reply is not wrapped.
    public var envelope: Located<Module.EnvelopeChoice>?
    /// Nil: the module's or the spec's time-out.
    public var timeout: Double?
    /// Nil: the module's or the spec's retry rule.
    public var retry: RetrySetting?
    /// Whether sending the request twice does no more than once; nil goes
    /// by the method. Only such interfaces are retried.
    public var idempotent: Located<Bool>?
    /// Nil: the module's, else the client's leniency.
    public var lenient: Leniency?
    /// Whether the generated function is marked deprecated.
    public var deprecated: Bool
    /// Nil: the spec's `checkConstraints`; whether this interface's calls check their parameters' constraints
    /// before sending.
    public var checkConstraints: Located<Bool>? = nil
    /// Named replies, data ones first; the first is the default. Empty when
    /// the spec gives none: `SpecExamples` makes one from the type.
    public var examples: [InterfaceExample] = []
    /// Where the interface is defined.
    public var location: SourceLocation
    /// Where each key was written (the key itself), for what has no location
    /// of its own, such as a time-out: `netlayer diff` points there.
    public var keyLocations: [String: SourceLocation] = [:]

    /// What identifies the interface across the spec: its name, or
    /// `module.name` when another module has an interface of that name. The
    /// generated `RequestInterface` case (`orders.list` → `ordersList`), the
    /// `Endpoint`'s id, `netlayer mock --example` and `netlayer diff` use it.
    public var id: String { nameRepeats ? module + "." + name : name }

    /// The body that carries parameters: as written, else `form` for POST,
    /// PUT and PATCH, none for the other methods, and none when a parameter
    /// is the whole body (`in: content`).
    public var effectiveBody: BodyEncoding? {
        if let body { return body.value }
        if parameters.contains(where: { $0.placement?.value == .content }) { return nil }
        return method.value.sendsBodyByDefault ? .form : nil
    }

    /// The `Accept` header: `accepts` as written, else the stream's
    /// format's, `*/*` for a download, and `application/json` otherwise.
    public var acceptedMediaType: String {
        if let accepts { return accepts.value }
        switch reply {
        case .whole: return "application/json"
        case .stream(let stream): return stream.format.value.mediaType
        case .download: return "*/*"
        }
    }

    /// How the reply is read: JSON unless `accepts` names another media
    /// type, and then as text for a `String` response, else as bytes.
    /// A stream or a download is `json`: its body is read by its own call,
    /// and an error reply before it is read as a call's.
    public var replyFormat: ReplyFormat {
        guard case .whole(let response) = reply, let accepts, !MediaType.isJSON(accepts.value) else { return .json }
        return response?.type.value == .builtin(.String) ? .text : .bytes
    }

    /// Whether a retry rule may send the request again: `idempotent` as
    /// written, else true for GET, HEAD, PUT, DELETE and OPTIONS.
    public var isIdempotent: Bool {
        idempotent?.value ?? method.value.isIdempotent
    }

    /// The retry rule that applies: the interface's, else its module's,
    /// else the spec's; nil when none does or it is turned off.
    ///
    /// - Parameters:
    ///   - module: The module the interface belongs to.
    ///   - spec: The spec the module belongs to.
    /// - Returns: The rule, or nil when none applies.
    public func retryRule(in module: Module, of spec: Spec) -> RetryRule? {
        switch retry ?? module.retry {
        case .off?: return nil
        case .rule(let rule)?: return rule
        case nil: return spec.retry
        }
    }

    /// Where a parameter travels: as written in the spec, else in the path
    /// when the path names it, else in the body for POST, PUT and PATCH and
    /// for an interface that says `body`, and in the query for the others.
    ///
    /// - Parameter parameter: One of the interface's parameters.
    /// - Returns: Where its value travels.
    public func placement(of parameter: Parameter) -> ParameterPlacement {
        if let placement = parameter.placement { return placement.value }
        if pathPlaceholders.contains(parameter.wireName) { return .path }
        return method.value.sendsBodyByDefault || body != nil ? .body : .query
    }
}

extension HTTPMethod {
    /// One of the seven methods a spec's `method` names (``allCases``), by its token; nil for any other, which
    /// the runtime could send but a spec cannot name.
    ///
    /// - Parameter token: The method's token, such as `GET`.
    public init?(specMethod token: String) {
        guard let method = Self.allCases.first(where: { $0.rawValue == token }) else { return nil }
        self = method
    }

    /// Whether parameters travel in a body unless the interface says otherwise: for POST, PUT and PATCH.
    public var sendsBodyByDefault: Bool { self == .POST || self == .PUT || self == .PATCH }
}

/// The parameters that page newer and older items.
public struct Paging: Sendable, Hashable {
    /// The parameter whose value asks for items newer than those held.
    public var newer: Located<String>
    /// The parameter whose value asks for items older than those held.
    public var older: Located<String>
}
