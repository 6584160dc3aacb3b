/// A value a template renders: each stored property is a name the
/// template may use.
///
/// `Encodable` gives the template its values (``TemplateEncoder``) and the
/// plan its JSON, from the same synthesized conformance, so the JSON is
/// exactly what the templates see. The names an override may use are
/// listed without a value at hand (``TemplateNames``): each context spells
/// its `CodingKeys` out, which the compiler holds to its stored properties,
/// and names the contexts it holds.
protocol RenderContext: Encodable, Sendable {
    associatedtype CodingKeys: CodingKey, CaseIterable
    /// The context types this one holds, directly, in a list or optionally: a section inside it reads
    /// their names.
    static var nestedContexts: [any RenderContext.Type] { get }
}

extension RenderContext {
    static var nestedContexts: [any RenderContext.Type] { [] }
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

    enum CodingKeys: String, CodingKey, CaseIterable {
        case label, value
    }
}
