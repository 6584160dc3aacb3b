/// `checkConstraints`, at the top and per interface. The check is compiled into the client: a shipped app keeps
/// the one it was built with, and the server sees what it saw, so a change is listed as compatible (as
/// `idempotent` is); apps built from the new spec refuse a value that breaks a rule before sending it.
extension SpecDiff {
    mutating func compareCheckConstraints() {
        guard old.checkConstraints != new.checkConstraints else { return }
        add(
            .compatible, "spec",
            new.checkConstraints
                ? "calls now check their parameters' constraints before sending"
                : "calls no longer check their parameters' constraints before sending",
            old: Self.location(of: "checkConstraints", in: old), new: Self.location(of: "checkConstraints", in: new))
    }

    /// An interface's own change: where neither spec writes the key for it, its calls follow the top level,
    /// whose change is listed once, at the top.
    mutating func compareCheckConstraints(_ before: Interface, _ after: Interface) {
        guard before.checkConstraints != nil || after.checkConstraints != nil else { return }
        let checks = new.checksConstraints(of: after)
        guard old.checksConstraints(of: before) != checks else { return }
        add(
            .compatible, "interface \(after.id)",
            checks
                ? "interface '\(after.id)' now checks its parameters' constraints before sending"
                : "interface '\(after.id)' no longer checks its parameters' constraints before sending",
            old: before.checkConstraints?.location ?? before.location,
            new: after.checkConstraints?.location ?? after.location)
    }
}
