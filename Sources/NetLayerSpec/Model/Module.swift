/// A group of interfaces that share a URL prefix, and so a generated file.
public struct Module: Sendable {
    /// The module's name as the spec writes it; its generated types' names are made from it.
    public var name: String
    /// The module's documentation, copied into its generated types' doc comments.
    public var summary: String?
    /// The module prefix in the URL, possibly different per environment.
    public var prefix: PerEnvironment<String>
    /// Nil: the environment's base URL.
    public var base: PerEnvironment<String>?
    /// Nil: the spec's layout.
    public var url: URLLayout?
    /// Nil: the spec's version.
    public var version: String?
    /// How replies of this module are read.
    public var envelope: EnvelopeChoice
    /// Nil: the spec's time-out.
    public var timeout: Double?
    /// Nil: the spec's retry rule.
    public var retry: RetrySetting?
    /// Nil: the client's leniency.
    public var lenient: Leniency?
    /// Nil: the spec's caching.
    public var cache: Located<CacheSetting>? = nil
    /// The interfaces, in the order written.
    public var interfaces: [Interface]
    /// Where the module is defined.
    public var location: SourceLocation
    /// Where each key was written (the key itself), for what has no location
    /// of its own, such as a time-out: `netlayer diff` points there.
    public var keyLocations: [String: SourceLocation] = [:]

    /// How the replies of a module or an interface are read.
    public enum EnvelopeChoice: Sendable, Hashable {
        /// The spec's envelope, if it has one.
        case inherited
        /// Replies are plain JSON, not wrapped, even when the spec has an envelope.
        case none
        /// Replies are wrapped in this envelope instead of the spec's.
        case custom(Envelope)
    }
}

extension Module {
    /// How `interface`'s replies are read: its own `envelope`, else the module's.
    ///
    /// - Parameter interface: An interface of this module.
    /// - Returns: The envelope choice in force for it.
    public func envelope(of interface: Interface) -> EnvelopeChoice {
        interface.envelope?.value ?? envelope
    }

    /// The caching of `interface`'s replies: its own `cache`, else the module's; nil: the spec's.
    ///
    /// - Parameter interface: An interface of this module.
    /// - Returns: The caching in force, or nil to use the spec's.
    public func cache(of interface: Interface) -> Located<CacheSetting>? {
        interface.cache ?? cache
    }

    /// `modules` with `nameRepeats` set on each interface whose name an
    /// interface of another module has too.
    static func markingRepeatedNames(_ modules: [Module]) -> [Module] {
        var counts: [String: Int] = [:]
        for module in modules {
            for name in Set(module.interfaces.map(\.name)) { counts[name, default: 0] += 1 }
        }
        guard counts.values.contains(where: { $0 > 1 }) else { return modules }
        return modules.map { module in
            var module = module
            for index in module.interfaces.indices {
                module.interfaces[index].nameRepeats = counts[module.interfaces[index].name, default: 0] > 1
            }
            return module
        }
    }
}
