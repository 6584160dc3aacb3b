/// Why generation stopped, apart from spec errors (which are diagnostics).
public enum GeneratorError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownTemplate(String, known: [String])
    case invalidTemplate(String, String)

    public var description: String {
        switch self {
        case .unknownTemplate(let name, let known):
            return
                "there is no template '\(name)'; the templates are \(known.map { "'\($0)'" }.joined(separator: ", "))"
        case .invalidTemplate(let name, let message):
            return "template '\(name)' cannot be read: \(message)"
        }
    }
}
