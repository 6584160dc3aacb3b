extension NodeReader {
    static let retryKeys = ["times", "on", "backoff", "delay", "maxDelay", "jitter"]

    /// `retry: 3`, `retry: none`, or the long form
    /// `{times, on, backoff, delay, maxDelay, jitter}`.
    mutating func retry(_ node: YAMLNode) -> RetrySetting? {
        let what = "'retry'"
        if node.entries == nil {
            if node.scalar?.isPlain == true, node.scalar?.text == "none" { return .off }
            guard let scalar = node.scalar, scalar.isPlain, Int(scalar.text) != nil else {
                error(
                    "\(what) must be a number of retries, 'none', or a mapping with 'times', found \(describe(node))",
                    at: node)
                return nil
            }
            return retryTimes(node).map { .rule(RetryRule(times: $0, location: location(node))) }
        }
        guard let fields = mapping(node, of: what, keys: .retry),
            let times = require(fields, "times", of: what, at: node).flatMap({ retryTimes($0) })
        else { return nil }
        return .rule(
            RetryRule(
                times: times,
                conditions: fields["on"].map { retryConditions($0) },
                backoff: fields["backoff"].flatMap { choice($0, "'backoff'", as: RetryPolicy.Backoff.self) },
                delay: fields["delay"].flatMap { seconds($0, "'delay'") },
                maxDelay: fields["maxDelay"].flatMap { seconds($0, "'maxDelay'") },
                jitter: fields["jitter"].flatMap { bool($0, "'jitter'") },
                location: location(node)))
    }

    private mutating func retryTimes(_ node: YAMLNode) -> Int? {
        guard let times = int(node, "the number of retries") else { return nil }
        guard (1...RetryRule.maxTimes).contains(times) else {
            error("the number of retries must be from 1 to \(RetryRule.maxTimes), found \(times)", at: node)
            return nil
        }
        return times
    }

    /// HTTP statuses and network failure kinds.
    private mutating func retryConditions(_ node: YAMLNode) -> [RetryPolicy.Condition] {
        let kinds = RetryRule.networkKinds.map(\.rawValue)
        return (node.items ?? [node]).compactMap { item in
            guard let scalar = item.scalar, scalar.isPlain, !item.isNull else {
                error("'on' must list HTTP statuses and failures, found \(item.kindDescription)", at: item)
                return nil
            }
            if let status = Int(scalar.text) {
                guard (100...599).contains(status) else {
                    error("'on' lists \(status), which is not an HTTP status", at: item)
                    return nil
                }
                return .status(status)
            }
            return word(item, "a failure in 'on'", from: kinds)
                .flatMap(NetworkFailure.Kind.init(rawValue:)).map { .network($0) }
        }
    }
}
