import Foundation

/// The calls in flight, by endpoint, so that a new call can cancel earlier
/// ones (`cancel: previous` and `all`) and callers can cancel by interface.
final class CallRegistry: Sendable {
    private struct Entry {
        var endpointID: String
        var cancel: @Sendable () -> Void
    }

    private let calls = Locked([UInt64: Entry]())
    private let lastID = Locked<UInt64>(0)

    /// A number no other call of this registry has.
    func makeID() -> UInt64 {
        lastID.withLock { id in
            id += 1
            return id
        }
    }

    /// Registers a call about to start, first cancelling what its policy says.
    func register(_ id: UInt64, endpoint: Endpoint, cancel: @escaping @Sendable () -> Void) {
        let cancelled: [Entry] = calls.withLock { calls in
            let victims: [UInt64]
            switch endpoint.cancelPolicy {
            case .none: victims = []
            case .previous: victims = calls.filter { $0.value.endpointID == endpoint.id }.map(\.key)
            case .all: victims = Array(calls.keys)
            }
            let entries = victims.compactMap { calls.removeValue(forKey: $0) }
            calls[id] = Entry(endpointID: endpoint.id, cancel: cancel)
            return entries
        }
        // Cancelled outside the lock: a cancel handler may call back in.
        for entry in cancelled { entry.cancel() }
    }

    func finish(_ id: UInt64) {
        calls.withLock { _ = $0.removeValue(forKey: id) }
    }

    func cancel(_ id: UInt64) {
        calls.withLock { $0.removeValue(forKey: id) }?.cancel()
    }

    /// Cancels every call of one interface.
    func cancel(endpointID: String) {
        let entries = calls.withLock { calls in
            let ids = calls.filter { $0.value.endpointID == endpointID }.map(\.key)
            return ids.compactMap { calls.removeValue(forKey: $0) }
        }
        for entry in entries { entry.cancel() }
    }

    func cancelAll() {
        let entries = calls.withLock { calls in
            defer { calls.removeAll() }
            return Array(calls.values)
        }
        for entry in entries { entry.cancel() }
    }

    var count: Int { calls.withLock { $0.count } }
}

/// A call started with a completion closure or a delegate, to cancel it.
public struct CallHandle: Sendable {
    let cancelAction: @Sendable () -> Void

    /// Cancels the call; it ends in `NetLayerError.cancelled`. Cancelling an ended call does nothing.
    public func cancel() {
        cancelAction()
    }
}
