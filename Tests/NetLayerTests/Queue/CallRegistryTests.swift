import Foundation
import RuntimeTestSupport
import Testing

@_spi(Generated) @testable import NetLayer

@Suite struct CallRegistryTests {
    /// Which calls' cancel handlers ran.
    private final class Cancelled: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: [UInt64] = []
        func add(_ id: UInt64) { lock.withLock { ids.append(id) } }
        var all: [UInt64] { lock.withLock { ids.sorted() } }
    }

    private func endpoint(_ id: String, _ policy: CancelPolicy = .none) -> Endpoint {
        Endpoint(id: id, method: .GET, path: id, cancelPolicy: policy)
    }

    private func register(_ registry: CallRegistry, _ endpoint: Endpoint, _ cancelled: Cancelled) -> UInt64 {
        let id = registry.makeID()
        registry.register(id, endpoint: endpoint) { cancelled.add(id) }
        return id
    }

    @Test func idsAreUniqueEvenFromManyTasks() async {
        let registry = CallRegistry()
        let ids = await withTaskGroup(of: UInt64.self) { group in
            for _ in 0..<200 { group.addTask { registry.makeID() } }
            return await group.reduce(into: Set<UInt64>()) { $0.insert($1) }
        }
        #expect(ids.count == 200)
    }

    @Test func previousCancelsOnlyEarlierCallsOfTheSameInterface() {
        let registry = CallRegistry()
        let cancelled = Cancelled()
        let first = register(registry, endpoint("search", .previous), cancelled)
        let other = register(registry, endpoint("list"), cancelled)
        _ = register(registry, endpoint("search", .previous), cancelled)
        #expect(cancelled.all == [first])
        #expect(registry.count == 2)
        _ = other
    }

    @Test func allCancelsEveryCallInFlightButItself() {
        let registry = CallRegistry()
        let cancelled = Cancelled()
        let a = register(registry, endpoint("a"), cancelled)
        let b = register(registry, endpoint("b"), cancelled)
        let login = register(registry, endpoint("login", .all), cancelled)
        #expect(cancelled.all == [a, b])
        #expect(registry.count == 1)
        registry.finish(login)
        #expect(registry.count == 0)
    }

    @Test func cancellingByInterfaceAndAllRunsEachHandlerOnce() {
        let registry = CallRegistry()
        let cancelled = Cancelled()
        let a1 = register(registry, endpoint("a"), cancelled)
        let a2 = register(registry, endpoint("a"), cancelled)
        let b = register(registry, endpoint("b"), cancelled)
        registry.cancel(endpointID: "a")
        #expect(cancelled.all == [a1, a2])
        registry.cancelAll()
        registry.cancelAll()
        #expect(cancelled.all == [a1, a2, b])
        #expect(registry.count == 0)
    }

    /// A finished call is not cancelled later, and cancelling by id twice runs its handler once.
    @Test func aFinishedCallIsForgotten() {
        let registry = CallRegistry()
        let cancelled = Cancelled()
        let done = register(registry, endpoint("a"), cancelled)
        registry.finish(done)
        registry.cancelAll()
        let live = register(registry, endpoint("a"), cancelled)
        registry.cancel(live)
        registry.cancel(live)
        #expect(cancelled.all == [live])
    }
}
