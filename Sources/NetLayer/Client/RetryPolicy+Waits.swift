import Foundation

extension RetryPolicy {
    /// Whether `error` is one of the conditions.
    func covers(_ error: NetLayerError) -> Bool {
        switch error {
        case .httpStatus(let failure): conditions.contains(.status(failure.status))
        case .network(let failure): conditions.contains(.network(failure.kind))
        default: false
        }
    }

    /// Seconds to wait before retry number `retry` (1 for the first): the
    /// server's `Retry-After` when the failure carries one, else the backoff.
    func wait(
        before retry: Int, after error: NetLayerError, now: Date = Date(),
        random: (ClosedRange<Double>) -> Double = { Double.random(in: $0) }
    ) -> Double {
        if case .httpStatus(let failure) = error, let header = failure.headers["retry-after"],
            let seconds = Self.retryAfter(header, now: now)
        {
            return seconds
        }
        let growth = backoff == .exponential ? pow(2, Double(min(retry - 1, 30))) : 1
        let wait = min(maxDelay, delay * growth)
        return jitter ? random(wait / 2...wait) : wait
    }

    /// A `Retry-After` value in seconds: a number of seconds, or an HTTP-date
    /// (RFC 9110, section 10.2.3) counted from `now`; nil when it is neither.
    static func retryAfter(_ value: String, now: Date) -> Double? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text), seconds >= 0 { return Double(seconds) }
        guard let date = HTTPDate.parse(text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}

/// Whether an endpoint's calls go again on their own.
public enum RetryChoice: Sendable, Hashable {
    /// The client's `retry` policy, if it has one.
    case inherited
    /// Never.
    case none
    /// This policy, instead of the client's.
    case policy(RetryPolicy)
}
