import Foundation

/// Where spec files are read from: the disk, or memory in tests.
public protocol SpecFileSystem: Sendable {
    /// The bytes of the file at `path`, refused when larger than `maxSize`.
    func contents(of path: String, maxSize: Int) throws(SpecFileError) -> [UInt8]
}

/// Why a spec file could not be read.
public enum SpecFileError: Error, Sendable, Equatable {
    case notFound
    case isDirectory
    /// A device, pipe or socket: reading one may never end.
    case notRegularFile
    case tooLarge(size: Int, maxSize: Int)
    case unreadable

    /// Completes "spec file 'x' …".
    var reason: String { reason(kind: "spec file") }

    /// Completes "`kind` 'x' …": "does not exist".
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
    public init() {}

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
    public var files: [String: [UInt8]]

    public init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    public func contents(of path: String, maxSize: Int) throws(SpecFileError) -> [UInt8] {
        guard let bytes = files[path] else { throw .notFound }
        guard bytes.count <= maxSize else { throw .tooLarge(size: bytes.count, maxSize: maxSize) }
        return bytes
    }
}
