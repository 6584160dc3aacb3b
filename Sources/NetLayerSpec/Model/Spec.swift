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
    public var headers: [CommonValue]
    public var parameters: [CommonValue]
    public var auth: Auth?
    /// Nil when replies are plain JSON (`envelope: none` or no key).
    public var envelope: Envelope?
    /// Nil: failed calls are not retried unless a module or interface says so.
    public var retry: RetryRule?
    /// Nil: replies are decoded strictly unless a module, interface or model says otherwise.
    public var lenient: [Leniency]?
    /// Nil: replies are not cached unless a module or interface says so.
    public var cache: Located<CacheSetting>? = nil
    public var modules: [Module]
    public var models: [Model]
    /// Every file read, the root spec first: what a build must watch.
    public var files: [String]
    /// Where each top-level key was written (the key itself), for what has no location
    /// of its own, such as a time-out: `netlayer diff` points there.
    public var keyLocations: [String: SourceLocation] = [:]

    public static let defaultTimeout = 60.0

    /// Every interface of every module, in order.
    public var interfaces: some Collection<Interface> { modules.lazy.flatMap(\.interfaces) }
}

/// A named base URL.
public struct Environment: Sendable, Hashable {
    public var name: String
    public var baseURL: String
    public var location: SourceLocation
}

/// A value given once for every environment, or one value per environment.
///
/// Environments a per-environment mapping leaves out use its first value: a
/// third-party host often has only a production address.
public enum PerEnvironment<Value: Sendable & Hashable>: Sendable, Hashable {
    /// One value for all; the location is nil for a default the spec did not write.
    case same(Value, location: SourceLocation?)
    case each([EnvironmentEntry<Value>])

    /// The value for `environment`.
    public func value(for environment: String) -> Value {
        switch self {
        case .same(let value, _):
            return value
        case .each(let values):
            return (values.first { $0.environment == environment } ?? values[0]).value
        }
    }
}

public struct EnvironmentEntry<Value: Sendable & Hashable>: Sendable, Hashable {
    public var environment: String
    public var value: Value
    public var location: SourceLocation
}

extension Spec {
    /// A header or parameter sent with every request.
    public struct CommonValue: Sendable, Hashable {
        public enum Value: Sendable, Hashable {
            case literal(String)
            /// `$name`: supplied by the app at run time.
            case runtime(String)
        }

        public var name: String
        public var value: Value
        public var location: SourceLocation
    }
}
