/// Modules and interfaces: where each request goes, how it is sent and what
/// its reply decodes to.
extension SpecDiff {
    // MARK: Modules

    mutating func compareModules() {
        for module in old.modules where match.modules[module.name] == nil {
            // Its interfaces are listed one by one; the module's removal breaks
            // nothing more unless one of them is gone.
            let lost = module.interfaces.contains { match.interfaces[$0.id] == nil }
            add(
                lost ? .breaking : .compatible, "module \(module.name)", "module '\(module.name)' removed",
                old: module.location, new: nil)
        }
        let oldModules = Dictionary(
            old.modules.compactMap { module in match.modules[module.name].map { ($0, module) } },
            uniquingKeysWith: { first, _ in first })
        for module in new.modules {
            guard let before = oldModules[module.name] else {
                add(
                    .compatible, "module \(module.name)", "module '\(module.name)' added",
                    old: nil, new: module.location)
                continue
            }
            let places = { (key: String) in
                (before.keyLocations[key] ?? before.location, module.keyLocations[key] ?? module.location)
            }
            // Both inheriting: a change of the spec's envelope is listed once, at the top.
            if before.envelope != .inherited || module.envelope != .inherited {
                compare(
                    Self.envelope(of: before, in: old), Self.envelope(of: module, in: new),
                    subject: "module \(module.name)", what: "envelope of module '\(module.name)'",
                    old: places("envelope").0, new: places("envelope").1)
            }
            compareClientSettings(
                subject: "module \(module.name)", owner: "module '\(module.name)'",
                timeouts: (before.timeout, module.timeout), retries: (before.retry, module.retry),
                lenient: (before.lenient, module.lenient), locations: places)
            compareCache(
                before.cache, module.cache, subject: "module \(module.name)", owner: "module '\(module.name)'",
                places: places("cache"))
        }
    }

    /// The envelope a module's replies are read with.
    static func envelope(of module: Module, in spec: Spec) -> Envelope? {
        spec.envelope(for: module.envelope)
    }

    /// The envelope an interface's replies are read with.
    static func envelope(of interface: Interface, in module: Module, of spec: Spec) -> Envelope? {
        spec.envelope(for: module.envelope(of: interface))
    }

    // MARK: Interfaces

    mutating func compareInterfaces() {
        let oldInterfaces = Self.interfaces(of: old)
        let newInterfaces = Self.interfaces(of: new)
        // Paired by what they are on the wire; a pair whose id changed (a name another module
        // takes too makes it `module.name`, and its `RequestInterface` case changes) is a rename.
        for (interface, _) in oldInterfaces where match.interfaces[interface.id] == nil {
            add(
                .breaking, "interface \(interface.id)", "interface '\(interface.id)' removed",
                old: interface.location, new: nil)
        }
        let oldByNewID = Dictionary(
            oldInterfaces.compactMap { placed in match.interfaces[placed.interface.id].map { ($0, placed) } },
            uniquingKeysWith: { first, _ in first })
        for (interface, module) in newInterfaces {
            guard let before = oldByNewID[interface.id] else {
                add(
                    .compatible, "interface \(interface.id)", "interface '\(interface.id)' added",
                    old: nil, new: interface.location)
                continue
            }
            compare(before.interface, in: before.module, interface, in: module)
        }
    }

    private static func interfaces(of spec: Spec) -> [(interface: Interface, module: Module)] {
        spec.modules.flatMap { module in module.interfaces.map { ($0, module) } }
    }

    private mutating func compare(
        _ before: Interface, in oldModule: Module, _ after: Interface, in newModule: Module
    ) {
        let name = after.id
        let subject = "interface \(name)"
        compareRoute(before, in: oldModule, after, in: newModule)

        if before.effectiveBody != after.effectiveBody {
            add(
                .breaking, subject,
                "the body of interface '\(name)' changed from \(Self.describe(before.effectiveBody)) "
                    + "to \(Self.describe(after.effectiveBody))",
                old: before.body?.location ?? before.location, new: after.body?.location ?? after.location)
        }
        compareResponse(before, after)
        compareAccepts(before, after)
        compareTransfers(before, after)

        compareCredentials(before, after)
        if oldModule.name != newModule.name || before.envelope != nil || after.envelope != nil {
            compare(
                Self.envelope(of: before, in: oldModule, of: old), Self.envelope(of: after, in: newModule, of: new),
                subject: subject,
                what: oldModule.name != newModule.name
                    ? "envelope of interface '\(name)' (now in module '\(newModule.name)')"
                    : "envelope of interface '\(name)'",
                old: before.envelope?.location ?? before.location, new: after.envelope?.location ?? after.location)
        }

        let places = { (key: String) in
            (before.keyLocations[key] ?? before.location, after.keyLocations[key] ?? after.location)
        }
        compareClientSettings(
            subject: subject, owner: "interface '\(name)'",
            timeouts: (before.timeout, after.timeout), retries: (before.retry, after.retry),
            lenient: (before.lenient, after.lenient), locations: places)
        compareCache(
            before.cache, after.cache, subject: subject, owner: "interface '\(name)'", places: places("cache"))
        func compatible(_ key: String, _ message: String) {
            add(.compatible, subject, message, old: places(key).0, new: places(key).1)
        }
        if before.cancel != after.cancel {
            compatible(
                "cancel",
                "the cancel policy of interface '\(name)' changed "
                    + "from \(before.cancel.rawValue) to \(after.cancel.rawValue)")
        }
        if before.isIdempotent != after.isIdempotent {
            compatible(
                "idempotent",
                after.isIdempotent
                    ? "interface '\(name)' is now idempotent (it may be retried)"
                    : "interface '\(name)' is no longer idempotent (it is not retried)")
        }
        if before.paging?.newer.value != after.paging?.newer.value
            || before.paging?.older.value != after.paging?.older.value
        {
            compatible("paging", "the paging of interface '\(name)' changed")
        }
        compareCheckConstraints(before, after)
        if before.deprecated != after.deprecated {
            compatible(
                "deprecated",
                after.deprecated ? "interface '\(name)' deprecated" : "interface '\(name)' no longer deprecated")
        }
        compareParameters(before, after)
    }

