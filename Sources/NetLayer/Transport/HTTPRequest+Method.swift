import HTTPTypes

extension HTTPRequest.Method {
    /// `method` as swift-http-types spells it: a standard method is its constant, not a parse of its name.
    package init(_ method: HTTPMethod) {
        switch method {
        case .GET: self = .get
        case .POST: self = .post
        case .PUT: self = .put
        case .DELETE: self = .delete
        case .PATCH: self = .patch
        case .HEAD: self = .head
        case .OPTIONS: self = .options
        default:
            // Both types accept exactly RFC 9110's tokens, so every HTTPMethod is a Method.
            self = HTTPRequest.Method(rawValue: method.rawValue) ?? .get
        }
    }
}
