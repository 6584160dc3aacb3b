import NetLayerSpec

/// Which request body an operation sends, and how a reply that is not JSON
/// is read.
extension OperationMapper {
    /// The body the interface sends: none for an empty one (Stripe gives
    /// every GET and DELETE a form body without fields), none for GET and
    /// HEAD, which a spec cannot send.
    func sentBody(_ body: RequestBody, method: HTTPMethod?) -> RequestBody? {
        if method?.sendsBodyByDefault != true, isEmpty(body) { return nil }
        guard method?.canSendBody != false else {
            documents.diagnostics.warning(
                "the request body of \(operation.method) \(operation.path) is left out: a spec sends no body with "
                    + "GET or HEAD, since URLSession fails a GET that has one and drops a HEAD's",
                at: body.location)
            return nil
        }
        return body
    }

    /// A body schema without a field: `{}`, or an object with no properties.
    func isEmpty(_ body: RequestBody) -> Bool {
        guard body.encoding != .binary else { return false }
        let resolved = ObjectMerger(documents: documents).resolve(body.schema)
        switch resolved.shape {
        case .any: return true
        case .object(_, _, let additional):
            guard case .none = additional else { return false }
            return ObjectMerger(documents: documents).properties(of: resolved).0.isEmpty
        default: return false
        }
    }

    /// Whether the body's fields are parameters (`body: form|json|multipart`),
    /// not one parameter that is the whole body.
    func isFields(_ body: RequestBody) -> Bool {
        switch body.encoding {
        case .binary: return false
        case .form, .multipart: return true
        case .json:
            switch ObjectMerger(documents: documents).resolve(body.schema).shape {
            case .object, .allOf: return true
            default: return false
            }
        }
    }

    /// A reply that is not JSON: text as `String`; a file (`MediaFamily.isBinary`:
    /// PDF, ZIP, images, audio, video, `application/octet-stream`) that a GET
    /// fetches as a `download` to disk; anything else as `Data`; with its
    /// media type as `accepts`.
    func otherReply(_ response: SuccessResponse, _ mediaType: String, method: HTTPMethod?)
        -> (response: TypeName?, accepts: String?, download: Bool)
    {
        if MediaFamily.isText(mediaType) { return (.builtin(.String), mediaType, false) }
        if method == .GET, MediaFamily.isBinary(mediaType) { return (nil, mediaType, true) }
        return (.builtin(.Data), mediaType, false)
    }
}
