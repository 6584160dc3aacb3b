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
    /// A doc comment's lines (``CommentLines``): text like ``lines(_:)``,
    /// but written with the marks that let ``LineBreaking`` fill each line.
    case comment([String])
    /// One line of a ``comment(_:)``, as a section goes through them.
    case commentLine(String)
    case object(TemplateObject)
    /// Swift the renderer writes with its lists marked for ``LineBreaking``.
    case code(SwiftExpression)
    case none

}

/// A context's values by name, as ``TemplateEncoder`` read them.
///
/// Two arrays searched in order: a context has a few dozen names at most,
/// and comparing short names beats hashing them, which took a tenth of a
/// generate when this was a dictionary. A class, so that a value holding
/// one is copied with a single retain.
final class TemplateObject: Sendable {
    private let names: [String]
    private let values: [TemplateValue]

    /// `names` and `values` side by side, each name once.
    init(names: [String], values: [TemplateValue]) {
        self.names = names
        self.values = values
    }

    /// Every name with its value, in order (for tests).
    var allNames: [(name: String, value: TemplateValue)] { Array(zip(names, values)) }

    /// The value of `name`; nil when the context has no such name.
    subscript(name: String) -> TemplateValue? {
        // Lengths first: most names differ in length, and a length is read
        // without a call, where `==` on two different strings makes one.
        let length = name.utf8.count
        for index in names.indices where names[index].utf8.count == length && names[index] == name {
            return values[index]
        }
        return nil
    }
}
