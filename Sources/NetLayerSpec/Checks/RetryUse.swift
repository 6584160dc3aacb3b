/// A `retry` written on an interface that may not be repeated would never
/// apply: POST and PATCH are retried only when the interface says
/// `idempotent: true`.
struct RetryUse: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        for interface in spec.interfaces where !interface.isIdempotent {
            guard case .rule(let rule)? = interface.retry else { continue }
            diagnostics.warning(
                "'retry' of \(interface.method.value.rawValue) interface '\(interface.name)' never applies: "
                    + "calls that may not be repeated are not retried; "
                    + "add 'idempotent: true' if sending it twice is safe",
                at: rule.location)
        }
    }
}
