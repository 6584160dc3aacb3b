/// Why `OutputWriter` refused or failed to write. Every case names the path
/// involved; `description` is a sentence for a CLI to print.
public enum OutputWriterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A rendered path is not a plain relative path inside the output directory.
    case invalidPath(String, reason: String)
    /// Two rendered files have the same path, or paths that differ only in case
    /// or Unicode normalization (one file on macOS and Windows file systems).
    case duplicatePath(String, String)
    /// One rendered path is a file and another needs it as a folder.
    case fileFolderConflict(file: String, nested: String)
    /// Something on disk is in the way and is not the writer's to remove.
    case conflictOnDisk(String, reason: String)
    /// The output directory URL is not usable.
    case invalidOutputDirectory(String, reason: String)
    /// The manifest cannot be read or has an entry the writer would not write.
    case invalidManifest(String, reason: String)
    /// A file-system operation failed (after validation passed).
    case fileSystem(operation: String, path: String, message: String)

    /// The error as one sentence for a CLI to print, naming the path and what is wrong with it.
    public var description: String {
        switch self {
        case let .invalidPath(path, reason):
            "invalid output path '\(path)': \(reason)"
        case let .duplicatePath(first, second) where first == second:
            "duplicate output path '\(first)'"
        case let .duplicatePath(first, second):
            "output paths '\(first)' and '\(second)' differ only in case or Unicode normalization"
                + " (they are one file on case-insensitive file systems)"
        case let .fileFolderConflict(file, nested):
            "output path '\(file)' is a file, but '\(nested)' needs it to be a folder"
        case let .conflictOnDisk(path, reason):
            "cannot write '\(path)': \(reason)"
        case let .invalidOutputDirectory(path, reason):
            "invalid output directory '\(path)': \(reason)"
        case let .invalidManifest(path, reason):
            "invalid manifest '\(path)': \(reason); delete it to regenerate"
                + " (files the writer created earlier are then kept, not removed)"
        case let .fileSystem(operation, path, message):
            "cannot \(operation) '\(path)': \(message)"
        }
    }
}
