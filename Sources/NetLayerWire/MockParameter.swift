/// A parameter a mock backend checks on every request of an interface: what the spec promises the server
/// accepts. The spec's `MockDescription` makes these once; `netlayer mock` serves them as they are, and the
/// generated stubbed client carries them as literals.
public struct MockParameter: Sendable, Hashable {
    /// The kinds of value a parameter accepts; a value of another kind is answered with HTTP 400.
    public indirect enum Kind: Sendable, Hashable {
        /// Any text; in a JSON body, a string.
        case string
        /// A whole number within 64 bits, such as `12` or `-3`; in a JSON body, a number.
        case integer
        /// Any finite number, such as `1.5`.
        case number
        /// `true` or `false` (`1` and `0` too, as many servers accept); in a JSON body, `true` or `false`.
        case boolean
        /// A file: a multipart part with a file name, or the whole body.
        case file
        /// An absolute URI (RFC 3986, section 4.3): a scheme, `:` and the rest, as a `URL` parameter sends it.
        case url
        /// Any JSON value; as text (query, form, header, multipart), text that parses as JSON.
        case json
        /// One of these values, compared as text: an enum's raw values.
        case oneOf([String])
        /// Any number of values of one kind: repeated items in a query, form or multipart body, a JSON array.
        case array(Kind)
    }

    /// The name on the wire.
    public var wireName: String
    /// Where the value travels: path, query, header, body (by the endpoint's encoding) or the whole body.
    public var placement: ParameterPlacement
    /// The kind of value accepted.
    public var kind: Kind
    /// Whether a request without the parameter is answered with HTTP 400.
    public var isRequired: Bool
    /// The text of the value the interface always sends (`stream: true`), which tells it from another interface
    /// of the same path and method; nil when callers choose the value.
    public var fixed: String?
    /// Rules the value keeps beyond its kind (a spec's `constraints`, its own and those of the models it holds),
    /// checked once the value is of its kind; a value that breaks one is answered with HTTP 400. Nil when it has
    /// none.
    public var rules: RuleTree?

    /// A parameter sent as `wireName` in `placement`, of `kind`, required unless told otherwise, with the value
    /// `fixed` when the interface always sends one.
    ///
    /// - Parameters:
    ///   - wireName: The name on the wire: the query item, header, path placeholder or body field.
    ///   - placement: Where in the request the value is.
    ///   - kind: What the value must read as; text by default.
    ///   - required: Whether a request without it is answered with HTTP 400.
    ///   - fixed: The value the interface always sends; nil when callers choose it.
    ///   - rules: Rules the value keeps beyond its kind; nil when it has none.
    public init(
        _ wireName: String, in placement: ParameterPlacement, kind: Kind = .string, required: Bool = true,
        fixed: String? = nil, rules: RuleTree? = nil
    ) {
        self.wireName = wireName
        self.placement = placement
        self.kind = kind
        self.isRequired = required
        self.fixed = fixed
        self.rules = rules
    }
}
