import Foundation
import Testing

/// Runs the built `netlayer` executable, as a user would, from the package root.
struct CommandRunner {
    struct Output {
        var status: Int32
        var terminatedBySignal: Bool
        var standardOutput: String
        var standardError: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `swift test` builds the executable beside the test bundle.
    static var executable: URL {
        get throws {
            let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            var folder = testBinary.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("netlayer")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "netlayer beside \(testBinary.path)"])
        }
    }

    static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Output {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting: a full pipe would block the child otherwise.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            terminatedBySignal: process.terminationReason == .uncaughtSignal,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}

/// A folder of its own for one test, removed when the test is done with it.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("netlayer-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
