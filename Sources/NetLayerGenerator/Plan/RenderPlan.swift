/// Every file to generate, each a template and the context it renders:
/// every name, literal and comment already decided.
public struct RenderPlan: Sendable {
    public struct File: Sendable {
        /// Relative to the output directory.
        public var path: String
        /// The template's name, without `.mustache`.
        public var template: String
        public var context: any Sendable
    }

    public var files: [File]
}
