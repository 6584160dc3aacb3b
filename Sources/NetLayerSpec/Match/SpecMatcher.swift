/// Builds a `SpecMatch`: interfaces and modules here, models and what is
/// inside them in `SpecMatcher+Models`.
struct SpecMatcher {
    let old: Spec
    let new: Spec
    var match = SpecMatch()

    typealias Placed = (interface: Interface, module: Module)
    let oldInterfaces: [Placed]
    let newInterfaces: [Placed]
    /// Old interface index → new interface index.
    var interfacePairs: [Int: Int] = [:]

    init(old: Spec, new: Spec) {
        self.old = old
        self.new = new
        oldInterfaces = old.modules.flatMap { module in module.interfaces.map { ($0, module) } }
        newInterfaces = new.modules.flatMap { module in module.interfaces.map { ($0, module) } }
    }

    mutating func run() {
        matchInterfaces()
        matchModules()
        reportInterfaces()
        matchModels()
    }

    // MARK: Interfaces

    private mutating func matchInterfaces() {
        var pairing = Pairing(oldCount: oldInterfaces.count, newCount: newInterfaces.count)
        let (old, new) = (self.old, self.new)
        let (olds, news) = (oldInterfaces, newInterfaces)
        pairing.pair(
            old: { Self.wireKey(olds[$0].interface, in: olds[$0].module, of: old) },
            new: { Self.wireKey(news[$0].interface, in: news[$0].module, of: new) })
        pairing.pair(old: { olds[$0].interface.id }, new: { news[$0].interface.id })
        interfacePairs = pairing.pairs
        for (oldIndex, newIndex) in pairing.pairs {
            match.interfaces[olds[oldIndex].interface.id] = news[newIndex].interface.id
        }
    }

    /// What an interface is on the wire: its method, its full URL in the
    /// spec's first environment with placeholders unnamed, and how its reply is read.
    static func wireKey(_ interface: Interface, in module: Module, of spec: Spec) -> String {
        "\(route(interface, in: module, of: spec, erasingPlaceholders: true)) \(interface.reply.key)"
    }

    /// `GET /api/sessions/{id}`: the method and the URL after the base.
    static func route(
        _ interface: Interface, in module: Module, of spec: Spec, erasingPlaceholders: Bool = false
    ) -> String {
        var path = interface.path.value
        if erasingPlaceholders {
            var erased = ""
            var inPlaceholder = false
            for character in path {
                if character == "{" { inPlaceholder = true } else if character == "}" { inPlaceholder = false }
                if !inPlaceholder || character == "{" { erased.append(character) }
            }
            path = erased
        }
        let environment = spec.environments.first?.name ?? ""
        var url = spec.url(of: path, in: module, environment: environment)
        if url.hasPrefix("{base}") { url.removeFirst("{base}".count) }
        return "\(interface.method.value.rawValue) \(url)"
    }

    // MARK: Modules

    /// A module goes with the new module that holds most of its interfaces
    /// (the first of several that hold as many), then by name.
    private mutating func matchModules() {
        let newModuleOf = Dictionary(
            interfacePairs.map { ($0.key, newInterfaces[$0.value].module.name) }, uniquingKeysWith: { a, _ in a })
        var destination: [String: String] = [:]
        for module in old.modules {
            var counts: [String: Int] = [:]
            for (index, placed) in oldInterfaces.enumerated() where placed.module.name == module.name {
                if let target = newModuleOf[index] { counts[target, default: 0] += 1 }
            }
            let order = new.modules.map(\.name)
            destination[module.name] = order.filter { counts[$0] != nil }.max { counts[$0]! < counts[$1]! }
        }
        var pairing = Pairing(oldCount: old.modules.count, newCount: new.modules.count)
        let (olds, news) = (old.modules, new.modules)
        pairing.pair(old: { destination[olds[$0].name] }, new: { news[$0].name })
        pairing.pair(old: { olds[$0].name }, new: { news[$0].name })
        for oldIndex in olds.indices {
            guard let newIndex = pairing.pairs[oldIndex] else {
                match.removed.append(
                    .init(element: .module, name: olds[oldIndex].name, location: olds[oldIndex].location))
                continue
            }
            let (before, after) = (olds[oldIndex], news[newIndex])
            match.modules[before.name] = after.name
            if before.name != after.name {
                match.renames.append(
                    .init(
                        element: .module, old: before.name, new: after.name, detail: nil,
                        oldLocation: before.location, newLocation: after.location, subject: "module \(after.name)"))
            }
        }
        for newIndex in news.indices where !pairing.pairedNew.contains(newIndex) {
            match.added.append(.init(element: .module, name: news[newIndex].name, location: news[newIndex].location))
        }
    }

    /// An interface is renamed when its name changed, when it left for a
    /// module that is not its old one's match, or when its id did
    /// (`list` becomes `cart.list` when another module gains a `list`).
    private mutating func reportInterfaces() {
        let pairedNew = Set(interfacePairs.values)
        for (oldIndex, placed) in oldInterfaces.enumerated() {
            let (before, oldModule) = placed
            guard let newIndex = interfacePairs[oldIndex] else {
                match.removed.append(
                    .init(
                        element: .interface, name: "\(oldModule.name).\(before.name)",
                        detail: Self.route(before, in: oldModule, of: old), location: before.location))
                continue
            }
            let (after, newModule) = newInterfaces[newIndex]
            let sameModule = match.modules[oldModule.name] == newModule.name
            let names: (old: String, new: String)
            if before.name != after.name || !sameModule {
                names = (
                    "\(oldModule.name).\(before.name)", sameModule ? after.name : "\(newModule.name).\(after.name)"
                )
            } else if before.id != after.id {
                names = (before.id, after.id)
            } else {
                continue
            }
            match.renames.append(
                .init(
                    element: .interface, old: names.old, new: names.new,
                    detail: Self.route(after, in: newModule, of: new),
                    oldLocation: before.location, newLocation: after.location, subject: "interface \(after.id)"))
        }
        for (newIndex, placed) in newInterfaces.enumerated() where !pairedNew.contains(newIndex) {
            match.added.append(
                .init(
                    element: .interface, name: "\(placed.module.name).\(placed.interface.name)",
                    detail: Self.route(placed.interface, in: placed.module, of: new),
                    location: placed.interface.location))
        }
    }
}
