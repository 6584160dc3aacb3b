/// Models, and the fields, enum cases and union alternatives of each pair.
extension SpecMatcher {
    mutating func matchModels() {
        let (olds, news) = (old.models, new.models)
        let newIndex = Dictionary(news.indices.map { (news[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
        var pairing = Pairing(oldCount: olds.count, newCount: news.count)
        pairing.pair(old: { olds[$0].name }, new: { news[$0].name })
        pairByUse(&pairing, newIndex: newIndex)
        pairing.pair(old: { Self.fingerprint(olds[$0]) }, new: { Self.fingerprint(news[$0]) })
        for (oldIndex, newIndex) in pairing.pairs {
            match.models[olds[oldIndex].name] = news[newIndex].name
        }
        for (oldIndex, before) in olds.enumerated() {
            guard let index = pairing.pairs[oldIndex] else {
                match.removed.append(.init(element: .model, name: before.name, location: before.location))
                continue
            }
            let after = news[index]
            if before.name != after.name {
                match.renames.append(
                    .init(
                        element: .model, old: before.name, new: after.name, detail: nil,
                        oldLocation: before.location, newLocation: after.location, subject: "model \(after.name)"))
            }
            matchMembers(before, after)
        }
        for (index, model) in news.enumerated() where !pairing.pairedNew.contains(index) {
            match.added.append(.init(element: .model, name: model.name, location: model.location))
        }
    }

    /// Two models at the same place of paired interfaces' types (a reply, a
    /// stream's elements, a parameter of one wire name) are one, and so,
    /// from there, are the models at the same place of their paired fields
    /// and alternatives. Only models of one kind pair; the first place wins.
    private func pairByUse(_ pairing: inout Pairing, newIndex: [String: Int]) {
        let oldIndex = Dictionary(old.models.indices.map { (old.models[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
        var pending: [(TypeName, TypeName)] = []
        for (oldPosition, newPosition) in interfacePairs.sorted(by: { $0.key < $1.key }) {
            let (before, after) = (oldInterfaces[oldPosition].interface, newInterfaces[newPosition].interface)
            if before.reply.key == after.reply.key {
                for (a, b) in zip(before.reply.namedTypes, after.reply.namedTypes) {
                    pending.append((a.value, b.value))
                }
            }
            for parameter in before.parameters {
                guard let counterpart = after.parameters.first(where: { $0.wireName == parameter.wireName }) else {
                    continue
                }
                pending.append((parameter.type.value, counterpart.type.value))
            }
        }
        var visited = Set<String>()
        var cursor = 0
        while cursor < pending.count {
            let (a, b) = pending[cursor]
            cursor += 1
            switch (a.nonOptional, b.nonOptional) {
            case (.array(let x), .array(let y)), (.dictionary(let x), .dictionary(let y)):
                pending.append((x, y))
            case (.model(let x), .model(let y)):
                guard let i = oldIndex[x], let j = newIndex[y], visited.insert("\(x) \(y)").inserted else { continue }
                let (before, after) = (old.models[i], new.models[j])
                guard Self.sameKind(before.kind, after.kind) else { continue }
                guard pairing.pairs[i] == j || pairing.link(i, j) else { continue }
                pending += Self.memberTypes(before, after)
            default:
                continue
            }
        }
    }

    /// The types at the same place in two models of one kind: fields of
    /// one JSON key, alternatives of one name or tag.
    private static func memberTypes(_ before: Model, _ after: Model) -> [(TypeName, TypeName)] {
        switch (before.kind, after.kind) {
        case (.structure(let a), .structure(let b)):
            return a.compactMap { field in b.first { $0.key == field.key }.map { (field.type.value, $0.type.value) } }
        case (.union(let a), .union(let b)):
            return a.cases.compactMap { alternative in
                b.cases.first { $0.name == alternative.name || (a.discriminator != nil && $0.tag == alternative.tag) }
                    .map { (alternative.type.value, $0.type.value) }
            }
        default:
            return []
        }
    }

    static func sameKind(_ a: Model.Kind, _ b: Model.Kind) -> Bool {
        switch (a, b) {
        case (.structure, .structure), (.enumeration, .enumeration), (.union, .union): return true
        default: return false
        }
    }

    /// What a model holds, without names: its field keys, its enum's raw
    /// values, or its union's tags.
    private static func fingerprint(_ model: Model) -> String {
        switch model.kind {
        case .structure(let fields):
            return "struct " + fields.map(\.key).sorted().joined(separator: ",")
        case .enumeration(let enumeration):
            return "enum " + enumeration.cases.map { SpecDiff.describe($0.rawValue) }.sorted().joined(separator: ",")
        case .union(let union):
            return "union \(union.combination.rawValue) " + union.cases.map(\.tag).sorted().joined(separator: ",")
        }
    }

    // MARK: Inside a pair of models

    private mutating func matchMembers(_ before: Model, _ after: Model) {
        switch (before.kind, after.kind) {
        case (.structure(let a), .structure(let b)):
            var pairing = Pairing(oldCount: a.count, newCount: b.count)
            pairing.pair(old: { a[$0].key }, new: { b[$0].key })
            pairing.pair(old: { a[$0].name }, new: { b[$0].name })
            match.fields[before.name] = record(
                .field, of: (before, after), pairing, names: (a.map(\.name), b.map(\.name)),
                locations: (a.map(\.location), b.map(\.location)), detail: { "key '\(b[$0].key)'" })
        case (.enumeration(let a), .enumeration(let b)):
            var pairing = Pairing(oldCount: a.cases.count, newCount: b.cases.count)
            pairing.pair(
                old: { SpecDiff.describe(a.cases[$0].rawValue) }, new: { SpecDiff.describe(b.cases[$0].rawValue) })
            match.enumCases[before.name] = record(
                .enumCase, of: (before, after), pairing, names: (a.cases.map(\.name), b.cases.map(\.name)),
                locations: (a.cases.map(\.location), b.cases.map(\.location)),
                detail: { "value \(SpecDiff.describe(b.cases[$0].rawValue))" })
        case (.union(let a), .union(let b)):
            var pairing = Pairing(oldCount: a.cases.count, newCount: b.cases.count)
            let match = self.match
            pairing.pair(
                old: { match.translated(a.cases[$0].type.value).description },
                new: { b.cases[$0].type.value.description })
            pairing.pair(old: { a.cases[$0].name }, new: { b.cases[$0].name })
            self.match.unionCases[before.name] = record(
                .unionCase, of: (before, after), pairing, names: (a.cases.map(\.name), b.cases.map(\.name)),
                locations: (a.cases.map(\.location), b.cases.map(\.location)),
                detail: { b.cases[$0].type.value.description })
        default:
            break
        }
    }

    /// The pairs of members as old name → new name, each one renamed,
    /// removed or added recorded, named within its model: `Session.kernelId`.
    private mutating func record(
        _ element: SpecMatch.Element, of models: (old: Model, new: Model), _ pairing: Pairing,
        names: (old: [String], new: [String]), locations: (old: [SourceLocation], new: [SourceLocation]),
        detail: (Int) -> String
    ) -> [String: String] {
        var map: [String: String] = [:]
        for (oldIndex, oldName) in names.old.enumerated() {
            guard let newIndex = pairing.pairs[oldIndex] else {
                match.removed.append(
                    .init(element: element, name: "\(models.old.name).\(oldName)", location: locations.old[oldIndex]))
                continue
            }
            let newName = names.new[newIndex]
            map[oldName] = newName
            if oldName != newName {
                match.renames.append(
                    .init(
                        element: element, old: "\(models.old.name).\(oldName)", new: newName,
                        detail: detail(newIndex), oldLocation: locations.old[oldIndex],
                        newLocation: locations.new[newIndex],
                        subject: element == .field
                            ? "model \(models.new.name), field \(newName)" : "model \(models.new.name)"))
            }
        }
        for (newIndex, newName) in names.new.enumerated() where !pairing.pairedNew.contains(newIndex) {
            match.added.append(
                .init(element: element, name: "\(models.new.name).\(newName)", location: locations.new[newIndex]))
        }
        return map
    }
}
