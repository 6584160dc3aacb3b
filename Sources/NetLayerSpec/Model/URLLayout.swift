extension Spec {
    /// The layout of a full URL, such as `{base}/{prefix}/{version}/{path}`.
    public struct URLLayout: Sendable, Hashable {
        public enum Part: Sendable, Hashable {
            case literal(String)
            case placeholder(Placeholder)
        }

        public enum Placeholder: String, Sendable, Hashable, CaseIterable {
            case base, prefix, version, path
        }

        public static let defaultTemplate = "{base}/{prefix}/{version}/{path}"

        public var template: String
        public var parts: [Part]
        public var location: SourceLocation?

        public init(template: String, parts: [Part], location: SourceLocation?) {
            self.template = template
            self.parts = parts
            self.location = location
        }
    }
}
