import Foundation
import HTTPTypes

extension NetLayerClient {
    // MARK: Streams

    /// The server-sent events of `endpoint`'s reply (`text/event-stream`), as they arrive.
    ///
    /// - Parameters:
    ///   - endpoint: The interface called; its reply should be `text/event-stream`.
    ///   - parameters: The call's parameters, as for `send`; none by default.
    ///   - options: The wait for the first byte, the end marker and the like; the defaults otherwise.
    /// - Returns: A stream that sends the request when iterated first. Iterating it throws the
    ///   `NetLayerError` the call ends with (`.httpStatus`, `.network`, `.timedOut`, `.cancelled`, …).
    public func events(
        _ endpoint: Endpoint, parameters: [Parameter] = [], options: StreamOptions = StreamOptions()
    ) -> ReplyStream<ServerSentEvent> {
        ReplyStream(source: source(endpoint, parameters, options, .events)) {
            item throws(NetLayerError) in
            guard case .event(let event) = item else { throw Self.unexpected(item) }
            return event
        }
    }

    /// The server-sent events of `endpoint`'s reply, each event's `data`
    /// decoded as `T` with the client's decoder (no envelope applies).
    ///
    /// - Parameters:
    ///   - endpoint: The interface called; its reply should be `text/event-stream`.
    ///   - parameters: The call's parameters, as for `send`; none by default.
    ///   - type: The type each event's `data` is decoded as.
    ///   - options: The wait for the first byte, the end marker and the like; the defaults otherwise.
    /// - Returns: A stream that sends the request when iterated first. Iterating it throws the
    ///   `NetLayerError` the call ends with, and `.decoding` for an event whose `data` does not fit `T`.
    public func events<T: Decodable & Sendable>(
        _ endpoint: Endpoint, parameters: [Parameter] = [], as type: T.Type,
        options: StreamOptions = StreamOptions()
    ) -> ReplyStream<T> {
        let decoder = configuration.decoder(for: endpoint)
        return ReplyStream(source: source(endpoint, parameters, options, .events)) {
            item throws(NetLayerError) in
            guard case .event(let event) = item else { throw Self.unexpected(item) }
            return try Self.decode(T.self, from: Data(event.data.utf8), using: decoder)
        }
    }

    /// The records of `endpoint`'s reply, one per line: JSON Lines, NDJSON or
    /// json-seq. Blank lines are skipped; the line break is not part of a record.
    ///
    /// - Parameters:
    ///   - endpoint: The interface called.
    ///   - parameters: The call's parameters, as for `send`; none by default.
    ///   - options: The wait for the first byte and the like; the defaults otherwise.
    /// - Returns: A stream of the records' bytes, without line breaks, that sends the request when iterated
    ///   first. Iterating it throws the `NetLayerError` the call ends with.
    public func lines(
        _ endpoint: Endpoint, parameters: [Parameter] = [], options: StreamOptions = StreamOptions()
    ) -> ReplyStream<Data> {
        ReplyStream(source: source(endpoint, parameters, options, .lines)) { item throws(NetLayerError) in
            guard case .record(let record) = item else { throw Self.unexpected(item) }
            return record
        }
    }

    /// The records of `endpoint`'s reply, one per line, each decoded as `T` with the client's decoder.
    ///
    /// - Parameters:
    ///   - endpoint: The interface called.
    ///   - parameters: The call's parameters, as for `send`; none by default.
    ///   - type: The type each record is decoded as.
    ///   - options: The wait for the first byte and the like; the defaults otherwise.
    /// - Returns: A stream that sends the request when iterated first. Iterating it throws the
    ///   `NetLayerError` the call ends with, and `.decoding` for a record that does not fit `T`.
    public func lines<T: Decodable & Sendable>(
        _ endpoint: Endpoint, parameters: [Parameter] = [], as type: T.Type,
        options: StreamOptions = StreamOptions()
    ) -> ReplyStream<T> {
        let decoder = configuration.decoder(for: endpoint)
        return ReplyStream(source: source(endpoint, parameters, options, .lines)) { item throws(NetLayerError) in
            guard case .record(let record) = item else { throw Self.unexpected(item) }
            return try Self.decode(T.self, from: record, using: decoder)
        }
    }

