import Foundation

/// Builds Swift files into a program with the real compiler, linked with the
/// runtime this package built: how tests run generated code, not only
/// type-check it.
public enum SwiftExecutable {
    /// Writes `files` (paths relative to `folder`), compiles them in Swift 6
    /// mode with warnings as errors, one of them holding `@main`, and links
    /// the object files of the runtime and of the mock backend (fixtures
    /// use it) where this build has them; returns the program, or
    /// throws the compiler's output.
    public static func build(_ files: [(path: String, contents: String)], in folder: URL) async throws -> URL {
        let modules = try BuildProducts.locate("Modules/NetLayer.swiftmodule").deletingLastPathComponent()
        var objects: [String] = []
        // swift-http-types' HTTPTypes, which the runtime depends on: all of its objects.
        if let built = try? BuildProducts.locate("HTTPTypes.build") {
            objects += try FileManager.default.contentsOfDirectory(atPath: built.path)
                .filter { $0.hasSuffix(".swift.o") }.map { built.appendingPathComponent($0).path }
        }
        for target in ["NetLayerWire", "NetLayer", "NetLayerMock", "SeededRandom"] {
            guard let built = try? BuildProducts.locate("\(target).build") else { continue }
            // Only the objects of the target's sources today: a build folder keeps those of files since
            // moved away (the mock's command once had this target's name).
            let sources = sourceFiles(of: target)
            objects += try FileManager.default.contentsOfDirectory(atPath: built.path)
                .filter { $0.hasSuffix(".swift.o") && sources.contains(String($0.dropLast(2))) }
                .map { built.appendingPathComponent($0).path }
        }
        let paths = try SwiftTypeCheck.write(files, in: folder)
        let program = folder.appendingPathComponent("program")
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            SwiftTypeCheck.compiler
                + ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-I", modules.path]
                + paths + objects + ["-o", program.path])
        guard result.status == 0 else { throw BuildFailure(output: result.standardOutput + result.standardError) }
        return program
    }

    /// The names of the Swift files in `Sources/<target>`, at any depth.
    private static func sourceFiles(of target: String) -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/\(target)")
        let walker = FileManager.default.enumerator(atPath: root.path)
        var names: Set<String> = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".swift") { names.insert((path as NSString).lastPathComponent) }
        }
        return names
    }

    public struct BuildFailure: Error, CustomStringConvertible {
        public var output: String
        public var description: String { "the program did not build:\n\(output)" }
    }
}
