extension Spec {
    /// The layout of a full URL, such as `{base}/{prefix}/{version}/{path}`.
    public struct URLLayout: Sendable, Hashable {
        /// A piece of a layout.
        public enum Part: Sendable, Hashable {
            /// Text kept as written.
            case literal(String)
            /// A value filled in for each interface.
            case placeholder(Placeholder)
        }

        /// What a placeholder stands for.
        public enum Placeholder: String, Sendable, Hashable, CaseIterable {
            /// The environment's base URL, the module's prefix, the interface version, and the interface's path.
            case base, prefix, version, path
        }

        /// The layout when the spec gives none.
        public static let defaultTemplate = "{base}/{prefix}/{version}/{path}"

        /// The layout as written, such as `{base}/{prefix}/{version}/{path}`.
        public var template: String
        /// The layout cut into text and placeholders, in order.
        public var parts: [Part]
        /// Where the layout is written; nil for the default.
        public var location: SourceLocation?

        /// Creates a layout.
        ///
        /// - Parameters:
        ///   - template: The layout as written.
        ///   - parts: The layout cut into text and placeholders, in order.
        ///   - location: Where it is written; nil for the default.
        public init(template: String, parts: [Part], location: SourceLocation?) {
            self.template = template
            self.parts = parts
            self.location = location
        }
    }
}
