/// The first of several outcomes a call can have (its reply, its deadline,
/// its cancellation), handed to the one caller waiting for it; later ones
/// are dropped.
///
/// The deadline answers the caller itself, at once, rather than cancel the
/// call and wait for the cancellation to travel back through the transport,
/// interceptors and retries: under load each of those steps waits for a
/// thread, and a 0.5 s time-out was seen to end a call after 3.5 s.
final class FirstOutcome<Value: Sendable>: Sendable {
    /// Unsafe rather than checked: the state hands the one continuation out once, to be resumed once, and
    /// a checked one's canary is an allocation more on every call.
    private enum State {
        case waiting(UnsafeContinuation<Value, Never>?)
        case done(Value)
    }

    private let state = Locked(State.waiting(nil))

    /// Settles the outcome with `value`, unless an earlier one did.
    func settle(_ value: Value) {
        let waiter: UnsafeContinuation<Value, Never>? = state.withLock { state in
            guard case .waiting(let waiter) = state else { return nil }
            state = .done(value)
            return waiter
        }
        waiter?.resume(returning: value)
    }

    /// The first value settled, once there is one.
    var value: Value {
        get async {
            await withUnsafeContinuation { continuation in
                let settled: Value? = state.withLock { state in
                    switch state {
                    case .done(let value):
                        return value
                    case .waiting:
                        state = .waiting(continuation)
                        return nil
                    }
                }
                if let settled { continuation.resume(returning: settled) }
            }
        }
    }
}
