import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a `ReplyStream` calls: the client, the interface, and how its reply is read.
struct StreamSource: Sendable {
    let client: NetLayerClient
    let endpoint: Endpoint
    let parameters: [Parameter]
    let options: StreamOptions
    let format: StreamFramer.Format
}

/// One loop over a `ReplyStream`: sends the request, cuts the body into
/// items, keeps the time-outs, and reconnects when asked to.
final class StreamReader {
    private let source: StreamSource
    private let control = StreamControl()
    private var framer: StreamFramer
    private var body: ReplyBody?
    private var pending: [StreamItem] = []
    private var index = 0
    private var done = false
    /// Until the current connection's first bytes of body: the first-byte
    /// time-out runs from the request. Nil once they came: the idle time-out applies.
    private var firstByteBy: ContinuousClock.Instant?
    /// Reconnections in a row that brought no item.
    private var reconnections = 0
    private var registered = false
    private let id: UInt64

    init(source: StreamSource) {
        self.source = source
        framer = StreamFramer(source.format)
        id = source.client.registry.makeID()
    }

    deinit {
        close()
    }

    /// Ends the loop: the transfer stops, and `next()` returns nil from now on.
    func close() {
        done = true
        body?.cancel()
        body = nil
        if registered {
            registered = false
            source.client.registry.finish(id)
        }
    }

    func next() async throws(NetLayerError) -> StreamItem? {
        while true {
            if index < pending.count {
                index += 1
                return pending[index - 1]
            }
            if done { return nil }
            do throws(NetLayerError) {
                if let body {
                    try await read(body)
                } else {
                    try await connect()
                }
            } catch {
                try await recover(from: error)
            }
        }
    }

    // MARK: Steps

    private func connect() async throws(NetLayerError) {
        if !registered {
            registered = true
            source.client.registry.register(id, endpoint: source.endpoint) { [control] in control.cancel() }
        }
        var headers: [String: String] = [:]
        if case .events = source.format {
            headers["Cache-Control"] = "no-cache"
            if let id = framer.lastEventID { headers["Last-Event-ID"] = id }
        }
        let sent = ContinuousClock.now
        body = try await source.client.openStream(source, headers: headers, control: control)
        firstByteBy = sent + .seconds(Deadline.clamped(source.client.firstByteTimeout(source)))
    }

    private func read(_ body: ReplyBody) async throws(NetLayerError) {
        let seconds =
            firstByteBy.map { max(0, Double(($0 - .now) / .milliseconds(1)) / 1000) }
            ?? source.client.idleTimeout(source)
        guard let chunk = try await control.watch(seconds, { try await body.buffer.next() }) else {
            pending = framer.finish()
            index = 0
            self.body = nil
            // A body ended before the end marker was cut short, unless the format has none.
            if case .events(let marker?) = source.format {
                throw .network(
                    NetworkFailure(
                        kind: .connectionLost, code: 0, message: "the stream ended before its end marker \(marker)"))
            }
            done = true
            return
        }
        firstByteBy = nil
        let (items, ended) = framer.consume(chunk)
        pending = items
        index = 0
        if !items.isEmpty { reconnections = 0 }
        if ended { close() }
    }

    /// After `error`: reconnects when the options allow it and the error is a
    /// break, else ends the loop with it.
    private func recover(from error: NetLayerError) async throws(NetLayerError) {
        body?.cancel()
        body = nil
        guard case .events = source.format, reconnections < source.options.reconnectAttempts,
            error.isBreak, !control.isCancelled
        else {
            close()
            source.client.configuration.logger?.log(.failure(endpointID: source.endpoint.id, error: error))
            throw error
        }
        reconnections += 1
        // What the cut left unfinished is dropped: half an event is no event.
        _ = framer.finish()
        let delay = min(framer.reconnectionDelay ?? 1000, 60_000)
        if delay > 0 {
            do {
                try await Task.sleep(for: .milliseconds(delay))
            } catch {
                close()
                throw .cancelled
            }
        }
    }
}

extension NetLayerError {
    /// A connection that broke or went quiet: what reconnecting may mend.
    var isBreak: Bool {
        switch self {
        case .network, .timedOut: true
        default: false
        }
    }
}

/// Stops a stream's transfer from outside its loop (`cancelAll()`, a
/// time-out), whether the request is still opening or its body is read.
final class StreamControl: Sendable {
    private struct State {
        var cancelled = false
        var stop: (@Sendable () -> Void)?
    }

    private let state = Locked(State())

    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Ends the stream for good.
    func cancel() {
        let stop = state.withLock { state in
            state.cancelled = true
            return state.stop
        }
        stop?()
    }

    /// Runs `work`, stopped by `cancel()`, by the calling task's cancellation
    /// or after `seconds` (then `.timedOut`); `work` must end when its task
    /// is cancelled.
    func watch<T: Sendable>(
        _ seconds: TimeInterval, _ work: @escaping @Sendable () async throws -> T
    ) async throws(NetLayerError) -> T {
        let task = Task { try await work() }
        let begun = state.withLock { state in
            state.stop = { task.cancel() }
            return !state.cancelled
        }
        if !begun { task.cancel() }
        let deadline = Deadline(after: seconds) { task.cancel() }
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            task.cancel()
        }
        let expired = deadline.end()
        state.withLock { $0.stop = nil }
        switch result {
        case .success(let value): return value
        case .failure(let error):
            if isCancelled || Task.isCancelled { throw .cancelled }
            if expired { throw .timedOut }
            throw .from(transportError: error)
        }
    }
}
