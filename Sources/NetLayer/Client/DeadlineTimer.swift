import Dispatch

/// Every call's deadline on one dispatch timer, set for the earliest of them.
///
/// A dispatch timer of each call's own woke the timer queue's thread twice a
/// call, to arm the timer and to disarm it, on a path where a call makes
/// a handful of thread hand-offs in all. Here arming a deadline later than
/// the earliest (calls of one time-out come in that order) and ending one
/// take a lock and nothing else; the timer wakes only when the earliest
/// deadline passes, even if its call has ended.
final class DeadlineTimer: @unchecked Sendable {
    static let shared = DeadlineTimer()

    private struct Entry {
        var fires: UInt64
        var id: UInt64
    }

    private struct State {
        var lastID: UInt64 = 0
        /// The deadlines not ended: when each fires, and what it calls.
        var live: [UInt64: (fires: UInt64, expire: @Sendable () -> Void)] = [:]
        /// Live deadlines and ended ones not dropped yet, earliest first.
        var heap = MinHeap<Entry>(by: { $0.fires < $1.fires })
        /// When the timer fires next; nil when it is idle. Never after a live deadline.
        var armed: UInt64?
    }

    private let state = Locked(State())
    /// Only scheduled with `state`'s lock held, so that the last schedule is the earliest deadline's.
    private let timer: any DispatchSourceTimer

    private init() {
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "NetLayer.deadlines"))
        timer.setEventHandler { [weak self] in self?.fire() }
        timer.resume()
    }

    /// Calls `expire` once `seconds` pass, unless `remove` comes first; returns the deadline's id.
    func add(after seconds: Double, _ expire: @escaping @Sendable () -> Void) -> UInt64 {
        let fires = (DispatchTime.now() + seconds).uptimeNanoseconds
        return state.withLock { state in
            state.lastID += 1
            let id = state.lastID
            state.live[id] = (fires, expire)
            state.heap.insert(Entry(fires: fires, id: id))
            // Ended deadlines wait in the heap until they come up: a long time-out must not let them pile up.
            if state.heap.count > 64 + 2 * state.live.count {
                state.heap = MinHeap(state.live.map { Entry(fires: $0.value.fires, id: $0.key) }, by: state.heap.less)
            }
            if state.armed.map({ fires < $0 }) ?? true {
                arm(fires, &state)
            }
            return id
        }
    }

    /// Ends the deadline `id`; false when it has fired already.
    func remove(_ id: UInt64) -> Bool {
        state.withLock { $0.live.removeValue(forKey: id) != nil }
    }

    private func fire() {
        let due: [@Sendable () -> Void] = state.withLock { state in
            let now = DispatchTime.now().uptimeNanoseconds
            var due: [@Sendable () -> Void] = []
            while let first = state.heap.first, first.fires <= now || state.live[first.id] == nil {
                state.heap.removeFirst()
                if let entry = state.live.removeValue(forKey: first.id) { due.append(entry.expire) }
            }
            state.armed = nil
            if let next = state.heap.first { arm(next.fires, &state) }
            return due
        }
        for expire in due { expire() }
    }

    private func arm(_ fires: UInt64, _ state: inout State) {
        state.armed = fires
        timer.schedule(deadline: DispatchTime(uptimeNanoseconds: fires))
    }
}

/// A binary heap: the least element first, by `less`.
struct MinHeap<Element> {
    let less: (Element, Element) -> Bool
    private var elements: [Element] = []

    init(_ elements: [Element] = [], by less: @escaping (Element, Element) -> Bool) {
        self.less = less
        for element in elements { insert(element) }
    }

    var count: Int { elements.count }
    var first: Element? { elements.first }

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard less(elements[child], elements[parent]) else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() {
        guard !elements.isEmpty else { return }
        elements.swapAt(0, elements.count - 1)
        elements.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var least = parent
            if left < elements.count, less(elements[left], elements[least]) { least = left }
            if right < elements.count, less(elements[right], elements[least]) { least = right }
            if least == parent { return }
            elements.swapAt(parent, least)
            parent = least
        }
    }
}
