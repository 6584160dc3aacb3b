/// One rule a decoded spec must follow. A rule implements one of the two
/// `check` methods: the one with the graph when it reads the models'
/// graph.
///
/// Each rule is its own small type; the loader runs them all and reports
/// everything they find, so one run shows every problem of a spec.
public protocol SpecCheck: Sendable {
    func check(_ spec: Spec, into diagnostics: inout Diagnostics)
    /// The rule, given the spec's model graph, which the loader works out
    /// once for every rule about models (and the generator) to read.
    func check(_ spec: Spec, graph: ModelGraph, into diagnostics: inout Diagnostics)
}

extension SpecCheck {
    public func check(_ spec: Spec, graph: ModelGraph, into diagnostics: inout Diagnostics) {
        check(spec, into: &diagnostics)
    }

    /// The rule with a graph of its own, for a rule run on its own.
    public func check(_ spec: Spec, into diagnostics: inout Diagnostics) {
        check(spec, graph: ModelGraph(spec), into: &diagnostics)
    }
}

/// The rules the loader runs, in order. ``SwiftNames`` runs after them: it
/// also gives the generator its names, which a check cannot return.
public enum SpecChecks {
    public static let all: [any SpecCheck] = [
        UniqueNames(),
        EnvironmentReferences(),
        CommonValues(),
        HeaderNames(),
        PathParameters(),
        BodyParameters(),
        ReplyMediaTypes(),
        TransferRules(),
        CacheUse(),
        TypeResolution(),
        DefaultValues(),
        RequiredFields(),
        RecursiveModels(),
        UnionRules(),
        CredentialUse(),
        PagingParameters(),
        RetryUse(),
        ExampleValues(),
        // These two speak only when the rules above found nothing.
        HasModules(),
        UnusedModels(),
    ]
}
