import Foundation

@testable import NetLayerSpec

/// A loaded spec as lines of `path: value`, one per value the model holds, read by reflection: a field added
/// to the model is compared by the round trip the day it is added, whether `SpecDiff` knows it or not.
///
/// Left out, because they say where the spec was written, not what it says, and a re-imported spec is other
/// files: every `SourceLocation` (and the tables of them), and `Spec.files`. An example is its JSON value, as
/// the checks and the mock read it: the YAML around it (quoting, flow or block style) is the writer's.
enum SpecModelDump {
    static func lines(of spec: Spec) -> [String] {
        var lines: [String] = []
        dump(normalised(spec), at: "spec", into: &lines)
        return lines
    }

    /// `spec` with what a re-imported spec may write otherwise, for a reason that changes nothing the spec
    /// means, made the same.
    private static func normalised(_ spec: Spec) -> Spec {
        var spec = spec
        // The importer writes models in the order its types reach them (a struct, then the enums its fields
        // name). Generated models are declared in that order, but no declaration changes.
        spec.models.sort { $0.name < $1.name }
        // The import writes `auth.default` whenever there is a token, so that the spec is not noted for needing it
        // (`AuthPlan`), and leaves out an interface's `auth` that is the default. What each call sends is the
        // same: that is what is compared.
        let defaultAuth = spec.defaultAuth
        for module in spec.modules.indices {
            for index in spec.modules[module].interfaces.indices {
                let interface = spec.modules[module].interfaces[index]
                spec.modules[module].interfaces[index].auth = Located(
                    spec.authRequirement(of: interface), at: interface.location)
            }
        }
        if spec.auth != nil { spec.auth?.defaultRequirement = Located(defaultAuth, at: spec.name.location) }
        return spec
    }

    /// The lines of `old` that `new` lacks (`- …`) and those it has instead (`+ …`); empty when the models hold
    /// the same.
    static func differences(from old: Spec, to new: Spec) -> [String] {
        lines(of: new).difference(from: lines(of: old)).map { change in
            switch change {
            case .remove(_, let line, _): "- " + line
            case .insert(_, let line, _): "+ " + line
            }
        }
    }

    private static let placeTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(SourceLocation.self), ObjectIdentifier(SourceLocation?.self),
        ObjectIdentifier([String: SourceLocation].self), ObjectIdentifier(Constraints.Locations.self),
    ]

    private static func dump(_ value: Any, at path: String, into lines: inout [String]) {
        if placeTypes.contains(ObjectIdentifier(type(of: value))) { return }
        switch value {
        case let text as String:
            lines.append("\(path): \(String(reflecting: text))")
            return
        case is Decimal, is Double, is Int, is Int64, is Bool:
            // A number's text, not its storage: a `Decimal` keeps one value in more than one form.
            lines.append("\(path): \(value)")
            return
        default: break
        }
        if let example = value as? ExampleNode {
            lines.append("\(path): \(ExampleReader.json(example.node).json)")
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else {
                lines.append("\(path): nil")
                return
            }
            dump(wrapped, at: path, into: &lines)
        case .collection:
            if mirror.children.isEmpty { lines.append("\(path): []") }
            for (index, child) in mirror.children.enumerated() {
                dump(child.value, at: "\(path)[\(index)]", into: &lines)
            }
        case .dictionary, .set:
            // Neither has an order of its own: its entries are compared sorted.
            var entries: [(key: String, lines: [String])] = []
            for child in mirror.children {
                var inner: [String] = []
                dump(child.value, at: "", into: &inner)
                entries.append((inner.joined(separator: " "), inner))
            }
            if entries.isEmpty { lines.append("\(path): [:]") }
            for entry in entries.sorted(by: { $0.key < $1.key }) {
                lines.append(contentsOf: entry.lines.map { "\(path)\($0)" })
            }
        case .struct, .class, .tuple:
            let children = mirror.children.filter { !(path == "spec" && $0.label == "files") }
            if children.isEmpty { lines.append("\(path): \(value)") }
            for child in children { dump(child.value, at: "\(path).\(child.label ?? "_")", into: &lines) }
        case .enum:
            guard let payload = mirror.children.first else {
                lines.append("\(path): \(value)")
                return
            }
            dump(payload.value, at: "\(path).\(payload.label ?? "_")", into: &lines)
        default:
            lines.append("\(path): \(value)")
        }
    }
}
