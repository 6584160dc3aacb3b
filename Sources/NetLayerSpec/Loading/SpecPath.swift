/// Lexical path handling for `include`, so that one file reached by two
/// spellings (`a/../b.yaml`, `b.yaml`) is recognised as one.
public enum SpecPath {
    /// `relative` resolved against the folder of `file`.
    ///
    /// An absolute `relative` is only normalized.
    ///
    /// - Parameters:
    ///   - relative: The path an `include` gives.
    ///   - file: The path of the file that includes it.
    /// - Returns: The normalized path, with `.` and `..` resolved lexically.
    public static func resolve(_ relative: String, from file: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return normalize(folder.isEmpty ? relative : folder + "/" + relative)
    }

    /// Whether `path` is `folder` or below it, both compared normalized.
    static func isInside(_ path: String, folder: String) -> Bool {
        let folder = normalize(folder)
        let path = normalize(path)
        return folder == "."
            ? !path.hasPrefix("../") && !path.hasPrefix("/") && path != ".."
            : path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Removes `.` components and folds `name/..` pairs, lexically: a path as diagnostics and recordings name it.
    ///
    /// - Parameter path: A path, relative or absolute.
    /// - Returns: The path without `.` components or `name/..` pairs.
    public static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default:
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
