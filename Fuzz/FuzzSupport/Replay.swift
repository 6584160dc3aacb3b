import Foundation

/// Without libFuzzer: the inputs named on the command line, each through the
/// oracle once. This is how a finding is reproduced and how a corpus is
/// re-checked after a fix.
enum Replay {
    /// Returns the exit status: 0 when every input passed (a broken promise
    /// traps before), 2 when there was nothing to replay.
    static func run(arguments: [String], oracle: (UnsafeRawBufferPointer) -> Void) -> Int32 {
        let paths = arguments.filter { !$0.hasPrefix("-") }
        guard !paths.isEmpty else {
            let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "fuzzer"
            FileHandle.standardError.write(
                Data(
                    """
                    usage: \(name) FILE|FOLDER...
                    Replays each input through the oracle (built without libFuzzer). To fuzz, \
                    build with scripts/fuzz.sh; see docs/fuzzing.md.

                    """.utf8))
            return 2
        }
        var count = 0
        for file in paths.flatMap(files(at:)) {
            // Named before it runs: a trap ends the process without saying which input did it.
            FileHandle.standardError.write(Data("replaying \(file)\n".utf8))
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("error: cannot read \(file)\n".utf8))
                return 1
            }
            data.withUnsafeBytes(oracle)
            count += 1
        }
        FileHandle.standardError.write(Data("replayed \(count) input(s): every oracle held\n".utf8))
        return 0
    }

    /// The file itself, or every regular file under a folder, sorted.
    private static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return [path]
        }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            let full = (path as NSString).appendingPathComponent(relative)
            var isSubfolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isSubfolder), !isSubfolder.boolValue {
                files.append(full)
            }
        }
        return files.sorted()
    }
}
