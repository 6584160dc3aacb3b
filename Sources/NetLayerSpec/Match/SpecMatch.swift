/// Which element of one spec is which element of another, matched by what
/// it is on the wire rather than by its name, so that a name that changed
/// is a rename and not a removal and an addition. `netlayer import
/// --previous` reports the renames (and keeps the old names with
/// `--keep-names`); `netlayer diff` compares each pair and lists its renames.
///
/// The rules, each stage pairing only what it finds exactly once on both
/// sides (docs/import.md, "Importing again: renames and --keep-names"):
/// - an interface by its method, full URL (placeholders unnamed) and how its
///   reply is read (whole, a stream, a download), then by its id;
/// - a module by where most of its interfaces went, then by name;
/// - a model by name (same name, same model), then by where it is used (the
///   same place in the types of paired interfaces, parameters, fields), then
///   by its field keys, enum values or union alternatives;
/// - a field by its JSON key, then by name; an enum case by its raw value;
///   a union alternative by its type (models read through the pairing), then
///   by name.
public struct SpecMatch: Sendable {
    /// The kinds of element a rename can be about.
    public enum Element: String, Sendable, Hashable {
        /// An element of that kind.
        case module, interface, model, field
        /// A case of an enum model.
        case enumCase = "enum case"
        /// An alternative of a union model.
        case unionCase = "union case"
    }

    /// An element in both specs under another name.
    public struct Rename: Sendable, Hashable, CustomStringConvertible {
        /// The kind of element renamed.
        public var element: Element
        /// The old name as the app's code spells it, with its owner:
        /// `sessions.getApiSessions`, `Session.kernelId`, `Status.soldOut`.
        public var old: String
        /// The new name; qualified by its owner only when that changed too.
        public var new: String
        /// What paired the two: `GET /api/sessions`, `key 'kernel_id'`, `value 'sold-out'`, `[Bool]`.
        public var detail: String?
        /// Where the element is in the old spec.
        public var oldLocation: SourceLocation
        /// Where the element is in the new spec.
        public var newLocation: SourceLocation
        /// The element in the new spec as `netlayer diff` names its changes'
        /// subjects: `interface listSessions`, `model Session, field kernel`.
        var subject: String

        /// `interface 'sessions.getApiSessions' → 'listSessions' (GET /api/sessions)`.
        public var description: String {
            "\(element.rawValue) '\(old)' → '\(new)'" + (detail.map { " (\($0))" } ?? "")
        }
    }

    /// An element of one spec that nothing in the other matches.
    public struct Unmatched: Sendable, Hashable, CustomStringConvertible {
        /// The kind of element.
        public var element: Element
        /// Qualified as in `Rename.old`.
        public var name: String
        /// What identifies it on the wire: `GET /api/foo`, `key 'kernel_id'`; nil when its name is all there is.
        public var detail: String?
        /// Where the element is in its spec.
        public var location: SourceLocation

        /// `interface 'contents.getApiFoo' (GET /api/foo)`.
        public var description: String {
            "\(element.rawValue) '\(name)'" + (detail.map { " (\($0))" } ?? "")
        }
    }

    /// Old module name → new.
    public internal(set) var modules: [String: String] = [:]
    /// Old interface id → new id.
    public internal(set) var interfaces: [String: String] = [:]
    /// Old model name → new.
    public internal(set) var models: [String: String] = [:]
    /// Old model name → old field name → new field name.
    public internal(set) var fields: [String: [String: String]] = [:]
    /// Old enum name → old case name → new case name.
    public internal(set) var enumCases: [String: [String: String]] = [:]
    /// Old union name → old case name → new case name.
    public internal(set) var unionCases: [String: [String: String]] = [:]
    /// Every pair whose names differ, modules first, then interfaces, models and what is inside them.
    public internal(set) var renames: [Rename] = []
    /// What only the old spec has.
    public internal(set) var removed: [Unmatched] = []
    /// What only the new spec has.
    public internal(set) var added: [Unmatched] = []

    /// Matches the elements of `old` with those of `new`.
    ///
    /// Elements are paired by what they are on the wire (an interface by method and path, a field by its key),
    /// so a renamed element is found, not reported as removed and added.
    ///
    /// - Parameters:
    ///   - old: The spec apps already shipped were built from.
    ///   - new: The spec the server follows now.
    public init(_ old: Spec, _ new: Spec) {
        var matcher = SpecMatcher(old: old, new: new)
        matcher.run()
        self = matcher.match
    }

    init() {}

    /// `type` from the old spec with its models named as in the new one.
    ///
    /// - Parameter type: A type as the old spec spells it.
    /// - Returns: The type as the new spec spells it; a model only the old spec has keeps its name.
    public func translated(_ type: TypeName) -> TypeName {
        switch type {
        case .builtin: return type
        case .model(let name): return .model(models[name] ?? name)
        case .array(let element): return .array(translated(element))
        case .dictionary(let value): return .dictionary(translated(value))
        case .optional(let wrapped): return .optional(translated(wrapped))
        }
    }
}
