/// What a union's alternatives must be for its values to decode one way
/// only: none optional or the union itself; tagged, each a struct whose
/// discriminator field, if it has one, holds text; untagged, no two of one
/// type (the second could never be chosen).
struct UnionRules: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for model in spec.models {
            guard case .union(let union) = model.kind else { continue }
            var seen: [TypeName: String] = [:]
            for unionCase in union.cases {
                let type = unionCase.type
                if type.value.isOptional {
                    diagnostics.error(
                        "alternative '\(unionCase.name)' of '\(model.name)' is optional; "
                            + "write '\(type.value.nonOptional)' and make the union optional where it is used",
                        at: type.location)
                    continue
                }
                if type.value == .model(model.name) {
                    diagnostics.error(
                        "alternative '\(unionCase.name)' of '\(model.name)' is the union itself", at: type.location)
                    continue
                }
                if let discriminator = union.discriminator {
                    check(unionCase, of: model.name, discriminator: discriminator, models: models, into: &diagnostics)
                } else if let earlier = seen[type.value] {
                    diagnostics.error(
                        "alternatives '\(earlier)' and '\(unionCase.name)' of '\(model.name)' "
                            + "are both '\(type.value)': without a discriminator the second is never chosen",
                        at: type.location)
                } else {
                    seen[type.value] = unionCase.name
                }
            }
        }
    }

    private func check(
        _ unionCase: UnionModel.Case, of union: String, discriminator: Located<String>, models: [String: Model],
        into diagnostics: inout Diagnostics
    ) {
        let type = unionCase.type
        guard case .model(let name) = type.value, let target = models[name] else {
            if case .model = type.value { return }  // Unknown: TypeResolution's to report.
            diagnostics.error(
                "alternative '\(unionCase.name)' of '\(union)' is '\(type.value)', but with a discriminator every "
                    + "alternative is a struct model that carries '\(discriminator.value)'", at: type.location)
            return
        }
        guard case .structure(let fields) = target.kind else {
            diagnostics.error(
                "alternative '\(unionCase.name)' of '\(union)' is '\(name)', which is not a struct; with a "
                    + "discriminator every alternative is a struct model that carries '\(discriminator.value)'",
                at: type.location)
            return
        }
        guard let field = fields.first(where: { $0.key == discriminator.value }) else { return }
        let fieldType = field.type.value.nonOptional
        var holdsText = fieldType == .builtin(.String)
        if case .model(let enumName) = fieldType, case .enumeration(let enumeration)? = models[enumName]?.kind {
            holdsText = enumeration.rawType == .string
        }
        if !holdsText {
            diagnostics.error(
                "field '\(field.name)' of '\(name)' is the discriminator of '\(union)', so it holds the tag: "
                    + "make it 'String' or a String enum, not '\(field.type.value)'", at: field.type.location)
        }
    }
}
