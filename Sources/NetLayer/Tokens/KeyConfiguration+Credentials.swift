import Foundation

extension KeyConfiguration {
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
