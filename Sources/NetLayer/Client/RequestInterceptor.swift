import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Adapts requests before they are sent and decides whether a failed call
/// is tried again: for logging, signing, refreshing a token.
public protocol RequestInterceptor: Sendable {
    /// The request to send instead of `request`. The default returns it as is.
    func adapt(_ request: URLRequest, for endpoint: Endpoint, client: NetLayerClient) async throws(NetLayerError)
        -> URLRequest

    /// Whether to try the call again. The client stops after its
    /// `maxRetries`, whatever this says. The default never retries.
    func shouldRetry(_ failure: RetryContext, client: NetLayerClient) async -> Bool
}

extension RequestInterceptor {
    /// Sends the request unchanged.
    public func adapt(_ request: URLRequest, for endpoint: Endpoint, client: NetLayerClient) async throws(NetLayerError)
        -> URLRequest
    {
        request
    }

    /// Never asks for a retry.
    public func shouldRetry(_ failure: RetryContext, client: NetLayerClient) async -> Bool {
        false
    }
}

/// A failed attempt, as a retry decision sees it.
public struct RetryContext: Sendable {
    /// The interface the failed attempt called.
    public var endpoint: Endpoint
    /// How the attempt failed.
    public var error: NetLayerError
    /// 1 for the first attempt, one more for each retry an interceptor
    /// asked for (a `RetryPolicy`'s retries do not count).
    public var attempt: Int
    /// The token the failed attempt sent, or held back because its lifetime
    /// had ended; nil when it had none to send.
    public var sentToken: String?
}

/// Refreshes an expired token once for every call waiting on it, then lets
/// those calls try again with the new token.
///
/// It refreshes a token the server refused or whose lifetime ended, not a
/// missing one: after `logOut()` calls end in `loginRequired`, refreshed by
/// nothing, so a log-out lasts.
public final class TokenRefresher: RequestInterceptor {
    /// Gets a new token for `client`; throwing leaves the waiting calls with `loginRequired`. The token is stored
    /// as `NetLayerClient.setToken(_:)` stores it: bare, a leading scheme such as `Bearer ` dropped.
    public typealias Refresh = @Sendable (NetLayerClient) async throws -> StoredToken

    private let refresh: Refresh
    private let inFlight = Locked<Task<Bool, Never>?>(nil)

    /// `refresh` gets a new token (for example with a refresh token); when it
    /// throws, the calls fail with `loginRequired` as they would without it.
    public init(refresh: @escaping Refresh) {
        self.refresh = refresh
    }

    /// True for the first `loginRequired` of a call once a new token is stored (refreshed by this call or by another).
    public func shouldRetry(_ failure: RetryContext, client: NetLayerClient) async -> Bool {
        guard case .loginRequired = failure.error, failure.attempt == 1 else { return false }
        // A call sent without a token (none was stored) has nothing to refresh, unless
        // another call stored one meanwhile: then it is retried below.
        guard failure.sentToken != nil || client.currentToken != nil else { return false }
        let task: Task<Bool, Never>? = inFlight.withLock { current in
            if let current { return current }
            // Another call refreshed while this one was on the way: just retry. Looked at
            // under the lock: looked at before it, a refresh could end in between and
            // this call start a second one.
            if let token = client.currentToken, token != failure.sentToken { return nil }
            let task = Task { [refresh] in
                guard let token = try? await refresh(client) else { return false }
                client.setToken(token)
                return true
            }
            current = task
            return task
        }
        guard let task else { return true }
        let refreshed = await task.value
        inFlight.withLock { if $0 == task { $0 = nil } }
        return refreshed
    }
}
