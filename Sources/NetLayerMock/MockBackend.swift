import Foundation
import NetLayer
internal import SeededRandom

/// Answers requests for the interfaces of a spec as its real server would,
/// from example data: the one logic behind `netlayer mock` (an HTTP server)
/// and a generated client's `stubbed(...)` (a `StubTransport`).
///
/// A request is answered in this order:
/// 1. after `options.latency`;
/// 2. at the path of each interface's URL in `server` (scheme, host and port
///    ignored, so modules on other hosts are served too), the most literal paths first: no interface, 404;
///    one of another method, 405 with `Allow`. HEAD is answered as GET, without a body;
/// 3. an endpoint that sends the token needs one this backend minted (any
///    token when no reply delivers one): else the configuration's "expired" answer;
/// 4. a body must be what its encoding says (JSON that parses to an object, multipart with its boundary), and
///    each parameter must be there when required, of its kind, and keep its `MockParameter.rules`: else 400,
///    naming what is wrong;
/// 5. `options.errorRate` of the calls fail: the first error example, else 500;
/// 6. the chosen example or recording, else a recording of a request like this one, else the first example (a
///    recording is replayed as it was sent); a paged list asked past its first page is empty; a stream's
///    example is written as events, lines or chunks (`MockStream`), resuming after a `Last-Event-ID`;
/// 7. a whole 200 reply to GET carries an `ETag` and a `Last-Modified`, and answers conditional
///    requests (`304`) and ranges (`206`) as an HTTP server does.
///
/// Replies use the endpoint's envelope, and a login's data replies deliver a fresh token.
public final class MockBackend: Sendable {
    /// The interfaces served.
    public let interfaces: [MockInterface]
    /// The client configuration: envelope, token rules.
    public let configuration: ClientConfiguration
    /// The environment whose URLs' paths are served.
    public let server: ServerEnvironment
    /// Error rate, seed, latency and chosen examples.
    public let options: MockOptions

    private let routes: [MockRoute]
    /// Each interface's route by its id, for ``reply(to:of:at:)``.
    private let routeOfInterface: [String: MockRoute]
    /// The `Last-Modified` of every reply: when the backend started, to the second, as HTTP-dates count.
    private let started = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    private let state: Locked<State>

    private struct State {
        var errors: SplitMix64
        var tokens: MockTokens
    }

    /// A backend serving `interfaces` at their URLs' paths in `server` (its
    /// per-environment values those of `options.environment` when set), as `configuration` describes the backend.
    ///
    /// - Parameters:
    ///   - interfaces: The interfaces to serve; two of one path and method are told apart by fixed parameters.
    ///   - configuration: The client configuration the generated code has: the envelope, the token's placement,
    ///     source and expiry, and the credentials' names.
    ///   - server: The server environment whose base URL and per-environment prefixes give the served paths.
    ///   - options: Errors, latency, chosen examples and accepted keys; by default none of them.
    public init(
        interfaces: [MockInterface], configuration: ClientConfiguration, server: ServerEnvironment,
        options: MockOptions = MockOptions()
    ) {
        self.interfaces = interfaces
        self.configuration = configuration
        self.server = server
        self.options = options
        var environment = server
        environment.name = options.environment ?? server.name
        environment.origin = nil
        routes = interfaces.compactMap { MockRoute($0, in: environment) }
        routeOfInterface = Dictionary(routes.map { ($0.interface.id, $0) }, uniquingKeysWith: { first, _ in first })
        state = Locked(
            State(
                errors: SplitMix64(seed: options.seed),
                tokens: MockTokens(seed: options.seed, accepted: options.tokens + options.placeholderTokens)))
    }

    /// The reply to `request`, after `options.latency`; a task cancelled while it waits gets a 503 at once.
    ///
    /// - Parameter request: The request as the server or transport received it.
    /// - Returns: The reply: an example, a 4xx for a request the interface refuses (a missing parameter or
    ///   credential), a 404 for a path no interface serves, or an error at `options.errorRate`.
    public func reply(to request: MockRequest) async -> MockReply {
        if options.latency > .zero {
            do {
                try await Task.sleep(for: options.latency)
            } catch {
                return .json(.object(["message": "cancelled"]), status: 503, interface: nil, note: "cancelled")
            }
        }
        return reply(to: request, at: Date())
    }

