import NetLayerSpec

/// The spec's settings as the values of their `x-netlayer-*` extensions,
/// written as the spec writes them, so a reader who knows the spec format
/// knows these (and `netlayer import` reads them with the same words).
enum SettingJSON {
    static func envelope(_ envelope: Envelope) -> OrderedJSON {
        var object = ObjectBuilder()
        object.set("code", text: envelope.code.description)
        object.set("message", text: envelope.message?.description)
        object.set("time", text: envelope.time?.description)
        object.set("data", text: envelope.data?.description)
        object.set("total", text: envelope.total?.description)
        object.set("success", .array(envelope.success.map(OrderedJSON.init)))
        return object.json
    }

    static func envelope(_ choice: Module.EnvelopeChoice) -> OrderedJSON? {
        switch choice {
        case .inherited: return nil
        case .none: return "none"
        case .custom(let envelope): return Self.envelope(envelope)
        }
    }

    static func retry(_ setting: RetrySetting) -> OrderedJSON {
        switch setting {
        case .off: return "none"
        case .rule(let rule): return retry(rule)
        }
    }

    static func retry(_ rule: RetryRule) -> OrderedJSON {
        var object = ObjectBuilder()
        object.set("times", .int(Int64(rule.times)))
        object.set(
            "on",
            rule.conditions.map { conditions in
                .array(
                    conditions.map { condition in
                        switch condition {
                        case .status(let status): return .int(Int64(status))
                        case .network(let kind): return .string(kind.rawValue)
                        }
                    })
            })
        object.set("backoff", rule.backoff.map { .string($0.rawValue) })
        object.set("delay", rule.delay.map(number))
        object.set("maxDelay", rule.maxDelay.map(number))
        object.set("jitter", rule.jitter.map(OrderedJSON.bool))
        return object.json
    }

    static func lenient(_ leniency: Leniency?) -> OrderedJSON? {
        leniency.map { .array($0.names.map(OrderedJSON.string)) }
    }

    static func cache(_ setting: CacheSetting) -> OrderedJSON {
        switch setting {
        case .off: return "off"
        case .http: return "http"
        case .offline(let seconds): return .object([.init("offline", number(seconds))])
        }
    }

    /// A value for every environment, or one per environment.
    static func perEnvironment(_ value: PerEnvironment<String>) -> OrderedJSON {
        switch value {
        case .same(let value, _): return .string(value)
        case .each(let entries): return .object(entries.map { .init($0.environment, .string($0.value)) })
        }
    }

    /// Seconds: a whole number as an integer, else as a double.
    static func number(_ value: Double) -> OrderedJSON {
        value == value.rounded() && abs(value) < 1e15 ? .int(Int64(value)) : .double(value)
    }

    /// Where a reply carries a value: `header NAME` or `body PATH`, as the spec writes it.
    static func source(_ source: TokenConfiguration.Source) -> OrderedJSON {
        switch source {
        case .header(let name): return .string("header " + name)
        case .body(let path): return .string("body " + path.joined(separator: "."))
        }
    }

    static func token(_ token: Auth.Token) -> OrderedJSON {
        var object = ObjectBuilder()
        object.set("from", token.source.map(source))
        object.set("persist", .bool(token.persist))
        if !token.expiredCodes.isEmpty { object.set("expired", .array(token.expiredCodes.map(OrderedJSON.init))) }
        switch token.expiry {
        case nil: break
        case .jwt?: object.set("expiry", "jwt")
        case .seconds(let seconds)?: object.set("expiry", .int(Int64(seconds)))
        case .from(let from)?: object.set("expiry", source(from))
        }
        if let scheme = token.scheme { object.set("scheme", .string(scheme)) }
        return object.json
    }
}
