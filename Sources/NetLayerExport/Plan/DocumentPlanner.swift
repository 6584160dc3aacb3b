import NetLayerSpec

/// A checked spec as an OpenAPI 3.1.1 document tree: `info`, a server per
/// environment, a tag per module, the paths as the spec's URL layout builds
/// them, the models and envelopes as `components/schemas`, the credentials
/// as `components/securitySchemes`, and the spec-wide settings as
/// `x-netlayer-*` extensions on the document.
struct DocumentPlanner {
    let spec: Spec
    private(set) var diagnostics = Diagnostics()

    /// The OpenAPI version written: the latest 3.1 patch release.
    static let openAPIVersion = "3.1.1"

    init(spec: Spec) {
        self.spec = spec
    }

    mutating func document() -> OrderedJSON {
        let schemas = SchemaPlanner(spec: spec)
        let envelopes = EnvelopeSchemas(spec: spec)
        var document = ObjectBuilder()
        document.set("openapi", .string(Self.openAPIVersion))
        var info = ObjectBuilder()
        info.set("title", .string(spec.name.value))
        info.set("version", .string(spec.version.isEmpty ? "1" : spec.version))
        document.set("info", info.json)
        document.set("servers", Self.servers(.same("", location: nil), environments: spec.environments))
        document.set("tags", .array(spec.modules.map(tag)))
        document.set("paths", paths(schemas: schemas, envelopes: envelopes))
        var components = ObjectBuilder()
        let planner = ModelPlanner(schemas: schemas)
        let models = spec.models.map { OrderedJSON.Member($0.name, planner.schema(of: $0, diagnostics: &diagnostics)) }
        if !models.isEmpty || !envelopes.schemas.isEmpty {
            components.set("schemas", .object(envelopes.schemas + models))
        }
        if let auth = spec.auth { components.set("securitySchemes", SecurityPlanner.schemes(of: auth)) }
        if !components.isEmpty { document.set("components", components.json) }
        if spec.auth != nil { document.set("security", SecurityPlanner.requirements(spec.defaultAuth)) }
        settings(into: &document)
        return document.json
    }

    /// A server per environment; `base`, when a module has its own, in place of the environment's URL.
    static func servers(_ base: PerEnvironment<String>, environments: [Environment]) -> OrderedJSON {
        .array(
            environments.map { environment in
                let own = base.value(for: environment.name)
                var url = own.isEmpty ? environment.baseURL : own
                while url.hasSuffix("/") { url.removeLast() }
                return .object(
                    [
                        .init("url", .string(url)),
                        .init("description", .string(environment.name)),
                        .init(Extension.environment, .string(environment.name)),
                    ] + (environment.isProduction ? [.init(Extension.production, .bool(true))] : []))
            })
    }

    /// A module as a tag: its summary, and its own settings as extensions.
    private func tag(_ module: Module) -> OrderedJSON {
        var tag = ObjectBuilder()
        tag.set("name", .string(module.name))
        tag.set("description", text: module.summary)
        tag.set(Extension.prefix, SettingJSON.perEnvironment(module.prefix))
        tag.set(Extension.base, module.base.map(SettingJSON.perEnvironment))
        tag.set(Extension.url, module.url.map { .string($0.template) })
        tag.set(Extension.version, module.version.map(OrderedJSON.string))
        tag.set(Extension.envelope, SettingJSON.envelope(module.envelope))
        tag.set(Extension.timeout, module.timeout.map(SettingJSON.number))
        tag.set(Extension.retry, module.retry.map(SettingJSON.retry))
        tag.set(Extension.lenient, SettingJSON.lenient(module.lenient))
        tag.set(Extension.cache, module.cache.map { SettingJSON.cache($0.value) })
        return tag.json
    }

    /// The spec-wide settings OpenAPI has no words for.
    private func settings(into document: inout ObjectBuilder) {
        document.set(Extension.format, .int(Int64(spec.formatVersion)))
        document.set(Extension.version, .string(spec.version))
        document.set(Extension.timeout, SettingJSON.number(spec.timeout))
        document.set(Extension.url, .string(spec.url.template))
        if !spec.headers.isEmpty { document.set(Extension.headers, Self.values(spec.headers)) }
        if !spec.parameters.isEmpty { document.set(Extension.parameters, Self.values(spec.parameters)) }
        document.set(Extension.envelope, spec.envelope.map(SettingJSON.envelope))
        document.set(Extension.retry, spec.retry.map(SettingJSON.retry))
        document.set(Extension.lenient, SettingJSON.lenient(spec.lenient))
        document.set(Extension.cache, spec.cache.map { SettingJSON.cache($0.value) })
        // Off is the default: a document that says nothing means what the spec without the key means.
        if spec.checkConstraints { document.set(Extension.checkConstraints, .bool(true)) }
    }

