import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system operations `OutputWriter` needs, on absolute paths,
/// with errors that name the path.
enum OutputFileSystem {
    /// What is at a path: nothing, a regular file, a folder, or something else.
    enum Kind: Equatable {
        /// Nothing.
        case none
        case file(size: Int, permissions: mode_t)
        case folder
        /// A symbolic link, socket, FIFO or device.
        case other
    }

    /// What is at `path`, without following a final symbolic link.
    static func kind(at path: String) throws -> Kind {
        try kind(at: path, followingLinks: false)
    }

    /// What is at `path`, following symbolic links (a link to a folder is a folder).
    static func resolvedKind(at path: String) throws -> Kind {
        try kind(at: path, followingLinks: true)
    }

    private static func kind(at path: String, followingLinks: Bool) throws -> Kind {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else {
            let code = errno
            // ENOTDIR: a component of the path is a file, so nothing is there.
            if code == ENOENT || code == ENOTDIR { return .none }
            throw failure("inspect", path, code)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(size: Int(info.st_size), permissions: info.st_mode & 0o7777)
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    static func read(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw OutputWriterError.fileSystem(operation: "read", path: path, message: message(error))
        }
    }

    static func contentsOfFolder(_ path: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw OutputWriterError.fileSystem(operation: "list", path: path, message: message(error))
        }
    }

    /// Creates `path` and any missing parents; an existing folder is fine.
    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputWriterError.fileSystem(operation: "create folder", path: path, message: message(error))
        }
    }

    /// Tests only: replacing a path that ends with this fails after its
    /// temporary file is written (running as root, permissions cannot make a
    /// write fail).
    @TaskLocal static var failingReplaceSuffix: String?

    /// Writes `data` to a new temporary file beside `path`, then renames it over
    /// `path`: a reader sees the old bytes or the new ones, never a mix, and a
    /// failure leaves `path` as it was. `permissions`, when given, are those of
    /// the file being replaced, so a rewrite does not reset them.
    static func writeAtomically(_ data: Data, to path: String, permissions: mode_t?) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/" + OutputPath.reservedPrefix + "tmp-" + UUID().uuidString
        do {
            do {
                try data.write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
            } catch {
                throw OutputWriterError.fileSystem(operation: "write", path: path, message: message(error))
            }
            if let permissions, chmod(temporary, permissions) != 0 {
                throw failure("set permissions of", path, errno)
            }
            if let suffix = Self.failingReplaceSuffix, path.hasSuffix(suffix) {
                throw OutputWriterError.fileSystem(operation: "replace", path: path, message: "injected failure")
            }
            if rename(temporary, path) != 0 {
                throw failure("replace", path, errno)
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Deletes the file at `path`; returns false when it was already gone.
    static func removeFile(_ path: String) throws -> Bool {
        if unlink(path) == 0 { return true }
        let code = errno
        if code == ENOENT || code == ENOTDIR { return false }
        throw failure("remove", path, code)
    }

    /// What became of a folder to remove: removed, already gone, or kept because it is not empty.
    enum FolderRemoval { case removed, gone, kept }

    /// Removes the folder at `path` only if it is empty.
    static func removeFolderIfEmpty(_ path: String) throws -> FolderRemoval {
        if rmdir(path) == 0 { return .removed }
        let code = errno
        switch code {
        case ENOENT: return .gone
        // ENOTDIR: someone replaced the folder by a file, which is theirs.
        case ENOTDIR: return .gone
        case ENOTEMPTY, EEXIST: return .kept
        default: throw failure("remove folder", path, code)
        }
    }

    private static func failure(_ operation: String, _ path: String, _ code: Int32) -> OutputWriterError {
        .fileSystem(operation: operation, path: path, message: String(cString: strerror(code)))
    }

    private static func message(_ error: any Error) -> String {
        if let error = error as? OutputWriterError { return error.description }
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
