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

        /// The header field's, query item's or cookie's name.
        public var name: String {
            switch self {
            case .header(let name), .query(let name), .cookie(let name): name
            }
        }
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
}
