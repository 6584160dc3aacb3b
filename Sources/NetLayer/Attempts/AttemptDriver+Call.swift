import Foundation

extension AttemptDriver {
    /// A call's attempts, in a task of their own raced against the call's limit and its cancellation.
    ///
    /// The limit running out, a cancellation, `cancelAll()` and `cancel(endpointID:)` answer the caller at once,
    /// rather than cancel the attempts and wait for the cancellation to travel back through the transport,
    /// interceptors and retries (`FirstOutcome`); the attempts stop when they notice. With an offline cache
    /// policy (`OfflineFallback`), a limit that passes answers with a stored reply instead, or, before the
    /// attempt has looked in the store, waits for it to look.
    func run(_ step: CallTransfer) async -> Result<RequestResult, NetLayerError> {
        let id = client.registry.makeID()
        let ends = limit.ends(from: .now)
        let watch = limit.makeWatch()
        let outcome = FirstOutcome<Result<RequestResult, NetLayerError>>()
        let fallback = step.fallback
        let task = Task {
            var step = step
            let result = await attempts(&step, watch: watch, ends: ends)
            outcome.settle(fallback?.settled(result) ?? result)
        }
        let end = { @Sendable (error: NetLayerError) in
            outcome.settle(.failure(error))
            task.cancel()
        }
        client.registry.register(id, endpoint: endpoint) { end(.cancelled) }
        let clock = limit.start(watch) {
            // With an offline policy, a stored reply answers a call whose network never did.
            switch fallback?.expire() {
            case nil, .answer(nil)?: end(.timedOut)
            case .answer(let stored?)?:
                outcome.settle(.success(stored))
                task.cancel()
            case .awaitAttempt?: task.cancel()
            }
        }
        let result = await withTaskCancellationHandler {
            await outcome.value
        } onCancel: {
            end(.cancelled)
        }
        clock.end()
        client.registry.finish(id)
        return result
    }
}
