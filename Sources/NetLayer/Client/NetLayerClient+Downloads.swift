import Foundation
import HTTPTypes

extension NetLayerClient {
    /// Calls `endpoint` and writes its reply's body to `destination` as it
    /// arrives, never holding it whole in memory; returns once the file is
    /// complete and in place.
    ///
    /// The body is written to `<destination>.part` and moved to `destination`
    /// (replacing a file there) at the end. A transfer cut short is tried
    /// again up to `options.retries` times, from where the file stopped
    /// (`Range: bytes=N-` with `If-Range` set to the reply's ETag, else its
    /// Last-Modified): a 206 is appended, a 200 (the file changed on the
    /// server) starts the file over. A download cancelled, timed out or
    /// failed keeps its partial file, and a later download to the same
    /// destination continues it. An HTTP error status ends the download with
    /// the same `NetLayerError` a call gets; an expired token is refreshed by
    /// the interceptors as for a call.
    ///
    /// The endpoint's (else the client's) time-out bounds the wait for the
    /// reply's head and each wait for more of its body, not the whole
    /// download: a large file takes as long as it takes while it moves.
    /// `cancelAll()` and `cancel(endpointID:)` end it as they end calls.
    ///
    /// - Parameters:
    ///   - endpoint: the interface called.
    ///   - parameters: the call's parameters, as for `send`.
    ///   - destination: a file URL; its folder is made when missing.
    ///   - options: progress, a size limit of the download's own, resuming and retries.
    /// - Returns: The file at `destination`, its size and the response that completed it.
    /// - Throws: `.invalidRequest` when `destination` is not a file URL or cannot be written; `.replyTooLarge`
    ///   past `options.maxBytes`; `.httpStatus` for a status other than 2xx (206, and 416 for a file already
    ///   whole, are success); `.network`, `.timedOut` or `.cancelled` when the transfer fails, is too slow or is
    ///   cancelled (the partial file stays); `.loginRequired` when the token cannot be refreshed.
    public func download(
        _ endpoint: Endpoint, parameters: [Parameter] = [], to destination: URL,
        options: DownloadOptions = .init()
    ) async throws(NetLayerError) -> DownloadedFile {
        guard destination.isFileURL, !destination.hasDirectoryPath else {
            throw .invalidRequest("the destination \(destination.absoluteString) is not a file's URL")
        }
        // The file replaces what is at the destination: never a folder.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder), isFolder.boolValue {
            throw .invalidRequest("the destination \(destination.path) is a folder")
        }
        let step = DownloadTransfer(
            client: self, endpoint: endpoint, parameters: parameters,
            partial: PartialDownload(destination: destination), options: options)
        let driver = AttemptDriver(
            client: self, endpoint: endpoint, rules: .download(retries: options.retries),
            limit: .idle(endpoint.timeout ?? configuration.timeout, firstByte: nil))
        return try await driver.run(step).get()
    }

    /// Sends `request` and writes its body to the partial file. Throws the
    /// transport's error, or a `NetLayerError`.
    fileprivate func transfer(
        _ request: OutgoingRequest, endpoint: Endpoint, resumed: PartialDownload.Resumable?, partial: PartialDownload,
        options: DownloadOptions, watch: ByteWatch?
    ) async throws -> AttemptOutcome<DownloadedFile> {
        watch?.moved()
        let start = ContinuousClock.now
        let reply = try await sender.open(
            request.head, body: request.body,
            options: TransferOptions(credentialHeaders: configuration.credentialHeaders))
        watch?.moved()
        let (body, response) = (reply.body, reply.response)
        defer { body.cancel() }
        configuration.logger?.log(
            .response(
                endpointID: endpoint.id, status: response.status.code,
                bytes: Int(response.contentLength ?? 0), duration: .now - start))

        var received: Int64 = 0
        let expected: Int64?
        let writer: DownloadWriter
        switch (response.status.code, resumed) {
        case (206, let resumed?):
            guard let range = ContentRange(response), range.start == resumed.size else {
                partial.discard()
                return .cut(Self.rangesDidNotFit)
            }
            received = resumed.size
            expected = range.total
            try checkLimit(expected, options, partial)
            writer = try partial.append()
        case (416, let resumed?):
            // The partial file may be the whole file already: a cut after its last byte.
            guard let range = ContentRange(response), range.total == resumed.size else {
                partial.discard()
                return .cut(Self.rangesDidNotFit)
            }
            try partial.finish()
            return .success(DownloadedFile(url: partial.destination, response: response, bytes: resumed.size))
        case (200..<300, _):
            expected = response.contentLength
            try checkLimit(expected, options, partial)
            let validator =
                response.headerFields[.eTag] ?? response.headerFields[.lastModified]
            writer = try partial.start(validator: validator)
        default:
            return await errorOutcome(response, body: body, endpoint: endpoint)
        }
        defer { writer.close() }
        if received > 0 { options.progress?(TransferProgress(received: received, expected: expected)) }
        for try await chunk in body {
            watch?.moved()
            received += Int64(chunk.count)
            if let limit = options.maxBytes, received > limit {
                writer.close()
                partial.discard()
                throw NetLayerError.replyTooLarge(limit: limit)
            }
            try writer.write(chunk)
            options.progress?(TransferProgress(received: received, expected: expected))
        }
        try writer.flush()
        if let expected, received < expected {
            // The body ended early without an error from the transport: a cut all the same.
            throw URLError(.networkConnectionLost)
        }
        writer.close()
        try partial.finish()
        return .success(DownloadedFile(url: partial.destination, response: response, bytes: received))
    }

    /// A file larger than the limit is refused before a byte of it is written.
    private func checkLimit(
        _ expected: Int64?, _ options: DownloadOptions, _ partial: PartialDownload
    ) throws(NetLayerError) {
        guard let limit = options.maxBytes, let expected, expected > limit else { return }
        partial.discard()
        throw .replyTooLarge(limit: limit)
    }

    /// The server's range did not fit the partial file, which was dropped: the next attempt starts over, and
    /// when none is left the download ends with this.
    private static let rangesDidNotFit = NetLayerError.network(
        NetworkFailure(kind: .badReply, code: 0, message: "the server's ranges did not fit the partial file"))
}

