import Foundation

/// Template files from a user's folder, each replacing the built-in one of its name.
public enum TemplateOverrides {
    /// Returns the paths of the files read.
    ///
    /// - Parameters:
    ///   - folder: The folder of `NAME.mustache` files; other files are ignored.
    ///   - library: The templates to change; a file replaces the built-in template `NAME`.
    /// - Returns: The paths of the files read, sorted.
    /// - Throws: The file system's error for a folder or file that cannot be read, or the library's for a name
    ///   it has no template of, or a template that does not parse or uses a name its context lacks.
    @discardableResult
    public static func apply(from folder: String, to library: inout TemplateLibrary) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mustache") }
            .sorted()
        var paths: [String] = []
        for file in names {
            let path = (folder as NSString).appendingPathComponent(file)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try library.override(String(file.dropLast(".mustache".count)), with: text)
            paths.append(path)
        }
        return paths
    }
}
