/// GET, HEAD and DELETE have no body, and a file travels only in a
/// multipart body.
struct BodyParameters: SpecCheck {
    func check(_ spec: Spec, into diagnostics: inout Diagnostics) {
        for interface in spec.interfaces {
            let method = interface.method.value
            if let body = interface.body, !method.allowsBody {
                diagnostics.error(
                    "\(method.rawValue) has no body: remove 'body' from interface '\(interface.name)'; its parameters go in the query",
                    at: body.location)
            }
            for parameter in interface.parameters {
                let placement = interface.placement(of: parameter)
                if placement == .body, !method.allowsBody, let explicit = parameter.placement {
                    diagnostics.error(
                        "parameter '\(parameter.name)' cannot be in the body: \(method.rawValue) has no body",
                        at: explicit.location)
                }
                let carriesFile = parameter.type.value.allTypes.contains(.builtin(.File))
                if carriesFile && (placement != .body || interface.effectiveBody != .multipart) {
                    diagnostics.error(
                        "file parameter '\(parameter.name)' needs 'body: multipart' on a POST, PUT or PATCH interface",
                        at: parameter.type.location)
                }
            }
        }
    }
}
