/// Why generation stopped, apart from spec errors (which are diagnostics).
public enum GeneratorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A template override names no built-in template or partial: the name given, and the known names.
    case unknownTemplate(String, known: [String])
    /// A template or partial cannot be parsed (an unclosed section, changed delimiters): its name, and what is
    /// wrong, with the line.
    case invalidTemplate(String, String)
    /// The settings choose modules the spec does not have.
    case unknownModules([String], known: [String])
    /// An override uses names its context does not have: each with the nearest known one, if any.
    case unknownNames(template: String, [(name: String, nearest: String?)])

    /// Whether two errors say the same: they are equal when their descriptions are.
    ///
    /// - Parameters:
    ///   - lhs: An error.
    ///   - rhs: Another error.
    /// - Returns: Whether their ``description``s are equal.
    public static func == (lhs: GeneratorError, rhs: GeneratorError) -> Bool {
        lhs.description == rhs.description
    }

    /// The error as a sentence for a CLI to print, naming the template or modules and the known ones.
    public var description: String {
        switch self {
        case .unknownTemplate(let name, let known):
            return
                "there is no template '\(name)'; the templates are \(known.map { "'\($0)'" }.joined(separator: ", "))"
        case .invalidTemplate(let name, let message):
            return "template '\(name)' cannot be read: \(message)"
        case .unknownModules(let names, let known):
            return "the spec has no module \(names.map { "'\($0)'" }.joined(separator: ", ")); its modules are "
                + known.map { "'\($0)'" }.joined(separator: ", ")
        case .unknownNames(let template, let names):
            let list = names.map { name, nearest in "'\(name)'" + (nearest.map { " (did you mean '\($0)'?)" } ?? "") }
            return "template '\(template)' uses \(list.joined(separator: ", ")), which its context does not have"
        }
    }
}
