/// Every type names a built-in type or a model, and `File` appears only in
/// parameters: a reply or a model cannot carry an upload.
struct TypeResolution: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        let models = Set(spec.models.map(\.name))
        let known = models.union(TypeName.Builtin.allCases.map(\.rawValue))

        func resolve(_ type: Located<TypeName>, allowsFile: Bool) {
            for part in type.value.allTypes {
                switch part {
                case .model(let name) where !models.contains(name):
                    diagnostics.error(
                        Suggestion.hint("unknown type '\(name)'", for: name, in: known), at: type.location)
                case .builtin(.File) where !allowsFile:
                    diagnostics.error(
                        "'File' is for uploads: only a multipart parameter can have it", at: type.location)
                default:
                    break
                }
            }
        }

        for interface in spec.interfaces {
            for parameter in interface.parameters {
                resolve(parameter.type, allowsFile: true)
            }
            for type in interface.reply.namedTypes {
                resolve(type, allowsFile: false)
            }
        }
        for model in spec.models {
            switch model.kind {
            case .structure(let fields):
                for field in fields { resolve(field.type, allowsFile: false) }
            case .union(let union):
                for unionCase in union.cases { resolve(unionCase.type, allowsFile: false) }
            case .enumeration:
                break
            }
        }
    }
}
