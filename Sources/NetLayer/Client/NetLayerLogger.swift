import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Receives what the client does. Tokens and `secret` parameters never
/// reach it: they read `<redacted>`.
public protocol NetLayerLogger: Sendable {
    func log(_ event: NetLayerLogEvent)
}

/// What a `NetLayerLogger` is told.
public enum NetLayerLogEvent: Sendable {
    case request(endpointID: String, method: String, url: String, headers: [String: String], body: String?)
    case response(endpointID: String, status: Int, bytes: Int, duration: Duration)
    case failure(endpointID: String, error: NetLayerError)
}

/// Prints every event, one line each.
public struct PrintLogger: NetLayerLogger {
    /// A logger that prints to standard output.
    public init() {}

    /// Prints `event` on one line.
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
