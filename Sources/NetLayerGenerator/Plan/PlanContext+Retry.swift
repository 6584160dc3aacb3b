import NetLayerSpec

/// The runtime's `RetryPolicy` literals for the spec's `retry` rules.
extension PlanContext {
    /// `RetryPolicy(...)`'s arguments, leaving out what the spec left out.
    static func retryPolicy(_ rule: RetryRule) -> String {
        var arguments = ["times: \(rule.times)"]
        if let conditions = rule.conditions {
            let list = conditions.map { condition in
                switch condition {
                case .status(let status): ".status(\(status))"
                case .network(let kind): ".network(.\(kind.rawValue))"
                }
            }
            arguments.append("on: [\(list.joined(separator: ", "))]")
        }
        if let backoff = rule.backoff { arguments.append("backoff: .\(backoff.rawValue)") }
        if let delay = rule.delay { arguments.append("delay: \(number(delay))") }
        if let maxDelay = rule.maxDelay { arguments.append("maxDelay: \(number(maxDelay))") }
        if let jitter = rule.jitter { arguments.append("jitter: \(jitter)") }
        return "RetryPolicy(\(arguments.joined(separator: ", ")))"
    }

    /// An endpoint's `retry:` and `idempotent:` arguments, when they differ
    /// from what it inherits and what its method implies.
    static func retryArguments(_ interface: Interface, in module: Module) -> [String] {
        var arguments: [String] = []
        switch interface.retry ?? module.retry {
        case .off?: arguments.append("retry: .none")
        case .rule(let rule)?: arguments.append("retry: .policy(\(retryPolicy(rule)))")
        case nil: break
        }
        if let idempotent = interface.idempotent?.value {
            arguments.append("idempotent: \(idempotent)")
        }
        return arguments
    }
}
