import Foundation

/// A streamed reply's elements, as they arrive: server-sent events, JSON
/// Lines records or chunks of bytes, raw or decoded.
///
/// ```swift
/// for try await chunk in client.chat.completeStream(prompt: "Hello") {
///     print(chunk.delta, terminator: "")
/// }
/// ```
///
/// Each loop over it sends the request anew: the sequence describes the
/// call, the iterator is the call. Leaving the loop (`break`, `return`, a
/// thrown error) or cancelling the task stops the transfer at once, and so
/// do `NetLayerClient.cancelAll()` and `cancel(endpointID:)`. An HTTP error
/// before the first element is thrown as the `NetLayerError` a call gets.
public struct ReplyStream<Element: Sendable>: AsyncSequence, Sendable {
    /// Every error is a `NetLayerError`.
    public typealias Failure = NetLayerError

    let source: StreamSource
    let element: @Sendable (StreamItem) throws(NetLayerError) -> Element

    init(source: StreamSource, element: @escaping @Sendable (StreamItem) throws(NetLayerError) -> Element) {
        self.source = source
        self.element = element
    }

    /// An iterator that sends the request when first asked for an element.
    ///
    /// - Returns: A new iterator; each one sends the request again, so iterate a stream once.
    public func makeAsyncIterator() -> Iterator {
        Iterator(reader: StreamReader(source: source), element: element)
    }

    /// Reads a ``ReplyStream``'s elements in order; not to be shared between tasks.
    public struct Iterator: AsyncIteratorProtocol {
        let reader: StreamReader
        let element: @Sendable (StreamItem) throws(NetLayerError) -> Element

        /// The next element; nil once the stream has ended. After an error, nil.
        ///
        /// - Returns: The next element, or nil at the end of the body (or the end marker).
        /// - Throws: The `NetLayerError` the stream ends with: `.httpStatus`, `.network`, `.timedOut` (first byte or
        ///   idle time-out), `.cancelled` when the task is cancelled, `.loginRequired`, `.invalidRequest`, or
        ///   `.decoding` for an element that does not decode.
        public mutating func next() async throws(NetLayerError) -> Element? {
            guard let item = try await reader.next() else { return nil }
            do {
                return try element(item)
            } catch {
                reader.close()
                throw error
            }
        }
    }
}
