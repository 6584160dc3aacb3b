import Mustache

/// A value a template renders: the names the template may use, each read
/// straight from the value.
///
/// Mustache reflects an ordinary value with `Mirror` at every `{{name}}`;
/// a context answers from its own table instead, and the same table tells
/// which names an overriding template may use.
protocol RenderContext: MustacheParent, Encodable, Sendable {
    /// Each name a template may use, and how to read it from a value.
    static var names: [String: @Sendable (Self) -> Any?] { get }
    /// The context types found inside this one, in its lists and optionals.
    static var nested: [any RenderContext.Type] { get }
}

extension RenderContext {
    static var nested: [any RenderContext.Type] { [] }

    func child(named name: String) -> Any? {
        guard let read = Self.names[name] else { return nil }
        return read(self)
    }

    /// Every name of this context and of the ones it holds, at any depth.
    static var allNames: Set<String> {
        nested.reduce(into: Set(names.keys)) { $0.formUnion($1.allNames) }
    }
}

/// `label: value`: one argument of a call, the value a Swift literal.
struct Argument: RenderContext {
    var label: String
    var value: String

    static let names: [String: @Sendable (Self) -> Any?] = ["label": { $0.label }, "value": { $0.value }]
}
