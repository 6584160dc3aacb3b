import Foundation

/// Where spec files are read from: the disk, or memory in tests.
public protocol SpecFileSystem: Sendable {
    /// The bytes of the file at `path`, refused when larger than `maxSize`.
    ///
    /// - Parameters:
    ///   - path: The file's path, as the spec names it after resolving includes.
    ///   - maxSize: The most bytes the file may have.
    /// - Returns: The file's bytes.
    /// - Throws: ``SpecFileError`` when the file is missing, not a regular file, larger than `maxSize` or
    ///   unreadable.
    func contents(of path: String, maxSize: Int) throws(SpecFileError) -> [UInt8]
}

/// Why a spec file could not be read.
public enum SpecFileError: Error, Sendable, Equatable {
    /// Nothing exists at the path.
    case notFound
    /// The path names a folder.
    case isDirectory
    /// A device, pipe or socket: reading one may never end.
    case notRegularFile
    /// The file has more bytes than the limit.
    case tooLarge(size: Int, maxSize: Int)
    /// The file exists but cannot be read, such as for lack of permission.
    case unreadable

    /// Completes "spec file 'x' …".
    var reason: String { reason(kind: "spec file") }

    /// Completes "`kind` 'x' …": "does not exist".
    ///
    /// - Parameter kind: What the file is, as the sentence names it: "spec file", "settings file".
    /// - Returns: The end of the sentence, such as "is a folder, not a file".
    public func reason(kind: String) -> String {
        switch self {
        case .notFound: return "does not exist"
        case .isDirectory: return "is a folder, not a file"
        case .notRegularFile: return "is not a regular file"
        case .tooLarge(let size, let maxSize): return "is \(size) bytes; a \(kind) may have at most \(maxSize)"
        case .unreadable: return "cannot be read"
        }
    }
}

/// Reads spec files from the disk.
public struct DiskFileSystem: SpecFileSystem {
    /// Creates a reader of the disk.
    public init() {}

    /// Reads a file from the disk; the size is checked before reading, so a huge file is refused without
    /// loading it.
    ///
    /// - Parameters:
    ///   - path: The file's path, relative to the working directory or absolute.
    ///   - maxSize: The most bytes the file may have.
    /// - Returns: The file's bytes.
    /// - Throws: ``SpecFileError`` when the file is missing, a folder, a device, pipe or socket, larger than
    ///   `maxSize` or unreadable.
    public func contents(of path: String, maxSize: Int) throws(SpecFileError) -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw FileManager.default.fileExists(atPath: path) ? .unreadable : .notFound
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: throw .isDirectory
        default: throw .notRegularFile
        }
        // Checked before reading, so a huge file is refused without loading it.
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxSize else { throw .tooLarge(size: size, maxSize: maxSize) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable }
        guard data.count <= maxSize else { throw .tooLarge(size: data.count, maxSize: maxSize) }
        return data.withUnsafeBytes { Array($0.bindMemory(to: UInt8.self)) }
    }
}

/// Spec files held in memory, by path.
public struct InMemoryFileSystem: SpecFileSystem {
    /// The files' bytes by path.
    public var files: [String: [UInt8]]

    /// Creates a file system of the given files.
    ///
    /// - Parameter files: Each file's text, by the path a spec or include names it by.
    public init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// Returns a file held in memory.
    ///
    /// - Parameters:
    ///   - path: The path, exactly as a key of ``files``.
    ///   - maxSize: The most bytes the file may have.
    /// - Returns: The file's bytes.
    /// - Throws: ``SpecFileError/notFound`` for a path not held, ``SpecFileError/tooLarge(size:maxSize:)`` for
    ///   a file larger than `maxSize`.
    public func contents(of path: String, maxSize: Int) throws(SpecFileError) -> [UInt8] {
        guard let bytes = files[path] else { throw .notFound }
        guard bytes.count <= maxSize else { throw .tooLarge(size: bytes.count, maxSize: maxSize) }
        return bytes
    }
}
