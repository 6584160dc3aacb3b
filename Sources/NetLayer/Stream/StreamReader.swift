import Foundation
import HTTPTypes

/// What a `ReplyStream` calls: the client, the interface, and how its reply is read.
struct StreamSource: Sendable {
    let client: NetLayerClient
    let endpoint: Endpoint
    let parameters: [Parameter]
    let options: StreamOptions
    let format: StreamFormat
}

/// One loop over a `ReplyStream`: sends the request, cuts the body into
/// items, feeds the time-outs the attempt driver started for its opening,
/// and reconnects when asked to.
final class StreamReader {
    private let source: StreamSource
    private let control = StreamControl()
    private var framer: StreamFramer
    private var body: ReplyBody?
    /// The first-byte and idle time-outs of the connection: the attempt driver's, started for the opening.
    private var clock: RunningClock?
    private var pending: [StreamItem] = []
    private var index = 0
    private var done = false
    /// Reconnections in a row that brought no item.
    private var reconnections = 0
    private var registered = false
    private let id: UInt64

    init(source: StreamSource) {
        self.source = source
        framer = StreamFramer(source.format, endMarker: source.format == .events ? source.options.endMarker : nil)
        id = source.client.registry.makeID()
    }

    deinit {
        close()
    }

    /// Ends the loop: the transfer stops, and `next()` returns nil from now on.
    func close() {
        done = true
        endClock()
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
            // The attempt driver has logged an opening's failure; a read's is logged here.
            let opening = body == nil
            do throws(NetLayerError) {
                if let body {
                    try await read(body)
                } else {
                    try await connect()
                }
            } catch {
                try await recover(from: error, logged: opening)
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
        if source.format == .events {
            headers["Cache-Control"] = "no-cache"
            if let id = framer.lastEventID { headers["Last-Event-ID"] = id }
        }
        endClock()
        let opened = try await source.client.openStream(source, headers: headers, control: control)
        (body, clock) = (opened.body, opened.clock)
    }

    /// The connection is over: its time-outs stop.
    private func endClock() {
        clock?.end()
        clock = nil
    }

    private func read(_ body: ReplyBody) async throws(NetLayerError) {
        guard let chunk = try await control.read(body) else {
            endClock()
            pending = framer.finish()
            index = 0
            self.body = nil
            // A body ended before the end marker was cut short, unless the format has none.
            if let marker = framer.endMarker {
                throw .network(
                    NetworkFailure(
                        kind: .connectionLost, code: 0, message: "the stream ended before its end marker \(marker)"))
            }
            done = true
            return
        }
        clock?.moved()
        let (items, ended) = framer.consume(chunk)
        pending = items
        index = 0
        if !items.isEmpty { reconnections = 0 }
        if ended { close() }
    }

    /// After `error`: reconnects when the options allow it and the error is a
    /// break, else ends the loop with it, logged unless it was (`logged`).
    private func recover(from error: NetLayerError, logged: Bool) async throws(NetLayerError) {
        body?.cancel()
        body = nil
        endClock()
        guard source.format == .events, reconnections < source.options.reconnectAttempts,
            error.isBreak, !control.isCancelled
        else {
            close()
            if !logged {
                source.client.configuration.logger?.log(.failure(endpointID: source.endpoint.id, error: error))
            }
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

/// Stops a stream's transfer from outside its loop (`cancelAll()`, the
/// time-outs), whether its request is still opening or its body is read.
final class StreamControl: Sendable {
    private struct State {
        var cancelled = false
        var timedOut = false
        /// Stops the work under way: the opening request, or the body's transfer.
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

    /// The attempt driver started a connection's clock: a time-out of an
    /// earlier connection no longer stops this one's work.
    func clockStarted() {
        state.withLock { $0.timedOut = false }
    }

    /// The driver's clock ran out: the work under way stops, and ends
    /// `.timedOut`, as does any work started before the next clock.
    func ranOut() {
        let stop = state.withLock { state in
            state.timedOut = true
            return state.stop
        }
        stop?()
    }

    /// Runs `work` in a task of its own, which `cancel()` and the time-outs
    /// stop, as does the calling task's cancellation.
    func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws(NetLayerError) -> T {
        let task = Task { try await work() }
        let result = await stopping({ task.cancel() }) {
            await withTaskCancellationHandler {
                await task.result
            } onCancel: {
                task.cancel()
            }
        }
        return try result.mapError(reason).get()
    }

    /// The next chunk of `body`, which `cancel()` and the time-outs stop.
    func read(_ body: ReplyBody) async throws(NetLayerError) -> Data? {
        let result: Result<Data?, any Error> = await stopping({ body.cancel() }) {
            do {
                return .success(try await body.next())
            } catch {
                return .failure(error)
            }
        }
        return try result.mapError(reason).get()
    }

    private func stopping<T>(_ stop: @escaping @Sendable () -> Void, _ work: () async -> T) async -> T {
        let stopped = state.withLock { state in
            state.stop = stop
            return state.cancelled || state.timedOut
        }
        if stopped { stop() }
        defer { state.withLock { $0.stop = nil } }
        return await work()
    }

    /// The `NetLayerError` that `error`, which ended a piece of work, stands for.
    private func reason(_ error: any Error) -> NetLayerError {
        let (cancelled, timedOut) = state.withLock { ($0.cancelled, $0.timedOut) }
        if cancelled || Task.isCancelled { return .cancelled }
        if timedOut { return .timedOut }
        return .from(transportError: error)
    }
}
