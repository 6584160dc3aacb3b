/// A type as the spec writes it: `String`, `Student`, `[Student]`,
/// `[String: Int]`, `Student?`.
public indirect enum TypeName: Sendable, Hashable, CustomStringConvertible {
    case builtin(Builtin)
    /// A model; whether it exists is checked after decoding.
    case model(String)
    case array(TypeName)
    /// A dictionary with String keys.
    case dictionary(TypeName)
    case optional(TypeName)

    public enum Builtin: String, Sendable, Hashable, CaseIterable {
        case String, Int, Int64, Double, Bool, Date, URL, Data
        /// An uploaded file: a multipart parameter only.
        case File
        /// Any JSON value.
        case JSON
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without an outer `?`.
    public var nonOptional: TypeName {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// Every type this one is built from, itself included.
    public var allTypes: [TypeName] {
        switch self {
        case .builtin, .model: return [self]
        case .array(let element), .dictionary(let element), .optional(let element):
            return [self] + element.allTypes
        }
    }

    public var description: String {
        switch self {
        case .builtin(let builtin): return builtin.rawValue
        case .model(let name): return name
        case .array(let element): return "[\(element)]"
        case .dictionary(let value): return "[String: \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        }
    }
}
