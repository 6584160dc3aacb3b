/// Each kind of mapping the loader reads, with the keys it knows there.
///
/// `NodeReader.mapping` takes one of these, not a list of its own, so a mapping the loader reads is always a
/// case here: the JSON Schema is built from the same lists, and the tests check that every key of every case
/// says where export, import and `netlayer diff` take it (or why they do not).
enum KeyTable: String, CaseIterable, Sendable {
    case root, included, environment, module, interface, parameter, response, paging, stream, download, cache
    case auth, token, key, credentials, envelope, retry, errorExample
    case structure, field, enumeration, enumCase, union, unionCase, constraints
    /// `netlayer.yaml`, the generator's settings beside a spec.
    case settings
    /// A recording of a reply, and the request it answered, in a file of recordings (docs/verify.md).
    case recording, recordedRequest
    /// A calls file, and one call in it (docs/verify.md, "The calls file").
    case callsFile, call

    /// The keys the mapping may hold, in the documentation's order; any other is reported as unknown.
    var keys: [String] {
        switch self {
        case .root: SpecDocument.rootKeys
        case .included: SpecDocument.includedKeys
        case .environment: SpecDocument.environmentKeys
        case .module: NodeReader.moduleKeys
        case .interface: NodeReader.interfaceKeys
        case .parameter: NodeReader.parameterKeys
        case .response: NodeReader.responseKeys
        case .paging: NodeReader.pagingKeys
        case .stream: NodeReader.streamKeys
        case .download: NodeReader.downloadKeys
        case .cache: NodeReader.cacheKeys
        case .auth: NodeReader.authKeys
        case .token: NodeReader.tokenKeys
        case .key: NodeReader.keyKeys
        case .credentials: NodeReader.anyOfKeys
        case .envelope: NodeReader.envelopeKeys
        case .retry: NodeReader.retryKeys
        case .errorExample: NodeReader.errorExampleKeys
        case .structure: NodeReader.structKeys
        case .field: NodeReader.fieldKeys
        case .enumeration: NodeReader.enumKeys
        case .enumCase: NodeReader.enumCaseKeys
        case .union: NodeReader.unionKeys
        case .unionCase: NodeReader.unionCaseKeys
        case .constraints: ValueRules.Rule.allCases.map(\.rawValue)
        case .settings: GeneratorSettings.keys
        case .recording: NodeReader.recordingKeys
        case .recordedRequest: NodeReader.recordedRequestKeys
        case .callsFile: NodeReader.callsFileKeys
        case .call: NodeReader.callKeys
        }
    }
}
