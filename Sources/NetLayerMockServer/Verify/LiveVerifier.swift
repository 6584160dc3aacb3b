import Foundation
import HTTPTypes
@_spi(Generated) import NetLayer
import NetLayerSpec

/// `netlayer verify --environment`: calls an environment's server as the generated client would, and holds each
/// reply to the spec (docs/verify.md, "Calling the server"). The calls file's calls go first, one after another,
/// so a login's token (kept by the spec's own token rules) is sent by the calls after it; then every interface of
/// a safe method the file did not call, with values made from the spec, a few at a time.
public struct LiveVerifier: Sendable {
    /// What a run may send, and how long and how widely it may call.
    public struct Settings: Sendable {
        /// The token, as the app holds it; nil when the run has none (a calls file may log in).
        public var token: String?
        /// Keys of the spec's `auth.keys`, by name.
        public var keys: [String: String]
        /// Seconds each call may take, redirects included.
        public var timeout: TimeInterval
        /// How many of the calls made from the spec are in flight at once.
        public var concurrency: Int
        /// The interfaces to call, by id; nil for every one.
        public var only: Set<String>?
        /// Interfaces not to call, by id.
        public var skipping: Set<String>

        /// Settings of a run.
        ///
        /// - Parameters:
        ///   - token: The token; nil for none.
        ///   - keys: Keys by name; none by default.
        ///   - timeout: Seconds each call may take; 30 by default.
        ///   - concurrency: Calls in flight at once; 4 by default.
        ///   - only: The interfaces to call, by id; nil (the default) for every one.
        ///   - skipping: Interfaces not to call, by id; none by default.
        public init(
            token: String? = nil, keys: [String: String] = [:], timeout: TimeInterval = 30, concurrency: Int = 4,
            only: Set<String>? = nil, skipping: Set<String> = []
        ) {
            self.token = token
            self.keys = keys
            self.timeout = timeout
            self.concurrency = max(1, concurrency)
            self.only = only
            self.skipping = skipping
        }
    }

    /// One call, as its log line reports it.
    public struct Outcome: Sendable {
        /// The interface called.
        public var interface: String
        /// The request as sent, secrets redacted: `GET /api/v1/students?page=2`; the interface's method and
        /// URL, placeholders and all, when nothing was sent.
        public var request: String
        /// The reply's status; nil when none came.
        public var status: Int?
        /// Why no reply was checked, when none was.
        public var failure: String?
    }

    private let spec: Spec
    private let environment: Environment
    private let settings: Settings
    private let transport: any Transport
    private let check: ReplyCheck
    private let examples: SpecExamples
    private let secrets: SpecSecrets
    private let origins: [String: URL]
    /// What every call's client knows of the backend, made once for the run.
    private let configuration: ClientConfiguration
    private let server: ServerEnvironment

    /// A verifier of `spec` against the server of `environment`.
    ///
    /// - Parameters:
    ///   - spec: A spec that passed its checks.
    ///   - environment: The environment whose server is called; it must be one of the spec's.
    ///   - settings: What the run may send, and how long and how widely it may call.
    ///   - transport: What sends the requests; `URLSessionTransport()` by default, whose redirects the client
    ///     follows as an app's does.
    public init(
        spec: Spec, environment: Environment, settings: Settings, transport: any Transport = URLSessionTransport()
    ) {
        self.spec = spec
        self.environment = environment
        self.settings = settings
        self.transport = transport
        self.check = ReplyCheck(spec: spec)
        self.examples = SpecExamples(spec)
        self.secrets = SpecSecrets(spec: spec)
        self.origins = spec.origins(in: environment.name)
        var configuration = SpecBackend.configuration(of: spec)
        configuration.headers = spec.headers.map(\.value)
        configuration.parameters = spec.parameters.map(\.value)
        configuration.timeout = settings.timeout
        // Each reply is checked as it came: a retry would check the second answer, not the first.
        configuration.maxRetries = 0
        configuration.retry = nil
        self.configuration = configuration
        self.server = SpecBackend.server(of: environment)
    }

