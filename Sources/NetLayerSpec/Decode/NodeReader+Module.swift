extension NodeReader {
    static let moduleKeys = [
        "summary", "prefix", "base", "url", "version", "envelope", "timeout", "retry", "lenient", "cache",
        "interfaces",
    ]

    mutating func module(_ name: String, key: YAMLNode, value: YAMLNode) -> Module? {
        let what = "module '\(name)'"
        guard let fields = mapping(value, of: what, keys: .module) else { return nil }
        let interfaces = require(fields, "interfaces", of: what, at: key).map { node in
            namedEntries(node, of: "the interfaces of '\(name)'").compactMap {
                interface($0.name, module: name, key: $0.key, value: $0.value)
            }
        }
        return Module(
            name: name,
            summary: fields["summary"].flatMap { string($0, "'summary'") },
            prefix: fields["prefix"].flatMap { perEnvironment($0, "'prefix'") } ?? .same("", location: nil),
            base: fields["base"].flatMap { perEnvironment($0, "'base'") },
            url: fields["url"].flatMap { urlLayout($0) },
            version: fields["version"].flatMap { string($0, "'version'") },
            envelope: fields["envelope"].flatMap { envelopeChoice($0) } ?? .inherited,
            timeout: fields["timeout"].flatMap { seconds($0, "'timeout'") },
            retry: fields["retry"].flatMap { retry($0) },
            lenient: fields["lenient"].flatMap { leniency($0) },
            cache: fields["cache"].flatMap { cache($0) },
            interfaces: interfaces ?? [],
            location: location(key),
            keyLocations: keyLocations(fields))
    }
}
