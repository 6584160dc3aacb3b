import NetLayerSpec

/// `netlayer import --keep-names`: the draft's modules, interfaces, models,
/// fields, enum cases and union cases that `match` pairs with an element of
/// the previous spec take that element's name back, so regenerating renames
/// nothing the app calls. A kept name wins over a new element that now has
/// it: that one gets a number (`list2`), with a warning.
struct KeptNames {
    let match: SpecMatch
    /// The previous spec.
    let old: Spec
    /// The spec the draft was written as, before names were kept.
    let new: Spec
    /// Previous names not to keep: this version refuses them.
    let refused: Set<String>
    var diagnostics = Diagnostics()
    /// How many names were given back.
    var kept = 0
    /// The previous names given back.
    var keptNames = Set<String>()
    /// Where the previous spec has each name it was asked to give back.
    var previousLocations: [String: SourceLocation] = [:]
    /// A model's final name → its name in the previous spec.
    private var previousModelOf: [String: String] = [:]

    init(match: SpecMatch, old: Spec, new: Spec, refused: Set<String> = []) {
        self.match = match
        self.old = old
        self.new = new
        self.refused = refused
    }

    mutating func apply(to draft: inout SpecDraft) {
        keepModuleAndInterfaceNames(&draft)
        keepModelNames(&draft)
        keepMemberNames(&draft)
    }

    // MARK: Modules and interfaces

