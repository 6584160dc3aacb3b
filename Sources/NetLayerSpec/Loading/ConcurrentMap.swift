import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` over every core: for work whose elements are independent,
    /// such as running a spec's checks, planning modules and rendering
    /// files. The order is kept.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(self[index]))
        }
        return slots.values
    }
}

/// One slot per index, each written once by one iteration and read after
/// all have ended.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
}
