/// A value a template renders: each stored property is a name the
/// template may use, declared once.
///
/// `Encodable` gives the template its values (``TemplateEncoder``) and the
/// plan its JSON, from the same synthesized conformance, so the JSON is
/// exactly what the templates see; `Decodable` gives the names an override
/// may use without a value at hand (``TemplateNames``).
protocol RenderContext: Codable, Sendable {}

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
}
