/// A header or parameter sent with every request.
public struct CommonValue: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case literal(String)
        /// `$name` in the spec: supplied by the app at run time through
        /// the client's `values`; left out while the app has not set it.
        case runtime(String)
    }

    public var name: String
    public var value: Value

    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }

    func resolved(with values: [String: String]) -> String? {
        switch value {
        case .literal(let text): return text
        case .runtime(let key): return values[key]
        }
    }
}
