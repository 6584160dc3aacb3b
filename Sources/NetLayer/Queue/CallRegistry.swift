import Foundation

/// The calls in flight, by endpoint, so that a new call can cancel earlier
/// ones (`cancel: previous` and `all`) and callers can cancel by interface.
final class CallRegistry: Sendable {
    private struct Entry {
        var endpointID: String
        var cancel: @Sendable () -> Void
    }

    private let calls = Locked([UUID: Entry]())

    /// Registers a call about to start, first cancelling what its policy says.
    func register(_ id: UUID, endpoint: Endpoint, cancel: @escaping @Sendable () -> Void) {
        let cancelled: [Entry] = calls.withLock { calls in
            let victims: [UUID]
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

    func finish(_ id: UUID) {
        calls.withLock { _ = $0.removeValue(forKey: id) }
    }

    func cancel(_ id: UUID) {
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

    public func cancel() {
        cancelAction()
    }
}
