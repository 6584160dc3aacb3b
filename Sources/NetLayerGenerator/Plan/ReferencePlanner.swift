import NetLayerSpec

/// Plans the API reference (`netlayer docs`, and the site `netlayer mock` serves at `/`): the index, a page
/// per interface, the models' page, the style sheet and the script, each a file of the plan that its own
/// template renders. The example replies come from `options.replies`: the mock backend's.
///
/// Every page but `index.html` is under `_netlayer/`, so the mock serves the site beside the API without a
/// path of one taking the other's (docs/reference.md).
struct ReferencePlanner {
    let inputs: PlanInputs
    let options: ReferenceOptions

    func plan() -> GenerationPlan {
        let spec = inputs.spec
        let environment = spec.environments.first { $0.name == options.environment } ?? spec.environments[0]
        let interfaces = ReferenceInterfacePlanner(
            inputs: inputs,
            requests: ExampleRequestPlanner(spec: spec, examples: SpecExamples(spec), environment: environment),
            replies: options.replies, environmentCase: "." + SwiftIdentifier.caseName(environment.name))
        let pairs = spec.modules.flatMap { module in module.interfaces.map { (module, $0) } }
        // Each page plans apart from the others, so they plan on every core.
        let pages = pairs.concurrentMap { module, interface in
            PlannedFile(
                path: ReferenceInterfacePlanner.href(of: interface),
                content: .reference(.interface(interfaces.plan(interface, in: module))))
        }
        let asset = ReferenceAssetContext(specName: spec.name.value)
        return GenerationPlan(
            files: [
                PlannedFile(path: "index.html", content: .reference(.index(index(toRoot: "")))),
                PlannedFile(path: "_netlayer/index.html", content: .reference(.index(index(toRoot: "../")))),
                PlannedFile(path: "_netlayer/models.html", content: .reference(.models(models()))),
                PlannedFile(path: "_netlayer/reference.css", content: .reference(.asset(.referenceStyle, asset))),
                PlannedFile(path: "_netlayer/reference.js", content: .reference(.asset(.referenceScript, asset))),
            ] + pages)
    }

    private func index(toRoot: String) -> ReferenceIndexContext {
        let spec = inputs.spec
        let environment = spec.environments[0]
        let models = spec.models.map { model in
            ReferenceModelLink(
                name: model.name, kind: Self.kind(of: model), summary: model.summary,
                href: ReferenceTypeLinks.href(ofModel: model.name))
        }
        return ReferenceIndexContext(
            specName: spec.name.value, toRoot: toRoot, interfaceCount: String(spec.interfaces.count),
            modelCount: String(spec.models.count),
            modules: spec.modules.map { module in
                .init(
                    name: module.name, summary: module.summary,
                    interfaces: module.interfaces.map { interface in
                        let url = spec.url(
                            of: interface.path.value, in: module, environment: environment.name,
                            base: environment.baseURL)
                        // The path a server of the environment's host sees; the whole URL on a host of its own.
                        let path = module.base == nil ? Self.path(of: url) : url
                        return .init(
                            id: interface.id, method: interface.method.value.rawValue, path: path,
                            summary: interface.summary, href: ReferenceInterfacePlanner.href(of: interface),
                            search: [
                                interface.id, module.name, interface.method.value.rawValue, path,
                                interface.summary ?? "",
                            ].joined(separator: " ").lowercased(),
                            deprecated: interface.deprecated)
                    })
            },
            models: models, hasModels: !models.isEmpty)
    }

    private func models() -> ReferenceModelsContext {
        let spec = inputs.spec
        let links = ReferenceTypeLinks(spec: spec)
        let examples = SpecExamples(spec)
        var users: [String: [ReferenceModelsContext.Use]] = [:]
        for interface in spec.interfaces {
            let types = interface.parameters.map(\.type.value) + interface.reply.namedTypes.map(\.value)
            var named: [String] = []
            for type in types { Self.models(in: type, into: &named) }
            for name in Set(named) {
                users[name, default: []].append(
                    .init(id: interface.id, href: ReferenceInterfacePlanner.href(of: interface)))
            }
        }
        let uses = users
        return ReferenceModelsContext(
            specName: spec.name.value, toRoot: "../",
            // Each model's example is made and laid out apart from the others, so they plan on every core.
            models: spec.models.concurrentMap { model in
                var fields: [ReferenceModelsContext.Field] = []
                var cases: [ReferenceModelsContext.Case] = []
                var alternatives: [ReferenceModelsContext.Alternative] = []
                switch model.kind {
                case .structure(let structure):
                    fields = structure.map { field in
                        .init(
                            name: field.name, key: field.key, type: links.parts(of: field.type.value),
                            required: !field.type.value.isOptional || field.isRequiredNullable,
                            summary: field.summary, constraints: field.constraints?.valueRules.summary())
                    }
                case .enumeration(let enumeration):
                    cases = enumeration.cases.map {
                        .init(name: $0.name, value: $0.rawValue.description, summary: $0.summary)
                    }
                case .union(let union):
                    alternatives = union.cases.map {
                        .init(name: $0.name, tag: $0.tag, type: links.parts(of: $0.type.value))
                    }
                }
                return .init(
                    name: model.name, anchor: ReferenceTypeLinks.anchor(ofModel: model.name),
                    kind: Self.kind(of: model),
                    summary: model.summary, hasFields: !fields.isEmpty, fields: fields, hasCases: !cases.isEmpty,
                    cases: cases, hasAlternatives: !alternatives.isEmpty, alternatives: alternatives,
                    example: examples.value(of: model).indented,
                    usedBy: uses[model.name] ?? [])
            })
    }

    private static func models(in type: TypeName, into names: inout [String]) {
        switch type {
        case .builtin: break
        case .model(let name): names.append(name)
        case .array(let element), .dictionary(let element), .optional(let element): models(in: element, into: &names)
        }
    }

    /// What follows `scheme://host` in a URL; the URL itself when it has no host.
    static func path(of url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        return rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
    }

    private static func kind(of model: Model) -> String {
        switch model.kind {
        case .structure: "struct"
        case .enumeration: "enum"
        case .union(let union): union.combination.rawValue
        }
    }
}
