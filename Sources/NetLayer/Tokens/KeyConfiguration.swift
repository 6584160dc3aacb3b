import Foundation

/// A named credential the app sets itself, such as an API key, from the
/// spec's `auth.keys`: where requests carry it, and whether it is kept
/// across launches. No reply delivers a key and no code expires one.
public struct KeyConfiguration: Sendable, Hashable {
    /// Where a request carries the key.
    public enum Placement: Sendable, Hashable {
        /// In the header field of this name, after the ``KeyConfiguration/scheme`` and a space when there is one.
        case header(String)
        /// In the query item of this name.
        case query(String)
        /// In the cookie of this name, in the `Cookie` header with the call's cookie parameters.
        case cookie(String)
    }

    /// The spec's name of the key, as endpoints name it (`apiKey`).
    public var name: String
    /// Where the key is sent.
    public var placement: Placement
    /// Written before the key in its header, such as `Basic`; nil sends the bare key.
    public var scheme: String?
    /// Kept in the client's token store, across launches when the store persists; else in memory only.
    public var persist: Bool

    /// A key named `name`, sent in `placement` (after `scheme` in a header), kept by the token store with `persist`.
    ///
    /// - Parameters:
    ///   - name: The spec's name of the key, as endpoints name it.
    ///   - placement: Where the key is sent.
    ///   - scheme: Written before the key in its header, such as `Basic`; nil (the default) sends the bare key.
    ///   - persist: Whether the key is kept in the client's token store; false (the default) keeps it in memory only.
    public init(_ name: String, placement: Placement, scheme: String? = nil, persist: Bool = false) {
        self.name = name
        self.placement = placement
        self.scheme = scheme
        self.persist = persist
    }

    /// What a request carries for `value`: in a header, the scheme, a space and the value when there is a scheme.
    func credentials(_ value: String) -> String {
        guard let scheme, !scheme.isEmpty, case .header = placement else { return value }
        return scheme + " " + value
    }

    /// The host key a key is stored under in a ``TokenStore``: the host,
    /// `#` (which no host contains), the key's name.
    static func storeKey(host: String, name: String) -> String {
        host + "#" + name
    }
}

extension NetLayerClient {
    /// `user:password` Base64-encoded, as a key with the `Basic` scheme is set
    /// (RFC 7617): `client.setKey(NetLayerClient.basic(user: u, password: p), named: "basic")`.
    ///
    /// - Parameters:
    ///   - user: The user name; it must not contain a colon (RFC 7617 §2).
    ///   - password: The password.
    /// - Returns: The Base64 of `user:password` in UTF-8, without the `Basic ` scheme.
    public static func basic(user: String, password: String) -> String {
        Data((user + ":" + password).utf8).base64EncodedString()
    }
}
