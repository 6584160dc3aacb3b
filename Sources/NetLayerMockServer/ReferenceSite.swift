import Foundation
@_spi(Generated) import NetLayer
import NetLayerGenerator
import NetLayerMock
import NetLayerSpec

/// The API reference of a spec (docs/reference.md), planned and rendered by the generator with its
/// `reference-*` templates; each example reply is what the mock backend answers to the example request,
/// envelope included. `netlayer docs` writes it; `netlayer mock` serves it at `/`.
public enum ReferenceSite {
    /// The site's files. `backend` answers the example requests: a backend of its own, made with the options
    /// of the one served, so that the minted token and the calls do not change what the served one answers.
    ///
    /// - Parameters:
    ///   - spec: A spec that passed its checks.
    ///   - names: The Swift names of its generated types.
    ///   - graph: How its models reach each other; nil works it out again.
    ///   - backend: The backend that answers the example requests, from ``exampleBackend(_:options:)``.
    ///   - library: The templates, built in or with the user's overrides.
    /// - Returns: The site's files, paths from its root.
    public static func files(
        _ spec: Spec, names: SwiftNames, graph: ModelGraph?, backend: MockBackend, library: TemplateLibrary
    ) -> [RenderedFile] {
        let generator = Generator(library: library)
        return generator.render(
            generator.referencePlan(spec, names: names, graph: graph, options: options(answeredBy: backend)))
    }

    /// The options of a reference whose example replies `backend` gives.
    ///
    /// - Parameter backend: The backend that answers the example requests.
    /// - Returns: The options, with a logged-in token and a fixed time, so one spec gives one site.
    public static func options(answeredBy backend: MockBackend) -> ReferenceOptions {
        // A logged-in app's reply: the page shows the data, not the expired answer to a placeholder.
        let token = backend.mintToken()
        // A fixed instant: the same spec gives the same site, envelope times included.
        let now = ExampleDates.epoch
        return ReferenceOptions(environment: backend.options.environment) { request in
            reply(to: request, from: backend, token: token, at: now)
        }
    }

    /// The backend that answers a reference's example requests: `served`'s spec and options, without latency
    /// or failing calls.
    ///
    /// - Parameters:
    ///   - spec: A spec that passed its checks.
    ///   - options: The served backend's options; their error rate and latency are dropped.
    /// - Returns: The backend.
    public static func exampleBackend(_ spec: Spec, options: MockOptions) -> MockBackend {
        var options = options
        options.errorRate = 0
        options.latency = .zero
        return SpecBackend.make(spec, environment: options.environment, options: options)
    }

    static func reply(to request: ReferenceRequest, from backend: MockBackend, token: String, at now: Date)
        -> ReferenceReply
    {
        var headers: [String: String] = [:]
        let placeholder = ReferenceRequest.tokenPlaceholder
        for header in request.headers {
            headers[header.name] =
                header.value.utf8.firstRange(of: placeholder.utf8) != nil
                ? header.value.replacingOccurrences(of: placeholder, with: token) : header.value
        }
        var body = Data((request.body ?? "").utf8)
        if let form = request.form {
            let boundary = "netlayer-reference"
            headers["Content-Type"] = "multipart/form-data; boundary=\(boundary)"
            // Encoded as the runtime encodes a multipart call: text fields only, so it cannot fail.
            let fields = form.map { Parameter($0.name, $0.value, in: .body) }
            body = (try? BodyEncoder.encode(fields, as: .multipart, boundary: boundary))?.data ?? Data()
        }
        let target =
            request.target.utf8.firstRange(of: placeholder.utf8) != nil
            ? request.target.replacingOccurrences(of: placeholder, with: token) : request.target
        let reply = backend.reply(
            to: MockRequest(method: request.method, target: target, headers: headers, body: body),
            of: request.interface, at: now)
        let contentType = reply.header("Content-Type") ?? ""
        return ReferenceReply(status: reply.status, contentType: contentType, body: readable(reply.body))
    }

    /// JSON indented in key order (as "Try it" shows the reply it gets), other text as it is, and bytes that
    /// are not text as their count.
    static func readable(_ body: Data) -> String {
        if let json = try? JSONValue(parsing: body) {
            return OrderedJSON(json).indented
        }
        guard let text = String(data: body, encoding: .utf8) else { return "(\(body.count) bytes)" }
        return text
    }
}
