import NetLayerSpec

/// The wire vocabulary's values (NetLayerWire, which the spec model and the runtime share) as Swift literals: one
/// function per type, each a switch over the value, so that a case the vocabulary gains fails to compile here
/// instead of being spelled from a raw value the runtime may not have.
extension RuntimeLiteral {
    /// `.GET`; a method outside the seven a spec names as `HTTPMethod(rawValue: "…")!`, which cannot fail for a
    /// method the vocabulary made.
    static func method(_ method: HTTPMethod) -> SwiftExpression {
        switch method {
        case .GET: member("GET")
        case .POST: member("POST")
        case .PUT: member("PUT")
        case .PATCH: member("PATCH")
        case .DELETE: member("DELETE")
        case .HEAD: member("HEAD")
        case .OPTIONS: member("OPTIONS")
        default: .code("HTTPMethod(rawValue: \(SwiftLiteral.string(method.rawValue)))!")
        }
    }

    /// `URLLayout([.base, .literal("/api/"), .path])`.
    static func layout(_ layout: URLLayout) -> SwiftExpression {
        let parts = layout.parts.map { part -> SwiftExpression in
            switch part {
            case .literal(let text): member("literal", string(text))
            case .base: member("base")
            case .prefix: member("prefix")
            case .version: member("version")
            case .path: member("path")
            }
        }
        return .call("URLLayout", [.init(nil, .array(parts))])
    }

    static func bodyEncoding(_ encoding: BodyEncoding) -> SwiftExpression {
        switch encoding {
        case .form: member("form")
        case .json: member("json")
        case .multipart: member("multipart")
        }
    }

    static func replyFormat(_ format: ReplyFormat) -> SwiftExpression {
        switch format {
        case .json: member("json")
        case .text: member("text")
        case .bytes: member("bytes")
        }
    }

    static func cancelPolicy(_ policy: CancelPolicy) -> SwiftExpression {
        switch policy {
        case .none: member("none")
        case .previous: member("previous")
        case .all: member("all")
        }
    }

    static func parameterPlacement(_ placement: ParameterPlacement) -> SwiftExpression {
        switch placement {
        case .query: member("query")
        case .path: member("path")
        case .header: member("header")
        case .body: member("body")
        case .cookie: member("cookie")
        case .content: member("content")
        }
    }

    static func streamFormat(_ format: StreamFormat) -> SwiftExpression {
        switch format {
        case .events: member("events")
        case .lines: member("lines")
        case .bytes: member("bytes")
        }
    }

    /// `CommonValue("UA", .runtime("userAgent"))`.
    static func commonValue(_ value: CommonValue) -> SwiftExpression {
        let source =
            switch value.value {
            case .literal(let text): member("literal", string(text))
            case .runtime(let name): member("runtime", string(name))
            }
        return .call("CommonValue", [.init(nil, string(value.name)), .init(nil, source)])
    }

    static func tokenPlacement(_ placement: TokenConfiguration.Placement) -> SwiftExpression {
        switch placement {
        case .header(let name): member("header", string(name))
        case .query(let name): member("query", string(name))
        }
    }

    static func tokenSource(_ source: TokenConfiguration.Source) -> SwiftExpression {
        switch source {
        case .header(let name): member("header", string(name))
        case .body(let path): member("body", .array(path.map(string)))
        }
    }

    static func tokenExpiry(_ expiry: TokenConfiguration.Expiry) -> SwiftExpression {
        switch expiry {
        case .from(let source): member("from", tokenSource(source))
        case .jwt: member("jwt")
        case .seconds(let seconds): member("seconds", .code(String(seconds)))
        }
    }

    static func keyPlacement(_ placement: KeyConfiguration.Placement) -> SwiftExpression {
        switch placement {
        case .header(let name): member("header", string(name))
        case .query(let name): member("query", string(name))
        case .cookie(let name): member("cookie", string(name))
        }
    }

    /// `.all`, or the leniencies in the documentation's order: `[.nullAsEmpty, .numbersFromStrings]`.
    static func leniency(_ leniency: Leniency) -> SwiftExpression {
        if leniency == .all { return member("all") }
        return .array(Leniency.named.filter { leniency.contains($0.leniency) }.map { member($0.name) })
    }

    static func retryCondition(_ condition: RetryPolicy.Condition) -> SwiftExpression {
        switch condition {
        case .status(let status): member("status", .code(String(status)))
        case .network(let kind): member("network", networkFailureKind(kind))
        }
    }

    static func networkFailureKind(_ kind: NetworkFailure.Kind) -> SwiftExpression {
        switch kind {
        case .offline: member("offline")
        case .unreachable: member("unreachable")
        case .connectionLost: member("connectionLost")
        case .badReply: member("badReply")
        case .other: member("other")
        }
    }

    static func backoff(_ backoff: RetryPolicy.Backoff) -> SwiftExpression {
        switch backoff {
        case .constant: member("constant")
        case .exponential: member("exponential")
        }
    }
}