    /// The reply to `request` at the time `now`, at once, without `options.latency`: the API reference's
    /// examples are made with it.
    ///
    /// - Parameters:
    ///   - request: The request as the server or transport received it.
    ///   - now: The time the reply is given at: its envelope's time and the tokens' expiry count from it.
    /// - Returns: The reply, as ``reply(to:)`` gives it.
    public func reply(to request: MockRequest, at now: Date) -> MockReply {
        finished(answer(request, now: now), to: request)
    }

    /// The reply of the interface `id` to `request`, a request for its path, at the time `now`: as
    /// ``reply(to:at:)`` answers it, without looking for the route among all of them, which made the
    /// API reference of 1,000 interfaces (one request each) a million matches. A request that is not
    /// for the interface's path and method is routed as any other.
    ///
    /// - Parameters:
    ///   - request: The request as the server or transport received it.
    ///   - id: The interface's id.
    ///   - now: The time the reply is given at.
    /// - Returns: The reply, as ``reply(to:at:)`` gives it.
    public func reply(to request: MockRequest, of id: String, at now: Date) -> MockReply {
        let method = request.method.uppercased()
        guard let route = routeOfInterface[id], route.accepts(method),
            let values = route.match(request.path.split(separator: "/"))
        else { return reply(to: request, at: now) }
        return finished(answer(request, by: route.interface, pathValues: values, now: now), to: request)
    }

    /// An answer as HTTP finishes it: conditions and ranges, and no body for HEAD.
    private func finished(_ answer: MockReply, to request: MockRequest) -> MockReply {
        var reply = answer.answering(request, lastModified: started, cacheControl: options.cacheControl)
        if request.method.uppercased() == "HEAD" {
            reply.body = Data()
            reply.pieces = nil
        }
        return reply
    }

    /// Which interface a request is a call of, as the backend routes it: the most literal route of its path
    /// and method. `netlayer record` files each reply it forwards under this interface.
    ///
    /// - Parameter request: The request, its path as sent.
    /// - Returns: The interface's id (``MockInterface/id``); nil when no interface has that path and method.
    public func interface(of request: MockRequest) -> String? {
        if case .found(let interface, _) = route(request) { return interface.id }
        return nil
    }

    /// Where a request goes: an interface with its path's values, or no interface at its path, or none with
    /// its method (with the methods that are).
    private enum Routing {
        case found(MockInterface, pathValues: [String: String])
        case noInterface
        case notAllowed(Set<String>)
    }

    private func route(_ request: MockRequest) -> Routing {
        let method = request.method.uppercased()
        let path = request.path.split(separator: "/")
        var allowed: Set<String> = []
        var best: (route: MockRoute, values: [String: String])?
        let matches = routes.compactMap { route in route.match(path).map { (route, $0) } }
        // OpenAPI 3.1.1, section 4.8.8.2: "When matching URLs, concrete (non-templated) paths would be matched
        // before their templated counterparts." `/user/logout` is not `/user/{name}`, whatever its method.
        let mostLiteral = matches.map(\.0.literalSegments).max()
        for (route, values) in matches where route.literalSegments == mostLiteral {
            guard route.accepts(method) else {
                allowed.insert(route.interface.endpoint.method.rawValue)
                if route.interface.endpoint.method == .GET { allowed.insert("HEAD") }
                continue
            }
            if best == nil || Self.rank(route, request, values) > Self.rank(best!.route, request, best!.values) {
                best = (route, values)
            }
        }
        if let (route, values) = best { return .found(route.interface, pathValues: values) }
        return allowed.isEmpty ? .noInterface : .notAllowed(allowed)
    }

