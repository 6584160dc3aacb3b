import Foundation

/// The list of what `OutputWriter` created in its output directory, kept in
/// `.netlayer-manifest` there: one relative path per line, sorted, folders
/// with a trailing `/`, UTF-8, each line ending in `\n`.
///
/// Only what is listed here is ever removed; anything else in the directory
/// belongs to someone else.
struct OutputManifest: Equatable, Sendable {
    static let fileName = ".netlayer-manifest"

    /// Files the writer wrote (or adopted by generating their path).
    var files: Set<String> = []
    /// Folders the writer created (not ones that already existed).
    var folders: Set<String> = []

    init(files: Set<String> = [], folders: Set<String> = []) {
        self.files = files
        self.folders = folders
    }

    /// Parses a manifest, refusing any entry that is not a valid output path,
    /// so a hand-edited `../x` can never make the writer delete outside its
    /// directory.
    init(parsing data: Data, at manifestPath: String) throws {
        guard String(data: data, encoding: .utf8) != nil else {
            throw OutputWriterError.invalidManifest(manifestPath, reason: "it is not UTF-8 text")
        }
        // Split bytes, not `Character`s: "\r\n" or "\n" plus a combining mark
        // is one `Character`.
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        for (index, bytes) in lines.enumerated() {
            let line = String(decoding: bytes, as: UTF8.self)
            var entry = line
            let isFolder = entry.hasSuffix("/")
            if isFolder { entry.removeLast() }
            if let problem = OutputPath.problem(with: entry) {
                throw OutputWriterError.invalidManifest(
                    manifestPath, reason: "line \(index + 1) ('\(line)'): \(problem)")
            }
            if isFolder { folders.insert(entry) } else { files.insert(entry) }
        }
    }

    var serialized: Data {
        let lines = files.map { $0 } + folders.map { $0 + "/" }
        return Data(lines.sorted().map { $0 + "\n" }.joined().utf8)
    }
}
