/// One HTTP interface: a case of the generated `RequestInterface` enum.
public struct Interface: Sendable {
    public var name: String
    /// The module it belongs to.
    public var module: String
    public var summary: String?
    public var method: Located<HTTPMethod>
    /// The path after the prefix and version, with `{placeholders}`.
    public var path: Located<String>
    /// The names inside `{}` in the path, in order.
    public var pathPlaceholders: [String]
    /// Given only when written in the spec; see `effectiveBody`.
    public var body: Located<BodyKind>?
    public var parameters: [Parameter]
    public var response: Response?
    public var cancel: CancelPolicy
    /// Nil: the spec's default (`Spec.authRequirement(of:)`).
    public var auth: Located<AuthRequirement>?
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
    public var lenient: [Leniency]?
    public var deprecated: Bool
    /// Named replies, data ones first; the first is the default. Empty when
    /// the spec gives none: `SpecExamples` makes one from the type.
    public var examples: [InterfaceExample] = []
    public var location: SourceLocation
    /// Where each key was written (the key itself), for what has no location
    /// of its own, such as a time-out: `netlayer diff` points there.
    public var keyLocations: [String: SourceLocation] = [:]

    /// The body that carries parameters: `form` by default for methods that
    /// have one, none for GET, HEAD and DELETE, and none when a parameter
    /// is the whole body (`in: content`).
    public var effectiveBody: BodyKind? {
        if let body { return body.value }
        if parameters.contains(where: { $0.placement?.value == .content }) { return nil }
        return method.value.allowsBody ? .form : nil
    }

    /// Whether a retry rule may send the request again: `idempotent` as
    /// written, else true for GET, HEAD, PUT and DELETE.
    public var isIdempotent: Bool {
        idempotent?.value ?? [.GET, .HEAD, .PUT, .DELETE].contains(method.value)
    }

    /// The retry rule that applies: the interface's, else its module's,
    /// else the spec's; nil when none does or it is turned off.
    public func retryRule(in module: Module, of spec: Spec) -> RetryRule? {
        switch retry ?? module.retry {
        case .off?: return nil
        case .rule(let rule)?: return rule
        case nil: return spec.retry
        }
    }

    /// Where a parameter travels: as written in the spec, else in the path
    /// when the path names it, else in the query for methods without a body
    /// and in the body for the others.
    public func placement(of parameter: Parameter) -> Parameter.Placement {
        if let placement = parameter.placement { return placement.value }
        if pathPlaceholders.contains(parameter.wireName) { return .path }
        return method.value.allowsBody ? .body : .query
    }
}

public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case GET, POST, PUT, PATCH, DELETE, HEAD

    /// Whether parameters may travel in a body.
    public var allowsBody: Bool {
        switch self {
        case .POST, .PUT, .PATCH: return true
        case .GET, .HEAD, .DELETE: return false
        }
    }
}

public enum BodyKind: String, Sendable, Hashable, CaseIterable {
    case form, json, multipart
}

/// The seed's request-queue control.
public enum CancelPolicy: String, Sendable, Hashable, CaseIterable {
    /// Calls run side by side.
    case none
    /// A new call of this interface cancels its call still in flight.
    case previous
    /// A call of this interface cancels every call in flight.
    case all
}

/// What a successful reply decodes to.
public struct Response: Sendable, Hashable {
    public var type: Located<TypeName>
    /// A key path inside the reply's data where the value is.
    public var at: ReplyPath?
}

/// The parameters that page newer and older items.
public struct Paging: Sendable, Hashable {
    public var newer: Located<String>
    public var older: Located<String>
}
