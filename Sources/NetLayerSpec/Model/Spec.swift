/// A whole spec, every included file merged in, decoded and checked.
///
/// Elements keep the place they were written, so later stages (such as the
/// generator's naming) can still point at the spec when they refuse something.
public struct Spec: Sendable {
    /// The `netlayer:` format version.
    public var formatVersion: Int
    /// Prefix of the generated type names (`School` → `SchoolClient`).
    public var name: Located<String>
    /// Default interface version for every module; empty when not given.
    public var version: String
    /// Default time-out of a request, in seconds.
    public var timeout: Double
    /// In the order written; the first is the default.
    public var environments: [Environment]
    /// The default layout of a full URL.
    public var url: URLLayout
    /// Headers sent with every request, in the order written.
    public var headers: [Located<CommonValue>]
    /// Query parameters sent with every request, in the order written.
    public var parameters: [Located<CommonValue>]
    /// How requests are authorized; nil when none is.
    public var auth: Auth?
    /// Nil when replies are plain JSON (`envelope: none` or no key).
    public var envelope: Envelope?
    /// Nil: failed calls are not retried unless a module or interface says so.
    public var retry: RetryRule?
    /// Nil: replies are decoded strictly unless a module, interface or model says otherwise.
    public var lenient: Leniency?
    /// Nil: replies are not cached unless a module or interface says so.
    public var cache: Located<CacheSetting>? = nil
    /// Whether the generated calls check their parameters' constraints before sending, unless an interface says
    /// otherwise (`checkConstraints`); off by default, as the server checks them anyway.
    public var checkConstraints = false
    /// The modules, in the order written, each with its interfaces.
    public var modules: [Module]
    /// The result models, in the order written.
    public var models: [Model]
    /// Every file read, the root spec first: what a build must watch.
    public var files: [String]
    /// Where each top-level key was written (the key itself), for what has no location
    /// of its own, such as a time-out: `netlayer diff` points there.
    public var keyLocations: [String: SourceLocation] = [:]

    /// The time-out of a request, in seconds, when the spec gives none.
    public static let defaultTimeout = 60.0

    /// Whether `interface`'s calls check its parameters' constraints before sending: its own
    /// `checkConstraints`, else the spec's.
    ///
    /// - Parameter interface: An interface of this spec.
    /// - Returns: True when the generated call passes each constrained parameter's rules to the runtime.
    public func checksConstraints(of interface: Interface) -> Bool {
        interface.checkConstraints?.value ?? checkConstraints
    }

    /// Every interface of every module, in order.
    public var interfaces: some Collection<Interface> { modules.lazy.flatMap(\.interfaces) }
    /// Every interface with its module, in the order written.
    public var moduleInterfaces: [(interface: Interface, module: Module)] {
        modules.flatMap { module in module.interfaces.map { ($0, module) } }
    }

    /// The envelope replies are read with under `choice`: the spec's, none, or the module's or interface's own.
    ///
    /// - Parameter choice: A module's `envelope`, or ``Module/envelope(of:)`` for an interface.
    /// - Returns: The envelope, or nil when replies are plain JSON.
    public func envelope(for choice: Module.EnvelopeChoice) -> Envelope? {
        switch choice {
        case .inherited: envelope
        case .none: nil
        case .custom(let own): own
        }
    }
}

/// A named base URL.
public struct Environment: Sendable, Hashable {
    /// The environment's name, which the generated environment enum's case is made from.
    public var name: String
    /// The base URL of every request in the environment.
    public var baseURL: String
    /// Whether the spec marks it as serving the app's users (`production: true`): `netlayer verify` calls it only
    /// with `--allow-production`.
    public var isProduction = false
    /// Where the environment is defined.
    public var location: SourceLocation
}

/// A value given once for every environment, or one value per environment.
///
/// Environments a per-environment mapping leaves out use its first value: a
/// third-party host often has only a production address.
public enum PerEnvironment<Value: Sendable & Hashable>: Sendable, Hashable {
    /// One value for all; the location is nil for a default the spec did not write.
    case same(Value, location: SourceLocation?)
    /// A different value for each environment named.
    case each([EnvironmentEntry<Value>])

    /// The value for `environment`.
    ///
    /// - Parameter environment: An environment's name.
    /// - Returns: Its value; the first one for an environment a per-environment mapping leaves out.
    public func value(for environment: String) -> Value {
        switch self {
        case .same(let value, _):
            return value
        case .each(let values):
            return (values.first { $0.environment == environment } ?? values[0]).value
        }
    }
}

/// One environment's value in a per-environment mapping.
public struct EnvironmentEntry<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The environment's name.
    public var environment: String
    /// The value.
    public var value: Value
    /// Where the value is written.
    public var location: SourceLocation
}
