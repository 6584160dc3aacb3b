/// One rule a decoded spec must follow.
///
/// Each rule is its own small type; the loader runs them all and reports
/// everything they find, so one run shows every problem of a spec. A rule
/// has exactly one method to write: a rule that implements none does not
/// compile (two methods defaulting to each other once let one recurse forever).
public protocol SpecCheck: Sendable {
    /// The rule, given the spec's model graph, which the loader works out
    /// once for every rule about models (and the generator) to read; rules
    /// that do not read it name it `graph _`.
    ///
    /// - Parameters:
    ///   - spec: The decoded spec.
    ///   - graph: How the spec's models reach each other.
    ///   - diagnostics: Where each breach of the rule is added, at the element that breaks it.
    func check(_ spec: Spec, graph: ModelGraph, into diagnostics: inout Diagnostics)

    /// Whether the rule reads what the rules before it found (to speak only
    /// when they found nothing). The loader runs rules that do not side by
    /// side, and one that does after every rule before it.
    var readsEarlierFindings: Bool { get }
}

extension SpecCheck {
    /// Most rules read only the spec: false.
    public var readsEarlierFindings: Bool { false }
}

/// The rules the loader runs, in order. ``SwiftNames`` runs after them: it
/// also gives the generator its names, which a check cannot return.
public enum SpecChecks {
    /// Every rule, in the order the loader runs them; a ``SpecLoader`` takes another list for tests that run
    /// one rule.
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
        ConstraintRules(),
        RequiredFields(),
        RecursiveModels(),
        UnionRules(),
        SwallowingAlternatives(),
        CredentialUse(),
        PagingParameters(),
        RetryUse(),
        ExampleValues(),
        // These speak only when the rules above found no error.
        HasModules(),
        UnusedModels(),
        ImplicitToken(),
    ]
}
