/// The `x-netlayer-*` extensions of an OpenAPI document: what `netlayer
/// export` writes for what OpenAPI cannot say, and what `netlayer import`
/// reads back before its own guesses. One list, so the two cannot drift
/// apart; each key is documented with an example in docs/export.md.
public enum OpenAPIExtension {
    /// Document: the spec's `netlayer:` format version.
    public static let format = "x-netlayer-format"
    /// Document and tag: the spec's or module's `version` (which may be empty).
    public static let version = "x-netlayer-version"
    /// Document, tag and operation: the time-out in seconds.
    public static let timeout = "x-netlayer-timeout"
    /// Document and tag: the URL layout, such as `{base}/{prefix}/{version}/{path}`.
    public static let url = "x-netlayer-url"
    /// Document: the common headers, by name; a `$name` value is supplied by the app at run time.
    public static let headers = "x-netlayer-headers"
    /// Document: the common parameters, as `x-netlayer-headers`.
    public static let parameters = "x-netlayer-parameters"
    /// Document: the envelope's paths and success codes; tag and operation: `none` or another envelope.
    public static let envelope = "x-netlayer-envelope"
    /// Document, tag and operation: the retry rule, or `none`.
    public static let retry = "x-netlayer-retry"
    /// Document, tag, operation and schema: the leniencies.
    public static let lenient = "x-netlayer-lenient"
    /// Document, tag and operation: `off`, `http` or `{offline: seconds}`.
    public static let cache = "x-netlayer-cache"
    /// Tag: the module's prefix, one string or one per environment.
    public static let prefix = "x-netlayer-prefix"
    /// Tag: the module's base URL per environment (also the operations' `servers`).
    public static let base = "x-netlayer-base"
    /// Server: the name of the environment whose base URL it is.
    public static let environment = "x-netlayer-environment"
    /// Server: `true` where the spec marks the environment as production (`production: true`).
    public static let production = "x-netlayer-production"
    /// Operation: `previous` or `all`.
    public static let cancel = "x-netlayer-cancel"
    /// Operation: whether sending twice does no more than once, as written.
    public static let idempotent = "x-netlayer-idempotent"
    /// Document and operation: `checkConstraints`, whether calls check their parameters' constraints before
    /// sending; written where the spec turns it on, and on an operation wherever the interface says it.
    public static let checkConstraints = "x-netlayer-check-constraints"
    /// Operation: the parameters' names in the order the spec writes them (the generated functions' order),
    /// where a parameter in the body comes before one that is not: OpenAPI keeps the body apart.
    public static let order = "x-netlayer-order"
    /// Operation: the parameters that page `newer` and `older`.
    public static let paging = "x-netlayer-paging"
    /// Operation: the key path inside the reply's data where the response is.
    public static let at = "x-netlayer-at"
    /// Operation: the stream (`format`, `of`, `end`, `reconnect`, `firstByte`, `idle`).
    public static let stream = "x-netlayer-stream"
    /// Operation: the download (`maxBytes`).
    public static let download = "x-netlayer-download"
    /// Operation: the `Accept` the spec writes (`accepts`).
    public static let accepts = "x-netlayer-accepts"
    /// Operation: the body kind the spec writes (`form`, `json`, `multipart`).
    public static let body = "x-netlayer-body"
    /// Operation: the interface that reads the same call as a stream (its name, summary and settings),
    /// the stream being a second media type of the reply.
    public static let variant = "x-netlayer-variant"
    /// Operation: the examples of a reply that is not JSON (a stream's elements, a download's bytes), by name.
    public static let examples = "x-netlayer-examples"
    /// Operation: the business errors by name (`code`, `message`, `status`).
    public static let errors = "x-netlayer-errors"
    /// Operation, parameter and property: the spec's (Swift) name where the wire's differs.
    public static let name = "x-netlayer-name"
    /// Parameter and property: never logged.
    public static let secret = "x-netlayer-secret"
    /// Parameter and property: where the spec places it when written (`in:`).
    public static let placement = "x-netlayer-in"
    /// Security scheme: the token's capture (`from`), `persist`, `expired` codes and `expiry`.
    public static let token = "x-netlayer-token"
    /// Security scheme: the scheme written before a key in a header that is not `Authorization`.
    public static let scheme = "x-netlayer-scheme"
    /// Security scheme: the key is kept across launches.
    public static let persist = "x-netlayer-persist"
    /// Schema: how a date is written (`iso8601`, `seconds`, `milliseconds` or a pattern).
    public static let date = "x-netlayer-date"
    /// Schema: an enum or union whose unknown values are an error.
    public static let frozen = "x-netlayer-frozen"
    /// Schema: the names of a union's cases, in the order of its alternatives.
    public static let cases = "x-netlayer-cases"
    /// Schema: a property's `required: true` on an optional field.
    public static let required = "x-netlayer-required"
    /// Schema of an enum: the Swift names of its cases (a common vendor extension).
    public static let enumNames = "x-enum-varnames"
    /// Schema of an enum: the cases' summaries (a common vendor extension).
    public static let enumDescriptions = "x-enum-descriptions"
}
