import Foundation

/// The chunks of one reply body taken from a source that produces them only
/// when asked: AsyncHTTPClient's response body, which reads from the socket
/// only as its sequence is iterated. A reader slower than the server thus
/// slows the transfer (TCP's window closes) instead of filling memory or disk,
/// which `ChunkBuffer` has to do for URLSession.
///
/// The source is iterated in a task of its own, one element per read: a read
/// waiting on the network can then be ended at once by `cancel()` from any
/// task, which the source's own iterator does not allow, and cancelling that
/// task is what tells the source to stop (and AsyncHTTPClient to close the
/// connection).
final class PulledChunks: Sendable {
    private struct State {
        /// The reader waiting for the next chunk.
        var reader: CheckedContinuation<Data?, any Error>?
        /// The pump waiting for a reader: resumed with true to read one element, false to stop.
        var demand: CheckedContinuation<Bool, Never>?
        /// Set once the body has ended: `.success` for a complete body.
        var end: Result<Void, any Error>?
        var cancelled = false
        var pump: Task<Void, Never>?
    }

    private let state = Locked(State())

    /// Iterates `chunks`, one element per read; an error it throws ends the body (and the transfer).
    init<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks) where Chunks.Element == Data {
        let pump = Task { [self] in
            var iterator = chunks.makeAsyncIterator()
            while await self.demanded() {
                let outcome: Result<Data?, any Error>
                do {
                    outcome = .success(try await iterator.next())
                } catch {
                    outcome = .failure(error)
                }
                guard self.deliver(outcome) else { return }
            }
        }
        let cancelled = state.withLock { state in
            state.pump = pump
            return state.cancelled
        }
        if cancelled { pump.cancel() }
    }

    /// Suspends the pump until a reader asks; false once the body is cancelled.
    private func demanded() async -> Bool {
        await withCheckedContinuation { continuation in
            let go: Bool? = state.withLock { state in
                if state.cancelled || state.end != nil { return false }
                if state.reader != nil { return true }
                state.demand = continuation
                return nil
            }
            if let go { continuation.resume(returning: go) }
        }
    }

    /// Hands `outcome` to the reader; whether the pump reads on.
    private func deliver(_ outcome: Result<Data?, any Error>) -> Bool {
        let reader: CheckedContinuation<Data?, any Error>? = state.withLock { state in
            guard !state.cancelled else { return nil }
            switch outcome {
            case .success(.some): break
            case .success(.none): state.end = .success(())
            case .failure(let error): state.end = .failure(error)
            }
            defer { state.reader = nil }
            return state.reader
        }
        reader?.resume(with: outcome)
        return reader != nil && (try? outcome.get()) != nil
    }

    /// The next chunk; nil at the end of the body. Cancelling the calling
    /// task cancels the transfer and throws `CancellationError`.
    func next() async throws -> Data? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
                enum Step {
                    case end(Result<Void, any Error>)
                    case ask(CheckedContinuation<Bool, Never>?)
                }
                let step: Step = state.withLock { state in
                    if state.cancelled { return .end(.failure(CancellationError())) }
                    if let end = state.end { return .end(end) }
                    state.reader = continuation
                    defer { state.demand = nil }
                    return .ask(state.demand)
                }
                switch step {
                case .end(.success): continuation.resume(returning: nil)
                case .end(.failure(let error)): continuation.resume(throwing: error)
                case .ask(let demand): demand?.resume(returning: true)
                }
            }
        } onCancel: {
            cancel()
        }
    }

    /// The reader has gone: a waiting read throws `CancellationError`, and a
    /// transfer still running is stopped.
    func cancel() {
        typealias Reader = CheckedContinuation<Data?, any Error>
        let (reader, demand, pump): (Reader?, CheckedContinuation<Bool, Never>?, Task<Void, Never>?) =
            state.withLock { state in
                guard !state.cancelled else { return (nil, nil, nil) }
                state.cancelled = true
                defer {
                    state.reader = nil
                    state.demand = nil
                }
                return (state.reader, state.demand, state.end == nil ? state.pump : nil)
            }
        pump?.cancel()
        demand?.resume(returning: false)
        reader?.resume(throwing: CancellationError())
    }
}
