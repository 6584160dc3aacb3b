import Foundation

/// The chunks of one reply body taken from a source that produces them only
/// when asked: AsyncHTTPClient's response body, which reads from the socket
/// only as its sequence is iterated. A reader slower than the server thus
/// slows the transfer (TCP's window closes) instead of filling memory or disk,
/// which `ChunkBuffer` has to do for URLSession.
///
/// The source is iterated in a task of its own: a read waiting on the network
/// can then be ended at once by `cancel()` from any task, which the source's
/// own iterator does not allow, and cancelling that task is what tells the
/// source to stop (and AsyncHTTPClient to close the connection).
///
/// Once the reader has asked for a first chunk, that task reads on while fewer
/// than `readAhead` bytes wait for the reader, so that the next socket read
/// overlaps the reader's work (a file write) instead of waiting for it; a
/// reader that stops reading leaves at most `readAhead` bytes and one chunk here.
final class PulledChunks: Sendable {
    private struct State {
        /// Read from the source, not yet taken by the reader.
        var queue: [Data] = []
        var queueHead = 0
        var queuedBytes = 0
        /// The reader waiting for the next chunk (the queue is empty then).
        var reader: CheckedContinuation<Data?, any Error>?
        /// The pump waiting for a reader or for room: resumed with true to read one element, false to stop.
        var demand: CheckedContinuation<Bool, Never>?
        /// Set once the source has ended: `.success` for a complete body. The reader sees it after the queue.
        var end: Result<Void, any Error>?
        /// Whether the reader has asked once: no read-ahead before that.
        var started = false
        var cancelled = false
        var pump: Task<Void, Never>?
        /// Waiting for the pump to stop reading (`paused()`).
        var pauseWatchers: [CheckedContinuation<Void, Never>] = []

        var isQueueEmpty: Bool { queueHead == queue.count }

        mutating func dequeue() -> Data {
            let chunk = queue[queueHead]
            queue[queueHead] = Data()
            queueHead += 1
            queuedBytes -= chunk.count
            if isQueueEmpty {
                queue.removeAll(keepingCapacity: true)
                queueHead = 0
            }
            return chunk
        }

        /// The pump's continuation when it waits and may read again; taken out of the state.
        mutating func takeDemand(readAhead: Int) -> CheckedContinuation<Bool, Never>? {
            guard let demand, reader != nil || (started && queuedBytes < readAhead) else { return nil }
            self.demand = nil
            return demand
        }
    }

    /// How many bytes the pump reads ahead of the reader.
    let readAhead: Int
    private let state = Locked(State())

