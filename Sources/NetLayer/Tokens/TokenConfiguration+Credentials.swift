extension TokenConfiguration {
    /// The header the token travels in, if it travels in one.
    var headerName: String? {
        if case .header(let name) = placement { return name }
        return nil
    }

    /// What a request carries for `token`: in a header, the scheme, a space
    /// and the token when there is a scheme; otherwise the token.
    func credentials(_ token: String) -> String {
        guard let scheme, !scheme.isEmpty, headerName != nil else { return token }
        return scheme + " " + token
    }

    /// `value` without a leading scheme (in any case) and the spaces after
    /// it, so a token is kept bare and not sent as `Bearer Bearer <token>`;
    /// `value` itself when it does not start with the scheme. The scheme
    /// alone is no token: "". Package access: the mock backend (`NetLayerMock`) reads tokens alike.
    package func bare(_ value: String) -> String {
        guard let scheme, !scheme.isEmpty, headerName != nil, value.count >= scheme.count,
            value.prefix(scheme.count).caseInsensitiveCompare(scheme) == .orderedSame
        else { return value }
        let rest = value.dropFirst(scheme.count)
        if rest.isEmpty { return "" }
        guard rest.first == " " else { return value }
        return String(rest.drop { $0 == " " })
    }
}
