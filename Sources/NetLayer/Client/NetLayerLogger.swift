import Foundation
import HTTPTypes

/// Receives what the client does. Tokens and `secret` parameters never
/// reach it: they read `<redacted>`.
public protocol NetLayerLogger: Sendable {
    /// Receives one event on the call's own thread, not the callback queue; the call waits for it to return.
    ///
    /// - Parameter event: A request, a reply or a failure, secrets already redacted.
    func log(_ event: NetLayerLogEvent)
}

/// What a `NetLayerLogger` is told.
public enum NetLayerLogEvent: Sendable {
    /// A request is about to be sent, secrets redacted; `body` is nil without one, the text of a JSON or form body,
    /// else its type and size.
    case request(endpointID: String, method: String, url: String, headers: [String: String], body: String?)
    /// A reply came: its HTTP status, its body's size in bytes, and the time since the request was sent.
    case response(endpointID: String, status: Int, bytes: Int, duration: Duration)
    /// An attempt failed (cancellation aside), logged before any retry: a retried call may log several.
    case failure(endpointID: String, error: NetLayerError)
}

/// Prints every event, one line each.
public struct PrintLogger: NetLayerLogger {
    /// A logger that prints to standard output.
    public init() {}

    /// Prints `event` on one line.
    ///
    /// - Parameter event: A request, a reply or a failure, secrets already redacted.
    public func log(_ event: NetLayerLogEvent) {
        switch event {
        case .request(let id, let method, let url, let headers, let body):
            let headerText = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            print("[netlayer] \(id) → \(method) \(url) {\(headerText)}\(body.map { " \($0)" } ?? "")")
        case .response(let id, let status, let bytes, let duration):
            print("[netlayer] \(id) ← \(status), \(bytes) bytes in \(duration)")
        case .failure(let id, let error):
            print("[netlayer] \(id) ✕ \(error)")
        }
    }
}
