import Foundation

extension NetLayerClient {
    /// Runs `operation` with `seconds` as the deadline of each call it makes, over the
    /// endpoint's, the module's and the client's own: one call's time-out, without a
    /// client of other settings and without the generated functions taking options.
    ///
    /// ```swift
    /// let items = try await NetLayerClient.withTimeout(5) { try await shop.cart.list() }
    /// ```
    ///
    /// The calls made inside `operation`, and in the tasks it starts, take it: the API and
    /// Service functions of every delivery style. A stream's first byte and a download's
    /// silence keep their own time-outs (``StreamOptions``, ``DownloadOptions``).
    ///
    /// - Parameters:
    ///   - seconds: each call's deadline, from the moment it starts.
    ///   - isolation: the caller's actor, where `operation` runs; left to its default.
    ///   - operation: the calls.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws; a call inside it past `seconds` throws `NetLayerError.timedOut`.
    public static func withTimeout<Value, Failure: Error>(
        _ seconds: TimeInterval,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let outcome: Result<Value, Failure> = await CallTimeout.$seconds.withValue(seconds) {
            do throws(Failure) {
                return .success(try await operation())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// The deadline of a call of `endpoint`: a ``withTimeout(_:isolation:operation:)``
    /// around it, else the endpoint's, else the client's.
    func timeout(of endpoint: Endpoint) -> TimeInterval {
        CallTimeout.seconds ?? endpoint.timeout ?? configuration.timeout
    }
}

/// The time-out ``NetLayerClient/withTimeout(_:isolation:operation:)`` gives the calls under it.
enum CallTimeout {
    @TaskLocal static var seconds: TimeInterval?
}
