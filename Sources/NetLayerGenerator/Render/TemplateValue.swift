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
    case object(TemplateObject)
    /// Swift the renderer writes with its lists marked for ``Layout``.
    case code(SwiftExpression)
    case none

}

/// A context's values by name, as ``TemplateEncoder`` read them.
struct TemplateObject: Sendable {
    private let members: [String: TemplateValue]

    init(_ members: [String: TemplateValue]) { self.members = members }

    /// The value of `name`; nil when the context has no such name.
    subscript(name: String) -> TemplateValue? { members[name] }
}
