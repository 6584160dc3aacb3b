/// An untagged `oneOf` tries its alternatives in the order written and keeps
/// the first that decodes the value, so an alternative that decodes every
/// value hides every alternative after it: they are never chosen, and their
/// values arrive as the earlier one's `unknown` case (or as `JSON`).
///
/// The alternatives that decode every value: a union that is not frozen
/// (its `unknown` case takes what its alternatives do not), `JSON`, and a
/// frozen untagged union or an anyOf that has one of those. Listed last,
/// such an alternative hides nothing and is not reported: every value
/// still decodes, the unknown ones into its `unknown` case rather than the
/// outer union's, which is what a union that is not frozen promises.
///
/// An enum that is not frozen is not reported, though it takes every string
/// (or whole number) and so hides a `String` after it: the value is kept
/// whole in its `unknown` case, and `netlayer import` writes that shape for
/// OpenAPI's "one of these values, or any string" (`anyOf: [enum, string]`).
struct SwallowingAlternatives: SpecCheck {
    /// How deep nested unions are read: a union may lead back to itself.
    static let maxDepth = 8

    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for model in spec.models {
            guard case .union(let union) = model.kind, union.combination == .oneOf, union.discriminator == nil
            else { continue }
            for (index, alternative) in union.cases.enumerated().dropLast() {
                guard let reason = Self.takesEveryValue(alternative.type.value, models: models, depth: 0) else {
                    continue
                }
                let hidden = union.cases[(index + 1)...].map { "'\($0.name)'" }
                let list = hidden.joinedAsProse
                diagnostics.error(
                    "alternative '\(alternative.name)' of '\(model.name)' is \(reason.what), so \(list) after it "
                        + (hidden.count == 1 ? "is" : "are") + " never chosen: an untagged union keeps the first "
                        + "alternative that decodes a value; \(reason.fix)move '\(alternative.name)' last",
                    at: alternative.type.location)
            }
        }
    }

    /// Why `type` decodes every value, and the fix besides moving it last;
    /// nil when it does not.
    private static func takesEveryValue(
        _ type: TypeName, models: [String: Model], depth: Int
    ) -> (what: String, fix: String)? {
        switch type {
        case .builtin(.JSON):
            return ("'JSON', which holds any value", "")
        case .model(let name):
            guard depth < maxDepth, case .union(let union)? = models[name]?.kind else { return nil }
            if union.combination == .oneOf, !union.frozen {
                return (
                    "'\(name)', a union that is not frozen: it keeps every value its alternatives do not decode "
                        + "as 'unknown'", "write 'frozen: true' on '\(name)', or "
                )
            }
            guard union.discriminator == nil else { return nil }
            for inner in union.cases {
                if let reason = takesEveryValue(inner.type.value, models: models, depth: depth + 1) {
                    return ("'\(name)', whose alternative '\(inner.name)' is \(reason.what)", reason.fix)
                }
            }
            return nil
        default:
            return nil
        }
    }
}
