/// A model that is one of several alternatives (`oneOf`), or any
/// combination of them (`anyOf`).
public struct UnionModel: Sendable {
    /// How the alternatives combine.
    public enum Combination: String, Sendable, Hashable, CaseIterable {
        /// Exactly one alternative: a Swift enum with a case per alternative.
        case oneOf
        /// One or more alternatives read from the same value: a struct with
        /// an optional property per alternative.
        case anyOf
    }

    /// One alternative: `name: Type`, or `{type, tag}`.
    public struct Case: Sendable {
        /// The alternative's name: the generated case or property name is made from it.
        public var name: String
        /// The alternative's type, where it was written.
        public var type: Located<TypeName>
        /// Only with a discriminator: the written `tag`, else the name of
        /// the alternative's model (OpenAPI's rule). See ``tag``.
        public var writtenTag: String?
        /// Where the alternative is defined.
        public var location: SourceLocation

        /// The value of the discriminator property that selects this case.
        public var tag: String { writtenTag ?? type.value.description }
    }

    /// How the alternatives combine.
    public var combination: Combination
    /// The alternatives, in the order written: decoding tries them in this order.
    public var cases: [Case]
    /// The JSON property, inside each alternative's object, whose value
    /// names the alternative; nil: the alternatives are told apart by
    /// decoding.
    public var discriminator: Located<String>?
    /// `frozen: true`: a value no alternative decodes (or an unknown tag)
    /// is an error. By default it decodes to an `unknown` case holding the
    /// JSON as it came. Only for `oneOf`.
    public var frozen: Bool

    /// Creates a union.
    ///
    /// - Parameters:
    ///   - combination: How the alternatives combine.
    ///   - cases: The alternatives, in the order written.
    ///   - discriminator: The JSON property that names the alternative; nil to tell them apart by decoding.
    ///   - frozen: Whether a value no alternative reads is an error rather than an `unknown` case.
    public init(
        combination: Combination, cases: [Case], discriminator: Located<String>? = nil, frozen: Bool = false
    ) {
        self.combination = combination
        self.cases = cases
        self.discriminator = discriminator
        self.frozen = frozen
    }
}

extension UnionModel {
    /// The alternative a JSON value of an example is read as: tagged, the
    /// one its tag names; untagged, the first whose type is of the value's
    /// kind (a string, a number, an object…), as the runtime decodes it.
    ///
    /// - Parameters:
    ///   - value: The example's JSON value.
    ///   - models: The spec's models by name, to tell an object from a list or a scalar.
    /// - Returns: The alternative, or nil when none reads the value.
    public func alternative(for value: OrderedJSON, models: [String: Model]) -> Case? {
        if let discriminator = discriminator?.value {
            guard case .object(let members) = value,
                case .string(let tag)? = members.first(where: { $0.key == discriminator })?.value
            else { return nil }
            return cases.first { $0.tag == tag }
        }
        return cases.first { Self.holds(value, $0.type.value, models: models, depth: 0) }
    }

    /// Whether a value of `type` can be of the kind of `value`.
    static func holds(_ value: OrderedJSON, _ type: TypeName, models: [String: Model], depth: Int) -> Bool {
        switch (type, value) {
        case (.optional(let wrapped), _): return holds(value, wrapped, models: models, depth: depth)
        case (.builtin(.JSON), _): return true
        case (.builtin(.String), .string), (.builtin(.URL), .string), (.builtin(.Data), .string): return true
        case (.builtin(.Date), .string), (.builtin(.Date), .int), (.builtin(.Date), .double): return true
        case (.builtin(.Int), .int), (.builtin(.Int64), .int), (.builtin(.Double), .int): return true
        case (.builtin(.Double), .double), (.builtin(.Bool), .bool): return true
        case (.array, .array), (.dictionary, .object): return true
        case (.model(let name), _):
            switch models[name]?.kind {
            case .structure?: if case .object = value { return true }
            case .enumeration(let enumeration)?:
                switch (enumeration.rawType, value) {
                case (.string, .string), (.int, .int): return true
                default: return false
                }
            case .union(let union)?:
                guard depth < 8 else { return false }
                return union.cases.contains { holds(value, $0.type.value, models: models, depth: depth + 1) }
            case nil: return false
            }
            return false
        default: return false
        }
    }
}
