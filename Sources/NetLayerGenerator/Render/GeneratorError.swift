/// Why generation stopped, apart from spec errors (which are diagnostics).
public enum GeneratorError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownTemplate(String, known: [String])
    case invalidTemplate(String, String)
    /// The settings choose modules the spec does not have.
    case unknownModules([String], known: [String])
    /// An override uses names its context does not have: each with the nearest known one, if any.
    case unknownNames(template: String, [(name: String, nearest: String?)])

    public static func == (lhs: GeneratorError, rhs: GeneratorError) -> Bool {
        lhs.description == rhs.description
    }

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
