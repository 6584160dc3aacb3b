/// Unions, their alternatives paired by `SpecMatch` (by type, then by case
/// name), each change judged by what shipped apps decode and send.
extension SpecDiff {
    mutating func compareUnion(
        _ before: UnionModel, _ after: UnionModel, of model: String, pairs: [String: String], uses: Set<Direction>,
        old oldLocation: SourceLocation, new newLocation: SourceLocation
    ) {
        let subject = "model \(model)"
        let used: SpecChange.Kind = uses.isEmpty ? .compatible : .breaking
        if before.combination != after.combination {
            add(
                used, subject,
                "union '\(model)' changed from \(before.combination.rawValue) to \(after.combination.rawValue)",
                old: oldLocation, new: newLocation)
            return
        }
        if before.discriminator?.value != after.discriminator?.value {
            add(
                used, subject,
                "the discriminator of union '\(model)' changed from \(Self.describe(before.discriminator?.value)) "
                    + "to \(Self.describe(after.discriminator?.value))",
                old: before.discriminator?.location ?? oldLocation, new: after.discriminator?.location ?? newLocation)
        }
        let previousOf = Dictionary(
            before.cases.compactMap { unionCase in pairs[unionCase.name].map { ($0, unionCase) } },
            uniquingKeysWith: { first, _ in first })
        for gone in before.cases where pairs[gone.name] == nil {
            // Shipped apps may send it; a reply that no longer holds it decodes.
            let kind = Self.verdict(uses, reply: .compatible, request: .breaking)
            add(
                kind, subject,
                "alternative '\(gone.name)' removed from union '\(model)'"
                    + (kind == .breaking ? "; shipped apps may send it" : ""),
                old: gone.location, new: newLocation)
        }
        // An oneOf that is not frozen keeps a value it does not know as `unknown`;
        // a frozen one, and an anyOf that no alternative reads, fail to decode it.
        let keepsUnknown = before.combination == .oneOf && !before.frozen
        for added in after.cases where previousOf[added.name] == nil {
            let kind = Self.verdict(uses, reply: keepsUnknown ? .compatible : .breaking, request: .compatible)
            add(
                kind, subject,
                "alternative '\(added.name)' added to " + (before.frozen ? "frozen " : "") + "union '\(model)'"
                    + (kind == .breaking ? "; shipped apps fail to decode it" : ""),
                old: oldLocation, new: added.location)
        }
        for unionCase in after.cases {
            guard let previous = previousOf[unionCase.name] else { continue }
            let what = "alternative '\(unionCase.name)' of union '\(model)'"
            if match.translated(previous.type.value) != unionCase.type.value {
                add(
                    used, subject,
                    "the type of \(what) changed from \(previous.type.value) to \(unionCase.type.value)",
                    old: previous.type.location, new: unionCase.type.location)
            }
            if before.discriminator != nil, after.discriminator != nil, previous.tag != unionCase.tag {
                add(
                    used, subject, "the tag of \(what) changed from '\(previous.tag)' to '\(unionCase.tag)'",
                    old: previous.location, new: unionCase.location)
            }
        }
        if before.frozen != after.frozen {
            add(
                .compatible, subject,
                after.frozen ? "union '\(model)' is now frozen" : "union '\(model)' is no longer frozen",
                old: oldLocation, new: newLocation)
        }
    }

    static func describe(_ discriminator: String?) -> String {
        discriminator.map { "'\($0)'" } ?? "none"
    }
}
