import NetLayerSpec

/// The runtime's values as ``SwiftExpression``s: envelopes, token rules,
/// retry policies, each leaving out what the spec left out; the wire
/// vocabulary's literals are in RuntimeLiteral+Vocabulary.swift. The layout
/// step decides how they are laid out.
enum RuntimeLiteral {
    /// `30` for a whole number, else the shortest literal that reads back exactly.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return SwiftLiteral.double(value) ?? "0"
    }

    static func string(_ text: String) -> SwiftExpression { .code(SwiftLiteral.string(text)) }

    /// `.name` or `.name(arguments)`: a case or a static member.
    static func member(_ name: String, _ arguments: SwiftExpression...) -> SwiftExpression {
        arguments.isEmpty ? .code("." + name) : .call("." + name, arguments.map { .init(nil, $0) })
    }

    static func replyPath(_ path: ReplyPath) -> SwiftExpression { .array(path.components.map(string)) }

    static func code(_ code: Code) -> SwiftExpression {
        switch code {
        case .int(let value): .code(String(value))
        case .string(let text): string(text)
        }
    }

    static func environmentValue(_ value: PerEnvironment<String>) -> SwiftExpression {
        switch value {
        case .same(let text, _):
            return member("same", string(text))
        case .each(let values):
            return member(
                "each",
                .array(values.map { .call("", [.init(nil, string($0.environment)), .init(nil, string($0.value))]) }))
        }
    }

    /// `EnvelopeFormat(code: [...], ...)`. The client's configuration sets `oneItemPerLine`, which puts each
    /// argument on its own line even when the call would fit on one.
    static func envelope(_ envelope: Envelope, oneItemPerLine: Bool = false) -> SwiftExpression {
        var arguments: [SwiftExpression.Argument] = [.init("code", replyPath(envelope.code))]
        if let message = envelope.message { arguments.append(.init("message", replyPath(message))) }
        if let time = envelope.time { arguments.append(.init("time", replyPath(time))) }
        if let data = envelope.data { arguments.append(.init("data", replyPath(data))) }
        if let total = envelope.total { arguments.append(.init("total", replyPath(total))) }
        arguments.append(.init("success", .array(envelope.success.map(code))))
        return .call("EnvelopeFormat", arguments, oneItemPerLine: oneItemPerLine)
    }

    /// `KeyConfiguration("apiKey", placement: .header("X-API-Key"))`, leaving out the defaults.
    static func key(_ key: Auth.Key) -> SwiftExpression {
        var arguments: [SwiftExpression.Argument] = [
            .init(nil, string(key.name)), .init("placement", keyPlacement(key.placement)),
        ]
        if let scheme = key.scheme { arguments.append(.init("scheme", string(scheme))) }
        if key.persist { arguments.append(.init("persist", "true")) }
        return .call("KeyConfiguration", arguments)
    }

    /// An endpoint's `auth`: `[["apiKey"], ["token"]]`.
    static func auth(_ requirement: AuthRequirement) -> SwiftExpression {
        .array(requirement.alternatives.map { .array($0.map(string)) })
    }

    /// `TokenConfiguration(...)`, in the order of its initialiser. The client's configuration sets
    /// `oneItemPerLine`, which puts each argument on its own line even when the call would fit on one.
    static func token(_ token: Auth.Token, oneItemPerLine: Bool = false) -> SwiftExpression {
        var arguments: [SwiftExpression.Argument] = [.init("placement", tokenPlacement(token.placement))]
        if let scheme = token.scheme { arguments.append(.init("scheme", string(scheme))) }
        if let from = token.source { arguments.append(.init("source", tokenSource(from))) }
        if !token.expiredCodes.isEmpty { arguments.append(.init("expiredCodes", .array(token.expiredCodes.map(code)))) }
        if let expiry = token.expiry { arguments.append(.init("expiry", tokenExpiry(expiry))) }
        return .call("TokenConfiguration", arguments, oneItemPerLine: oneItemPerLine)
    }

    /// `RetryPolicy(...)`, leaving out what the spec left out.
    static func retryPolicy(_ rule: RetryRule) -> SwiftExpression {
        var arguments: [SwiftExpression.Argument] = [.init("times", .code(String(rule.times)))]
        if let conditions = rule.conditions { arguments.append(.init("on", .array(conditions.map(retryCondition)))) }
        if let backoff = rule.backoff { arguments.append(.init("backoff", self.backoff(backoff))) }
        if let delay = rule.delay { arguments.append(.init("delay", .code(number(delay)))) }
        if let maxDelay = rule.maxDelay { arguments.append(.init("maxDelay", .code(number(maxDelay)))) }
        if let jitter = rule.jitter { arguments.append(.init("jitter", .code(String(jitter)))) }
        return .call("RetryPolicy", arguments)
    }

    /// A `CachePolicy`: `.off`, `.http`, `.http(offline: 3600)`.
    static func cachePolicy(_ setting: CacheSetting) -> SwiftExpression {
        switch setting {
        case .off: member("off")
        case .http: member("http")
        case .offline(let seconds): .call(".http", [.init("offline", .code(number(seconds)))])
        }
    }

    static func dateDecoding(_ format: DateFormat) -> SwiftExpression {
        switch format {
        case .iso8601: member("iso8601")
        case .seconds: member("secondsSince1970")
        case .milliseconds: member("millisecondsSince1970")
        case .pattern(let pattern): member("formatted", string(pattern))
        }
    }
}
