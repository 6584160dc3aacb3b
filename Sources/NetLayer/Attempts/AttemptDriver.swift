import Foundation

/// What one kind of transfer does in an attempt: the parameters it sends and its transfer step. Everything
/// around it, the same for every kind, is the `AttemptDriver`'s.
protocol TransferStep {
    associatedtype Value
    /// The parameters of the next attempt: the call's, and what the attempt adds (a download's `Range`).
    mutating func nextParameters() -> [Parameter]
    /// Sends `request`, prepared by the driver, and reads what comes back, telling `watch` (the driver's, under
    /// an idle limit; nil under a deadline, which nothing feeds) as bytes move.
    func transfer(_ request: PreparedRequest, watch: ByteWatch?) async -> AttemptOutcome<Value>
}

/// The one loop over the attempts of a call, a stream's opening and a download.
///
/// It prepares each attempt's request (credentials, interceptors' `adapt`, the request's log), has the
/// transfer step send it, logs each failure, and decides whether to send again: a cut the step's kind
/// resumes on its own, the retry policy, the interceptors' `shouldRetry` (up to `maxRetries`), and else
/// expires a token the server refused. Which of these apply to each kind is its `RetryRules`.
///
/// It keeps the time-outs too: each kind hands it its `TimeLimit`, and only the driver starts a clock for it
/// (`TimeLimit.start(_:expire:)`), ends the transfer that ran out with `.timedOut`, and stops the clock when the
/// transfer is done. Its entry points, one per kind, differ in what running out stops: a call is answered at
/// once (`run(_:)` of a `CallTransfer`), a download's task is awaited so that its partial file is closed
/// (`run(_:)` of a `DownloadTransfer`), and a stream's opening hands its running clock on with the body, whose
/// reading goes on feeding it (`open(_:)`). A call's deadline also bounds the policy's waits.
struct AttemptDriver {
    let client: NetLayerClient
    let endpoint: Endpoint
    let rules: RetryRules
    /// The kind's time limit, whose clock the entry points start.
    let limit: TimeLimit

    /// The attempts, until one succeeds or no retry is left: the value of the first success, or the error of
    /// the last failure. Each attempt's step feeds `watch`; a policy's wait must end before `ends`.
    func attempts<Step: TransferStep>(
        _ step: inout Step, watch: ByteWatch?, ends: ContinuousClock.Instant?
    ) async -> Result<Step.Value, NetLayerError> {
        // `attempt` counts the interceptors' retries as `RetryContext.attempt` does, from 1.
        var attempt = 1
        var policyRetries = 0
        var cuts = 0
        while true {
            let parameters = step.nextParameters()
            let tried: Attempt<Step.Value>
            switch await client.prepareRequest(endpoint, parameters: parameters, as: Step.Value.self) {
            case .ready(let request):
                tried = Attempt(outcome: await step.transfer(request, watch: watch), sent: request.sent)
            case .refused(let refusal): tried = refusal
            }
            let error: NetLayerError
            var expired = false
            switch tried.outcome {
            case .success(let value):
                return .success(value)
            case .failure(let failure):
                error = failure
            case .expired:
                error = .loginRequired
                expired = true
            case .cut(let cut):
                if Task.isCancelled { return .failure(.cancelled) }
                if cuts < rules.cutRetries {
                    cuts += 1
                    continue
                }
                error = cut
            }
            if case .cancelled = error { return .failure(error) }
            if Task.isCancelled { return .failure(.cancelled) }
            client.configuration.logger?.log(.failure(endpointID: endpoint.id, error: error))
            if let policy = rules.policy, policyRetries < policy.times, policy.covers(error) {
                policyRetries += 1
                let wait = Duration.seconds(policy.wait(before: policyRetries, after: error))
                // A wait that would end after the deadline ends the call now, with what the server said.
                if ends.map({ ContinuousClock.now + wait < $0 }) ?? true {
                    do {
                        try await Task.sleep(for: wait)
                    } catch {
                        return .failure(.cancelled)
                    }
                    continue
                }
            }
            if rules.interceptorsRetryBreaks || !error.isBreak,
                await sendsAgain(after: error, expired: expired, attempt: &attempt, sent: tried.sent)
            {
                continue
            }
            return .failure(error)
        }
    }

    /// After an attempt that failed with `error`: whether an interceptor has it sent again, which `attempt`
    /// then counts, up to `maxRetries`. If not, a token the server refused as expired (`expired`) is expired,
    /// and the app told.
    private func sendsAgain(
        after error: NetLayerError, expired: Bool, attempt: inout Int, sent: SentCredentials
    ) async -> Bool {
        let context = RetryContext(endpoint: endpoint, error: error, attempt: attempt, sentToken: sent.token)
        if attempt <= client.configuration.maxRetries, await shouldRetry(context) {
            attempt += 1
            return true
        }
        if expired, let host = sent.host {
            client.tokens.expire(sent.token, host: host, endpointID: endpoint.id)
        }
        return false
    }

    private func shouldRetry(_ context: RetryContext) async -> Bool {
        for interceptor in client.configuration.interceptors
        where await interceptor.shouldRetry(context, client: client) {
            return true
        }
        return false
    }
}