    /// Common headers or parameters: a literal as it is, `$name` for a
    /// value the app supplies, and a literal that starts with `$` (which
    /// the spec quotes) as `{literal: "$…"}`, so it is not read as one.
    private static func values(_ values: [Located<CommonValue>]) -> OrderedJSON {
        .object(
            values.map(\.value).map { value in
                switch value.value {
                case .literal(let text) where text.hasPrefix("$"):
                    return .init(value.name, .object([.init("literal", .string(text))]))
                case .literal(let text): return .init(value.name, .string(text))
                case .runtime(let name): return .init(value.name, .string("$" + name))
                }
            })
    }

    // MARK: Paths

    /// An interface placed at a path and method, and a stream variant
    /// sharing them (the OpenAI pattern: one call answers whole or as a
    /// stream as its `stream` field asks), said as the same operation.
    private struct Placed {
        var interface: Interface
        var module: Module
        var variant: (interface: Interface, module: Module)? = nil
    }

    /// Every interface under its path and method. Two interfaces on one
    /// method and path (or paths that differ only in their placeholders'
    /// names, which OpenAPI 3.1.1 calls identical in "Path Templating
    /// Matching") cannot both be said, unless one is the other's stream
    /// variant: the second goes under its path with a fragment naming it
    /// (`/oauth2/token#refresh`, as Box's own description does), which no
    /// request sends and the import drops, with a warning that tools see
    /// another path.
    private mutating func paths(schemas: SchemaPlanner, envelopes: EnvelopeSchemas) -> OrderedJSON {
        let operations = OperationPlanner(spec: spec, schemas: schemas, envelopes: envelopes)
        var order: [String] = []
        var items: [String: (path: String, methods: [String], placed: [String: Placed])] = [:]
        for module in spec.modules {
            for interface in module.interfaces {
                let path = self.path(of: interface, in: module)
                let shape = Self.shape(of: path)
                let method = interface.method.value.rawValue.lowercased()
                guard let existing = items[shape] else {
                    order.append(shape)
                    items[shape] = (path, [method], [method: Placed(interface: interface, module: module)])
                    continue
                }
                if existing.path == path, var placed = existing.placed[method], placed.variant == nil,
                    Self.isStreamVariant(interface, of: placed.interface)
                        || Self.isStreamVariant(placed.interface, of: interface)
                {
                    if case .whole = interface.reply {
                        placed.variant = (placed.interface, placed.module)
                        (placed.interface, placed.module) = (interface, module)
                    } else {
                        placed.variant = (interface, module)
                    }
                    items[shape]?.placed[method] = placed
                    continue
                }
                if let other = existing.placed[method] ?? (existing.path != path ? existing.placed.values.first : nil) {
                    let apart = path + "#" + interface.id
                    diagnostics.warning(
                        "interface '\(interface.id)' is written at '\(apart)': OpenAPI has one operation per method "
                            + "and path, and interface '\(other.interface.id)' is \(method.uppercased()) "
                            + "\(existing.path); tools other than netlayer import see another path",
                        at: interface.location)
                    let key = Self.shape(of: apart)
                    if items[key] == nil {
                        order.append(key)
                        items[key] = (apart, [], [:])
                    }
                    items[key]?.methods.append(method)
                    items[key]?.placed[method] = Placed(interface: interface, module: module)
                    continue
                }
                items[shape]?.methods.append(method)
                items[shape]?.placed[method] = Placed(interface: interface, module: module)
            }
        }
        return .object(
            order.compactMap { shape in
                guard let item = items[shape] else { return nil }
                let methods = item.methods.compactMap { method -> OrderedJSON.Member? in
                    guard let placed = item.placed[method] else { return nil }
                    var operation = operations.operation(placed.interface, in: placed.module, diagnostics: &diagnostics)
                    if let variant = placed.variant {
                        operation = operations.adding(variant.interface, in: variant.module, to: operation)
                    }
                    return .init(method, operation)
                }
                return .init(item.path, .object(methods))
            })
    }

    /// Whether `variant` is `interface` read as a stream of events or lines:
    /// the same parameters, and only it a stream.
    private static func isStreamVariant(_ variant: Interface, of interface: Interface) -> Bool {
        guard case .stream(let stream) = variant.reply, stream.format.value != .bytes,
            case .whole = interface.reply
        else { return false }
        return Set(variant.parameters.map(\.wireName)) == Set(interface.parameters.map(\.wireName))
    }

    /// The path after the server's URL, as the spec's layout builds it in the first environment.
    private func path(of interface: Interface, in module: Module) -> String {
        var withoutBase = module
        withoutBase.base = nil
        let url = spec.url(of: interface.path.value, in: withoutBase, environment: spec.environments.first?.name ?? "")
        let path = String(url.dropFirst("{base}".count))
        return path.hasPrefix("/") ? path : "/" + path
    }

    /// A path with its placeholders' names left out: paths of one shape are one path to OpenAPI.
    private static func shape(of path: String) -> String {
        var out = ""
        var inside = false
        for character in path {
            if character == "{" {
                inside = true; out.append("{")
            } else if character == "}" {
                inside = false; out.append("}")
            } else if !inside {
                out.append(character)
            }
        }
        return out
    }
}