    private func answer(_ request: MockRequest, now: Date) -> MockReply {
        let plain = MockEnvelopeWriter(format: nil, now: now)
        switch route(request) {
        case .found(let interface, let values):
            return answer(request, by: interface, pathValues: values, now: now)
        case .noInterface:
            return .json(
                plain.failure(code: nil, message: "no interface at \(request.path)"), status: 404,
                interface: nil, note: "no interface")
        case .notAllowed(let allowed):
            return .json(
                plain.failure(code: nil, message: "\(request.method.uppercased()) is not allowed at \(request.path)"),
                status: 405, headers: ["Allow": allowed.sorted().joined(separator: ", ")], interface: nil,
                note: "method not allowed")
        }
    }

    /// The interface's answer: token, parameters, error rate, example.
    private func answer(_ request: MockRequest, by interface: MockInterface, pathValues: [String: String], now: Date)
        -> MockReply
    {
        let endpoint = interface.endpoint
        let writer = MockEnvelopeWriter(format: configuration.envelope(for: endpoint), now: now)
        if !interface.issuesToken, let problem = credentialProblem(in: request, endpoint: endpoint) {
            return refused(writer: writer, interface: interface, problem: problem)
        }
        let values = MockRequestValues(request, pathValues: pathValues, encoding: endpoint.body)
        // A whole-body (`content`) parameter is checked as a parameter, of its own kind.
        if let problem = values.bodyProblem, !interface.parameters.contains(where: { $0.placement == .content }) {
            return .json(
                writer.problem(status: 400, message: problem.message), status: 400, interface: interface.id,
                note: problem.note)
        }
        for parameter in interface.parameters {
            let check = MockParameterCheck(parameter: parameter)
            if let problem = check.problem(with: values.values(of: parameter.wireName, in: parameter.placement)) {
                return .json(
                    writer.problem(status: 400, message: problem.message), status: 400, interface: interface.id,
                    note: problem.note)
            }
        }
        if options.errorRate > 0, state.withLock({ $0.errors.nextUnit() }) < options.errorRate {
            guard let example = interface.examples.first(where: \.isError) else {
                return .json(
                    writer.problem(status: 500, message: "mock error (error rate)"), status: 500,
                    interface: interface.id, note: "error rate")
            }
            return reply(example, of: interface, values: values, writer: writer, note: "error rate")
        }
        if let name = options.chosenExamples[interface.id] {
            if let example = interface.examples.first(where: { $0.name == name }) {
                return reply(example, of: interface, values: values, writer: writer, note: "example \(name)")
            }
            guard let recording = interface.recordings.first(where: { $0.name == name }) else {
                return .json(
                    writer.problem(status: 500, message: "interface '\(interface.id)' has no example '\(name)'"),
                    status: 500, interface: interface.id, note: "no example \(name)")
            }
            return replay(recording, of: interface, now: now)
        }
        if let recording = interface.recordings.first(where: { $0.answers(request) }) {
            return replay(recording, of: interface, now: now)
        }
        guard let example = interface.examples.first else {
            // Callers give examples; without one, an empty value of the likely shape.
            let listed = interface.paging != nil || interface.stream != nil
            let empty: JSONValue = listed ? .array([]) : .object(JSONObject())
            return reply(.data("none", empty), of: interface, values: values, writer: writer, note: "no example")
        }
        return reply(example, of: interface, values: values, writer: writer, note: "example \(example.name)")
    }

    private func reply(
        _ example: MockExample, of interface: MockInterface, values: MockRequestValues, writer: MockEnvelopeWriter,
        note: String
    ) -> MockReply {
        switch example.reply {
        case .data(let data):
            if let paging = interface.paging, Self.isSet(values.values(anywhere: paging.older)) {
                return self.data(.array([]), of: interface, writer: writer, note: "paging end")
            }
            if let stream = interface.stream {
                return .streamed(
                    stream.pieces(of: data, lastEventID: values.request.header("Last-Event-ID")), pace: options.pace,
                    contentType: stream.format.mediaType, interface: interface.id, note: note)
            }
            return self.data(data, of: interface, writer: writer, note: note)
        case .error(let code, let message, let status):
            let fallback = code.intValue.flatMap { (400...599).contains($0) ? $0 : nil } ?? 400
            return .json(
                writer.failure(code: code, message: message),
                status: status ?? (writer.format == nil ? fallback : 200), interface: interface.id, note: note)
        }
    }

