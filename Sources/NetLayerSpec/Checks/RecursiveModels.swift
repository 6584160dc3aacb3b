/// A model cannot contain itself without an optional, array or dictionary
/// in between: such a value could never be built or decoded.
struct RecursiveModels: SpecCheck {
    func check(_ spec: Spec, graph: ModelGraph, into diagnostics: inout Diagnostics) {
        let edges = graph.directFields
        var reported = Set<String>()
        for model in spec.models {
            guard let path = cycle(from: model.name, edges: edges) else { continue }
            let members = Set(path.map(\.owner))
            guard reported.isDisjoint(with: members) else { continue }
            reported.formUnion(members)
            let chain = (path.map(\.owner) + [model.name]).joined(separator: " → ")
            diagnostics.error(
                "model '\(model.name)' contains itself (\(chain)); "
                    + "make a field optional or an array to break the cycle",
                at: path[0].field.location)
        }
    }

    /// The fields leading from `start` back to `start`, if any.
    private func cycle(from start: String, edges: [String: [(target: String, field: Field)]]) -> [(
        owner: String, field: Field
    )]? {
        var visited = Set<String>()
        var path: [(owner: String, field: Field)] = []

        func visit(_ name: String) -> Bool {
            for edge in edges[name] ?? [] {
                path.append((name, edge.field))
                if edge.target == start { return true }
                if visited.insert(edge.target).inserted, visit(edge.target) { return true }
                path.removeLast()
            }
            return false
        }
        return visit(start) ? path : nil
    }
}
