import Foundation

/// What a call with an offline policy answers when its deadline passes before
/// the network did: a stored reply the policy may serve. A network that hangs
/// rather than fails (a weak signal) reaches the call's deadline before any
/// error, and the deadline ends the call from outside the attempt, so the
/// attempt leaves here how to look in the store for the deadline to use.
/// The call hands it to its transfer step (`CallTransfer`), which hands it
/// to the cache: one value passed down, not a task-local.
///
/// The deadline can also pass before the attempt has looked (a starved device
/// runs the call's task late; an interceptor takes its time): then there is
/// no lookup yet, and the call waits for its attempt, cancelled, to reach the
/// store or end. The attempt that reaches the store after the deadline sends
/// nothing, and the call answers from the store as it would have had the
/// deadline come later: the order of the two does not decide the outcome.
final class OfflineFallback: Sendable {
    private struct State {
        /// How the latest attempt looks in the store; nil before one has got there.
        var lookup: (@Sendable () -> RequestResult?)?
        /// Whether the network is being waited on: the deadline then answers at once.
        var waiting = false
        var expired = false
    }

    /// What the deadline does.
    enum Expiry {
        /// Ends the call now with this stored reply, or with a time-out when nil.
        case answer(RequestResult?)
        /// Leaves the call to its attempt, which ``settled(_:)`` then answers for.
        case awaitAttempt
    }

    private let state = Locked(State())

    /// An attempt, about to wait on the network, looks in the store with `lookup` if the deadline comes first.
    /// False when the deadline has passed already: the attempt sends nothing and ends, and the call answers
    /// with `lookup`.
    func offer(_ lookup: @escaping @Sendable () -> RequestResult?) -> Bool {
        state.withLock { state in
            state.lookup = lookup
            state.waiting = !state.expired
            return !state.expired
        }
    }

    /// The network answered, or failed: the attempt's outcome is the call's, unless the deadline passes
    /// before it ends.
    func withdraw() {
        state.withLock { $0.waiting = false }
    }

    /// The deadline passed.
    func expire() -> Expiry {
        let waiting = state.withLock { state -> (@Sendable () -> RequestResult?)? in
            state.expired = true
            return state.waiting ? state.lookup : nil
        }
        guard let lookup = waiting else { return .awaitAttempt }
        return .answer(lookup())
    }

    /// The call's outcome once its attempts end with `result`: a failure after the deadline is the stored
    /// reply, if there is one the policy may serve, else a time-out.
    func settled(_ result: Result<RequestResult, NetLayerError>) -> Result<RequestResult, NetLayerError> {
        let (expired, lookup) = state.withLock { ($0.expired, $0.lookup) }
        guard case .failure = result, expired else { return result }
        return lookup?().map { .success($0) } ?? .failure(.timedOut)
    }
}
