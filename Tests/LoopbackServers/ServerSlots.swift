internal import NoDelaySockets

/// Lets at most `limit` test servers run at once; a start past it waits until one stops.
///
/// Each `TestServer` waits for its sockets on a libdispatch worker of its own (FlyingSocks'
/// `SocketPool`), and libdispatch on Linux has at most 255 workers, which URLSession needs as
/// well, as does `netlayer mock`'s server in the mock's tests. The suite runs its tests side by
/// side: with every transport test run on each transport, more than 255 servers were once alive
/// together, no worker was left for URLSession, and the process hung. A quarter of the workers
/// leaves the rest for URLSession and the mock's servers. A test that holds a server and starts
/// another cannot block the rest: far fewer tests than `limit` start more than one.
final class ServerSlots: Sendable {
    static let shared = ServerSlots(limit: 64)

    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: LockedBox<State>

    init(limit: Int) {
        state = LockedBox(State(free: limit))
    }

    /// Returns once a slot is free, and takes it.
    func acquire() async {
        await withCheckedContinuation { continuation in
            let taken = state.withLock { state in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                return true
            }
            if taken { continuation.resume() }
        }
    }

    /// Gives a slot back: to the first start waiting, if any.
    func release() {
        let next = state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil as CheckedContinuation<Void, Never>?
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}

/// One server's slot of `ServerSlots.shared`, given back at most once.
final class ServerSlot: Sendable {
    private let held = LockedBox(true)

    func release() {
        let wasHeld = held.withLock { held in
            defer { held = false }
            return held
        }
        if wasHeld { ServerSlots.shared.release() }
    }
}
