/// `accepts` is a media type; a reply that is not JSON decodes to `String`
/// or `Data` as a whole (no `at`, no envelope); a HEAD reply has no body,
/// so a HEAD interface has no response.
struct ReplyMediaTypes: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        for interface in spec.interfaces {
            if interface.method.value == .HEAD, let response = interface.reply.response {
                diagnostics.error(
                    "a HEAD reply has no body: remove 'response' from interface '\(interface.name)'; "
                        + "its call returns the status and headers",
                    at: response.type.location)
            }
            guard let accepts = interface.accepts else { continue }
            guard MediaType.isValid(accepts.value) else {
                diagnostics.error(
                    "'accepts' must be a media type such as 'text/csv' or 'application/pdf', found '\(accepts.value)'",
                    at: accepts.location)
                continue
            }
            guard !MediaType.isJSON(accepts.value), let response = interface.reply.response,
                interface.method.value != .HEAD
            else { continue }
            let type = response.type.value
            if type != .builtin(.String) && type != .builtin(.Data) {
                diagnostics.error(
                    "a '\(MediaType.essence(accepts.value))' reply is not JSON: the response of interface "
                        + "'\(interface.name)' must be String (text) or Data (bytes), not '\(type)'",
                    at: response.type.location)
            } else if response.at != nil {
                diagnostics.error(
                    "'at' reads a value inside a JSON reply; a '\(MediaType.essence(accepts.value))' reply is "
                        + "read whole: remove it",
                    at: interface.keyLocations["response"] ?? response.type.location)
            }
        }
    }
}