    /// The bytes of `endpoint`'s reply, in chunks as they arrive.
    ///
    /// - Parameters:
    ///   - endpoint: The interface called.
    ///   - parameters: The call's parameters, as for `send`; none by default.
    ///   - options: The wait for the first byte and the like; the defaults otherwise.
    /// - Returns: A stream of the body's chunks, of whatever sizes the transport delivers, that sends the
    ///   request when iterated first. Iterating it throws the `NetLayerError` the call ends with.
    public func bytes(
        _ endpoint: Endpoint, parameters: [Parameter] = [], options: StreamOptions = StreamOptions()
    ) -> ReplyStream<Data> {
        ReplyStream(source: source(endpoint, parameters, options, .bytes)) { item throws(NetLayerError) in
            guard case .record(let chunk) = item else { throw Self.unexpected(item) }
            return chunk
        }
    }

    private func source(
        _ endpoint: Endpoint, _ parameters: [Parameter], _ options: StreamOptions, _ format: StreamFormat
    ) -> StreamSource {
        StreamSource(client: self, endpoint: endpoint, parameters: parameters, options: options, format: format)
    }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data, using decoder: ResponseDecoder)
        throws(NetLayerError) -> T
    {
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw .decoding(DecodingFailure(error, under: [], body: data))
        }
    }

    private static func unexpected(_ item: StreamItem) -> NetLayerError {
        .decoding(DecodingFailure(message: "unexpected stream item \(item)", codingPath: "", body: Data()))
    }

    // MARK: Opening

    func firstByteTimeout(_ source: StreamSource) -> TimeInterval {
        source.options.firstByteTimeout ?? source.endpoint.timeout ?? configuration.timeout
    }

    func idleTimeout(_ source: StreamSource) -> TimeInterval {
        source.options.idleTimeout ?? firstByteTimeout(source)
    }

    /// Sends the stream's request and returns its body once a success's head
    /// has arrived. An error status is read whole and thrown as a call's
    /// error would be; the interceptors may have it sent again (a refreshed
    /// token), up to `maxRetries` times, as for calls, but not a break, which
    /// is the stream's own to mend (`RetryRules.streamOpening`).
    ///
    /// The body comes with the clock of the stream's first-byte and idle time-outs, which the driver started
    /// for the opening and the reading of the body goes on feeding.
    func openStream(
        _ source: StreamSource, headers: [String: String], control: StreamControl
    ) async throws(NetLayerError) -> OpenedStream {
        let step = StreamOpening(
            client: self, source: source, headers: headers, control: control,
            options: TransferOptions(credentialHeaders: configuration.credentialHeaders))
        let driver = AttemptDriver(
            client: self, endpoint: source.endpoint, rules: .streamOpening,
            limit: .idle(idleTimeout(source), firstByte: firstByteTimeout(source)))
        return try await driver.open(step).get()
    }
}

/// A stream's transfer step: its request sent with the stream's own headers, until a reply's head arrives.
/// An error reply is read whole, as a call's is.
struct StreamOpening: TransferStep {
    let client: NetLayerClient
    let source: StreamSource
    /// `Cache-Control` and `Last-Event-ID` of events.
    let headers: [String: String]
    /// Stops the opening from outside: `cancelAll()`, and the first byte's time-out, when the driver's clock
    /// runs out.
    let control: StreamControl
    let options: TransferOptions

    func nextParameters() -> [Parameter] { source.parameters }

    /// The clock is the control's to act on: bytes moving before the head do not restart it.
    func transfer(_ prepared: PreparedRequest, watch: ByteWatch?) async -> AttemptOutcome<ReplyBody> {
        var request = prepared.request
        for (name, value) in headers {
            if let name = HTTPField.Name(name) { request.head.headerFields[name] = value }
        }
        let (sender, options, client, endpoint) = (client.sender, options, client, source.endpoint)
        do throws(NetLayerError) {
            let reply = try await control.run { [request] in
                try await sender.open(request.head, body: request.body, options: options)
            }
            guard !(200..<300).contains(reply.response.status.code) else { return .success(reply.body) }
            return try await control.run {
                await client.errorOutcome(reply.response, body: reply.body, endpoint: endpoint)
            }
        } catch {
            return .failure(error)
        }
    }
}
