/// A value a template renders: the names the template may use, each read
/// straight from the value.
///
/// The same table tells which names an overriding template may use, and
/// the JSON encoding is what a plan golden shows.
protocol RenderContext: Encodable, Sendable {
    /// Each name a template may use, and how to read it from a value.
    static var names: [String: @Sendable (Self) -> TemplateValue] { get }
    /// The context types found inside this one, in its lists and optionals.
    static var nested: [any RenderContext.Type] { get }

    /// The value of `name`; nil when the context has no such name.
    func value(named name: String) -> TemplateValue?
}

extension RenderContext {
    static var nested: [any RenderContext.Type] { [] }

    func value(named name: String) -> TemplateValue? {
        Self.names[name].map { $0(self) }
    }

    /// Every name of this context and of the ones it holds, at any depth.
    static var allNames: Set<String> {
        nested.reduce(into: Set(names.keys)) { $0.formUnion($1.allNames) }
    }
}

/// `label: value`: one argument of a call.
struct Argument: RenderContext {
    var label: String
    var value: SwiftExpression

    init(label: String, value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// An argument whose value the plan wrote as Swift: a literal, a name.
    init(label: String, value: String) {
        self.init(label: label, value: .code(value))
    }

    static let names: [String: @Sendable (Self) -> TemplateValue] = [
        "label": { TemplateValue($0.label) }, "value": { TemplateValue($0.value) },
    ]
}
