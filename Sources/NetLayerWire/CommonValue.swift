/// A header or parameter sent with every request.
public struct CommonValue: Sendable, Hashable {
    /// Where a common value comes from.
    public enum Value: Sendable, Hashable {
        /// A fixed value, written in the spec.
        case literal(String)
        /// `$name` in the spec: supplied by the app at run time through
        /// the client's `values`; left out while the app has not set it.
        case runtime(String)
    }

    /// The header's or parameter's name on the wire.
    public var name: String
    /// A literal, or a `$name` the app sets at run time.
    public var value: Value

    /// A header or parameter called `name`, sent with every request.
    ///
    /// - Parameters:
    ///   - name: The header's or parameter's name on the wire.
    ///   - value: A literal, or a `$name` read from the client's ``NetLayerClient/values`` for each request.
    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }
}
