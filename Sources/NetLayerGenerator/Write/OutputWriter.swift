import Foundation

/// Writes rendered files into an output directory the way a good build tool
/// does: only what changed, atomically, cleaning up only after itself.
///
/// Rules:
/// - **Validate first.** Every path is checked (relative, no `..`, `.` or empty
///   components, no backslashes or control characters, no reserved
///   `.netlayer-` names, no duplicates — also none differing only in case or
///   Unicode normalization — and no file that another path needs as a folder),
///   and so is what is on disk in the way, before anything is written.
/// - **Write only changes.** A file whose bytes already match is not touched,
///   so its modification time stays and nothing recompiles. A changed file is
///   written to a temporary file in the same folder and renamed over the old
///   one (keeping the old file's permissions), so no file is ever half-written.
///   If a write fails midway, the error is thrown; files written before it are
///   complete and recorded, and the next run finishes the job.
/// - **Own what you generate, delete only what you recorded.** The writer owns
///   every path it is asked to generate: a file already there (a user's, or one
///   from a run whose manifest was lost) is overwritten when its bytes differ,
///   and is recorded from then on. It deletes only regular files listed in its
///   manifest (`.netlayer-manifest`) that are no longer generated, and only
///   folders it created itself, only once they are empty. Without a manifest
///   nothing is deleted. Anything else in the directory — a user's file, even
///   one named like a generated file — is never touched.
/// - **Record before creating.** The manifest is rewritten (atomically, and only
///   when its bytes change) to include new files and folders before they are
///   created, and trimmed after removals; so an interrupted run never leaves a
///   file it wrote unrecorded.
/// - `check` runs the same validation and comparison and writes nothing.
///   It compares generated files only, not the manifest.
public struct OutputWriter: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Brings the directory up to date with `files` and says what changed.
    @discardableResult
    public func write(_ files: [RenderedFile]) throws -> WriteReport {
        let plan = try changes(files)
        let root = plan.root
        if !plan.rootExists { try OutputFileSystem.createFolder(root) }

        // 1. Record everything about to be created, so a failure below leaves
        //    nothing unrecorded.
        let old = plan.manifest ?? OutputManifest()
        var manifestBytes = plan.manifestBytes
        let newPaths = Set(files.map(\.path))
        let interim = OutputManifest(
            files: old.files.union(newPaths), folders: old.folders.union(plan.foldersToCreate))
        try writeManifest(interim, replacing: &manifestBytes, root: root)

        // 2. Remove what is no longer generated, then our folders left empty
        //    (deepest first). Done before writing, so a stale file or folder of
        //    ours may stand where a new folder or file goes.
        for path in plan.staleFiles {
            _ = try OutputFileSystem.removeFile(absolute(path, root))
        }
        var keptFolders: Set<String> = []
        for folder in plan.foldersToRemove {
            if try OutputFileSystem.removeFolderIfEmpty(absolute(folder, root)) == .kept {
                keptFolders.insert(folder)
            }
        }

        // 3. Create folders (parents first) and write what changed.
        for folder in plan.foldersToCreate.sorted(by: { OutputPath.depth(of: $0) < OutputPath.depth(of: $1) }) {
            try OutputFileSystem.createFolder(absolute(folder, root))
        }
        for file in plan.files where file.status != .unchanged {
            try OutputFileSystem.writeAtomically(
                file.data, to: absolute(file.path, root), permissions: file.permissions)
        }

        // 4. Record exactly what is ours now.
        let final = OutputManifest(
            files: newPaths,
            folders: old.folders.intersection(plan.neededFolders)
                .union(plan.foldersToCreate).union(keptFolders))
        try writeManifest(final, replacing: &manifestBytes, root: root)

        return WriteReport(
            written: plan.files.filter { $0.status != .unchanged }.map(\.path),
            unchanged: plan.files.filter { $0.status == .unchanged }.map(\.path),
            removed: plan.staleFiles)
    }

    /// What `write` would change, without writing anything.
    public func check(_ files: [RenderedFile]) throws -> CheckReport {
        let plan = try changes(files)
        return CheckReport(
            outOfDate: plan.files.filter { $0.status == .changed }.map(\.path),
            missing: plan.files.filter { $0.status == .missing }.map(\.path),
            stale: plan.staleFiles,
            unchanged: plan.files.filter { $0.status == .unchanged }.map(\.path))
    }

    // MARK: - Changes

    struct FileChange {
        enum Status { case unchanged, changed, missing }
        var path: String
        var data: Data
        var status: Status
        /// Permissions of the file being replaced.
        var permissions: mode_t?
    }

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

        let rootExists: Bool
        switch try OutputFileSystem.resolvedKind(at: root) {
        case .none: rootExists = false
        case .folder: rootExists = true
        default: throw OutputWriterError.invalidOutputDirectory(root, reason: "it exists and is not a folder")
        }

        var manifest: OutputManifest?
        var manifestBytes: Data?
        let manifestPath = absolute(OutputManifest.fileName, root)
        if rootExists {
            switch try OutputFileSystem.kind(at: manifestPath) {
            case .none: break
            case .file:
                let bytes = try OutputFileSystem.read(manifestPath)
                manifest = try OutputManifest(parsing: bytes, at: manifestPath)
                manifestBytes = bytes
            default:
                throw OutputWriterError.invalidManifest(manifestPath, reason: "it is not a regular file")
            }
        }
        let old = manifest ?? OutputManifest()

        let newPaths = Set(files.map(\.path))
        var staleFiles: [String] = []
        for path in old.files.subtracting(newPaths).sorted() {
            // Only regular files: a folder or link there now is someone else's.
            if case .file = try OutputFileSystem.kind(at: absolute(path, root)) {
                staleFiles.append(path)
            }
        }
        let stale = Set(staleFiles)
        let neededFolders = Set(files.flatMap { OutputPath.ancestors(of: $0.path) })
        let foldersToRemove = old.folders.subtracting(neededFolders)
            .sorted { (OutputPath.depth(of: $0), $0) > (OutputPath.depth(of: $1), $1) }
        let removableFolders = Set(foldersToRemove)

        /// Whether `folder` (ours) will be empty once stale files and our
        /// emptied folders in it are removed.
        func willBeEmpty(_ folder: String) throws -> Bool {
            try OutputFileSystem.contentsOfFolder(absolute(folder, root)).allSatisfy { name in
                let path = folder + "/" + name
                if stale.contains(path) { return true }
                return try removableFolders.contains(path)
                    && OutputFileSystem.kind(at: absolute(path, root)) == .folder
                    && willBeEmpty(path)
            }
        }

        var foldersToCreate: Set<String> = []
        var checkedFolders: Set<String> = []
        var planned: [FileChange] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            for folder in OutputPath.ancestors(of: file.path) where !checkedFolders.contains(folder) {
                checkedFolders.insert(folder)
                guard rootExists else {
                    foldersToCreate.insert(folder)
                    continue
                }
                switch try OutputFileSystem.resolvedKind(at: absolute(folder, root)) {
                case .folder: break
                case .none: foldersToCreate.insert(folder)
                case .file where stale.contains(folder): foldersToCreate.insert(folder)
                default:
                    throw OutputWriterError.conflictOnDisk(
                        file.path, reason: "'\(folder)' exists and is not a folder")
                }
            }

            let data = Data(file.contents.utf8)
            var entry = FileChange(path: file.path, data: data, status: .missing)
            if rootExists {
                let path = absolute(file.path, root)
                switch try OutputFileSystem.kind(at: path) {
                case .none: break
                case let .file(size, permissions):
                    entry.permissions = permissions
                    let same = try size == data.count && OutputFileSystem.read(path) == data
                    entry.status = same ? .unchanged : .changed
                case .folder:
                    guard removableFolders.contains(file.path), try willBeEmpty(file.path) else {
                        throw OutputWriterError.conflictOnDisk(file.path, reason: "a folder is in the way")
                    }
                    entry.status = .changed
                case .other:
                    // A link or special file: replaced by a regular file (never written through).
                    entry.status = .changed
                }
            }
            planned.append(entry)
        }

        return Changes(
            root: root, rootExists: rootExists, manifest: manifest, manifestBytes: manifestBytes,
            files: planned, staleFiles: staleFiles, neededFolders: neededFolders,
            foldersToCreate: foldersToCreate, foldersToRemove: foldersToRemove)
    }

    /// Checks the paths alone, before looking at the disk.
    private func validate(_ files: [RenderedFile]) throws {
        var seen: [String: String] = [:]
        for file in files {
            if let problem = OutputPath.problem(with: file.path) {
                throw OutputWriterError.invalidPath(file.path, reason: problem)
            }
            let key = OutputPath.collisionKey(file.path)
            if let earlier = seen[key] {
                throw OutputWriterError.duplicatePath(earlier, file.path)
            }
            seen[key] = file.path
        }
        var folders: [String: String] = [:]
        for file in files {
            for folder in OutputPath.ancestors(of: file.path) {
                folders[OutputPath.collisionKey(folder)] = folders[OutputPath.collisionKey(folder)] ?? file.path
            }
        }
        for file in files {
            if let nested = folders[OutputPath.collisionKey(file.path)] {
                throw OutputWriterError.fileFolderConflict(file: file.path, nested: nested)
            }
        }
    }

    private func rootPath() throws -> String {
        guard directory.isFileURL else {
            throw OutputWriterError.invalidOutputDirectory(directory.absoluteString, reason: "it is not a file URL")
        }
        var path = directory.absoluteURL.standardizedFileURL.path(percentEncoded: false)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard !path.isEmpty else {
            throw OutputWriterError.invalidOutputDirectory(directory.absoluteString, reason: "the path is empty")
        }
        return path
    }

    private func absolute(_ relative: String, _ root: String) -> String {
        root == "/" ? "/" + relative : root + "/" + relative
    }

    private func writeManifest(_ manifest: OutputManifest, replacing current: inout Data?, root: String) throws {
        let bytes = manifest.serialized
        guard bytes != current else { return }
        try OutputFileSystem.writeAtomically(
            bytes, to: absolute(OutputManifest.fileName, root), permissions: nil)
        current = bytes
    }
}
