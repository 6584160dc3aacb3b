/// Modules and models are unique across every file, interfaces within
/// their module (`RequestInterface` tells repeated ones apart by module); so
/// are the wire names of one interface's parameters in each placement (a
/// path placeholder and a body field may share one; header names ignore
/// case), the keys of one model, the raw values of one enum and the tags of one union.
struct UniqueNames: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        report(spec.modules.map { ($0.name, $0.location) }, kind: "module", into: &diagnostics)
        for module in spec.modules {
            report(module.interfaces.map { ($0.name, $0.location) }, kind: "interface", into: &diagnostics)
        }
        report(spec.models.map { ($0.name, $0.location) }, kind: "model", into: &diagnostics)
        for model in spec.models where TypeName.Builtin(rawValue: model.name) != nil {
            diagnostics.error("model '\(model.name)' has the name of a built-in type", at: model.location)
        }
        for interface in spec.interfaces {
            // A whole body has no wire name: `BodyParameters` allows one.
            for placement in ParameterPlacement.allCases where placement != .content {
                let placed = interface.parameters.filter { interface.placement(of: $0) == placement }
                report(
                    placed.map { (placement == .header ? $0.wireName.lowercased() : $0.wireName, $0.location) },
                    kind: "\(placement.rawValue) parameter wire name", into: &diagnostics)
            }
        }
        for model in spec.models {
            switch model.kind {
            case .structure(let fields):
                report(fields.map { ($0.key, $0.location) }, kind: "JSON key", into: &diagnostics)
            case .enumeration(let enumeration):
                report(
                    enumeration.cases.map { ($0.rawValue.description, $0.location) }, kind: "enum value",
                    into: &diagnostics)
            case .union(let union):
                if union.discriminator != nil {
                    report(union.cases.map { ($0.tag, $0.location) }, kind: "tag", into: &diagnostics)
                }
            }
        }
    }

    private func report(_ names: [(String, SourceLocation)], kind: String, into diagnostics: inout Diagnostics) {
        var first: [String: SourceLocation] = Dictionary(minimumCapacity: names.count)
        for (name, location) in names {
            if let earlier = first[name] {
                diagnostics.error(
                    "duplicate \(kind) '\(name)'", at: location,
                    notes: [.note("'\(name)' is first defined here", at: earlier)])
            } else {
                first[name] = location
            }
        }
    }
}
