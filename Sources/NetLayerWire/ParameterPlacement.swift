/// Where a parameter's value travels in a request: the spec's `in`.
public enum ParameterPlacement: String, Sendable, Hashable, CaseIterable {
    /// The URL's query (an array as repeated items), a `{placeholder}` of the path, a header field, or the body's
    /// fields.
    case query, path, header, body
    /// A cookie, in the `Cookie` header after any cookie key the call sends.
    case cookie
    /// The whole body: a JSON value sent as the JSON body (an array, a model), or a file sent as its bytes under
    /// its MIME type.
    case content
}
