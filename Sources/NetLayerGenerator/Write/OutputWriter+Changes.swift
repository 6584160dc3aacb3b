import Foundation

/// What a write would change, worked out before anything is written: the
/// step `write` and `check` share.
extension OutputWriter {
    /// One rendered file, its bytes, and how they compare with what is on disk.
    struct FileChange {
        enum Status { case unchanged, changed, missing }
        var path: String
        var data: Data
        var status: Status
        /// Permissions of the file being replaced.
        var permissions: mode_t?
    }

    /// Everything a write would do, worked out before it does any of it.
    struct Changes {
        var root: String
        var rootExists: Bool
        var manifest: OutputManifest?
        var manifestBytes: Data?
        /// Sorted by path.
        var files: [FileChange]
        /// Manifest files no longer generated that exist as regular files; sorted.
        var staleFiles: [String]
        /// Folders the generated files need.
        var neededFolders: Set<String>
        /// Needed folders that do not exist yet.
        var foldersToCreate: Set<String>
        /// Our folders no longer needed, deepest first.
        var foldersToRemove: [String]
    }

    func changes(_ files: [RenderedFile]) throws -> Changes {
        try validate(files)
        let root = try rootPath()
        let rootExists = try Self.folderExists(at: root)
        let recorded = rootExists ? try Self.readManifest(in: root) : nil
        let neededFolders = Set(files.flatMap { OutputPath.ancestors(of: $0.path) })
        let tree = try OutputTree(
            root: root, exists: rootExists, recorded: recorded?.manifest ?? OutputManifest(),
            generated: Set(files.map(\.path)), neededFolders: neededFolders)

        // File by file, in path order, so the first conflict reported is the first path's.
        var foldersToCreate: Set<String> = []
        var checkedFolders: Set<String> = []
        var planned: [FileChange] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            for folder in OutputPath.ancestors(of: file.path) where checkedFolders.insert(folder).inserted {
                if try tree.lacksFolder(folder, neededBy: file.path) { foldersToCreate.insert(folder) }
            }
            planned.append(try tree.change(writing: file))
        }

        return Changes(
            root: root, rootExists: rootExists, manifest: recorded?.manifest, manifestBytes: recorded?.bytes,
            files: planned, staleFiles: tree.staleFiles, neededFolders: neededFolders,
            foldersToCreate: foldersToCreate, foldersToRemove: tree.foldersToRemove)
    }

    /// Whether the output directory exists; something other than a folder there is an error.
    private static func folderExists(at root: String) throws -> Bool {
        switch try OutputFileSystem.resolvedKind(at: root) {
        case .none: false
        case .folder: true
        default: throw OutputWriterError.invalidOutputDirectory(root, reason: "it exists and is not a folder")
        }
    }

    /// The manifest an earlier run left in `root`, and its bytes; nil when there is none.
    private static func readManifest(in root: String) throws -> (manifest: OutputManifest, bytes: Data)? {
        let path = OutputPath.absolute(OutputManifest.fileName, in: root)
        switch try OutputFileSystem.kind(at: path) {
        case .none:
            return nil
        case .file:
            let bytes = try OutputFileSystem.read(path)
            return (try OutputManifest(parsing: bytes, at: path), bytes)
        default:
            throw OutputWriterError.invalidManifest(path, reason: "it is not a regular file")
        }
    }
}