/// A download's transfer step: the request sent with the partial file's range, if it may resume, and the
/// reply's body written to the partial file.
struct DownloadTransfer: TransferStep {
    let client: NetLayerClient
    let endpoint: Endpoint
    let parameters: [Parameter]
    let partial: PartialDownload
    let options: DownloadOptions
    /// What the next attempt continues: the partial file's size and validator.
    private var resumed: PartialDownload.Resumable?

    init(
        client: NetLayerClient, endpoint: Endpoint, parameters: [Parameter], partial: PartialDownload,
        options: DownloadOptions
    ) {
        (self.client, self.endpoint, self.parameters) = (client, endpoint, parameters)
        (self.partial, self.options) = (partial, options)
    }

    mutating func nextParameters() -> [Parameter] {
        resumed = options.resume ? partial.resumable() : nil
        guard let resumed else { return parameters }
        // As parameters, so that the request's log shows them.
        return parameters + [
            Parameter("Range", "bytes=\(resumed.size)-", in: .header),
            Parameter("If-Range", resumed.validator, in: .header),
        ]
    }

    /// `watch` is the download's idle time-out, the driver's: each attempt, the reply's head and each chunk
    /// restart it.
    func transfer(_ prepared: PreparedRequest, watch: ByteWatch?) async -> AttemptOutcome<DownloadedFile> {
        do {
            return try await client.transfer(
                prepared.request, endpoint: endpoint, resumed: resumed, partial: partial, options: options,
                watch: watch)
        } catch {
            let failure: NetLayerError = Task.isCancelled ? .cancelled : .from(transportError: error)
            // The connection was lost: the next attempt continues the partial file.
            if case .network(let network) = failure, network.kind == .connectionLost { return .cut(failure) }
            return .failure(failure)
        }
    }
}

/// A `Content-Range: bytes START-END/TOTAL` (or `bytes */TOTAL`) header.
struct ContentRange {
    var start: Int64?
    var total: Int64?

    init?(_ response: HTTPResponse) {
        guard let value = response.headerFields[.contentRange],
            value.lowercased().hasPrefix("bytes ")
        else { return nil }
        let spec = value.dropFirst("bytes ".count).split(separator: "/", maxSplits: 1)
        guard spec.count == 2 else { return nil }
        total = Int64(spec[1].trimmingCharacters(in: .whitespaces))
        start = spec[0].split(separator: "-").first.flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) }
    }
}
