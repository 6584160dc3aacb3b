/// A type as the spec writes it: `String`, `Student`, `[Student]`,
/// `[String: Int]`, `Student?`.
public indirect enum TypeName: Sendable, Hashable, CustomStringConvertible {
    /// A type Swift or Foundation has, such as `String` or `Date`.
    case builtin(Builtin)
    /// A model; whether it exists is checked after decoding.
    case model(String)
    /// An array of the element type.
    case array(TypeName)
    /// A dictionary with String keys.
    case dictionary(TypeName)
    /// The wrapped type, or nil.
    case optional(TypeName)

    /// The types a spec may name without defining them.
    public enum Builtin: String, Sendable, Hashable, CaseIterable {
        /// The Swift or Foundation type of that name.
        case String, Int, Int64, Double, Bool, Date, URL, Data
        /// An uploaded file: a multipart parameter only.
        case File
        /// Any JSON value.
        case JSON
    }

    /// Whether the outer type is an optional (`Student?`).
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

    /// The type as the spec writes it, such as `[String: Student]?`.
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
