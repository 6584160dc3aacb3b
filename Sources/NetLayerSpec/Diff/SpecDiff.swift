/// The changes between two specs that matter to apps, each marked breaking
/// or compatible for apps already shipped (built from `old`) that talk to a
/// server following `new`. Documentation and examples are not compared.
///
/// Interfaces, modules, models, fields, enum cases and union alternatives
/// are paired by what they are on the wire (`SpecMatch`), and a pair whose
/// names differ is listed as `renamed`; parameters are paired by name within
/// their interface, environments by name. One file per area: interfaces and URLs (`SpecDiff+Interfaces`),
/// parameters (`SpecDiff+Parameters`), models (`SpecDiff+Models`); the
/// settings every request shares are here.
public struct SpecDiff {
    /// The spec apps already shipped were built from.
    public let old: Spec
    /// The spec the server follows now.
    public let new: Spec
    /// Which element of `old` is which of `new`.
    let match: SpecMatch
    var changes: [SpecChange] = []

    /// The changes, ordered by subject, then message.
    ///
    /// - Parameters:
    ///   - old: The spec apps already shipped were built from; it must have passed its checks.
    ///   - new: The spec the server follows now; it must have passed its checks.
    /// - Returns: Every change, empty when the specs are the same to apps.
    public static func changes(from old: Spec, to new: Spec) -> [SpecChange] {
        var diff = SpecDiff(old: old, new: new)
        diff.compareEnvironments()
        diff.compareCommonValues()
        diff.compareAuth()
        diff.compareEnvelope()
        diff.compareSettings()
        diff.compareModules()
        diff.compareInterfaces()
        diff.compareModels()
        diff.changes += diff.match.renames.map(SpecChange.init)
        var seen = Set<SpecChange>()
        return diff.changes.filter { seen.insert($0).inserted }
            .enumerated()
            .sorted { lhs, rhs in
                let (l, r) = (lhs.element, rhs.element)
                if l.subject != r.subject { return l.subject < r.subject }
                if l.message != r.message { return l.message < r.message }
                return lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    private init(old: Spec, new: Spec) {
        self.old = old
        self.new = new
        match = SpecMatch(old, new)
    }

    mutating func add(
        _ kind: SpecChange.Kind, _ subject: String, _ message: String, old: SourceLocation?, new: SourceLocation?
    ) {
        changes.append(SpecChange(kind, subject, message, old: old, new: new))
    }

    /// Where a top-level key of a spec was written; the spec's name when the
    /// key was left out.
    static func location(of key: String, in spec: Spec) -> SourceLocation {
        spec.keyLocations[key] ?? spec.name.location
    }

    // MARK: Environments

    private mutating func compareEnvironments() {
        for environment in old.environments where !new.environments.contains(where: { $0.name == environment.name }) {
            add(
                .breaking, "environment \(environment.name)", "environment '\(environment.name)' removed",
                old: environment.location, new: nil)
        }
        for environment in new.environments {
            guard let before = old.environments.first(where: { $0.name == environment.name }) else {
                add(
                    .compatible, "environment \(environment.name)", "environment '\(environment.name)' added",
                    old: nil, new: environment.location)
                continue
            }
            if before.baseURL != environment.baseURL {
                add(
                    .breaking, "environment \(environment.name)",
                    "the base URL of environment '\(environment.name)' changed "
                        + "from \(before.baseURL) to \(environment.baseURL)",
                    old: before.location, new: environment.location)
            }
            if before.isProduction != environment.isProduction {
                // No app sees it: it says only which server netlayer verify calls without --allow-production.
                add(
                    .compatible, "environment \(environment.name)",
                    "environment '\(environment.name)' is \(environment.isProduction ? "now" : "no longer") marked "
                        + "as production", old: before.location, new: environment.location)
            }
        }
    }

    // MARK: Headers and parameters sent with every request

    private mutating func compareCommonValues() {
        compare(old.headers, new.headers, what: "header")
        compare(old.parameters, new.parameters, what: "parameter")
    }

    /// A value added is breaking: the server may need it, and shipped apps do
    /// not send it. One removed is compatible: shipped apps still send it.
    private mutating func compare(
        _ before: [Located<CommonValue>], _ after: [Located<CommonValue>], what: String
    ) {
        let subject = { (name: String) in "common \(what) \(name)" }
        for entry in before where !after.contains(where: { $0.value.name == entry.value.name }) {
            let name = entry.value.name
            add(
                .compatible, subject(name), "common \(what) '\(name)' removed; shipped apps still send it",
                old: entry.location, new: nil)
        }
        for entry in after {
            let name = entry.value.name
            guard let previous = before.first(where: { $0.value.name == name }) else {
                add(
                    .breaking, subject(name), "common \(what) '\(name)' added; shipped apps do not send it",
                    old: nil, new: entry.location)
                continue
            }
            switch (previous.value.value, entry.value.value) {
            case (let a, let b) where a == b:
                break
            case (.runtime(let a), .runtime(let b)):
                add(
                    .compatible, subject(name), "common \(what) '\(name)' now comes from $\(b) instead of $\(a)",
                    old: previous.location, new: entry.location)
            default:
                add(
                    .breaking, subject(name),
                    "common \(what) '\(name)' changed "
                        + "from \(Self.describe(previous.value.value)) to \(Self.describe(entry.value.value))",
                    old: previous.location, new: entry.location)
            }
        }
    }

    private static func describe(_ value: CommonValue.Value) -> String {
        switch value {
        case .literal(let text): return "'\(text)'"
        case .runtime(let name): return "$\(name)"
        }
    }

    // MARK: Authentication

    private mutating func compareAuth() {
        switch (old.auth?.token, new.auth?.token) {
        case (nil, nil):
            break
        case (let before?, nil):
            add(
                .breaking, "auth", "token authentication removed; shipped apps still send and expect a token",
                old: before.location, new: nil)
        case (nil, let after?):
            add(
                .breaking, "auth", "token authentication added; shipped apps send no token",
                old: nil, new: after.location)
        case (let before?, let after?):
            compareToken(before, after)
        }
        compareKeys()
    }

    private mutating func compareToken(_ before: Auth.Token, _ after: Auth.Token) {
        func change(_ kind: SpecChange.Kind, _ message: String) {
            add(kind, "auth", message, old: before.location, new: after.location)
        }
        if before.placement != after.placement {
            change(
                .breaking,
                "the token moved from \(Self.describe(before.placement)) to \(Self.describe(after.placement))")
        }
        if before.scheme != after.scheme {
            change(
                .breaking,
                "the token's scheme changed from \(before.scheme ?? "none") to \(after.scheme ?? "none")")
        }
        if before.source != after.source {
            change(
                .breaking,
                "a fresh token now arrives \(Self.describe(after.source)) instead of \(Self.describe(before.source))")
        }
        if Set(before.expiredCodes) != Set(after.expiredCodes) {
            change(
                .breaking,
                "the codes that mean the token expired changed from \(Self.describe(before.expiredCodes)) "
                    + "to \(Self.describe(after.expiredCodes))")
        }
        if before.expiry != after.expiry {
            // Shipped apps read a lifetime the server sends where the old spec says.
            let readFromReply: Bool
            if case .from = before.expiry { readFromReply = true } else { readFromReply = false }
            change(
                readFromReply ? .breaking : .compatible,
                "the token's lifetime changed from \(Self.describe(before.expiry)) to \(Self.describe(after.expiry))")
        }
        if before.persist != after.persist {
            change(.compatible, after.persist ? "tokens are now kept across launches" : "tokens are no longer kept")
        }
    }

    static func describe(_ placement: TokenConfiguration.Placement) -> String {
        switch placement {
        case .header(let name): return "header \(name)"
        case .query(let name): return "query item \(name)"
        }
    }

    static func describe(_ source: TokenConfiguration.Source?) -> String {
        switch source {
        case .header(let name)?: return "in header \(name)"
        case .body(let path)?: return "in body \(path.joined(separator: "."))"
        case nil: return "from the app"
        }
    }

    static func describe(_ expiry: TokenConfiguration.Expiry?) -> String {
        switch expiry {
        case .from(.header(let name))?: return "header \(name)"
        case .from(.body(let path))?: return "body \(path.joined(separator: "."))"
        case .jwt?: return "jwt"
        case .seconds(let seconds)?: return "\(seconds) s"
        case nil: return "unknown"
        }
    }

    static func describe(_ codes: [Code]) -> String {
        "[" + codes.map(\.description).joined(separator: ", ") + "]"
    }

    // MARK: Envelope

    private mutating func compareEnvelope() {
        compare(
            old.envelope, new.envelope, subject: "envelope", what: "envelope",
            old: old.envelope?.location ?? Self.location(of: "envelope", in: old),
            new: new.envelope?.location ?? Self.location(of: "envelope", in: new))
    }

    /// Any change to where a reply's parts are, or to the success codes,
    /// breaks shipped apps: they read replies as the old envelope says.
    /// `what` names the envelope: `envelope`, `envelope of module 'x'`.
    mutating func compare(
        _ before: Envelope?, _ after: Envelope?, subject: String, what: String,
        old oldLocation: SourceLocation, new newLocation: SourceLocation
    ) {
        var differences: [String] = []
        switch (before, after) {
        case (nil, nil):
            return
        case (nil, _?):
            differences = ["\(what) added; replies were plain JSON"]
        case (_?, nil):
            differences = ["\(what) removed; replies are now plain JSON"]
        case (let before?, let after?):
            let paths: [(String, KeyPath<Envelope, ReplyPath?>)] = [
                ("message", \.message), ("time", \.time), ("data", \.data), ("total", \.total),
            ]
            if before.code != after.code {
                differences.append("\(what): code moved from \(before.code) to \(after.code)")
            }
            for (name, path) in paths where before[keyPath: path] != after[keyPath: path] {
                let describe = { (path: ReplyPath?) in path.map(\.description) ?? "none" }
                differences.append(
                    "\(what): \(name) moved "
                        + "from \(describe(before[keyPath: path])) to \(describe(after[keyPath: path]))")
            }
            if Set(before.success) != Set(after.success) {
                differences.append(
                    "\(what): success codes changed from \(Self.describe(before.success)) "
                        + "to \(Self.describe(after.success))")
            }
        }
        for difference in differences {
            add(.breaking, subject, difference, old: oldLocation, new: newLocation)
        }
    }

    // MARK: Time-outs, retries, leniency

    private mutating func compareSettings() {
        let (old, new) = (self.old, self.new)
        compareClientSettings(
            subject: "spec", owner: "the spec",
            timeouts: (old.timeout, new.timeout),
            retries: (old.retry.map(RetrySetting.rule), new.retry.map(RetrySetting.rule)),
            lenient: (old.lenient, new.lenient),
            locations: { key in (Self.location(of: key, in: old), Self.location(of: key, in: new)) })
        compareCache(
            old.cache, new.cache, subject: "spec", owner: "the spec",
            places: (Self.location(of: "cache", in: old), Self.location(of: "cache", in: new)))
        compareCheckConstraints()
    }

    /// Time-outs, retries and leniency are the client's own business: a
    /// shipped app keeps the ones it was built with, and the server sees
    /// the same requests. Listed, as compatible. `owner` completes "the
    /// time-out of …": `the spec`, `module 'x'`, `interface 'y'`.
    mutating func compareClientSettings(
        subject: String, owner: String,
        timeouts: (Double?, Double?), retries: (RetrySetting?, RetrySetting?), lenient: (Leniency?, Leniency?),
        locations: (String) -> (SourceLocation, SourceLocation)
    ) {
        func change(_ key: String, _ message: String) {
            let places = locations(key)
            add(.compatible, subject, message, old: places.0, new: places.1)
        }
        if timeouts.0 != timeouts.1 {
            change(
                "timeout",
                "the time-out of \(owner) changed from \(Self.describe(timeouts.0)) to \(Self.describe(timeouts.1))")
        }
        if !Self.same(retries.0, retries.1) {
            change(
                "retry",
                "the retry rule of \(owner) changed from \(Self.describe(retries.0)) to \(Self.describe(retries.1))")
        }
        if lenient.0 != lenient.1 {
            change(
                "lenient",
                "the leniency of \(owner) changed from \(Self.describe(lenient.0)) to \(Self.describe(lenient.1))")
        }
    }

    static func describe(_ timeout: Double?) -> String {
        guard let timeout else { return "inherited" }
        return timeout == timeout.rounded() ? "\(Int(timeout)) s" : "\(timeout) s"
    }

    static func describe(_ retry: RetrySetting?) -> String {
        switch retry {
        case nil: return "inherited"
        case .off?: return "none"
        case .rule(let rule)?:
            var text = "\(rule.times) \(rule.times == 1 ? "retry" : "retries")"
            if let conditions = rule.conditions {
                text +=
                    " on ["
                    + conditions.map {
                        switch $0 {
                        case .status(let status): return String(status)
                        case .network(let kind): return kind.rawValue
                        }
                    }.joined(separator: ", ") + "]"
            }
            if let backoff = rule.backoff { text += ", \(backoff.rawValue)" }
            if let delay = rule.delay { text += ", delay \(describe(delay))" }
            if let maxDelay = rule.maxDelay { text += ", maxDelay \(describe(maxDelay))" }
            if let jitter = rule.jitter { text += jitter ? ", jitter" : ", no jitter" }
            return text
        }
    }

    static func describe(_ lenient: Leniency?) -> String {
        guard let lenient else { return "inherited" }
        return lenient.isEmpty ? "strict" : "[" + lenient.names.joined(separator: ", ") + "]"
    }
}

extension SpecDiff {
    /// Equal as rules: where a rule was written does not matter.
    static func same(_ lhs: RetrySetting?, _ rhs: RetrySetting?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil), (.off?, .off?): return true
        case (.rule(var a)?, .rule(let b)?):
            a.location = b.location
            return a == b
        default: return false
        }
    }
}
