import NetLayerSpec

/// The model names an import gives out: unique, none of them a type the generated
/// code or the platform uses, and a schema's own name left to that schema.
/// A schema whose model cannot have its name is renamed with a warning that
/// says why.
struct ModelNames {
    /// Names a model may not take (the runtime's and the generated client's,
    /// the platform's): such a schema's model is `…Model`.
    private let reserved: Set<String>
    /// The model names of the document's named schemas: an inline model
    /// does not take one, so that a schema is numbered only beside another schema.
    private let schemaNames: Set<String>
    private(set) var taken: Set<String>
    /// The models named after a schema of the document: kept apart from
    /// one another even when they are alike.
    private(set) var named: Set<String> = []
    /// Who took each model name: named in the warning when a second schema wants it.
    private var owners: [String: String] = [:]

    init(reserved: Set<String>, schemaNames: Set<String>) {
        self.reserved = reserved
        self.schemaNames = schemaNames
        taken = reserved
    }

    /// `name`, made unique; `ErrorModel` for a name the generated code uses
    /// (`Endpoint`) or a platform type's (`Error`, `Collection`, `View`), which
    /// would hide it from the app's code. `schema`: the named schema the model
    /// is, which is renamed or numbered only with a warning that says why.
    mutating func claim(
        _ name: String, schema: DocumentSet.Target?, at location: SourceLocation, diagnostics: inout Diagnostics
    ) -> String {
        let wanted = reserved.contains(name) ? name + "Model" : name
        var claimed = wanted
        var number = 2
        // A made-up name (an inline model's, `CollectionModel`) leaves a schema's own name to the schema.
        while taken.contains(claimed) || ((schema == nil || wanted != name) && schemaNames.contains(claimed)) {
            claimed = wanted + String(number)
            number += 1
        }
        taken.insert(claimed)
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        let owner = schema.map { "schema '\($0.pointer)'" } ?? "the inline schema at \(file):\(location.line)"
        if let schema {
            named.insert(claimed)
            let holder = owners[wanted] ?? (schemaNames.contains(wanted) ? "another schema's name" : "taken")
            let numbered = claimed != wanted ? "'\(wanted)' is \(holder)" : nil
            if wanted != name {
                // One warning for the schema, with the reason for a number too.
                diagnostics.warning(
                    "schema '\(schema.pointer)' would hide \(Self.hiddenType(name)); named '\(claimed)'"
                        + (numbered.map { " (\($0))" } ?? ""),
                    at: location, group: .renamed)
            } else if let numbered {
                diagnostics.warning(
                    "schema '\(schema.pointer)' becomes model '\(claimed)': \(numbered)", at: location, group: .renamed)
            }
        }
        owners[claimed] = owner
        return claimed
    }

    /// `Swift's 'Collection'`, or `the type 'Endpoint' that the generated code uses`.
    static func hiddenType(_ name: String) -> String {
        guard let owner = PlatformTypeNames.owner(of: name) else {
            return "the type '\(name)' that the generated code uses"
        }
        return "\(owner.module)'s '\(name)'"
    }

    /// `#/components/schemas/Pet` → `Pet`; `../common/Error.yaml` → `Error`.
    static func modelName(of target: DocumentSet.Target) -> String {
        if let last = target.pointer.tokens.last { return ImportNames.typeName(last) }
        let file = target.file.split(separator: "/").last.map(String.init) ?? target.file
        return ImportNames.typeName(file.split(separator: ".").first.map(String.init) ?? file)
    }
}
