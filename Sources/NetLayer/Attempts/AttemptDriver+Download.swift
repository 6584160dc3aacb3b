import Foundation

extension AttemptDriver {
    /// A download's attempts, in a task of their own that the limit running out, a cancellation, `cancelAll()`
    /// and `cancel(endpointID:)` cancel.
    ///
    /// The task is awaited, not raced: once this returns, the partial file is closed and a new download may
    /// resume it. Cancelling ends the transfer at once (the body's read throws), so the wait is short. A
    /// download that failed keeps its partial file for a later one only when it may resume; one cancelled, or
    /// timed out, keeps it either way.
    func run(_ step: DownloadTransfer) async -> Result<DownloadedFile, NetLayerError> {
        let ends = limit.ends(from: .now)
        let watch = limit.makeWatch()
        let id = client.registry.makeID()
        let task = Task {
            var step = step
            let result = await attempts(&step, watch: watch, ends: ends)
            switch result {
            case .success, .failure(.cancelled): break
            case .failure: if !step.options.resume { step.partial.discard() }
            }
            return result
        }
        client.registry.register(id, endpoint: endpoint) { task.cancel() }
        let clock = limit.start(watch) { task.cancel() }
        let result = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        let timedOut = clock.end()
        client.registry.finish(id)
        // The limit ended the attempts by cancelling them: what they ended with is a time-out.
        if timedOut, case .failure(.cancelled) = result { return .failure(.timedOut) }
        return result
    }
}
