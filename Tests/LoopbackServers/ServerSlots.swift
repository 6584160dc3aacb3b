internal import NoDelaySockets
import TestSupport

/// Lets at most 64 test servers run at once; a start past it waits until one stops.
///
/// Each `TestServer` waits for its sockets on a libdispatch worker of its own (FlyingSocks'
/// `SocketPool`), and libdispatch on Linux has at most 255 workers, which URLSession needs as
/// well, as does `netlayer mock`'s server in the mock's tests. The suite runs its tests side by
/// side: with every transport test run on each transport, more than 255 servers were once alive
/// together, no worker was left for URLSession, and the process hung. A quarter of the workers
/// leaves the rest for URLSession and the mock's servers. A test that holds a server and starts
/// another cannot block the rest: far fewer tests than 64 start more than one.
enum ServerSlots {
    static let shared = Slots(limit: 64)
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
