import Foundation

/// Where spec files are read from: the disk, or memory in tests.
public protocol SpecFileSystem: Sendable {
    /// The bytes of the file at `path`.
    func contents(of path: String) throws(SpecFileError) -> [UInt8]
}

/// Why a spec file could not be read.
public enum SpecFileError: Error, Sendable, Equatable {
    case notFound
    case isDirectory
    case unreadable

    /// "does not exist", for "included file 'x' does not exist".
    var reason: String {
        switch self {
        case .notFound: return "does not exist"
        case .isDirectory: return "is a folder, not a file"
        case .unreadable: return "cannot be read"
        }
    }
}

/// Reads spec files from the disk.
public struct DiskFileSystem: SpecFileSystem {
    public init() {}

    public func contents(of path: String) throws(SpecFileError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .notFound }
        guard !isDirectory.boolValue else { throw .isDirectory }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable }
        return data.withUnsafeBytes { Array($0.bindMemory(to: UInt8.self)) }
    }
}

/// Spec files held in memory, by path.
public struct InMemoryFileSystem: SpecFileSystem {
    public var files: [String: [UInt8]]

    public init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    public func contents(of path: String) throws(SpecFileError) -> [UInt8] {
        guard let bytes = files[path] else { throw .notFound }
        return bytes
    }
}
