/// Receives the result of every call made through `send(_:parameters:delegate:)`:
/// the single entry point of the seed's "intensive" design.
public protocol NetLayerDelegate: AnyObject, Sendable {
    /// Told once how a call ended, on the configuration's `callbackQueue`; not called once the delegate is gone.
    ///
    /// - Parameters:
    ///   - client: The client that made the call.
    ///   - endpoint: The interface called.
    ///   - result: The whole result, or the `NetLayerError` the call ended with.
    func netLayerClient(
        _ client: NetLayerClient, didFinish endpoint: Endpoint, with result: Result<RequestResult, NetLayerError>)
}
