import Foundation
import NetLayer

/// The calls of a churn run by kind, and those that ended otherwise than
/// their kind must.
final class OutcomeCounts: @unchecked Sendable {
    enum Kind: String, CaseIterable {
        case answered, refused, timedOut, cutShort, cancelled
    }

    struct Summary {
        var calls = 0
        var answered = 0
        var refused = 0
        var timedOut = 0
        var cutShort = 0
        var cancelled = 0
        var unexpected = 0
        /// The first few unexpected outcomes, to read.
        var examples: [String] = []
    }

    private let lock = NSLock()
    private var counts = Summary()

    func record(
        _ kind: Kind, _ outcome: Result<RequestResult, NetLayerError>,
        expected: (Result<RequestResult, NetLayerError>) -> Bool
    ) {
        let matches = expected(outcome)
        lock.withLock {
            counts.calls += 1
            guard matches else {
                counts.unexpected += 1
                if counts.examples.count < 5 { counts.examples.append("\(kind.rawValue): \(outcome)") }
                return
            }
            switch kind {
            case .answered: counts.answered += 1
            case .refused: counts.refused += 1
            case .timedOut: counts.timedOut += 1
            case .cutShort: counts.cutShort += 1
            case .cancelled: counts.cancelled += 1
            }
        }
    }

    var summary: Summary { lock.withLock { counts } }

    private var overshoots: [Duration] = []

    /// How long after its deadline a timed-out call ended.
    func overshoot(_ duration: Duration) {
        lock.withLock { overshoots.append(duration) }
    }

    /// The overshoots' median, 99th percentile and maximum, in milliseconds.
    var overshootPercentiles: String {
        let sorted = lock.withLock { overshoots.sorted() }
        guard !sorted.isEmpty else { return "nothing" }
        func milliseconds(_ fraction: Double) -> String {
            let duration = sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
            return String(format: "%.1f ms", Double(duration / .microseconds(1)) / 1000)
        }
        return [0.5, 0.99, 1].map(milliseconds).joined(separator: ", ")
    }
}
