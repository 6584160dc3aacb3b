#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    @testable import NoDelaySockets

    /// The socket pool's epoll descriptors are closed by the last of `close()`
    /// and a wait in progress, never while a thread may still use them.
    @Suite struct SafelyClosingEPollTests {
        private final class Closed: @unchecked Sendable {
            private let lock = NSLock()
            private var descriptors: [Int32] = []
            func record(_ descriptor: Int32) { lock.withLock { descriptors.append(descriptor) } }
            var all: [Int32] { lock.withLock { descriptors } }
        }

        private func lifetime(_ closed: Closed) -> Lifetime {
            let lifetime = Lifetime(closing: { closed.record($0) })
            lifetime.adopt(queue: 40, canary: 41)
            return lifetime
        }

        @Test func closingWithNoWaitInProgressClosesBothAtOnce() throws {
            let closed = Closed()
            let lifetime = lifetime(closed)
            #expect(try lifetime.whileOpen { 1 } == 1)
            #expect(lifetime.close())
            #expect(closed.all == [40, 41])
            #expect(lifetime.close(), "a second close closes nothing more")
            #expect(closed.all == [40, 41])
        }

        @Test func aWaitInProgressKeepsTheDescriptorsOpenUntilItReturns() async throws {
            let closed = Closed()
            let lifetime = lifetime(closed)
            let entered = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let returned = TestEvent()
            Thread.detachNewThread {
                _ = try? lifetime.whileOpen(waiting: true) {
                    entered.signal()
                    release.wait()
                }
                returned.fire()
            }
            entered.wait()
            #expect(lifetime.close())
            #expect(closed.all.isEmpty, "the waiting thread may still use them")
            release.signal()
            await returned.wait()
            #expect(closed.all == [40, 41])
        }

        @Test func nothingStartsOnAClosedQueue() throws {
            let closed = Closed()
            let lifetime = lifetime(closed)
            #expect(lifetime.close())
            var ran = false
            #expect(throws: (any Error).self) { try lifetime.whileOpen(waiting: true) { ran = true } }
            #expect(throws: (any Error).self) { try lifetime.whileOpen { ran = true } }
            #expect(!ran)
            #expect(closed.all == [40, 41], "closed once")
        }

        @Test func descriptorsItCouldNotFindAreLeftToTheBaseQueue() throws {
            let closed = Closed()
            let lifetime = Lifetime(closing: { closed.record($0) })
            lifetime.adopt(queue: nil, canary: 41)
            #expect(!lifetime.close())
            #expect(try lifetime.whileOpen { true }, "the base queue decides for itself")
            #expect(closed.all.isEmpty)
        }
    }
#endif
