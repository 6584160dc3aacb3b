#if os(Linux)
    import FlyingSocks
    import Foundation
    import Glibc

    /// FlyingSocks 0.27.1's `ePoll` queue, with its two descriptors (the epoll
    /// instance and the eventfd "canary" that wakes its waiting thread) closed
    /// only once no thread can still use them.
    ///
    /// `SocketPool` waits in `getNotifications()` on a libdispatch worker, with a
    /// copy of the queue; when its run loop is cancelled it calls `stop()` and
    /// `close()` at once, without waiting for that worker to return (the worker
    /// may not even have started). The plain `ePoll` closes the epoll descriptor
    /// right there and never closes the canary (one descriptor leaked per server).
    /// A descriptor closed while another thread is about to use it can have its
    /// number given to a new descriptor (a socket URLSession watches, another
    /// server's queue) before the stale thread touches it. Here `close()` only
    /// marks the queue closed; the descriptors are closed by whichever comes
    /// last, `close()` or the wait in progress, and a wait or a change that
    /// starts after `close()` fails without touching them.
    ///
    /// The descriptors are read by reflection after `open()` (the properties are
    /// internal); if a later FlyingSocks renames them, nothing is closed here
    /// and the base queue's own `close()` runs as before.
    struct SafelyClosingEPoll: EventQueue {
        var base: ePoll
        private let lifetime = Lifetime()

        init(base: ePoll) { self.base = base }

        mutating func open() throws {
            try base.open()
            let children = Mirror(reflecting: base).children
            func descriptor(_ label: String) -> Int32? {
                (children.first { $0.label == label }?.value as? Socket.FileDescriptor)?.rawValue
            }
            lifetime.adopt(queue: descriptor("file"), canary: descriptor("canary"))
        }

        mutating func stop() throws { try base.stop() }

        mutating func close() throws {
            if !lifetime.close() { try base.close() }
        }

        mutating func addEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
            try lifetime.whileOpen { try base.addEvents(events, for: socket) }
        }

        mutating func removeEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
            try lifetime.whileOpen { try base.removeEvents(events, for: socket) }
        }

        func getNotifications() throws -> [EventNotification] {
            try lifetime.whileOpen(waiting: true) { try base.getNotifications() }
        }
    }

    /// Who may still use the queue's descriptors, shared by every copy of the queue.
    final class Lifetime: @unchecked Sendable {
        private let closeDescriptor: @Sendable (Int32) -> Void
        private let lock = NSLock()
        private var descriptors: [Int32] = []
        private var adopted = false
        private var closed = false
        private var waiting = 0

        init(closing closeDescriptor: @escaping @Sendable (Int32) -> Void = { _ = Glibc.close($0) }) {
            self.closeDescriptor = closeDescriptor
        }

        func adopt(queue: Int32?, canary: Int32?) {
            guard let queue, let canary, queue >= 0, canary >= 0 else { return }
            lock.withLock {
                descriptors = [queue, canary]
                adopted = true
            }
        }

        /// Runs `body` unless the queue is closed; a wait in progress keeps the
        /// descriptors open until it returns.
        func whileOpen<T>(waiting isWait: Bool = false, _ body: () throws -> T) throws -> T {
            let open: Bool = lock.withLock {
                guard !(closed && adopted) else { return false }
                if isWait { waiting += 1 }
                return true
            }
            guard open else { throw SocketError.disconnected }
            guard isWait else { return try body() }
            defer {
                let last: [Int32] = lock.withLock {
                    waiting -= 1
                    return closed && waiting == 0 ? takeDescriptors() : []
                }
                for descriptor in last { closeDescriptor(descriptor) }
            }
            return try body()
        }

        /// Marks the queue closed and closes its descriptors unless a wait is in
        /// progress. False when the descriptors were never adopted: the base
        /// queue must close itself.
        func close() -> Bool {
            let (wasAdopted, now): (Bool, [Int32]) = lock.withLock {
                closed = true
                return (adopted, waiting == 0 ? takeDescriptors() : [])
            }
            for descriptor in now { closeDescriptor(descriptor) }
            return wasAdopted
        }

        /// The descriptors to close, once: later calls get none.
        private func takeDescriptors() -> [Int32] {
            defer { descriptors = [] }
            return descriptors
        }
    }
#endif
