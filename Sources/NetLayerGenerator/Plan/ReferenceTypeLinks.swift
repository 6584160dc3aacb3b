import NetLayerSpec

/// A spec type in pieces for the reference, each model a link to its place on the models' page.
struct ReferenceTypeLinks {
    let spec: Spec

    /// Where a model is described, from the site's root.
    static func href(ofModel name: String) -> String { "_netlayer/models.html#\(anchor(ofModel: name))" }

    static func anchor(ofModel name: String) -> String { "model-" + ReferenceInterfacePlanner.fileStem(name) }

    /// `[Student]?` as `[`, `Student` (a link), `]?`.
    func parts(of type: TypeName) -> [ReferenceTypePart] {
        var parts: [ReferenceTypePart] = []
        func text(_ piece: String) {
            if let last = parts.last, last.href == nil {
                parts[parts.count - 1].text += piece
            } else {
                parts.append(ReferenceTypePart(text: piece, href: nil))
            }
        }
        func walk(_ type: TypeName) {
            switch type {
            case .builtin(let builtin): text(builtin.rawValue)
            case .model(let name): parts.append(ReferenceTypePart(text: name, href: Self.href(ofModel: name)))
            case .array(let element):
                text("[")
                walk(element)
                text("]")
            case .dictionary(let value):
                text("[String: ")
                walk(value)
                text("]")
            case .optional(let wrapped):
                walk(wrapped)
                text("?")
            }
        }
        walk(type)
        return parts
    }
}
