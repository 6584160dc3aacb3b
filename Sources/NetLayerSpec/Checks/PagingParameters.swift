/// `paging` names two distinct parameters of its interface whose values can
/// be item ids: integers or strings.
struct PagingParameters: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        for interface in spec.interfaces {
            guard let paging = interface.paging else { continue }
            let names = interface.parameters.map(\.name)
            for cursor in [paging.newer, paging.older] {
                guard let parameter = interface.parameters.first(where: { $0.name == cursor.value }) else {
                    let message =
                        "'paging' names '\(cursor.value)', which is not a parameter of interface '\(interface.name)'"
                    diagnostics.error(Suggestion.hint(message, for: cursor.value, in: names), at: cursor.location)
                    continue
                }
                let cursorTypes: [TypeName] = [.builtin(.Int), .builtin(.Int64), .builtin(.String)]
                if !cursorTypes.contains(parameter.type.value.nonOptional) {
                    diagnostics.error(
                        "paging parameter '\(cursor.value)' must be an Int, Int64 or String, "
                            + "not '\(parameter.type.value)'",
                        at: cursor.location)
                }
            }
            if paging.newer.value == paging.older.value {
                diagnostics.error("'newer' and 'older' must be two different parameters", at: paging.older.location)
            }
        }
    }
}
