extension SpecDiff {
    /// Keys of `auth.keys`: one removed or moved breaks shipped apps, which
    /// still send it where the old spec said.
    mutating func compareKeys() {
        let before = old.auth?.keys ?? []
        let after = new.auth?.keys ?? []
        for key in before {
            guard let other = after.first(where: { $0.name == key.name }) else {
                add(
                    .breaking, "auth", "key '\(key.name)' removed; shipped apps still send it",
                    old: key.location, new: nil)
                continue
            }
            if other.placement != key.placement || other.scheme != key.scheme {
                add(
                    .breaking, "auth",
                    "key '\(key.name)' moved from \(Self.describe(key)) to \(Self.describe(other))",
                    old: key.location, new: other.location)
            }
            if other.persist != key.persist {
                add(
                    .compatible, "auth",
                    "key '\(key.name)' is \(other.persist ? "now" : "no longer") kept across launches",
                    old: key.location, new: other.location)
            }
        }
        for key in after where !before.contains(where: { $0.name == key.name }) {
            add(.compatible, "auth", "key '\(key.name)' added", old: nil, new: key.location)
        }
    }

    /// What an interface sends, its own `auth` or the spec's default. Still
    /// accepted when every alternative shipped apps may send is one of the new
    /// ones; otherwise they send what the server no longer takes, or lack
    /// what it now needs. The token added or removed, which turns the
    /// default between `token` and `none`, is listed once, at the top.
    mutating func compareCredentials(_ before: Interface, _ after: Interface) {
        let was = old.authRequirement(of: before)
        let now = new.authRequirement(of: after)
        guard was != now else { return }
        let tokenCameOrWent = (old.auth?.token == nil) != (new.auth?.token == nil)
        if tokenCameOrWent, Set([was, now]) == [.token, .none], before.auth == nil, after.auth == nil { return }
        let name = after.name
        let message: String
        if was == .token, now == .none {
            message = "interface '\(name)' is now sent without the token"
        } else if was == .none, now == .token {
            message = "interface '\(name)' now needs the token; shipped apps send it without"
        } else {
            message = "interface '\(name)' now sends \(now) instead of \(was)"
        }
        let kept = was.alternatives.allSatisfy { alternative in
            now.alternatives.contains { Set($0) == Set(alternative) }
        }
        add(
            kept ? .compatible : .breaking, "interface \(name)", message,
            old: before.auth?.location ?? before.location, new: after.auth?.location ?? after.location)
    }

    static func describe(_ key: Auth.Key) -> String {
        switch key.placement {
        case .header(let name): return "header \(name)" + (key.scheme.map { " (\($0))" } ?? "")
        case .query(let name): return "query item \(name)"
        case .cookie(let name): return "cookie \(name)"
        }
    }
}
