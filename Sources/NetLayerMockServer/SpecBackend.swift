import Foundation
@_spi(Generated) import NetLayer
import NetLayerMock
import NetLayerSpec

/// A checked spec as the runtime's mock backend serves it: each interface's
/// endpoint, parameters and example replies, the envelope and token rules.
/// The generator writes the same values into a client's `stubbed(…)`, from
/// the same `MockDescription`, so both answer alike.
public enum SpecBackend {
    /// The backend of `spec`, serving the URLs of its environment
    /// `environment` (the first when nil).
    /// `description` is `spec`'s, with `options.seed`; made here when not given.
    ///
    /// - Parameters:
    ///   - spec: A spec that passed its checks.
    ///   - description: The spec's mock description, when the caller has it already.
    ///   - environment: The environment to serve; nil or a name the spec lacks serves the first.
    ///   - options: Errors, latency, chosen examples and keys; the environment is set to the one served.
    ///   - recordings: Replies a server gave, each replayed by its interface (``RecordingsReplay`` says which
    ///     are); one of an interface the spec lacks is left out.
    /// - Returns: The backend.
    public static func make(
        _ spec: Spec, description: MockDescription? = nil, environment: String? = nil, options: MockOptions,
        recordings: [Recording] = []
    ) -> MockBackend {
        let recorded = Dictionary(grouping: recordings, by: \.interface)
        let description = description ?? MockDescription(spec, seed: options.seed)
        let chosen = spec.environments.first { $0.name == environment } ?? spec.environments[0]
        // The description lists the interfaces in spec order, as this walk does.
        let pairs = spec.modules.flatMap { module in module.interfaces.map { (module, $0) } }
        let interfaces = zip(pairs, description.interfaces).map { pair, described in
            MockInterface(
                endpoint: endpoint(pair.1, in: pair.0, of: spec),
                parameters: described.parameters,
                examples: described.replies.map(example),
                issuesToken: described.issuesToken,
                recordings: (recorded[pair.1.id] ?? []).map { MockRecording($0.name, $0.reply) },
                paging: described.paging, stream: described.stream, download: described.reply.isDownload)
        }
        var options = options
        options.environment = chosen.name
        return MockBackend(
            interfaces: interfaces,
            configuration: configuration(of: spec), server: server(of: chosen), options: options)
    }

    /// The runtime's environment for a spec's: its name and base URL.
    static func server(of environment: Environment) -> ServerEnvironment {
        // A checked spec's base URL is an absolute URL; the fallback is never taken.
        ServerEnvironment(
            name: environment.name, baseURL: URL(string: environment.baseURL) ?? URL(string: "http://localhost")!)
    }

    /// What the client of `spec` knows of its backend that a server sees: the envelope, the token's and keys'
    /// rules.
    static func configuration(of spec: Spec) -> ClientConfiguration {
        ClientConfiguration(
            envelope: spec.envelope.map(envelope), token: spec.auth?.token.map(token),
            keys: spec.auth?.keys.map(key) ?? [])
    }

    /// What a generated `Endpoint` holds that a server sees: the URL, the
    /// method, the body, the token, the envelope and the response path.
    static func endpoint(_ interface: Interface, in module: Module, of spec: Spec) -> Endpoint {
        let envelope: EnvelopeChoice =
            switch module.envelope(of: interface) {
            case .inherited: .inherited
            case .none: .none
            case .custom(let own): .custom(Self.envelope(own))
            }
        return Endpoint(
            id: interface.id,
            method: interface.method.value,
            path: interface.path.value,
            prefix: environmentValue(module.prefix),
            version: module.version ?? spec.version,
            base: module.base.map(environmentValue),
            layout: module.url ?? spec.url,
            body: interface.effectiveBody,
            accept: interface.accepts?.value ?? "application/json",
            reply: interface.replyFormat,
            auth: spec.authRequirement(of: interface).alternatives,
            envelope: envelope,
            responsePath: interface.reply.response?.at?.components ?? [])
    }

    private static func example(_ reply: SpecExamples.Reply) -> MockExample {
        switch reply.content {
        case .data(let value):
            return .data(reply.name, JSONValue(value))
        case .error(let code, let message, let status):
            return .error(reply.name, code: replyCode(code), message: message, status: status)
        }
    }

    private static func replyCode(_ code: Code) -> ReplyCode {
        switch code {
        case .int(let number): .int(number)
        case .string(let text): .string(text)
        }
    }

    private static func environmentValue(_ value: PerEnvironment<String>) -> EnvironmentValue<String> {
        switch value {
        case .same(let text, _): .same(text)
        case .each(let entries): .each(entries.map { ($0.environment, $0.value) })
        }
    }

    private static func envelope(_ envelope: Envelope) -> EnvelopeFormat {
        EnvelopeFormat(
            code: envelope.code.components, message: envelope.message?.components, time: envelope.time?.components,
            data: envelope.data?.components, total: envelope.total?.components,
            success: envelope.success.map(replyCode))
    }

    private static func key(_ key: Auth.Key) -> KeyConfiguration {
        KeyConfiguration(key.name, placement: key.placement, scheme: key.scheme, persist: key.persist)
    }

    private static func token(_ token: Auth.Token) -> TokenConfiguration {
        TokenConfiguration(
            placement: token.placement, scheme: token.scheme, source: token.source,
            expiredCodes: token.expiredCodes.map(replyCode), expiry: token.expiry)
    }
}
