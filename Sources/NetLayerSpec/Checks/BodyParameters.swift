/// GET and HEAD have no body (URLSession, on Apple platforms and Linux
/// alike, fails a GET that has one and drops a HEAD's), DELETE and OPTIONS have one only when they say `body` or a
/// parameter is the whole body, a file travels only in a multipart body or
/// as the whole body, and a parameter that is the whole body (`in: content`)
/// is the interface's only body parameter.
struct BodyParameters: SpecCheck {
    static let noBodyReason = "URLSession fails a GET that has a body, and drops a HEAD's"

    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        for interface in spec.interfaces {
            let method = interface.method.value
            checkContent(of: interface, into: &diagnostics)
            if let body = interface.body, !method.canSendBody {
                diagnostics.error(
                    "\(method.rawValue) has no body (\(Self.noBodyReason)): "
                        + "remove 'body' from interface '\(interface.name)'; its parameters go in the query",
                    at: body.location)
            }
            for parameter in interface.parameters {
                let placement = interface.placement(of: parameter)
                if let explicit = parameter.placement, placement == .body || placement == .content {
                    if !method.canSendBody {
                        diagnostics.error(
                            "parameter '\(parameter.name)' cannot be in the body: "
                                + "\(method.rawValue) has no body (\(Self.noBodyReason))",
                            at: explicit.location)
                    } else if placement == .body, interface.body == nil, !method.sendsBodyByDefault,
                        !interface.parameters.contains(where: { $0.placement?.value == .content })
                    {
                        diagnostics.error(
                            "parameter '\(parameter.name)' cannot be in the body: a \(method.rawValue) interface "
                                + "has one only with 'body: form', 'json' or 'multipart'",
                            at: explicit.location)
                    }
                }
                let carriesFile = parameter.type.value.allTypes.contains(.builtin(.File))
                let isFileContent = placement == .content && parameter.type.value.nonOptional == .builtin(.File)
                if carriesFile && !isFileContent && (placement != .body || interface.effectiveBody != .multipart) {
                    diagnostics.error(
                        "file parameter '\(parameter.name)' needs 'body: multipart', or 'in: content' "
                            + "for a single File, on an interface that has a body",
                        at: parameter.type.location)
                }
            }
        }
    }

    /// One parameter at most is the whole body, and then nothing else goes in the body.
    private func checkContent(of interface: Interface, into diagnostics: inout Diagnostics) {
        let contents = interface.parameters.filter { $0.placement?.value == .content }
        guard let first = contents.first else { return }
        for extra in contents.dropFirst() {
            diagnostics.error(
                "parameter '\(extra.name)' cannot be the body too: '\(first.name)' is already 'in: content'",
                at: extra.placement?.location)
        }
        if let body = interface.body {
            diagnostics.error(
                "'body' does not go with parameter '\(first.name)', which is the whole body ('in: content'); remove it",
                at: body.location)
        }
        for parameter in interface.parameters where interface.placement(of: parameter) == .body {
            diagnostics.error(
                "parameter '\(parameter.name)' would go in the body, which '\(first.name)' already is ('in: content'); "
                    + "give it 'in: query' or 'in: header'",
                at: parameter.location)
        }
    }
}
