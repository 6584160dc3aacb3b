import Foundation

/// What `swift test` built beside the test bundle: the `netlayer`
/// executable, the runtime's module.
public enum BuildProducts {
    /// `relativePath` in the test bundle's folder or up to three folders
    /// above it (the bundle sits deeper on some platforms).
    public static func locate(_ relativePath: String) throws -> URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(relativePath)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(relativePath) beside \(testBinary.path)"])
    }
}
