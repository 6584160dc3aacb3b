import NetLayerSpec

/// Finds the backend's reply envelope: when most successful replies are
/// one wrapper shape, such as springfox's `Result«List«StudentVO»»` with
/// `code`, `msg` and `data`, the spec says so once (`envelope:`) and each
/// interface's response is what the wrapper carries. A wrapper with a code
/// and a message but no data (springfox's `Result«Void»`) is the same
/// envelope, carrying nothing.
struct EnvelopeDetector {
    static let codeNames = ["code", "status", "errCode", "errorCode", "resultCode", "retCode", "ret", "statusCode"]
    static let messageNames = ["msg", "message", "errMsg", "errorMsg", "errorMessage", "desc", "info"]
    static let dataNames = ["data", "result", "body", "content", "payload", "obj"]

    let documents: DocumentSet
    /// Names given with `--envelope CODE,MESSAGE,DATA`, or nil to look for common ones.
    var fixedNames: (code: String, message: String?, data: String?)? = nil

    /// The envelope most replies share, with the success code its schema
    /// suggests (its `enum`, `default` or `example`, else 0 with a warning).
    func detect(_ responses: [Schema]) -> EnvelopeDraft? {
        // Keyed by code and message: replies with data and without it are one envelope.
        var counts: [String: (count: Int, envelope: EnvelopeDraft, codeSchema: Schema)] = [:]
        var considered = 0
        for response in responses {
            let resolved = ObjectMerger(documents: documents).resolve(response)
            guard case .object = resolved.shape else { continue }
            considered += 1
            guard let (envelope, codeSchema) = match(resolved) else { continue }
            let key = [envelope.code, envelope.message ?? ""].joined(separator: "|")
            counts[key, default: (0, envelope, codeSchema)].count += 1
            if counts[key]?.envelope.data == nil { counts[key]?.envelope.data = envelope.data }
        }
        // Without a data field in any reply there is no telling an envelope from a small model.
        guard let best = counts.values.filter({ $0.envelope.data != nil }).max(by: { $0.count < $1.count })
        else { return nil }
        // A name given on the command line is used whatever the share.
        guard fixedNames != nil || (considered > 0 && best.count * 2 > considered) else { return nil }
        var envelope = best.envelope
        envelope.success = successCodes(best.codeSchema)
        return envelope
    }

    /// The envelope `schema` is, if it is one: a code and a data field (and
    /// maybe a message) among a handful of fields; or a code and a message
    /// with no data among at most four, which carries nothing.
    func match(_ schema: Schema) -> (EnvelopeDraft, Schema)? {
        let (properties, _) = ObjectMerger(documents: documents).properties(of: schema)
        guard properties.count <= 6 else { return nil }
        func find(_ names: [String]) -> Schema.Property? {
            for name in names {
                if let property = properties.first(where: { $0.name.lowercased() == name.lowercased() }) {
                    return property
                }
            }
            return nil
        }
        let code = fixedNames.map { names in properties.first { $0.name == names.code } } ?? find(Self.codeNames)
        let data =
            fixedNames.map { names in names.data.flatMap { name in properties.first { $0.name == name } } }
            ?? find(Self.dataNames)
        let message =
            fixedNames.map { names in names.message.flatMap { name in properties.first { $0.name == name } } }
            ?? find(Self.messageNames)
        guard let code, data != nil || (message != nil && properties.count <= 4) else { return nil }
        switch ObjectMerger(documents: documents).resolve(code.schema).shape {
        case .integer, .string, .enumeration: break
        default: return nil
        }
        return (EnvelopeDraft(code: code.name, message: message?.name, data: data?.name, success: []), code.schema)
    }

    /// What the code is on success: the single value the schema allows, else
    /// its default, else its example (springfox writes `example: 200` alone),
    /// else 0 with a warning at the code's schema.
    private func successCodes(_ schema: Schema) -> [ScalarValue] {
        let resolved = ObjectMerger(documents: documents).resolve(schema)
        if case .enumeration(let values) = resolved.shape, values.count == 1 { return values }
        if let value = resolved.defaultValue, value != .null { return [value] }
        if let value = resolved.example, value != .null { return [value] }
        documents.diagnostics.warning(
            "the envelope's success code is not in the document; 0 is assumed: check `success` in the spec",
            at: resolved.location, group: .editRequest)
        if case .string = resolved.shape { return [.string("0")] }
        return [.int(0)]
    }
}
