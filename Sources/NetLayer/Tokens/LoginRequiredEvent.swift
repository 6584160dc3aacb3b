import Foundation

/// Raised once when a stored token turns out to have expired: the app shows
/// its login screen.
public struct LoginRequiredEvent: Sendable, Hashable {
    /// The host whose token was cleared.
    public var host: String
    /// The interface whose reply said so.
    public var endpointID: String
}

/// Hands login-required events to every listener: streams and a callback.
final class LoginEvents: Sendable {
    private let state = Locked(State())

    private struct State {
        var continuations: [UUID: AsyncStream<LoginRequiredEvent>.Continuation] = [:]
        var callback: (@Sendable (LoginRequiredEvent) -> Void)?
    }

    var callback: (@Sendable (LoginRequiredEvent) -> Void)? {
        get { state.withLock { $0.callback } }
        set { state.withLock { $0.callback = newValue } }
    }

    /// A new stream of the events raised from now on.
    func stream() -> AsyncStream<LoginRequiredEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: LoginRequiredEvent.self)
        let id = UUID()
        state.withLock { $0.continuations[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    func raise(_ event: LoginRequiredEvent) {
        let (continuations, callback) = state.withLock { (Array($0.continuations.values), $0.callback) }
        for continuation in continuations { continuation.yield(event) }
        callback?(event)
    }
}
