/// One parameter of an interface as code that names parameters at run time
/// finds it: by its spec name. Generated code uses it for the delegate
/// entry point, `send(_:parameters:delegate:)`.
@_spi(Generated)
public struct ParameterLookup: Sendable {
    /// The spec's name, which callers use.
    public var name: String
    /// The name on the wire.
    public var wireName: String
    /// Where the value travels.
    public var placement: Parameter.Placement
    /// Whether the value is never logged.
    public var secret: Bool
    /// The rules the value must keep, checked before sending; nil checks none.
    public var rules: ValueRules?

    /// The parameter `name`, sent as `wireName` in `placement`.
    public init(
        _ name: String, wireName: String, in placement: Parameter.Placement, secret: Bool = false,
        rules: ValueRules? = nil
    ) {
        self.name = name
        self.wireName = wireName
        self.placement = placement
        self.secret = secret
        self.rules = rules
    }

    /// The parameters `values` give, by spec name, in the order the
    /// interface lists them.
    ///
    /// - Throws: `NetLayerError.invalidRequest` when `values` has a name
    ///   the interface does not have: a misspelt name would otherwise be
    ///   dropped without a word, and the call sent without it.
    public static func parameters(
        from values: [String: any ParameterValueConvertible], of interface: String, _ lookups: [ParameterLookup]
    ) throws(NetLayerError) -> [Parameter] {
        let unknown = values.keys.filter { name in !lookups.contains { $0.name == name } }.sorted()
        guard unknown.isEmpty else {
            let known =
                lookups.isEmpty ? "it has none" : "it has " + lookups.map { "'\($0.name)'" }.joined(separator: ", ")
            let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
            throw .invalidRequest("interface '\(interface)' has no parameter \(names); \(known)")
        }
        return lookups.compactMap { lookup in
            values[lookup.name].map {
                Parameter(
                    lookup.wireName, $0.parameterValue, in: lookup.placement, secret: lookup.secret, rules: lookup.rules
                )
            }
        }
    }
}
