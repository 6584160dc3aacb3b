import Foundation

/// The `constraints` of a parameter or a field in both specs, compared rule by rule. A rule that now lets
/// fewer values through (one added, a higher minimum, a lower maximum, …) refuses calls that worked when the
/// app sends the value; one that lets more through, or any change to a value only read, refuses nothing.
extension SpecDiff {
    /// One rule changed: its old and new forms (`maximum: 100`), and whether the new one lets fewer values
    /// through.
    struct ConstraintChange {
        /// The rule as the old spec writes it, such as `items.maxLength: 20`; nil when it is added.
        var old: String?
        /// The rule as the new spec writes it; nil when it is removed.
        var new: String?
        /// Whether some value the old rule allowed, the new one refuses.
        var tightens: Bool
        /// Where the old rule was written, when it was.
        var oldLocation: SourceLocation?
        /// Where the new rule was written, when it is.
        var newLocation: SourceLocation?

        /// `constraint 'maximum: 100' of parameter 'limit' of interface 'list' changed to 'maximum: 50'`,
        /// with why it breaks shipped apps when `breaking`.
        func message(_ what: String, breaking: Bool) -> String {
            let text: String =
                switch (old, new) {
                case (let old?, let new?): "constraint '\(old)' of \(what) changed to '\(new)'"
                case (let old?, nil): "constraint '\(old)' removed from \(what)"
                case (nil, let new?): "constraint '\(new)' added to \(what)"
                case (nil, nil): "the constraints of \(what) changed"
                }
            return text + (breaking ? "; shipped apps may send values it refuses" : "")
        }
    }

    /// The rules that differ between `before` and `after`, in the documentation's order, those under `items`
    /// compared the same way after the rest. No constraints are constraints without rules.
    static func constraintChanges(_ before: Constraints?, _ after: Constraints?) -> [ConstraintChange] {
        constraintChanges(before ?? Constraints(), after ?? Constraints(), path: "")
    }

    private static func constraintChanges(_ old: Constraints, _ new: Constraints, path: String) -> [ConstraintChange] {
        var changes: [ConstraintChange] = []
        // A rule and its value as written, nil on the side it is not on.
        func add(_ before: (ValueRules.Rule, String)?, _ after: (ValueRules.Rule, String)?, tightens: Bool) {
            changes.append(
                ConstraintChange(
                    old: before.map { "\(path)\($0.0.rawValue): \($0.1)" },
                    new: after.map { "\(path)\($0.0.rawValue): \($0.1)" }, tightens: tightens,
                    oldLocation: before.flatMap { old.locations[$0.0] },
                    newLocation: after.flatMap { new.locations[$0.0] }))
        }
        // A least count tightens as it grows, a most count as it shrinks; none is 0 or no limit.
        func count(_ rule: ValueRules.Rule, _ before: Int?, _ after: Int?, least: Bool) {
            guard before != after else { return }
            let tightens = least ? (after ?? 0) > (before ?? 0) : (after ?? .max) < (before ?? .max)
            add(before.map { (rule, String($0)) }, after.map { (rule, String($0)) }, tightens: tightens)
        }
        for lower in [true, false] {
            let (before, after) = lower ? (old.lowerBound, new.lowerBound) : (old.upperBound, new.upperBound)
            guard before != after else { continue }
            add(
                before.map { ($0.rule(lower: lower), "\($0.value)") },
                after.map { ($0.rule(lower: lower), "\($0.value)") },
                tightens: tighter(after, than: before, lower: lower))
        }
        if old.multipleOf != new.multipleOf {
            // Every multiple of the old step is one of the new only when the new step divides the old.
            let divides = old.multipleOf.flatMap { before in new.multipleOf.map { ValueRules.isWhole(before / $0) } }
            add(
                old.multipleOf.map { (.multipleOf, "\($0)") }, new.multipleOf.map { (.multipleOf, "\($0)") },
                tightens: new.multipleOf != nil && divides != true)
        }
        count(.minLength, old.minLength, new.minLength, least: true)
        count(.maxLength, old.maxLength, new.maxLength, least: false)
        if old.pattern != new.pattern {
            add(old.pattern.map { (.pattern, $0) }, new.pattern.map { (.pattern, $0) }, tightens: new.pattern != nil)
        }
        count(.minItems, old.minItems, new.minItems, least: true)
        count(.maxItems, old.maxItems, new.maxItems, least: false)
        if old.uniqueItems != new.uniqueItems {
            add(
                old.uniqueItems ? (.uniqueItems, "true") : nil, new.uniqueItems ? (.uniqueItems, "true") : nil,
                tightens: new.uniqueItems)
        }
        if old.items != new.items {
            changes += constraintChanges(old.items ?? Constraints(), new.items ?? Constraints(), path: path + "items.")
        }
        return changes
    }

    /// Whether the bound `new` lets fewer numbers through than `old`: one added, one moved inward, or one made
    /// exclusive at the same value.
    private static func tighter(_ new: ValueRules.Bound?, than old: ValueRules.Bound?, lower: Bool) -> Bool {
        guard let new else { return false }
        guard let old else { return true }
        if new.value == old.value { return new.exclusive && !old.exclusive }
        return lower ? new.value > old.value : new.value < old.value
    }
}
