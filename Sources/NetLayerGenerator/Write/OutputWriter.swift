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
    /// The output directory, a file URL; created by ``write(_:)`` when missing.
    public let directory: URL

    /// A writer into `directory`; nothing is checked or touched until ``write(_:)`` or ``check(_:)``.
    ///
    /// - Parameter directory: The output directory, a file URL.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Brings the directory up to date with `files` and says what changed.
    ///
    /// - Parameter files: The rendered files, with paths relative to ``directory``.
    /// - Returns: The files written, left unchanged and removed.
    /// - Throws: `OutputWriterError`: for a refused path, a ``directory`` that is not a file URL or something
    ///   on disk in the way, before anything is written; for a failed file-system operation, after the files
    ///   written before it, which the manifest records.
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
            _ = try OutputFileSystem.removeFile(OutputPath.absolute(path, in: root))
        }
        var keptFolders: Set<String> = []
        for folder in plan.foldersToRemove {
            if try OutputFileSystem.removeFolderIfEmpty(OutputPath.absolute(folder, in: root)) == .kept {
                keptFolders.insert(folder)
            }
        }

        // 3. Create folders (parents first) and write what changed.
        for folder in plan.foldersToCreate.sorted(by: { OutputPath.depth(of: $0) < OutputPath.depth(of: $1) }) {
            try OutputFileSystem.createFolder(OutputPath.absolute(folder, in: root))
        }
        for file in plan.files where file.status != .unchanged {
            try OutputFileSystem.writeAtomically(
                file.data, to: OutputPath.absolute(file.path, in: root), permissions: file.permissions)
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
    ///
    /// - Parameter files: The rendered files, with paths relative to ``directory``.
    /// - Returns: The files out of date, missing, stale and up to date.
    /// - Throws: `OutputWriterError` for a refused path, a ``directory`` that is not a file URL, something on
    ///   disk in the way, or a folder or manifest that cannot be read.
    public func check(_ files: [RenderedFile]) throws -> CheckReport {
        let plan = try changes(files)
        return CheckReport(
            outOfDate: plan.files.filter { $0.status == .changed }.map(\.path),
            missing: plan.files.filter { $0.status == .missing }.map(\.path),
            stale: plan.staleFiles,
            unchanged: plan.files.filter { $0.status == .unchanged }.map(\.path))
    }

    /// Checks the paths alone, before looking at the disk.
    func validate(_ files: [RenderedFile]) throws {
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

    func rootPath() throws -> String {
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

    private func writeManifest(_ manifest: OutputManifest, replacing current: inout Data?, root: String) throws {
        let bytes = manifest.serialized
        guard bytes != current else { return }
        try OutputFileSystem.writeAtomically(
            bytes, to: OutputPath.absolute(OutputManifest.fileName, in: root), permissions: nil)
        current = bytes
    }
}
