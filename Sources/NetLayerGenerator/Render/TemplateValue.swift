/// What a name in a template stands for: text, a flag, a list, a context
/// whose own names a section reads, or nothing.
///
/// Closed and typed, so rendering asks no run-time question of a value's
/// type: the cast and conformance checks a general Mustache engine makes at
/// every name took most of its time.
enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case list([TemplateValue])
    /// A list of text, kept as it is: most lists are lines of doc comment.
    case lines([String])
    case context(any RenderContext)
    /// Swift the renderer writes with its lists marked for ``Layout``.
    case code(SwiftExpression)
    case none

    init(_ text: String) { self = .text(text) }
    init(_ text: String?) { self = text.map(TemplateValue.text) ?? .none }
    init(_ flag: Bool) { self = .flag(flag) }
    init(_ lines: [String]) { self = .lines(lines) }
    init(_ lines: [String]?) { self = lines.map(TemplateValue.lines) ?? .none }
    init(_ contexts: [some RenderContext]) { self = .list(contexts.map(TemplateValue.context)) }
    init(_ contexts: [some RenderContext]?) { self = contexts.map { .list($0.map(TemplateValue.context)) } ?? .none }
    init(_ context: (some RenderContext)?) { self = context.map(TemplateValue.context) ?? .none }
    init(_ expression: SwiftExpression?) { self = expression.map(TemplateValue.code) ?? .none }
    init(_ expressions: [SwiftExpression]) { self = .list(expressions.map(TemplateValue.code)) }
}
