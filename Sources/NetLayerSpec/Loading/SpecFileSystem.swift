import Foundation

/// Where spec files are read from: the disk, or memory in tests.
public protocol SpecFileSystem: Sendable {
    /// The bytes of the file at `path`, or nil when there is none.
    func contents(of path: String) -> [UInt8]?
}

/// Reads spec files from the disk.
public struct DiskFileSystem: SpecFileSystem {
    public init() {}

    public func contents(of path: String) -> [UInt8]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return data.withUnsafeBytes { Array($0.bindMemory(to: UInt8.self)) }
    }
}

/// Spec files held in memory, by path.
public struct InMemoryFileSystem: SpecFileSystem {
    public var files: [String: [UInt8]]

    public init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    public func contents(of path: String) -> [UInt8]? {
        files[path]
    }
}
