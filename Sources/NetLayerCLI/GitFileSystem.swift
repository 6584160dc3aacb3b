import Foundation
import NetLayerSpec

/// Spec files as committed at a revision of the git repository that holds
/// the current folder: `netlayer diff git:main:specs/school.yaml …`. Paths
/// are relative to the repository's root, as in `git show REV:path`, and a
/// spec's includes are read at the same revision.
struct GitFileSystem: SpecFileSystem {
    /// The repository's root folder.
    let repository: String
    let revision: String

    /// The repository holding the current folder, at `revision`, checked to
    /// name a commit and to hold `path`; `reference` is how the user wrote
    /// it (`git:REV:path`), for the errors.
    static func open(revision: String, path: String, reference: String) throws -> GitFileSystem {
        let top = Git.run(["rev-parse", "--show-toplevel"], in: nil)
        guard top.status == 0 else {
            throw GitError(reference, "the current folder is not inside a git repository")
        }
        let repository = String(decoding: top.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let commit = Git.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: repository)
        guard !revision.isEmpty, !revision.hasPrefix("-"), commit.status == 0 else {
            throw GitError(reference, "unknown revision '\(revision)'")
        }
        let files = GitFileSystem(repository: repository, revision: revision)
        do {
            _ = try files.contents(of: SpecPath.resolve(path, from: ""), maxSize: InputLimits().maxFileSize)
        } catch {
            throw GitError(reference, "'\(path)' \(error.reason(kind: "spec file")) at revision \(revision)")
        }
        return files
    }

    func contents(of path: String, maxSize: Int) throws(SpecFileError) -> [UInt8] {
        guard !path.hasPrefix("/"), !path.hasPrefix("../"), path != ".." else { throw .notFound }
        let object = "\(revision):\(path)"
        let type = Git.run(["cat-file", "-t", object], in: repository)
        guard type.status == 0 else { throw .notFound }
        switch String(decoding: type.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) {
        case "blob": break
        case "tree": throw .isDirectory
        default: throw .notRegularFile
        }
        let size = Git.run(["cat-file", "-s", object], in: repository)
        let sizeText = String(decoding: size.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if let bytes = Int(sizeText), bytes > maxSize {
            throw .tooLarge(size: bytes, maxSize: maxSize)
        }
        let blob = Git.run(["cat-file", "blob", object], in: repository)
        guard blob.status == 0 else { throw .unreadable }
        guard blob.output.count <= maxSize else { throw .tooLarge(size: blob.output.count, maxSize: maxSize) }
        return blob.output
    }
}

/// A `git:REV:path` that cannot be read: no repository, no such revision or
/// file. Printed compiler-style, the reference standing for the place:
/// `git:nope:specs/school.yaml: error: unknown revision 'nope'`.
struct GitError: Error, CustomStringConvertible {
    var reference: String
    var message: String

    init(_ reference: String, _ message: String) {
        self.reference = reference
        self.message = message
    }

    var description: String { "\(reference): error: \(message)" }
}

/// Runs `git`, found on the PATH.
enum Git {
    /// How git exited, and what it wrote.
    struct Outcome {
        var status: Int32
        var output: [UInt8]
    }

    static func run(_ arguments: [String], in folder: String?) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + (folder.map { ["-C", $0] } ?? []) + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        // Told by the handler: on Linux, `waitUntilExit()` polls a run loop every 50 ms (see ChildProcess in Tests).
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return Outcome(status: -1, output: [])
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return Outcome(status: process.terminationStatus, output: [UInt8](data))
    }
}
