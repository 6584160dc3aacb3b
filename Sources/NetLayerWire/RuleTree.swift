/// The rules a value of one type keeps at every depth: its own, and those of the fields of the models it holds,
/// in its elements and values too. `netlayer mock` and the stubbed client check a parameter's value with it, and
/// the spec checks its example replies: the walk and each rule's check (``ValueRules/violation(of:)``) are the
/// same code everywhere, so all three refuse a value alike, in the same words.
///
/// Models are held by name, so a model that leads back to itself is no trouble: the walk follows the value,
/// which ends. Only the models with rules somewhere inside are held; a model the tree does not hold has none.
public struct RuleTree: Sendable, Hashable {
    /// What a value holds that has rules.
    public indirect enum Node: Sendable, Hashable {
        /// Nothing inside the value has rules.
        case none
        /// The value's own rules, then what is inside it.
        case rules(ValueRules, Node)
        /// Each element of an array.
        case elements(Node)
        /// Each value of an object read as a dictionary.
        case values(Node)
        /// The model of this name, from ``RuleTree/models``.
        case model(String)
    }

    /// A model with rules inside: its fields', or its alternatives'.
    public enum Model: Sendable, Hashable {
        /// A structure's fields, by JSON key, in order; only those with rules inside.
        case fields([Field])
        /// A union: the alternative the discriminator's tag names; without a discriminator, a value keeps the
        /// rules when it keeps one alternative's, as JSON Schema's `oneOf` reads it.
        case union(discriminator: String?, alternatives: [Alternative])
    }

    /// A field of a model: its JSON key and what its value holds.
    public struct Field: Sendable, Hashable {
        /// The field's key in the JSON object.
        public var key: String
        /// The rules of its value.
        public var node: Node

        /// A field of key `key` whose value keeps `node`.
        ///
        /// - Parameters:
        ///   - key: The field's key in the JSON object.
        ///   - node: The rules of its value.
        public init(_ key: String, _ node: Node) {
            self.key = key
            self.node = node
        }
    }

    /// An alternative of a union: the discriminator's value that names it, and what it holds.
    public struct Alternative: Sendable, Hashable {
        /// The discriminator's value for this alternative; nil in a union without one.
        public var tag: String?
        /// The rules of a value of this alternative.
        public var node: Node

        /// An alternative named `tag` whose value keeps `node`.
        ///
        /// - Parameters:
        ///   - tag: The discriminator's value for it; nil in a union without one.
        ///   - node: The rules of a value of it.
        public init(tag: String?, _ node: Node) {
            self.tag = tag
            self.node = node
        }
    }

    /// A rule broken somewhere inside a value, and where.
    public struct Breach: Sendable, Hashable, CustomStringConvertible {
        /// The key path from the value to the one that breaks the rule, such as `.items[2].name`; empty for the
        /// value itself.
        public var path: String
        /// The rule broken, with its message.
        public var violation: ValueRules.Violation

        /// The path, when there is one, then the message.
        public var description: String { path.isEmpty ? violation.message : "\(path): \(violation.message)" }
    }

    /// What the value holds.
    public var root: Node
    /// The models ``root`` leads to, by name, with rules inside.
    public var models: [String: Model]

    /// The rules of a value that holds `root`, reaching `models`.
    ///
    /// - Parameters:
    ///   - root: What the value holds.
    ///   - models: The models it leads to, by name; none by default.
    public init(_ root: Node, models: [String: Model] = [:]) {
        self.root = root
        self.models = models
    }

    /// The rules of a value with `rules` of its own and nothing inside: a number's, a string's, a list of them.
    ///
    /// - Parameter rules: The value's rules.
    public init(_ rules: ValueRules) {
        self.init(.rules(rules, .none))
    }
}
