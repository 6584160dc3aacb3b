/// One file the generator renders: a path relative to the output directory and
/// its text, written as UTF-8.
///
/// The path uses `/` as separator (`"SchoolAPI+Student.swift"`,
/// `"Models/Student.swift"`); `OutputWriter` checks it before writing anything.
public struct RenderedFile: Sendable, Equatable {
    /// The path relative to the output directory, with `/` between components.
    public var path: String
    /// The file's text, written as UTF-8 with no byte-order mark.
    public var contents: String

    /// A file to write at `path` with `contents`; the path is checked when written, not here.
    ///
    /// - Parameters:
    ///   - path: The path relative to the output directory, with `/` between components.
    ///   - contents: The file's text.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
