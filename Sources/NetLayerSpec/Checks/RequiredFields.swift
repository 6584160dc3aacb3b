/// `required: true` is for an optional field: one that must be present but
/// may be null. A field of a non-optional type is required already.
struct RequiredFields: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        for model in spec.models {
            guard case .structure(let fields) = model.kind else { continue }
            for field in fields {
                guard let required = field.required, required.value, !field.type.value.isOptional else { continue }
                diagnostics.error(
                    "field '\(field.name)' of '\(model.name)' is '\(field.type.value)', which is always required: "
                        + "'required: true' is for an optional type, such as '\(field.type.value)?', "
                        + "whose key must be present with a value or null",
                    at: required.location)
            }
        }
    }
}
