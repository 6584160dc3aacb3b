/// One call of a calls file (docs/verify.md, "The calls file"): an interface and the values it is called with,
/// made by `netlayer verify --environment` in the file's order, before the calls it makes by itself.
public struct Call: Sendable {
    /// The interface called (``Interface/id``).
    public var interface: String
    /// The call's name: the one written, else `call N`, counted from 1 in the file.
    public var name: String
    /// The parameters' values by their names in the spec, each read as the parameter's type; a parameter not
    /// given is sent as the generated client sends it when the app leaves it out, or made from its type.
    public var values: [String: OrderedJSON]
    /// Where the call's entry starts in the file.
    public var location: SourceLocation

    /// Creates a call.
    ///
    /// - Parameters:
    ///   - interface: The interface's id.
    ///   - name: The call's name.
    ///   - values: The parameters' values by their names in the spec.
    ///   - location: Where the call is written.
    public init(interface: String, name: String, values: [String: OrderedJSON] = [:], location: SourceLocation) {
        self.interface = interface
        self.name = name
        self.values = values
        self.location = location
    }
}