    private mutating func keepModuleAndInterfaceNames(_ draft: inout SpecDraft) {
        let oldModuleOf = Self.inverse(match.modules)
        let oldInterfaces = Dictionary(old.interfaces.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        // (new module, new name) → the old interface.
        var oldInterfaceOf: [String: Interface] = [:]
        for interface in new.interfaces {
            guard let oldID = match.interfaces.first(where: { $0.value == interface.id })?.key else { continue }
            oldInterfaceOf[interface.module + "." + interface.name] = oldInterfaces[oldID]
        }
        let oldModules = Dictionary(old.modules.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let moduleNames = assign(
            draft.modules.map { module in
                let oldName = oldModuleOf[module.name]
                return (module.name, oldName, oldName.flatMap { oldModules[$0]?.location })
            }, what: "module", in: nil)
        for (index, moduleName) in moduleNames.enumerated() {
            let module = draft.modules[index]
            let names = module.interfaces.map { interface in
                (interface.name, oldInterfaceOf[module.name + "." + interface.name])
            }
            let final = assign(
                names.map { ($0.0, $0.1?.name, $0.1?.location) }, what: "interface", in: "module '\(moduleName)'")
            for (position, name) in final.enumerated() { draft.modules[index].interfaces[position].name = name }
            draft.modules[index].name = moduleName
        }
    }

    // MARK: Models

    private mutating func keepModelNames(_ draft: inout SpecDraft) {
        let oldModelOf = Self.inverse(match.models)
        let oldModels = Dictionary(old.models.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let final = assign(
            draft.models.map { model in
                let oldName = oldModelOf[model.name]
                return (model.name, oldName, oldName.flatMap { oldModels[$0]?.location })
            }, what: "model", in: nil)
        var renamed: [String: String] = [:]
        for (model, name) in zip(draft.models, final) {
            if let oldName = oldModelOf[model.name] { previousModelOf[name] = oldName }
            if model.name != name { renamed[model.name] = name }
        }
        guard !renamed.isEmpty else { return }
        let retype = { (type: TypeName) in type.renamingModels(renamed) }
        for index in draft.models.indices {
            switch draft.models[index] {
            case .structure(let name, let summary, var fields):
                for field in fields.indices { fields[field].type = retype(fields[field].type) }
                draft.models[index] = .structure(name: renamed[name] ?? name, summary: summary, fields: fields)
            case .enumeration(let name, let summary, let cases):
                draft.models[index] = .enumeration(name: renamed[name] ?? name, summary: summary, cases: cases)
            case .union(var union):
                union.name = renamed[union.name] ?? union.name
                for alternative in union.alternatives.indices {
                    let type = union.alternatives[alternative].type
                    // A tag left out is the type's name, which travels: it stays the one the document gave.
                    if union.discriminator != nil, union.alternatives[alternative].tag == nil,
                        case .model(let name) = type, renamed[name] != nil
                    {
                        union.alternatives[alternative].tag = name
                    }
                    union.alternatives[alternative].type = retype(type)
                }
                draft.models[index] = .union(union)
            }
        }
        for module in draft.modules.indices {
            for interface in draft.modules[module].interfaces.indices {
                draft.modules[module].interfaces[interface].retype(retype)
            }
        }
    }

    // MARK: Fields and cases

    private mutating func keepMemberNames(_ draft: inout SpecDraft) {
        let oldModels = Dictionary(old.models.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var enumRenames: [String: [String: String]] = [:]
        for index in draft.models.indices {
            guard let oldName = previousModelOf[draft.models[index].name], let oldModel = oldModels[oldName] else {
                continue
            }
            switch (draft.models[index], oldModel.kind) {
            case (.structure(let name, let summary, var fields), .structure(let oldFields)):
                let oldOf = Self.inverse(match.fields[oldName] ?? [:])
                let final = assign(
                    fields.map { field in
                        let kept = oldOf[field.name]
                        return (field.name, kept, oldFields.first { $0.name == kept }?.location)
                    }, what: "field", in: "model '\(name)'")
                for (position, newName) in final.enumerated() where fields[position].name != newName {
                    let key = fields[position].key ?? fields[position].name
                    fields[position].name = newName
                    fields[position].key = key == newName ? nil : key
                }
                draft.models[index] = .structure(name: name, summary: summary, fields: fields)
            case (.enumeration(let name, let summary, var cases), .enumeration(let oldEnum)):
                let oldOf = Self.inverse(match.enumCases[oldName] ?? [:])
                let final = assign(
                    cases.map { enumCase in
                        let kept = oldOf[enumCase.name]
                        return (enumCase.name, kept, oldEnum.cases.first { $0.name == kept }?.location)
                    }, what: "enum case", in: "enum '\(name)'")
                for (position, newName) in final.enumerated() where cases[position].name != newName {
                    enumRenames[name, default: [:]][cases[position].name] = newName
                    cases[position].name = newName
                }
                draft.models[index] = .enumeration(name: name, summary: summary, cases: cases)
            case (.union(var union), .union(let oldUnion)):
                let oldOf = Self.inverse(match.unionCases[oldName] ?? [:])
                let final = assign(
                    union.alternatives.map { alternative in
                        let kept = oldOf[alternative.name]
                        return (alternative.name, kept, oldUnion.cases.first { $0.name == kept }?.location)
                    }, what: "union case", in: "union '\(union.name)'")
                for (position, newName) in final.enumerated() { union.alternatives[position].name = newName }
                draft.models[index] = .union(union)
            default:
                continue
            }
        }
        // A parameter's `default:` of an enum is the name of its case.
        guard !enumRenames.isEmpty else { return }
        for module in draft.modules.indices {
            for interface in draft.modules[module].interfaces.indices {
                for parameter in draft.modules[module].interfaces[interface].parameters.indices {
                    let draftParameter = draft.modules[module].interfaces[interface].parameters[parameter]
                    guard case .model(let base) = draftParameter.type.nonOptional, let cases = enumRenames[base],
                        case .string(let name)? = draftParameter.defaultValue,
                        let kept = cases[name]
                    else { continue }
                    draft.modules[module].interfaces[interface].parameters[parameter].defaultValue = .string(kept)
                }
            }
        }
    }

    // MARK: Names that collide

    /// The final names of one namespace: each element's kept name (the
    /// previous spec's) where it has one, else its own; an element whose
    /// own name a kept one took is numbered, with a warning at the kept
    /// element's place in the previous spec.
    private mutating func assign(
        _ elements: [(current: String, kept: String?, location: SourceLocation?)], what: String, in owner: String?
    ) -> [String] {
        var final = [String?](repeating: nil, count: elements.count)
        var taken = Set<String>()
        for (index, element) in elements.enumerated() {
            guard let kept = element.kept else { continue }
            if kept != element.current, let location = element.location { previousLocations[kept] = location }
            guard !taken.contains(kept), !refused.contains(kept) else { continue }
            final[index] = kept
            taken.insert(kept)
            if kept != element.current {
                self.kept += 1
                keptNames.insert(kept)
            }
        }
        var reserved = taken.union(elements.indices.filter { final[$0] == nil }.map { elements[$0].current })
        for (index, element) in elements.enumerated() where final[index] == nil {
            guard taken.contains(element.current) else {
                final[index] = element.current
                taken.insert(element.current)
                continue
            }
            var number = 2
            while reserved.contains(element.current + String(number)) { number += 1 }
            let name = element.current + String(number)
            final[index] = name
            taken.insert(name)
            reserved.insert(name)
            let holder = elements.first { $0.kept == element.current && !refused.contains(element.current) }
            diagnostics.warning(
                "the \(what) '\(element.current)'\(owner.map { " of \($0)" } ?? "") keeps its name from the previous "
                    + "spec, and a new \(what) had that name: the new one is named '\(name)'",
                at: holder?.location)
        }
        return final.map { $0! }
    }

    static func inverse(_ map: [String: String]) -> [String: String] {
        Dictionary(map.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
    }
}

extension InterfaceDraft {
    /// Every type it names, through `retype`.
    fileprivate mutating func retype(_ retype: (TypeName) -> TypeName) {
        for index in parameters.indices { parameters[index].type = retype(parameters[index].type) }
        response = response.map(retype)
        if let of = stream?.of { stream?.of = retype(of) }
    }
}
