/// How a request's parameters travel in its body.
public enum BodyEncoding: String, Sendable, Hashable, CaseIterable {
    /// `application/x-www-form-urlencoded`.
    case form
    /// `application/json`: one object of the parameters.
    case json
    /// `multipart/form-data`, for file uploads.
    case multipart
}