    /// A recorded reply as it was sent: its status, header fields and bytes. A login's successful reply delivers
    /// a freshly minted token in place of the recorded one (a placeholder), so the calls after it pass; its JSON
    /// is written anew then.
    private func replay(_ recording: MockRecording, of interface: MockInterface, now: Date) -> MockReply {
        let recorded = recording.reply
        var headers: [String: String] = [:]
        var names: [String: String] = [:]
        for field in recorded.headers {
            // One field of a name, its values joined, as RFC 9110, section 5.3 lets a server combine them.
            let name = names[field.name.lowercased(), default: field.name]
            names[field.name.lowercased()] = name
            headers[name] = headers[name].map { "\($0), \(field.value)" } ?? field.value
        }
        var body = recorded.body
        if interface.issuesToken, (200...299).contains(recorded.status), let rules = configuration.token,
            let source = rules.source
        {
            if case .header(let name) = source {
                headers = headers.filter { $0.key.caseInsensitiveCompare(name) != .orderedSame }
            }
            let original = try? JSONValue(parsing: recorded.body)
            var json = original ?? .null
            deliverToken(rules: rules, source: source, now: now, into: &json, headers: &headers)
            if let original, json != original { body = json.serialized() }
        }
        return MockReply(
            status: recorded.status, headers: headers, body: body, interface: interface.id,
            note: "recording \(recording.name)")
    }

    /// Runs `body` on the minted tokens, under the backend's lock.
    func withTokens<Result>(_ body: (inout MockTokens) -> Result) -> Result {
        state.withLock { body(&$0.tokens) }
    }

    /// How well `route` fits `request`, for two routes of one path and method (a completion and its stream):
    /// first whether the request carries the values the route's interface always sends (another value, or
    /// none, rules it out), then how many of the path's segments are literal.
    private static func rank(_ route: MockRoute, _ request: MockRequest, _ pathValues: [String: String])
        -> (Int, Int)
    {
        let fixed = route.interface.parameters.filter { $0.fixed != nil }
        guard !fixed.isEmpty else { return (0, route.literalSegments) }
        let values = MockRequestValues(request, pathValues: pathValues, encoding: route.interface.endpoint.body)
        var met = 0
        for parameter in fixed {
            // Without the value the route's interface always sends, it is not this interface's call.
            guard let sent = values.values(of: parameter.wireName, in: parameter.placement).first?.text,
                sent == parameter.fixed
            else { return (-1, route.literalSegments) }
            met += 1
        }
        return (met, route.literalSegments)
    }

    /// A cursor left out, empty or `0` asks for the first page.
    private static func isSet(_ cursor: [MockValue]) -> Bool {
        guard let text = cursor.first?.text else { return false }
        return !text.isEmpty && text != "0"
    }

    /// A data reply; a login's delivers a fresh token, with its lifetime, where the configuration reads them.
    private func data(_ data: JSONValue, of interface: MockInterface, writer: MockEnvelopeWriter, note: String)
        -> MockReply
    {
        if interface.endpoint.reply != .json || interface.isDownload {
            return MockReply.whole(data, of: interface.endpoint, interface: interface.id, note: note)
        }
        var json = writer.data(data, responsePath: interface.endpoint.responsePath)
        var headers: [String: String] = [:]
        if interface.issuesToken, let rules = configuration.token, let source = rules.source {
            deliverToken(rules: rules, source: source, now: writer.now, into: &json, headers: &headers)
        }
        var reply = MockReply.json(json, status: 200, headers: headers, interface: interface.id, note: note)
        if writer.format?.time != nil {
            reply.tagSource = MockEnvelopeWriter(format: writer.format, now: started)
                .data(data, responsePath: interface.endpoint.responsePath).serialized()
        }
        return reply
    }
}
