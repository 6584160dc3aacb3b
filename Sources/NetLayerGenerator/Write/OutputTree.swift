import Foundation

/// What stands in the output directory before a write, as far as the
/// generated paths meet it: the recorded files no longer generated, the
/// recorded folders no longer needed, and whether each generated file or
/// folder finds its place free.
struct OutputTree {
    let root: String
    /// Whether the output directory exists: when it does not, nothing is in the way.
    let exists: Bool
    /// Recorded files no longer generated that exist as regular files; sorted.
    let staleFiles: [String]
    /// Recorded folders no longer needed, deepest first.
    let foldersToRemove: [String]
    private let stale: Set<String>
    private let removableFolders: Set<String>

    init(
        root: String, exists: Bool, recorded: OutputManifest, generated: Set<String>, neededFolders: Set<String>
    ) throws {
        self.root = root
        self.exists = exists
        staleFiles = try recorded.files.subtracting(generated).sorted().filter { path in
            // Only regular files: a folder or link there now is someone else's.
            if case .file = try OutputFileSystem.kind(at: OutputPath.absolute(path, in: root)) { return true }
            return false
        }
        stale = Set(staleFiles)
        foldersToRemove = recorded.folders.subtracting(neededFolders)
            .sorted { (OutputPath.depth(of: $0), $0) > (OutputPath.depth(of: $1), $1) }
        removableFolders = Set(foldersToRemove)
    }

    /// Whether `folder`, which the generated `file` needs, is still to be
    /// created; anything but a folder or a stale file of ours there is a conflict.
    func lacksFolder(_ folder: String, neededBy file: String) throws -> Bool {
        guard exists else { return true }
        switch try OutputFileSystem.resolvedKind(at: absolute(folder)) {
        case .folder: return false
        case .none: return true
        case .file where stale.contains(folder): return true
        default: throw OutputWriterError.conflictOnDisk(file, reason: "'\(folder)' exists and is not a folder")
        }
    }

    /// How writing `file` changes what is at its path.
    func change(writing file: RenderedFile) throws -> OutputWriter.FileChange {
        let data = Data(file.contents.utf8)
        var change = OutputWriter.FileChange(path: file.path, data: data, status: .missing)
        guard exists else { return change }
        let path = absolute(file.path)
        switch try OutputFileSystem.kind(at: path) {
        case .none: break
        case let .file(size, permissions):
            change.permissions = permissions
            let same = try size == data.count && OutputFileSystem.read(path) == data
            change.status = same ? .unchanged : .changed
        case .folder:
            guard removableFolders.contains(file.path), try willBeEmpty(file.path) else {
                throw OutputWriterError.conflictOnDisk(file.path, reason: "a folder is in the way")
            }
            change.status = .changed
        case .other:
            // A link or special file: replaced by a regular file (never written through).
            change.status = .changed
        }
        return change
    }

    /// Whether `folder` (ours) will be empty once the stale files and our
    /// emptied folders in it are removed.
    private func willBeEmpty(_ folder: String) throws -> Bool {
        try OutputFileSystem.contentsOfFolder(absolute(folder)).allSatisfy { name in
            let path = folder + "/" + name
            if stale.contains(path) { return true }
            return try removableFolders.contains(path)
                && OutputFileSystem.kind(at: absolute(path)) == .folder
                && willBeEmpty(path)
        }
    }

    private func absolute(_ relative: String) -> String { OutputPath.absolute(relative, in: root) }
}
