/// Checks on the relative paths `OutputWriter` writes and lists in its manifest.
enum OutputPath {
    /// Names beginning with this are the writer's own bookkeeping (its manifest
    /// and temporary files); a rendered path may not use them.
    static let reservedPrefix = ".netlayer-"

    /// Why `path` is not a plain relative path inside the output directory, or
    /// nil when it is. Works on UTF-8 bytes, as the file system does, so a
    /// combining mark after `/` cannot hide a separator.
    static func problem(with path: String) -> String? {
        let bytes = Array(path.utf8)
        if bytes.isEmpty { return "the path is empty" }
        if bytes.first == UInt8(ascii: "/") {
            return "absolute paths are not allowed; use a path relative to the output directory"
        }
        if bytes.contains(UInt8(ascii: "\\")) { return "backslashes are not allowed; separate folders with '/'" }
        if bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return "control characters are not allowed" }
        for component in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if component.isEmpty { return "empty path component ('//' or a trailing '/')" }
            if component.elementsEqual("..".utf8) { return "'..' would leave the output directory" }
            if component.elementsEqual(".".utf8) { return "'.' components are not allowed" }
            if component.starts(with: reservedPrefix.utf8) {
                return "names starting with '\(reservedPrefix)' are reserved for the writer's bookkeeping"
            }
        }
        return nil
    }

    /// The folders containing `path`, outermost first: `"a/b/c.swift"` gives
    /// `["a", "a/b"]`.
    static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        var index = path.utf8.startIndex
        while let slash = path.utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            result.append(String(path[..<slash]))
            index = path.utf8.index(after: slash)
        }
        return result
    }

    /// `relative` inside the output directory `root`, an absolute path.
    static func absolute(_ relative: String, in root: String) -> String {
        root == "/" ? "/" + relative : root + "/" + relative
    }

    /// Folder depth, for removing nested folders before their parents.
    static func depth(of path: String) -> Int {
        path.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
    }

    /// The key under which two paths name one file on a case-insensitive,
    /// normalization-insensitive file system (macOS, Windows). `lowercased()`
    /// folds case; `String`'s `Hashable` already treats canonically
    /// equivalent strings as equal.
    static func collisionKey(_ path: String) -> String {
        path.lowercased()
    }
}
