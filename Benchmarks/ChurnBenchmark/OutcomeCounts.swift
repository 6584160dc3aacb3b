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
}
