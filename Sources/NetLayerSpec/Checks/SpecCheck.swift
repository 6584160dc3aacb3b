/// One rule a decoded spec must follow.
///
/// Each rule is its own small type; the loader runs them all and reports
/// everything they find, so one run shows every problem of a spec.
public protocol SpecCheck: Sendable {
    func check(_ spec: Spec, into diagnostics: inout Diagnostics)
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
        TypeResolution(),
        DefaultValues(),
        RecursiveModels(),
        TokenUse(),
        PagingParameters(),
        RetryUse(),
        // These two speak only when the rules above found nothing.
        HasModules(),
        UnusedModels(),
    ]
}
