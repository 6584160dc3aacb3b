import NetLayerSpec

/// The runtime's values as Swift literals: envelopes, token rules, retry
/// policies, leniency, URL layouts. Each is one line; lists of them are
/// laid out by the templates.
enum RuntimeLiteral {
    /// `30` for a whole number, else the shortest literal that reads back exactly.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return SwiftLiteral.double(value) ?? "0"
    }

    static func replyPath(_ path: ReplyPath) -> String {
        "[" + path.components.map(SwiftLiteral.string).joined(separator: ", ") + "]"
    }

    static func code(_ code: Code) -> String {
        switch code {
        case .int(let value): String(value)
        case .string(let text): SwiftLiteral.string(text)
        }
    }

    static func commonValue(_ value: CommonValue) -> String {
        switch value.value {
        case .literal(let text):
            "CommonValue(\(SwiftLiteral.string(value.name)), .literal(\(SwiftLiteral.string(text))))"
        case .runtime(let name):
            "CommonValue(\(SwiftLiteral.string(value.name)), .runtime(\(SwiftLiteral.string(name))))"
        }
    }

    static func environmentValue(_ value: PerEnvironment<String>) -> String {
        switch value {
        case .same(let text, _):
            return ".same(\(SwiftLiteral.string(text)))"
        case .each(let values):
            let pairs = values.map { "(\(SwiftLiteral.string($0.environment)), \(SwiftLiteral.string($0.value)))" }
            return ".each([\(pairs.joined(separator: ", "))])"
        }
    }

    static func layout(_ layout: NetLayerSpec.URLLayout) -> String {
        let parts = layout.parts.map { part -> String in
            switch part {
            case .literal(let text): ".literal(\(SwiftLiteral.string(text)))"
            case .placeholder(let placeholder): "." + placeholder.rawValue
            }
        }
        return "URLLayout([\(parts.joined(separator: ", "))])"
    }

    static func envelope(_ envelope: Envelope) -> String {
        "EnvelopeFormat(" + envelopeArguments(envelope).map { "\($0.label): \($0.value)" }.joined(separator: ", ")
            + ")"
    }

    static func envelopeArguments(_ envelope: Envelope) -> [Argument] {
        var arguments = [Argument(label: "code", value: replyPath(envelope.code))]
        if let message = envelope.message { arguments.append(Argument(label: "message", value: replyPath(message))) }
        if let time = envelope.time { arguments.append(Argument(label: "time", value: replyPath(time))) }
        if let data = envelope.data { arguments.append(Argument(label: "data", value: replyPath(data))) }
        if let total = envelope.total { arguments.append(Argument(label: "total", value: replyPath(total))) }
        arguments.append(Argument(label: "success", value: "[\(envelope.success.map(code).joined(separator: ", "))]"))
        return arguments
    }

    /// `KeyConfiguration("apiKey", placement: .header("X-API-Key"))`, leaving out the defaults.
    static func key(_ key: Auth.Key) -> String {
        let placement =
            switch key.placement {
            case .header(let name): ".header(\(SwiftLiteral.string(name)))"
            case .query(let name): ".query(\(SwiftLiteral.string(name)))"
            case .cookie(let name): ".cookie(\(SwiftLiteral.string(name)))"
            }
        var text = "KeyConfiguration(\(SwiftLiteral.string(key.name)), placement: \(placement)"
        if let scheme = key.scheme { text += ", scheme: \(SwiftLiteral.string(scheme))" }
        if key.persist { text += ", persist: true" }
        return text + ")"
    }

    /// An endpoint's `auth`: `[["apiKey"], ["token"]]`.
    static func auth(_ requirement: AuthRequirement) -> String {
        "[" + requirement.alternatives.map { "[" + $0.map(SwiftLiteral.string).joined(separator: ", ") + "]" }
            .joined(separator: ", ") + "]"
    }

    static func tokenArguments(_ token: Auth.Token) -> [Argument] {
        func source(_ source: Auth.Token.Source) -> String {
            switch source {
            case .header(let name): ".header(\(SwiftLiteral.string(name)))"
            case .body(let path): ".body(\(replyPath(path)))"
            }
        }
        let placement =
            switch token.placement {
            case .header(let name): ".header(\(SwiftLiteral.string(name)))"
            case .query(let name): ".query(\(SwiftLiteral.string(name)))"
            }
        // In the order of `TokenConfiguration.init`, leaving out what the spec left out.
        var arguments = [Argument(label: "placement", value: placement)]
        if let scheme = token.scheme { arguments.append(Argument(label: "scheme", value: SwiftLiteral.string(scheme))) }
        if let from = token.source { arguments.append(Argument(label: "source", value: source(from))) }
        if !token.expiredCodes.isEmpty {
            arguments.append(
                Argument(label: "expiredCodes", value: "[\(token.expiredCodes.map(code).joined(separator: ", "))]"))
        }
        switch token.expiry {
        case .from(let from)?: arguments.append(Argument(label: "expiry", value: ".from(\(source(from)))"))
        case .jwt?: arguments.append(Argument(label: "expiry", value: ".jwt"))
        case .seconds(let seconds)?: arguments.append(Argument(label: "expiry", value: ".seconds(\(seconds))"))
        case nil: break
        }
        return arguments
    }

    /// `RetryPolicy(...)`, leaving out what the spec left out.
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

    /// `ResponseDecoder.Leniency`: `[]`, `.all`, or a list.
    /// A `CachePolicy`: `.off`, `.http`, `.http(offline: 3600)`.
    static func cachePolicy(_ setting: CacheSetting) -> String {
        switch setting {
        case .off: ".off"
        case .http: ".http"
        case .offline(let seconds): ".http(offline: \(number(seconds)))"
        }
    }

    static func leniency(_ options: [Leniency]) -> String {
        if Set(options) == Set(Leniency.allCases) { return ".all" }
        return "[" + options.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]"
    }

    static func dateDecoding(_ format: DateFormat) -> String {
        switch format {
        case .iso8601: ".iso8601"
        case .seconds: ".secondsSince1970"
        case .milliseconds: ".millisecondsSince1970"
        case .pattern(let pattern): ".formatted(\(SwiftLiteral.string(pattern)))"
        }
    }
}