    static func describe(_ body: BodyEncoding?) -> String {
        body?.rawValue ?? "none"
    }

    // MARK: Where a request goes

    /// The method and the full URL in every environment both specs have.
    /// A change of the interface's own method or path is listed as such;
    /// one that comes from its module, the spec's version or layout, as
    /// the full URL per environment (`{base}` standing for the
    /// environment's base URL, whose changes are listed with environments).
    private mutating func compareRoute(
        _ before: Interface, in oldModule: Module, _ after: Interface, in newModule: Module
    ) {
        let subject = "interface \(after.name)"
        let route = { (interface: Interface) in "\(interface.method.value.rawValue) \(interface.path.value)" }
        let methodChanged = before.method.value != after.method.value
        if methodChanged || Self.wirePath(of: before) != Self.wirePath(of: after) {
            add(
                .breaking, subject, "interface '\(after.name)' moved from \(route(before)) to \(route(after))",
                old: methodChanged ? before.method.location : before.path.location,
                new: methodChanged ? after.method.location : after.path.location)
            return
        }
        let environments = new.environments.map(\.name).filter { name in
            old.environments.contains { $0.name == name }
        }
        var moves: [(from: String, to: String, environments: [String])] = []
        for environment in environments {
            // Compared by wire path, shown as written.
            guard
                old.url(of: Self.wirePath(of: before), in: oldModule, environment: environment)
                    != new.url(of: Self.wirePath(of: after), in: newModule, environment: environment)
            else { continue }
            let from = old.url(of: before.path.value, in: oldModule, environment: environment)
            let to = new.url(of: after.path.value, in: newModule, environment: environment)
            if let index = moves.firstIndex(where: { $0.from == from && $0.to == to }) {
                moves[index].environments.append(environment)
            } else {
                moves.append((from, to, [environment]))
            }
        }
        let method = after.method.value.rawValue
        for move in moves {
            let scope =
                move.environments.count == environments.count
                ? "" : " in " + move.environments.joined(separator: ", ")
            add(
                .breaking, subject,
                "interface '\(after.name)' moved\(scope) from \(method) \(move.from) to \(method) \(move.to)",
                old: before.location, new: after.location)
        }
    }

    /// The path with each placeholder named by its parameter's Swift name:
    /// a placeholder renamed with its parameter's wire name (`name:`) is the
    /// same URL, two placeholders swapped are not.
    static func wirePath(of interface: Interface) -> String {
        var out = ""
        var placeholder: String?
        for character in interface.path.value {
            switch (character, placeholder) {
            case ("{", nil):
                placeholder = ""
            case ("}", let name?):
                out += "{" + (interface.parameters.first { $0.wireName == name }?.name ?? name) + "}"
                placeholder = nil
            case (_, let name?):
                placeholder = name + String(character)
            case (_, nil):
                out.append(character)
            }
        }
        if let placeholder { out += "{" + placeholder }
        return out
    }

    // MARK: What a reply decodes to

    private mutating func compareResponse(_ before: Interface, _ after: Interface) {
        let name = after.id
        let subject = "interface \(name)"
        switch (before.reply.response, after.reply.response) {
        case (nil, nil):
            return
        case (nil, let response?):
            add(
                .compatible, subject, "interface '\(name)' now has a response of type \(response.type.value)",
                old: before.location, new: response.type.location)
        case (let response?, nil):
            add(
                .breaking, subject,
                "interface '\(name)' no longer has a response; shipped apps decode a \(response.type.value)",
                old: response.type.location, new: after.location)
        case (let old?, let new?):
            let places = (old: old.type.location, new: new.type.location)
            switch TypeChange(match.translated(old.type.value), new.type.value) {
            case .same:
                break
            case .changed:
                add(
                    .breaking, subject,
                    "the response type of interface '\(name)' changed from \(old.type.value) to \(new.type.value)",
                    old: places.old, new: places.new)
            case .madeOptional:
                add(
                    .breaking, subject,
                    "the response of interface '\(name)' may now be null (\(new.type.value)); "
                        + "shipped apps decode it as required",
                    old: places.old, new: places.new)
            case .madeRequired:
                add(
                    .compatible, subject,
                    "the response of interface '\(name)' is no longer optional (\(new.type.value))",
                    old: places.old, new: places.new)
            }
            if old.at != new.at {
                add(
                    .breaking, subject,
                    "the response of interface '\(name)' moved from \(old.at?.description ?? "the data") "
                        + "to \(new.at?.description ?? "the data")",
                    old: places.old, new: places.new)
            }
        }
    }
}

/// How a type changed, by its outer optional; the old type is read with the
/// new spec's model names (`SpecMatch.translated`), so a model renamed is no
/// type changed.
enum TypeChange {
    case same, changed, madeOptional, madeRequired

    init(_ old: TypeName, _ new: TypeName) {
        if old.nonOptional != new.nonOptional {
            self = .changed
        } else if old.isOptional == new.isOptional {
            self = .same
        } else {
            self = new.isOptional ? .madeOptional : .madeRequired
        }
    }
}
