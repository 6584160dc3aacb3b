/// Every file to generate, each a template and the context it renders:
/// every name, literal and comment already decided.
public struct RenderPlan: Sendable {
    public struct File: Sendable {
        /// Relative to the output directory.
        public var path: String
        /// The template's name, without `.mustache`.
        public var template: String
        /// Index in `contexts`: a module's API and Service files share one.
        public var context: Int
    }

    public var files: [File] = []
    public var contexts: [any Sendable] = []

    /// Adds a context and the files rendered from it.
    mutating func add(_ context: any Sendable, _ outputs: (path: String, template: String)...) {
        contexts.append(context)
        for output in outputs {
            files.append(File(path: output.path, template: output.template, context: contexts.count - 1))
        }
    }
}
