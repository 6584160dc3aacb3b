import Foundation
import HTTPTypes

/// Adapts requests before they are sent and decides whether a failed call
/// is tried again: for logging, signing, refreshing a token.
public protocol RequestInterceptor: Sendable {
    /// The request to send instead of `request`: its method, URL and header fields (the body is the
    /// call's). The default returns it as is.
    ///
    /// - Parameters:
    ///   - request: The request's head as built, with the client's headers, credentials and earlier
    ///     interceptors' changes.
    ///   - endpoint: The interface called.
    ///   - client: The client making the call.
    /// - Returns: The request to send, or to hand to the next interceptor.
    /// - Throws: A `NetLayerError` that ends the call without sending it, such as `.invalidRequest` or
    ///   `.loginRequired`.
    func adapt(_ request: HTTPRequest, for endpoint: Endpoint, client: NetLayerClient) async throws(NetLayerError)
        -> HTTPRequest

    /// Whether to try the call again. The client stops after its
    /// `maxRetries`, whatever this says. The default never retries.
    ///
    /// - Parameters:
    ///   - failure: The failed attempt: the endpoint, the error, the attempt's number and the token it sent.
    ///   - client: The client making the call.
    /// - Returns: True to send the call again (within `maxRetries`), false to end it with the failure.
    func shouldRetry(_ failure: RetryContext, client: NetLayerClient) async -> Bool
}

extension RequestInterceptor {
    /// Sends the request unchanged.
    ///
    /// - Parameters:
    ///   - request: The request as built.
    ///   - endpoint: The interface called.
    ///   - client: The client making the call.
    /// - Returns: `request`, unchanged.
    /// - Throws: Nothing; the signature is the requirement's.
    public func adapt(_ request: HTTPRequest, for endpoint: Endpoint, client: NetLayerClient)
        async throws(NetLayerError)
        -> HTTPRequest
    {
        request
    }

    /// Never asks for a retry.
    ///
    /// - Parameters:
    ///   - failure: The failed attempt.
    ///   - client: The client making the call.
    /// - Returns: False.
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
    ///
    /// - Parameter refresh: Gets a new token; called once for all the calls that wait on it, never twice at once.
    public init(refresh: @escaping Refresh) {
        self.refresh = refresh
    }

    /// True for the first `loginRequired` of a call once a new token is stored (refreshed by this call or by another).
    ///
    /// - Parameters:
    ///   - failure: The failed attempt; only `.loginRequired` on a first attempt is considered.
    ///   - client: The client whose token is refreshed and stored.
    /// - Returns: True when a new token is stored, false when `refresh` threw or there was nothing to refresh.
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
