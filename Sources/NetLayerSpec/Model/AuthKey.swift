extension Auth {
    /// A named credential the app sets itself, such as an API key: sent in
    /// a header (after an optional scheme, as `Basic`), a query item or a
    /// cookie. No reply delivers one and no code expires it.
    public struct Key: Sendable, Hashable {
        /// The key under `auth.keys`: what interfaces name it by.
        public var name: String
        /// Where a request carries the key.
        public var placement: KeyConfiguration.Placement
        /// Written before the value in a header, such as `Basic`.
        public var scheme: String?
        /// Kept across launches, per environment host, as a persisted token is.
        public var persist: Bool
        /// Where the key is defined.
        public var location: SourceLocation
        /// Where the placement's name was written.
        public var placementLocation: SourceLocation
    }
}

/// Which credentials an interface sends: alternatives in order, each a set
/// of credential names sent together (`token` is `auth.token`). At run time
/// the first alternative whose credentials the app has set is sent; an empty
/// alternative needs nothing, so `none` is one empty alternative.
public struct AuthRequirement: Sendable, Hashable, CustomStringConvertible {
    /// The alternatives in order; each is the names of credentials sent together.
    public var alternatives: [[String]]

    /// Creates a requirement.
    ///
    /// - Parameter alternatives: The alternatives in order, each the credential names sent together; an empty
    ///   alternative needs nothing.
    public init(_ alternatives: [[String]]) {
        self.alternatives = alternatives
    }

    /// The name `auth.token` goes by.
    public static let tokenName = "token"
    /// Sends nothing.
    public static let none = AuthRequirement([[]])
    /// Sends the token.
    public static let token = AuthRequirement([[tokenName]])

    /// Every credential named, once each, in order.
    public var names: [String] {
        var seen: Set<String> = []
        return alternatives.flatMap { $0 }.filter { seen.insert($0).inserted }
    }

    /// Whether a call can always be sent: some alternative needs nothing.
    public var isOptional: Bool { alternatives.contains { $0.isEmpty } }

    /// As a spec writes it: `none`, `token`, `[apiKey, token]` or
    /// `{ anyOf: [token, apiKey] }`.
    public var description: String {
        func one(_ names: [String]) -> String {
            names.isEmpty ? "none" : names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
        }
        if alternatives.count == 1 { return one(alternatives[0]) }
        return "{ anyOf: [" + alternatives.map(one).joined(separator: ", ") + "] }"
    }
}

extension Spec {
    /// What an interface without `auth` sends: `auth.default`, else the
    /// token when the spec has one, else nothing.
    public var defaultAuth: AuthRequirement {
        if let requirement = auth?.defaultRequirement { return requirement.value }
        return auth?.token != nil ? .token : .none
    }

    /// What `interface` sends: its own `auth`, else the spec's default.
    ///
    /// - Parameter interface: An interface of this spec.
    /// - Returns: The credentials the interface sends.
    public func authRequirement(of interface: Interface) -> AuthRequirement {
        interface.auth?.value ?? defaultAuth
    }
}
