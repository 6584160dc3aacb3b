import ArgumentParser
import TransportKinds

/// `--transport urlsession|async-http-client|async-http-client-own`, which the runtime's benchmarks share.
extension TransportKind: ExpressibleByArgument {
    /// A kind this build has: the AsyncHTTPClient ones are refused as the flags are parsed
    /// unless the trait of that name built them (`--enable-all-traits`).
    public init?(argument: String) {
        guard let kind = Self(rawValue: argument), kind.isBuilt else { return nil }
        self = kind
    }
}