    /// Makes the calls and holds every reply to the spec.
    ///
    /// - Parameters:
    ///   - calls: The calls file's calls, made first and in order; none by default.
    ///   - log: Told of each call as it ends, on the run's tasks.
    /// - Returns: The report: the findings, and as problems what was not called (and why) and what failed.
    public func run(_ calls: [Call] = [], log: @Sendable (Outcome) -> Void = { _ in }) async -> VerifyReport {
        var report = check.report(of: [], only: settings.only, skipping: settings.skipping)
        guard !report.problems.hasErrors else { return report }
        let tokens = MemoryTokenStore()
        if let token = settings.token {
            let client = self.client(tokens: tokens, transport: transport)
            for (interface, module) in spec.moduleInterfaces {
                client.setToken(token, for: SpecBackend.endpoint(interface, in: module, of: spec))
            }
        }
        let interfaces = Dictionary(
            spec.moduleInterfaces.map { ($0.interface.id, $0) }, uniquingKeysWith: { first, _ in first })
        var results: [CallResult] = []
        var notCalled = NotCalled()
        for call in calls where isChosen(call.interface) {
            guard let (interface, module) = interfaces[call.interface] else { continue }
            guard case .whole = interface.reply else {
                if !notCalled.streamed.contains(interface.id) { notCalled.streamed.append(interface.id) }
                continue
            }
            let result = await self.call(interface, in: module, values: call.values, call: call, tokens: tokens)
            log(result.outcome)
            results.append(result)
        }
        let called = Set(calls.map(\.interface))
        var planned: [(Interface, Module)] = []
        for (interface, module) in spec.moduleInterfaces
        where isChosen(interface.id) && !called.contains(interface.id) {
            guard Self.safeMethods.contains(interface.method.value) else {
                notCalled.unsafe.append(interface.id)
                continue
            }
            guard case .whole = interface.reply else {
                notCalled.streamed.append(interface.id)
                continue
            }
            planned.append((interface, module))
        }
        results += await callAll(planned, tokens: tokens, log: log)
        for result in results {
            switch result.kind {
            case .replied(let status, let body, let source, let interface, let module):
                report.add(check.findings(status: status, body: body, of: interface, in: module), of: source)
            case .missing(let credentials):
                notCalled.want(credentials, by: result.outcome.interface)
            case .refused(let status):
                report.add(
                    problem: .warning(
                        "\(result.outcome.request) of '\(result.outcome.interface)' answered \(status), which the "
                            + "spec's 'auth.token.expired' says is a token no longer valid; give a fresh --token, or "
                            + "log in first in the calls file", at: nil))
            case .failed(let failure, let detail):
                notCalled.fail(failure, detail: detail, of: result.outcome.interface)
            case .unmade(let reason):
                notCalled.unmade.append((result.outcome.interface, reason))
            }
        }
        notCalled.report(into: &report)
        return report
    }

    /// GET, HEAD and OPTIONS: the methods RFC 9110 (section 9.2.1) calls safe, which a run sends unasked.
    static let safeMethods: Set<HTTPMethod> = [.GET, .HEAD, .OPTIONS]

    private func isChosen(_ id: String) -> Bool {
        (settings.only?.contains(id) ?? true) && !settings.skipping.contains(id)
    }

    /// The calls made from the spec, at most ``Settings/concurrency`` at once, their results in the spec's order.
    private func callAll(
        _ planned: [(Interface, Module)], tokens: any TokenStore, log: @Sendable (Outcome) -> Void
    ) async -> [CallResult] {
        await withTaskGroup(of: (Int, CallResult).self) { group in
            var results = [CallResult?](repeating: nil, count: planned.count)
            var next = 0
            func start() {
                let index = next
                let (interface, module) = planned[index]
                group.addTask {
                    let own = OverlayTokenStore(over: tokens)
                    return (index, await self.call(interface, in: module, values: [:], call: nil, tokens: own))
                }
                next += 1
            }
            while next < min(settings.concurrency, planned.count) { start() }
            while let (index, result) = await group.next() {
                log(result.outcome)
                results[index] = result
                if next < planned.count { start() }
            }
            return results.compactMap { $0 }
        }
    }

    private func client(tokens: any TokenStore, transport: any Transport) -> NetLayerClient {
        NetLayerClient(configuration: configuration, environment: server, transport: transport, tokenStore: tokens)
    }