    /// Iterates `chunks`, one element per read and up to `readAhead` bytes ahead of the
    /// reader; an error it throws ends the body (and the transfer) after the chunks before it.
    init<Chunks: AsyncSequence & Sendable>(_ chunks: Chunks, readAhead: Int = 0) where Chunks.Element == Data {
        self.readAhead = readAhead
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

    /// Suspends the pump until a reader asks or the read-ahead has room; false once the body is cancelled.
    private func demanded() async -> Bool {
        await withCheckedContinuation { continuation in
            let (go, watchers): (Bool?, [CheckedContinuation<Void, Never>]) = state.withLock { state in
                if state.cancelled || state.end != nil { return (false, []) }
                if state.reader != nil || (state.started && state.queuedBytes < readAhead) { return (true, []) }
                state.demand = continuation
                defer { state.pauseWatchers = [] }
                return (nil, state.pauseWatchers)
            }
            for watcher in watchers { watcher.resume() }
            if let go { continuation.resume(returning: go) }
        }
    }

    /// Hands `outcome` to the waiting reader, else queues it; whether the pump reads on.
    private func deliver(_ outcome: Result<Data?, any Error>) -> Bool {
        let (reader, watchers, readOn):
            (CheckedContinuation<Data?, any Error>?, [CheckedContinuation<Void, Never>], Bool) =
                state.withLock { state in
                    guard !state.cancelled else { return (nil, [], false) }
                    switch outcome {
                    case .success(.some(let chunk)):
                        defer { state.reader = nil }
                        if state.reader == nil {
                            state.queue.append(chunk)
                            state.queuedBytes += chunk.count
                        }
                        return (state.reader, [], true)
                    case .success(.none):
                        state.end = .success(())
                    case .failure(let error):
                        state.end = .failure(error)
                    }
                    defer {
                        state.reader = nil
                        state.pauseWatchers = []
                    }
                    return (state.reader, state.pauseWatchers, false)
                }
        for watcher in watchers { watcher.resume() }
        reader?.resume(with: outcome)
        return readOn
    }

    /// What a read finds: a chunk or the end at once, or a wait for the pump.
    private enum Step {
        case chunk(Data, wake: CheckedContinuation<Bool, Never>?)
        case end(Result<Void, any Error>)
        case wait(wake: CheckedContinuation<Bool, Never>?)
    }

    /// The next chunk; nil at the end of the body. Cancelling the calling
    /// task cancels the transfer and throws `CancellationError`.
    func next() async throws -> Data? {
        try await withTaskCancellationHandler {
            // A chunk read ahead is taken without suspending.
            if let chunk = try take(registering: nil) { return chunk }
            return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
                do {
                    if let chunk = try take(registering: continuation) { continuation.resume(returning: chunk) }
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        } onCancel: {
            cancel()
        }
    }

    /// A queued chunk, or the body's end (nil, or its error). Else nil, with `reader` set to wait
    /// when given; the pump is woken when it may read.
    private func take(registering reader: CheckedContinuation<Data?, any Error>?) throws -> Data?? {
        let step: Step? = state.withLock { state in
            if state.cancelled { return .end(.failure(CancellationError())) }
            state.started = true
            if !state.isQueueEmpty {
                let chunk = state.dequeue()
                return .chunk(chunk, wake: state.takeDemand(readAhead: readAhead))
            }
            if let end = state.end { return .end(end) }
            guard let reader else { return nil }
            state.reader = reader
            return .wait(wake: state.takeDemand(readAhead: readAhead))
        }
        switch step {
        case nil:
            return nil
        case .chunk(let chunk, let wake):
            wake?.resume(returning: true)
            return .some(chunk)
        case .end(.success):
            return .some(nil)
        case .end(.failure(let error)):
            throw error
        case .wait(let wake):
            wake?.resume(returning: true)
            return nil
        }
    }

    /// Returns once the pump has stopped reading: it waits for the reader (the read-ahead is
    /// full, or there is none), or the body has ended or been cancelled.
    func paused() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state in
                if state.demand != nil || state.end != nil || state.cancelled { return true }
                state.pauseWatchers.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// How many bytes were read ahead and wait for the reader.
    var queuedBytes: Int { state.withLock { $0.queuedBytes } }

    /// The reader has gone: a waiting read throws `CancellationError`, what was read ahead
    /// is dropped, and a transfer still running is stopped.
    func cancel() {
        typealias Reader = CheckedContinuation<Data?, any Error>
        let (reader, demand, pump, watchers):
            (Reader?, CheckedContinuation<Bool, Never>?, Task<Void, Never>?, [CheckedContinuation<Void, Never>]) =
                state.withLock { state in
                    guard !state.cancelled else { return (nil, nil, nil, []) }
                    state.cancelled = true
                    defer {
                        state.reader = nil
                        state.demand = nil
                        state.queue = []
                        state.queueHead = 0
                        state.queuedBytes = 0
                        state.pauseWatchers = []
                    }
                    return (state.reader, state.demand, state.end == nil ? state.pump : nil, state.pauseWatchers)
                }
        pump?.cancel()
        demand?.resume(returning: false)
        reader?.resume(throwing: CancellationError())
        for watcher in watchers { watcher.resume() }
    }
}
