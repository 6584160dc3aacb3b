/// How operations group into modules, and each module's prefix and version
/// taken from the path segments its operations share: `/student/v5/list`
/// and `/student/v5/detail` become prefix `student`, version `v5`, paths
/// `list` and `detail`.
enum ModuleGrouping {
    /// By each operation's first tag, or by the first path segment that is
    /// not a version (an operation without a tag too), up to a dot in it:
    /// `/vm.boot` and `/vm.add-device` are one module `vm`.
    static func group(_ operation: Operation, by grouping: ImportOptions.Grouping) -> String {
        if grouping == .tags, let tag = operation.tags.first { return tag }
        guard let segment = segments(operation.path).first(where: { !$0.hasPrefix("{") && !isVersion($0) }) else {
            return "default"
        }
        let head = segment.prefix { $0 != "." }
        return head.isEmpty ? segment : String(head)
    }

    static func segments(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    /// `v1`, `v2.1`, `V3`.
    static func isVersion(_ segment: String) -> Bool {
        guard segment.count >= 2, segment.first == "v" || segment.first == "V" else { return false }
        let rest = segment.dropFirst()
        return rest.first?.isNumber == true && rest.allSatisfy { $0.isNumber || $0 == "." }
    }

    /// The segments every path starts with, leaving each path at least one
    /// segment and stopping at the first segment with a brace (a placeholder
    /// may sit inside a segment, `report{id}.pdf`, or span two); split into
    /// the prefix before a version segment, the version, and what follows it.
    static func shared(_ paths: [String]) -> (prefix: String?, version: String?, length: Int) {
        let all = paths.map(segments)
        guard let shortest = all.map(\.count).min(), shortest > 1 else { return (nil, nil, 0) }
        var length = 0
        while length < shortest - 1, !all[0][length].contains(where: { $0 == "{" || $0 == "}" }),
            all.allSatisfy({ $0[length] == all[0][length] })
        {
            length += 1
        }
        let common = Array(all[0].prefix(length))
        if let index = common.lastIndex(where: isVersion) {
            // What follows the version stays in the paths: the layout puts the version after the prefix.
            let prefix = common[..<index].joined(separator: "/")
            return (prefix.isEmpty ? nil : prefix, common[index], index + 1)
        }
        return (common.isEmpty ? nil : common.joined(separator: "/"), nil, length)
    }

    /// The path after the `length` shared segments, without a leading slash.
    static func remainder(_ path: String, dropping length: Int) -> String {
        segments(path).dropFirst(length).joined(separator: "/")
    }
}
