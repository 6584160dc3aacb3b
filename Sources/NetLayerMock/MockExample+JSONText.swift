import NetLayer

extension MockExample {
    /// An example called `name` that answers the JSON `text`, as generated
    /// fixtures write it: text reads as the spec wrote it, and a big example
    /// compiles faster than a `JSONValue` literal.
    ///
    /// Text that is not JSON is a programming error, which the generator
    /// never makes: it traps, naming the example.
    @_spi(Generated)
    public static func data(_ name: String, json text: String) -> MockExample {
        do {
            return MockExample(name, .data(try JSONValue(parsing: text)))
        } catch {
            preconditionFailure("example '\(name)' is not JSON: \(error)")
        }
    }
}
