import Foundation

/// The chunks of one reply body between the transfer that receives them and
/// the one reader that takes them.
///
/// Up to `memoryLimit` bytes wait in memory; past it, what arrives waits in a
/// `SpillFile` until the reader has caught up. A reader slower than the
/// server thus costs disk, not memory, whatever the platform: nothing can
/// pause a transfer of swift-corelibs-foundation's URLSession (`suspend()`
/// leaves libcurl reading the socket, and holding its delegate queue stops
/// every session of the process), so the bytes have to go somewhere.
final class ChunkBuffer: Sendable {
    private struct State: @unchecked Sendable {  // `spill` is only used under the lock.
        var chunks: [Data] = []
        /// The first chunk not yet taken: taking one is O(1).
        var first = 0
        var bytes = 0
        var spill: SpillFile?
        /// Set once the transfer has ended: `.success` for a complete body.
        var end: Result<Void, any Error>?
        var reader: CheckedContinuation<Data?, any Error>?
        var cancelled = false
        /// Stops the transfer for good: the reader has gone.
        var stop: (@Sendable () -> Void)?

        var spilled: Int64 { spill?.unread ?? 0 }
    }

    /// Bytes held in memory before what arrives goes to disk.
    let memoryLimit: Int
    private let state = Locked(State())

    /// 1 MiB: far more than any event, a few milliseconds of a fast
    /// download, and little memory for a reader that lags.
    static let defaultMemoryLimit = 1 << 20

    /// The largest piece read back from disk at once.
    private static let readSize = 256 << 10

    init(memoryLimit: Int = ChunkBuffer.defaultMemoryLimit) {
        self.memoryLimit = max(1, memoryLimit)
    }

    /// Says how to stop the transfer, once it exists. A buffer cancelled before has it called at once.
    func attach(stop: @escaping @Sendable () -> Void) {
        let cancelled = state.withLock { state in
            state.stop = stop
            return state.cancelled && state.end == nil
        }
        if cancelled { stop() }
    }

    /// Bytes received and waiting in memory.
    var bufferedBytes: Int { state.withLock { $0.bytes } }

    /// Bytes received and waiting on disk.
    var spilledBytes: Int64 { state.withLock { $0.spilled } }

    // MARK: The transfer's side

    /// Hands `data` to a waiting reader, or keeps it: in memory below the limit, else on disk.
    func append(_ data: Data) {
        guard !data.isEmpty else { return }
        let step: (reader: CheckedContinuation<Data?, any Error>?, stop: (@Sendable () -> Void)?) =
            state.withLock { state in
                guard !state.cancelled, state.end == nil else { return (nil, nil) }
                if let reader = state.reader {
                    state.reader = nil
                    return (reader, nil)
                }
                // Once bytes wait on disk, every later one does too: the reader takes them in order.
                guard state.spilled > 0 || state.bytes + data.count > memoryLimit else {
                    state.chunks.append(data)
                    state.bytes += data.count
                    return (nil, nil)
                }
                do {
                    if state.spill == nil { state.spill = try SpillFile() }
                    try state.spill!.append(data)
                    return (nil, nil)
                } catch {
                    // What is held is still read; the transfer stops here.
                    state.end = .failure(error)
                    return (nil, state.stop)
                }
            }
        step.reader?.resume(returning: data)
        step.stop?()
    }

    /// The body is complete (`error` nil) or broken: the reader gets what is
    /// held, then the end or the error.
    func finish(throwing error: (any Error)? = nil) {
        let reader: CheckedContinuation<Data?, any Error>? = state.withLock { state in
            guard state.end == nil else { return nil }
            state.end = error.map { .failure($0) } ?? .success(())
            defer { state.reader = nil }
            return state.reader
        }
        if let error {
            reader?.resume(throwing: error)
        } else {
            reader?.resume(returning: nil)
        }
    }

    // MARK: The reader's side

    /// The next chunk; nil at the end of the body. Cancelling the calling
    /// task cancels the transfer and throws `CancellationError`.
    func next() async throws -> Data? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
                take(or: continuation)
            }
        } onCancel: {
            cancel()
        }
    }

    private func take(or continuation: CheckedContinuation<Data?, any Error>) {
        enum Step {
            case chunk(Data)
            case end(Result<Void, any Error>, stop: (@Sendable () -> Void)?)
            case wait
        }
        let step: Step = state.withLock { state in
            if state.cancelled { return .end(.failure(CancellationError()), stop: nil) }
            if state.first < state.chunks.count { return .chunk(Self.takeChunk(&state)) }
            if state.spilled > 0 {
                do {
                    return .chunk(try state.spill!.read(upTo: Self.readSize))
                } catch {
                    let stop = state.end == nil ? state.stop : nil
                    state.end = .failure(error)
                    return .end(.failure(error), stop: stop)
                }
            }
            if let end = state.end { return .end(end, stop: nil) }
            state.reader = continuation
            return .wait
        }
        switch step {
        case .chunk(let chunk): continuation.resume(returning: chunk)
        case .end(.success, _): continuation.resume(returning: nil)
        case .end(.failure(let error), let stop):
            stop?()
            continuation.resume(throwing: error)
        case .wait: break
        }
    }

    private static func takeChunk(_ state: inout State) -> Data {
        let chunk = state.chunks[state.first]
        state.chunks[state.first] = Data()
        state.first += 1
        state.bytes -= chunk.count
        if state.first == state.chunks.count {
            state.chunks.removeAll(keepingCapacity: true)
            state.first = 0
        } else if state.first >= 64, state.first * 2 >= state.chunks.count {
            state.chunks.removeFirst(state.first)
            state.first = 0
        }
        return chunk
    }

    /// The reader has gone: what is held is dropped, a waiting read throws
    /// `CancellationError`, and a transfer still running is stopped.
    func cancel() {
        let step: (reader: CheckedContinuation<Data?, any Error>?, stop: (@Sendable () -> Void)?) =
            state.withLock { state in
                guard !state.cancelled else { return (nil, nil) }
                state.cancelled = true
                state.chunks = []
                state.first = 0
                state.bytes = 0
                state.spill = nil
                defer { state.reader = nil }
                return (state.reader, state.end == nil ? state.stop : nil)
            }
        step.stop?()
        step.reader?.resume(throwing: CancellationError())
    }
}
