/// One file the generator renders: a path relative to the output directory and
/// its text, written as UTF-8.
///
/// The path uses `/` as separator (`"SchoolAPI+Student.swift"`,
/// `"Models/Student.swift"`); `OutputWriter` checks it before writing anything.
public struct RenderedFile: Sendable, Equatable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