    /// One call of `interface`: its values given, the rest as the generated client sends them or made from
    /// their types; the token kept in `tokens`, which a login's reply fills for the calls after it.
    private func call(
        _ interface: Interface, in module: Module, values: [String: OrderedJSON], call: Call?,
        tokens: any TokenStore
    ) async -> CallResult {
        let endpoint = SpecBackend.endpoint(interface, in: module, of: spec)
        let shown =
            "\(interface.method.value) "
            + spec.url(of: interface.path.value, in: module, environment: environment.name, base: environment.baseURL)
        var parameters: [Parameter] = []
        for parameter in interface.parameters {
            guard let value = values[parameter.name] ?? examples.requestValue(of: parameter) else { continue }
            parameters.append(
                Parameter(
                    parameter.wireName, .value(JSONValue(value)), in: interface.placement(of: parameter),
                    secret: parameter.secret))
        }
        let capture = CapturingTransport(transport)
        let client = self.client(tokens: tokens, transport: capture)
        for (name, value) in settings.keys { client.setKey(value, named: name, for: endpoint) }
        var failure: NetLayerError?
        do {
            _ = try await client.send(endpoint, parameters: parameters)
        } catch {
            failure = error
        }
        // A reply is checked when the client ended with it (read, or refused for its status or code); after a
        // redirect it could not follow, or a reply cut short, the exchange kept is not the call's reply.
        let endedWithReply: Bool
        switch failure {
        case nil, .httpStatus?, .business?, .decoding?, .loginRequired?: endedWithReply = true
        default: endedWithReply = false
        }
        guard let exchange = capture.exchange, endedWithReply else {
            return CallResult(
                interface: interface.id, request: shown, status: nil, kind: unsent(failure, interface: interface))
        }
        let target = secrets.redacted(target: exchange.request.path ?? "/")
        let request = "\(exchange.request.method.rawValue) \(target)"
        let status = exchange.reply.response.status.code
        let kind: CallResult.Kind
        if case .loginRequired? = failure {
            kind = .refused(status)
        } else {
            let source =
                call.map { ReplySource.called($0, request: request) } ?? .called(interface.id, request: request)
            kind = .replied(
                status: status, body: exchange.reply.data, source: source, interface: interface, module: module)
        }
        return CallResult(interface: interface.id, request: request, status: status, kind: kind)
    }

    /// Why a call sent nothing, or got no reply.
    private func unsent(_ failure: NetLayerError?, interface: Interface) -> CallResult.Kind {
        let origin = origins[interface.id]?.absoluteString ?? environment.baseURL
        switch failure {
        case .loginRequired?:
            return .missing(Credentials(alternatives: spec.authRequirement(of: interface).alternatives))
        case .network(let network)?:
            return .failed(Self.failure(network, origin: origin), detail: network.message)
        case .timedOut?:
            return .failed(
                Failure(
                    origin: origin, reason: "no reply came within \(Self.seconds(settings.timeout)) (--timeout)"),
                detail: nil)
        case .redirect(let redirect)?:
            return .failed(
                Failure(origin: origin, reason: "a redirect could not be followed: \(redirect)"), detail: nil)
        case .invalidRequest(let reason)?:
            return .unmade("the request could not be made: \(reason)")
        case let other?:
            return .failed(Failure(origin: origin, reason: other.description), detail: nil)
        case nil:
            return .failed(Failure(origin: origin, reason: "nothing was sent"), detail: nil)
        }
    }

    /// One clear line for each way a connection fails; the system's words (which name timings, and differ from
    /// call to call) are the line's detail, so that one server's failures fold into one line.
    private static func failure(_ network: NetworkFailure, origin: String) -> Failure {
        let message = network.message.lowercased()
        // libcurl's and Darwin's words for a handshake that failed; neither has a kind of its own for it.
        if origin.hasPrefix("https:"), ["ssl", "tls", "certificate", "handshake"].contains(where: message.contains) {
            return Failure(origin: origin, reason: "the TLS connection could not be made")
        }
        let reason =
            switch network.kind {
            case .unreachable: "the server did not answer"
            case .offline: "this machine is not on a network"
            case .connectionLost: "the connection broke before the reply was whole"
            case .badReply: "what came back is not an HTTP reply"
            case .other: "the connection failed"
            }
        let advice = network.kind == .unreachable ? "is it up, and is the URL right?" : nil
        return Failure(origin: origin, reason: reason, advice: advice)
    }

    private static func seconds(_ value: TimeInterval) -> String {
        let text = value == value.rounded() ? String(Int(value)) : String(value)
        return text + (value == 1 ? " second" : " seconds")
    }
}
