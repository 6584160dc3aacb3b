import Foundation
internal import SeededRandom

/// Makes plausible example values from types where the spec gives none.
///
/// Every value is drawn from a hash of the seed and the place the value
/// sits (`Student.name`, `[Student][1]`), not from one running sequence: the
/// same seed gives the same data, and a field added to a model changes no
/// other field's value, so fixtures and snapshots stay put.
struct ExampleMaker {
    let models: [String: Model]
    let seed: UInt64
    /// The value of an example the spec gives, already checked.
    let given: (ExampleNode, TypeName, DateFormat?) -> OrderedJSON?

    /// How deep made values nest before optional fields are left out, so a
    /// model that leads back to itself ends.
    private static let maxDepth = 4

    /// A made value of `type`, keeping `constraints`.
    func value(
        of type: TypeName, format: DateFormat? = nil, name: String, at place: String, constraints: Constraints? = nil
    ) -> OrderedJSON {
        value(of: type, format: format, name: name, at: place, open: [], constraints: constraints)
    }

    /// A made value; `variant` varies a pattern's string, for elements that must differ.
    private func value(
        of type: TypeName, format: DateFormat?, name: String, at place: String, open: [String],
        constraints: Constraints? = nil, variant: Int = 0
    ) -> OrderedJSON {
        switch type {
        case .optional(let wrapped):
            return value(
                of: wrapped, format: format, name: name, at: place, open: open, constraints: constraints,
                variant: variant)
        case .array(let element):
            // A model already being made would recur without end: an empty list stops it.
            if case .model(let model) = element.nonOptional, open.contains(model) { return .array([]) }
            var items: [OrderedJSON] = []
            for index in 0..<Self.count(keeping: constraints) {
                var item = value(
                    of: element, format: format, name: name, at: "\(place)[\(index)]", open: open,
                    constraints: constraints?.items)
                // Another draw, and another string of a pattern, until the item differs from those before it.
                var retry = 1
                while constraints?.uniqueItems == true, items.contains(item), retry <= Self.uniqueRetries {
                    item = value(
                        of: element, format: format, name: name, at: "\(place)[\(index)]#\(retry)", open: open,
                        constraints: constraints?.items, variant: retry)
                    retry += 1
                }
                items.append(item)
            }
            return .array(items)
        case .dictionary(let element):
            if case .model(let model) = element.nonOptional, open.contains(model) { return .object([]) }
            return .object([
                .init(name, value(of: element, format: format, name: name, at: "\(place)[key]", open: open))
            ])
        case .model(let model):
            return modelValue(model, at: place, open: open)
        case .builtin(let builtin):
            let made = builtinValue(builtin, format: format, name: name, at: place)
            guard let constraints, !constraints.isEmpty else { return made }
            return Self.kept(made, of: builtin, constraints: constraints, variant: variant)
        }
    }

    private func modelValue(_ name: String, at place: String, open: [String]) -> OrderedJSON {
        guard let model = models[name] else { return .null }
        switch model.kind {
        case .enumeration(let enumeration):
            let chosen = enumeration.cases[Int(draw(place) % UInt64(enumeration.cases.count))]
            switch chosen.rawValue {
            case .int(let value): return .int(Int64(value))
            case .string(let text): return .string(text)
            }
        case .union(let union):
            if let example = model.example, let value = given(example, .model(name), nil) { return value }
            // The first alternative that does not lead back to a model being made.
            let open = open + [name]
            let chosen =
                union.cases.first { unionCase in
                    if case .model(let target) = unionCase.type.value { return !open.contains(target) }
                    return true
                } ?? union.cases[0]
            var made = value(
                of: chosen.type.value, format: nil, name: chosen.name, at: "\(place).\(chosen.name)", open: open)
            if let discriminator = union.discriminator?.value, case .object(var members) = made {
                members.removeAll { $0.key == discriminator }
                members.insert(.init(discriminator, .string(chosen.tag)), at: 0)
                made = .object(members)
            }
            return made
        case .structure(let fields):
            if let example = model.example, let value = given(example, .model(name), nil) { return value }
            var members: [OrderedJSON.Member] = []
            let open = open + [name]
            for field in fields {
                let type = field.type.value
                if let example = field.example, let value = given(example, type, field.format) {
                    members.append(.init(field.key, value))
                    continue
                }
                if type.isOptional, case .model(let target) = type.nonOptional,
                    open.contains(target) || open.count >= Self.maxDepth
                {
                    // A required optional field's key is always there: null ends the nesting.
                    if field.isRequiredNullable { members.append(.init(field.key, .null)) }
                    continue
                }
                let made = value(
                    of: type, format: field.format, name: field.name, at: "\(place).\(field.name)", open: open,
                    constraints: field.constraints)
                if type.isOptional, field.constraints?.violation(of: made) != nil {
                    // An optional field left out keeps its rules, which a made value could not keep.
                    if field.isRequiredNullable { members.append(.init(field.key, .null)) }
                    continue
                }
                members.append(.init(field.key, made))
            }
            return .object(members)
        }
    }

    private func builtinValue(_ builtin: TypeName.Builtin, format: DateFormat?, name: String, at place: String)
        -> OrderedJSON
    {
        let number = draw(place)
        let word = name.lowercased()
        switch builtin {
        case .Int, .Int64:
            return .int(Int64(number % 900) + 1)
        case .Double:
            return .double(Double(number % 100_000) / 100)
        case .Bool:
            return .bool(number % 2 == 0)
        case .Date:
            return ExampleDates.value(ExampleDates.epoch + Double(number % (365 * 86_400)), format: format)
        case .URL:
            return .string("https://example.com/\(Self.slug(name))/\(number % 1000)")
        case .Data:
            return .string(Data("example \(name)".utf8).base64EncodedString())
        case .File, .JSON:
            return .object([])
        case .String:
            let pick = Int(number % UInt64(Self.names.count))
            if word.holds("email") || word.holds("mail") {
                return .string("\(Self.names[pick].split(separator: " ")[0].lowercased())@example.com")
            }
            if word.holds("phone") || word.holds("mobile") { return .string("+1 555 01\(10 + number % 90)") }
            if word.holds("url") || word.holds("link") || word.holds("avatar") || word.holds("image") {
                return .string("https://example.com/\(Self.slug(name))/\(number % 1000)")
            }
            if word.holds("token") { return .string("token-\(String(number, radix: 36))") }
            if word.hasSuffix("name") || word == "nickname" || word == "author" { return .string(Self.names[pick]) }
            return .string("\(name) \(number % 100 + 1)")
        }
    }

    /// People the made names are drawn from.
    private static let names = [
        "Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson", "Edsger Dijkstra", "Barbara Liskov",
        "Donald Knuth", "Margaret Hamilton",
    ]

    private static func slug(_ name: String) -> String {
        name.isEmpty ? "item" : name.lowercased()
    }

    /// FNV-1a of the place, mixed with the seed by SplitMix64's finaliser.
    private func draw(_ place: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in place.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return SplitMix64.mix(hash ^ (seed &+ SplitMix64.increment))
    }
}

extension String {
    /// Whether `part` is in the text, compared by UTF-8 bytes: Foundation's `contains`, which a name's check
    /// reached, searched with locale support, and took a fifth of a large spec's API reference.
    fileprivate func holds(_ part: String) -> Bool {
        let text = Array(utf8)
        let part = Array(part.utf8)
        guard part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { start in
            text[start..<(start + part.count)].elementsEqual(part)
        }
    }
}
