import Foundation
import TestSupport
import Testing

@testable import NetLayerGenerator

@Suite struct OutputWriterTests {
    let school = renderedFiles([
        "SchoolAPI.swift": "enum SchoolAPI {}\n",
        "SchoolAPI+Student.swift": "extension SchoolAPI {}\n",
        "Models/Student.swift": "struct Student {}\n",
        "Models/Nested/Grade.swift": "struct Grade {}\n",
    ])

    // MARK: - write

    @Test func firstWriteCreatesDirectoryFilesFoldersAndManifest() throws {
        try withWriterScratch { _, out in
            let report = try OutputWriter(directory: out).write(school)
            #expect(
                report
                    == WriteReport(written: [
                        "Models/Nested/Grade.swift", "Models/Student.swift", "SchoolAPI+Student.swift",
                        "SchoolAPI.swift",
                    ]))
            #expect(
                try diskListing(out) == [
                    ".netlayer-manifest", "Models/", "Models/Nested/", "Models/Nested/Grade.swift",
                    "Models/Student.swift", "SchoolAPI+Student.swift", "SchoolAPI.swift",
                ])
            for file in school { #expect(try readText(out, file.path) == file.contents) }
            #expect(
                try manifestText(out)
                    == "Models/\nModels/Nested/\nModels/Nested/Grade.swift\nModels/Student.swift\n"
                    + "SchoolAPI+Student.swift\nSchoolAPI.swift\n")
        }
    }

    @Test func identicalRewriteTouchesNothing() throws {
        try withWriterScratch { _, out in
            let writer = OutputWriter(directory: out)
            try writer.write(school)
            try Backdating.everything(under: out)
            let before = try diskSnapshot(out)

            let report = try writer.write(school)

            #expect(report.written.isEmpty && report.removed.isEmpty && report.isUnchanged)
            #expect(report.unchanged.count == 4)
            #expect(report.description == "4 unchanged")
            let after = try diskSnapshot(out)
            #expect(after == before)  // bytes, mtimes and inodes, manifest included
            #expect(after.values.allSatisfy { $0.modified == Backdating.date })
        }
    }

    @Test func changingOneFileRewritesOnlyThatFile() throws {
        try withWriterScratch { _, out in
            let writer = OutputWriter(directory: out)
            try writer.write(school)
            try Backdating.everything(under: out)
            let before = try diskSnapshot(out)
            var changed = school
            changed[2].contents = "struct Student { var name: String }\n"

            let report = try writer.write(changed)

            #expect(report.written == ["Models/Student.swift"])
            #expect(report.unchanged == ["Models/Nested/Grade.swift", "SchoolAPI+Student.swift", "SchoolAPI.swift"])
            #expect(report.description == "wrote Models/Student.swift\n3 unchanged")
            var after = try diskSnapshot(out)
            let removed = after.removeValue(forKey: "Models/Student.swift")
            let student = try #require(removed)
            let oldStudent = try #require(before["Models/Student.swift"])
            #expect(student.bytes == Data("struct Student { var name: String }\n".utf8))
            #expect(student.inode != oldStudent.inode)  // replaced by rename
            #expect(student.modified != Backdating.date)
            // Folders' mtimes change when an entry is renamed in, so compare files only.
            #expect(
                after.filter { !$0.value.isFolder }
                    == before.filter { !$0.value.isFolder && $0.key != "Models/Student.swift" })
        }
    }

    @Test func removingFilesDeletesThemAndTheirEmptyFolders() throws {
        try withWriterScratch { _, out in
            let writer = OutputWriter(directory: out)
            try writer.write(school)

            let report = try writer.write(Array(school.prefix(2)))

            #expect(report.removed == ["Models/Nested/Grade.swift", "Models/Student.swift"])
            #expect(report.written.isEmpty)
            #expect(
                report.description
                    == "removed Models/Nested/Grade.swift\nremoved Models/Student.swift\n2 unchanged")
            #expect(try diskListing(out) == [".netlayer-manifest", "SchoolAPI+Student.swift", "SchoolAPI.swift"])
            #expect(try manifestText(out) == "SchoolAPI+Student.swift\nSchoolAPI.swift\n")
        }
    }

    @Test func aFolderWeCreatedStaysWhileAUserFileIsInItAndGoesWhenEmpty() throws {
        try withWriterScratch { _, out in
            let writer = OutputWriter(directory: out)
            try writer.write(school)
            try putText(out, "Models/Notes.md", "mine")

            try writer.write(Array(school.prefix(2)))
            #expect(try diskListing(out).filter { $0.hasPrefix("Models") } == ["Models/", "Models/Notes.md"])
            #expect(try manifestText(out) == "Models/\nSchoolAPI+Student.swift\nSchoolAPI.swift\n")

            try FileManager.default.removeItem(at: out.appendingPathComponent("Models/Notes.md"))
            let report = try writer.write(Array(school.prefix(2)))
            #expect(report.removed.isEmpty)
            #expect(try diskListing(out) == [".netlayer-manifest", "SchoolAPI+Student.swift", "SchoolAPI.swift"])
            #expect(try manifestText(out) == "SchoolAPI+Student.swift\nSchoolAPI.swift\n")
        }
    }

    @Test func aFolderTheUserCreatedIsKeptEvenWhenEmpty() throws {
        try withWriterScratch { _, out in
            try FileManager.default.createDirectory(
                at: out.appendingPathComponent("Models"), withIntermediateDirectories: true)
            let writer = OutputWriter(directory: out)
            try writer.write(renderedFiles(["Models/Student.swift": "s"]))
            #expect(try manifestText(out) == "Models/Student.swift\n")

            try writer.write([])
            #expect(try diskListing(out) == [".netlayer-manifest", "Models/"])
            #expect(try manifestText(out) == "")
        }
    }

    @Test func userFilesSurviveEvenWithGeneratedLookingNames() throws {
        try withWriterScratch { _, out in
            try putText(out, "SchoolAPI+Extra.swift", "// before")
            try putText(out, "README.md", "# mine")
            let writer = OutputWriter(directory: out)
            try writer.write(school)
            try putText(out, "SchoolAPI+Later.swift", "// after")
            try putText(out, "Models/Nested/Mine.swift", "// mine too")
            try Backdating.everything(under: out)
            let before = try diskSnapshot(out)

            let report = try writer.write([])

            #expect(report.removed == school.map(\.path).sorted())
            let after = try diskSnapshot(out)
            for path in ["SchoolAPI+Extra.swift", "README.md", "SchoolAPI+Later.swift", "Models/Nested/Mine.swift"] {
                #expect(after[path] == before[path], "\(path)")
            }
            #expect(
                try diskListing(out) == [
                    ".netlayer-manifest", "Models/", "Models/Nested/", "Models/Nested/Mine.swift", "README.md",
                    "SchoolAPI+Extra.swift", "SchoolAPI+Later.swift",
                ])
        }
    }

    @Test func withoutAManifestExistingFilesAreNeverDeletedButGeneratedPathsAreOverwritten() throws {
        try withWriterScratch { _, out in
            try putText(out, "Old.swift", "old")
            try putText(out, "Student.swift", "hand-written")
            try putText(out, "Same.swift", "same")
            let writer = OutputWriter(directory: out)

            let report = try writer.write(renderedFiles(["Student.swift": "generated", "Same.swift": "same"]))

            #expect(report == WriteReport(written: ["Student.swift"], unchanged: ["Same.swift"]))
            #expect(try readText(out, "Old.swift") == "old")
            #expect(try readText(out, "Student.swift") == "generated")
            #expect(try manifestText(out) == "Same.swift\nStudent.swift\n")

            // The generated paths are recorded now; Old.swift never was.
            #expect(try writer.write([]).removed == ["Same.swift", "Student.swift"])
            #expect(try diskListing(out) == [".netlayer-manifest", "Old.swift"])
        }
    }

    @Test func aLostManifestMeansEarlierFilesAreKept() throws {
        try withWriterScratch { _, out in
            let writer = OutputWriter(directory: out)
            try writer.write(school)
            try FileManager.default.removeItem(at: out.appendingPathComponent(".netlayer-manifest"))

            let report = try writer.write(Array(school.prefix(1)))

            #expect(report.removed.isEmpty)
            #expect(try diskListing(out).count == 7)
            #expect(try manifestText(out) == "SchoolAPI.swift\n")
        }
    }

    @Test func aManifestEntryOutsideTheDirectoryIsRefused() throws {
        try withWriterScratch { scratch, out in
            try putText(scratch, "Victim.swift", "precious")
            try putText(out, ".netlayer-manifest", "A.swift\n../Victim.swift\n")
            let before = try diskSnapshot(scratch)

            #expect(
                throws: OutputWriterError.invalidManifest(
                    out.path + "/.netlayer-manifest",
                    reason: "line 2 ('../Victim.swift'): '..' would leave the output directory")
            ) { try OutputWriter(directory: out).write([]) }
            #expect(try diskSnapshot(scratch) == before)
        }
    }

    @Test func aSymbolicLinkAtAGeneratedPathIsReplacedNotWrittenThrough() throws {
        try withWriterScratch { scratch, out in
            try putText(scratch, "Target.swift", "outside")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: out.path + "/A.swift", withDestinationPath: scratch.path + "/Target.swift")

            #expect(
                try OutputWriter(directory: out).write(renderedFiles(["A.swift": "generated"])).written == ["A.swift"])

            #expect(try readText(scratch, "Target.swift") == "outside")
            #expect(try diskSnapshot(out)["A.swift"]?.bytes == Data("generated".utf8))
            let type = try FileManager.default.attributesOfItem(atPath: out.path + "/A.swift")[.type]
            #expect(type as? FileAttributeType == .typeRegular)
        }
    }

    @Test func aRewriteKeepsTheFilesPermissions() throws {
        try withWriterScratch { _, out in
            let writer = OutputWriter(directory: out)
            try writer.write(renderedFiles(["A.swift": "1"]))
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: out.path + "/A.swift")

            try writer.write(renderedFiles(["A.swift": "2"]))

            #expect(try diskSnapshot(out)["A.swift"]?.permissions == 0o640)
            #expect(try readText(out, "A.swift") == "2")
        }
    }

    @Test func aGeneratedFileAndAGeneratedFolderMayTradePlaces() throws {
        try withWriterScratch { _, out in
            let writer = OutputWriter(directory: out)
            try writer.write(renderedFiles(["Models/Deep/A.swift": "a"]))

            #expect(
                try writer.write(renderedFiles(["Models": "file"]))
                    == WriteReport(written: ["Models"], removed: ["Models/Deep/A.swift"]))
            #expect(try diskListing(out) == [".netlayer-manifest", "Models"])
            #expect(try manifestText(out) == "Models\n")

            #expect(
                try writer.write(renderedFiles(["Models/B.swift": "b"]))
                    == WriteReport(written: ["Models/B.swift"], removed: ["Models"]))
            #expect(try diskListing(out) == [".netlayer-manifest", "Models/", "Models/B.swift"])
            #expect(try manifestText(out) == "Models/\nModels/B.swift\n")
        }
    }

    @Test func aFailedWriteThrowsLeavesNoPartialFileAndTheNextRunRecovers() throws {
        try withWriterScratch { _, out in
            let writer = OutputWriter(directory: out)
            try writer.write(renderedFiles(["A.swift": "a1", "B.swift": "b1", "Old.swift": "old"]))
            let files = renderedFiles(["A.swift": "a2", "Added/X.swift": "x", "B.swift": "b2", "C.swift": "c2"])

            #expect(
                throws: OutputWriterError.fileSystem(
                    operation: "replace", path: out.path + "/B.swift", message: "injected failure")
            ) {
                try OutputFileSystem.$failingReplaceSuffix.withValue("/B.swift") { try writer.write(files) }
            }

            // Stale files went first; then writes in path order: A and Added/X are complete, B is
            // untouched, C not reached; no temporary file left. All of it was recorded beforehand.
            #expect(try diskListing(out) == [".netlayer-manifest", "A.swift", "Added/", "Added/X.swift", "B.swift"])
            #expect(try readText(out, "A.swift") == "a2")
            #expect(try readText(out, "B.swift") == "b1")
            #expect(try manifestText(out) == "A.swift\nAdded/\nAdded/X.swift\nB.swift\nC.swift\nOld.swift\n")

            // The next run finishes, and can remove what the failed run created.
            let report = try writer.write(files.filter { $0.path != "Added/X.swift" })
            #expect(
                report
                    == WriteReport(written: ["B.swift", "C.swift"], unchanged: ["A.swift"], removed: ["Added/X.swift"]))
            #expect(try diskListing(out) == [".netlayer-manifest", "A.swift", "B.swift", "C.swift"])
            #expect(try manifestText(out) == "A.swift\nB.swift\nC.swift\n")
        }
    }

    // MARK: - Refusals

    struct BadInput: Sendable, CustomTestStringConvertible {
        var paths: [String]
        var error: OutputWriterError
        var testDescription: String { paths.debugDescription }
    }

    static let badInputs: [BadInput] = [
        BadInput(
            paths: ["../Escape.swift"],
            error: .invalidPath("../Escape.swift", reason: "'..' would leave the output directory")),
        BadInput(
            paths: ["Models/../../Escape.swift"],
            error: .invalidPath("Models/../../Escape.swift", reason: "'..' would leave the output directory")),
        BadInput(
            paths: ["Models/.."], error: .invalidPath("Models/..", reason: "'..' would leave the output directory")),
        BadInput(
            paths: ["/tmp/Absolute.swift"],
            error: .invalidPath(
                "/tmp/Absolute.swift",
                reason: "absolute paths are not allowed; use a path relative to the output directory")),
        BadInput(paths: [""], error: .invalidPath("", reason: "the path is empty")),
        BadInput(
            paths: ["Models//A.swift"],
            error: .invalidPath("Models//A.swift", reason: "empty path component ('//' or a trailing '/')")),
        BadInput(
            paths: ["Models/"],
            error: .invalidPath("Models/", reason: "empty path component ('//' or a trailing '/')")),
        BadInput(paths: ["./A.swift"], error: .invalidPath("./A.swift", reason: "'.' components are not allowed")),
        BadInput(
            paths: ["..\\A.swift"],
            error: .invalidPath("..\\A.swift", reason: "backslashes are not allowed; separate folders with '/'")),
        BadInput(paths: ["A\n.swift"], error: .invalidPath("A\n.swift", reason: "control characters are not allowed")),
        BadInput(
            paths: [".netlayer-manifest"],
            error: .invalidPath(
                ".netlayer-manifest",
                reason: "names starting with '.netlayer-' are reserved for the writer's bookkeeping")),
        BadInput(paths: ["A.swift", "A.swift"], error: .duplicatePath("A.swift", "A.swift")),
        BadInput(
            paths: ["Models/Student.swift", "models/student.swift"],
            error: .duplicatePath("Models/Student.swift", "models/student.swift")),
        BadInput(
            paths: ["Caf\u{E9}.swift", "Cafe\u{301}.swift"],
            error: .duplicatePath("Caf\u{E9}.swift", "Cafe\u{301}.swift")),
        BadInput(
            paths: ["Models", "Models/A.swift"], error: .fileFolderConflict(file: "Models", nested: "Models/A.swift")),
    ]

    @Test(arguments: badInputs)
    func badPathsThrowBeforeAnythingIsWritten(input: BadInput) throws {
        try withWriterScratch { _, out in
            let files =
                [RenderedFile(path: "Good.swift", contents: "good")]
                + input.paths.map { RenderedFile(path: $0, contents: "bad") }
            let writer = OutputWriter(directory: out)

            // Into a missing directory: it is not even created.
            #expect(throws: input.error) { try writer.write(files) }
            #expect(throws: input.error) { try writer.check(files) }
            #expect(!FileManager.default.fileExists(atPath: out.path))

            // Into a generated directory: nothing changes, nothing is removed.
            try writer.write(school)
            let before = try diskSnapshot(out)
            #expect(throws: input.error) { try writer.write(files) }
            #expect(try diskSnapshot(out) == before)
        }
    }

    @Test func somethingOfTheUsersInTheWayThrowsBeforeAnythingIsWritten() throws {
        try withWriterScratch { _, out in
            try putText(out, "Student.swift/Notes.md", "a user's folder where a file goes")
            try putText(out, "Models", "a user's file where a folder goes")
            let writer = OutputWriter(directory: out)
            let before = try diskSnapshot(out)

            #expect(throws: OutputWriterError.conflictOnDisk("Student.swift", reason: "a folder is in the way")) {
                try writer.write(renderedFiles(["A.swift": "a", "Student.swift": "s"]))
            }
            #expect(
                throws: OutputWriterError.conflictOnDisk(
                    "Models/B.swift", reason: "'Models' exists and is not a folder")
            ) {
                try writer.write(renderedFiles(["A.swift": "a", "Models/B.swift": "b"]))
            }
            #expect(try diskSnapshot(out) == before)
        }
    }

    @Test func anOutputDirectoryThatIsAFileIsRefused() throws {
        try withWriterScratch { scratch, _ in
            try putText(scratch, "file", "x")
            let url = scratch.appendingPathComponent("file")
            #expect(throws: OutputWriterError.invalidOutputDirectory(url.path, reason: "it exists and is not a folder"))
            {
                try OutputWriter(directory: url).write(school)
            }
        }
    }

    // MARK: - check

    @Test func checkOnAnUpToDateDirectoryReportsNothing() throws {
        try withWriterScratch { _, out in
            let writer = OutputWriter(directory: out)
            try writer.write(school)
            try putText(out, "Mine.swift", "not generated, not stale")

            let report = try writer.check(school)

            #expect(report.isUpToDate)
            #expect(report == CheckReport(unchanged: school.map(\.path).sorted()))
            #expect(report.description == "4 files up to date")
        }
    }

    @Test func checkReportsOutOfDateMissingAndStaleExactlyAndWritesNothing() throws {
        try withWriterScratch { _, out in
            let writer = OutputWriter(directory: out)
            try writer.write(school)
            try putText(out, "Mine.swift", "a user's file")
            try FileManager.default.removeItem(at: out.appendingPathComponent("SchoolAPI.swift"))
            try Backdating.everything(under: out)
            let before = try diskSnapshot(out)
            var files = Array(school.prefix(3))  // drops Models/Nested/Grade.swift
            files[1].contents = "extension SchoolAPI { func changed() {} }\n"
            files.append(RenderedFile(path: "Models/Teacher.swift", contents: "struct Teacher {}\n"))

            let report = try writer.check(files)

            #expect(
                report
                    == CheckReport(
                        outOfDate: ["SchoolAPI+Student.swift"],
                        missing: ["Models/Teacher.swift", "SchoolAPI.swift"],
                        stale: ["Models/Nested/Grade.swift"],
                        unchanged: ["Models/Student.swift"]))
            #expect(!report.isUpToDate)
            #expect(
                report.description
                    == "out of date: SchoolAPI+Student.swift\nmissing: Models/Teacher.swift\nmissing: SchoolAPI.swift\n"
                    + "stale: Models/Nested/Grade.swift")
            #expect(try diskSnapshot(out) == before)

            // `write` then does exactly what `check` said, and `check` is satisfied.
            let written = try writer.write(files)
            #expect(written.written == ["Models/Teacher.swift", "SchoolAPI+Student.swift", "SchoolAPI.swift"])
            #expect(written.removed == ["Models/Nested/Grade.swift"])
            #expect(try writer.check(files).isUpToDate)
            #expect(try readText(out, "Mine.swift") == "a user's file")
        }
    }

    @Test func checkOnAMissingDirectoryReportsAllMissingAndCreatesNothing() throws {
        try withWriterScratch { scratch, out in
            let report = try OutputWriter(directory: out).check(school)
            #expect(report == CheckReport(missing: school.map(\.path).sorted()))
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
        }
    }

    // MARK: - Scale and content

    @Test func twoHundredFilesWriteAndRewriteCorrectly() throws {
        try withWriterScratch { _, out in
            func file(_ index: Int, _ version: Int) -> RenderedFile {
                RenderedFile(path: "Group\(index / 20)/File\(index).swift", contents: "// file \(index) v\(version)\n")
            }
            let writer = OutputWriter(directory: out)
            let first = (0..<200).map { file($0, 1) }
            #expect(try writer.write(first).written.count == 200)
            #expect(try writer.write(first).unchanged.count == 200)

            // Change every third of 0..<150, drop 150..<200, add 200..<220.
            let second = (0..<150).map { file($0, $0 % 3 == 0 ? 2 : 1) } + (200..<220).map { file($0, 1) }
            let report = try writer.write(second)

            let rewritten = Set((0..<150).filter { $0 % 3 == 0 }.map { file($0, 2).path })
            #expect(report.written == rewritten.union((200..<220).map { file($0, 1).path }).sorted())
            #expect(report.removed == (150..<200).map { file($0, 1).path }.sorted())
            #expect(report.unchanged.count == 100)
            let disk = try diskSnapshot(out)
            let onDisk = disk.filter { !$0.value.isFolder && $0.key != ".netlayer-manifest" }
            #expect(
                onDisk.mapValues { $0.bytes }
                    == Dictionary(uniqueKeysWithValues: second.map { ($0.path, Data($0.contents.utf8)) }))
            #expect(
                Set(disk.keys.filter { $0.hasSuffix("/") }) == Set([0, 1, 2, 3, 4, 5, 6, 7, 10].map { "Group\($0)/" }))
            let expectedManifest = (second.map(\.path) + [0, 1, 2, 3, 4, 5, 6, 7, 10].map { "Group\($0)/" }).sorted()
            #expect(try manifestText(out) == expectedManifest.map { $0 + "\n" }.joined())
            #expect(try writer.check(second).isUpToDate)
        }
    }

    @Test func utf8ContentAndPathsRoundTripByteForByte() throws {
        try withWriterScratch { _, out in
            let text = "// 学生管理 — 👩‍🎓🇨🇳 naïve café\r\n\u{FEFF}let 名字 = \"张伟 😀\"\t\u{0}end\n"
            let path = "Models/学生👩‍🎓.swift"
            let writer = OutputWriter(directory: out)

            try writer.write([RenderedFile(path: path, contents: text)])

            #expect(try diskSnapshot(out)[path]?.bytes == Data(text.utf8))
            #expect(try writer.write([RenderedFile(path: path, contents: text)]).unchanged == [path])
            #expect(try manifestText(out) == "Models/\n\(path)\n")
        }
    }

    @Test func canonicallyEquivalentButDifferentBytesAreRewritten() throws {
        try withWriterScratch { _, out in
            let composed = "let caf\u{E9}e\u{301} = 1\n"
            let decomposed = "let cafe\u{301}\u{E9} = 1\n"
            // Equal as Swift strings and in length, not as bytes.
            #expect(composed == decomposed && composed.utf8.count == decomposed.utf8.count)
            let writer = OutputWriter(directory: out)
            try writer.write(renderedFiles(["A.swift": composed]))

            #expect(try writer.check(renderedFiles(["A.swift": decomposed])).outOfDate == ["A.swift"])
            #expect(try writer.write(renderedFiles(["A.swift": decomposed])).written == ["A.swift"])
            #expect(try diskSnapshot(out)["A.swift"]?.bytes == Data(decomposed.utf8))
        }
    }

    // MARK: - Descriptions

    @Test func descriptionsReadWellInACommandLine() {
        #expect(
            WriteReport(
                written: ["SchoolAPI+Student.swift"], unchanged: ["A.swift", "B.swift", "C.swift"],
                removed: ["Old.swift"]
            ).description == "wrote SchoolAPI+Student.swift\nremoved Old.swift\n3 unchanged")
        #expect(WriteReport().description == "0 unchanged")
        #expect(
            OutputWriterError.duplicatePath("A.swift", "A.swift").description == "duplicate output path 'A.swift'")
        #expect(
            OutputWriterError.invalidPath("../A.swift", reason: "'..' would leave the output directory").description
                == "invalid output path '../A.swift': '..' would leave the output directory")
    }
}

// MARK: - Support (private: other test files may use these names)

/// A fresh folder under the system temporary directory, removed afterwards.
/// The output directory is `scratch/out`, which does not exist yet.
private func withWriterScratch(_ body: (_ scratch: URL, _ out: URL) throws -> Void) throws {
    let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("netlayer-writer-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    try body(scratch, scratch.appendingPathComponent("out", isDirectory: true))
}

private func renderedFiles(_ pairs: KeyValuePairs<String, String>) -> [RenderedFile] {
    pairs.map { RenderedFile(path: $0.key, contents: $0.value) }
}

/// One item on disk as a test sees it: kind, bytes, modification time, inode
/// (a new inode proves a file was replaced by a rename), permissions.
private struct WriterDiskEntry: Equatable, CustomStringConvertible {
    var isFolder: Bool
    var bytes: Data?
    var modified: Date
    var inode: UInt64
    var permissions: Int

    var description: String {
        "\(isFolder ? "folder" : "file \(bytes.map { String(decoding: $0, as: UTF8.self) } ?? "")")"
            + " mtime \(modified.timeIntervalSince1970) inode \(inode)"
    }
}

/// Everything under `root` by relative path (folders end with `/`); empty when
/// `root` does not exist.
private func diskSnapshot(_ root: URL) throws -> [String: WriterDiskEntry] {
    var result: [String: WriterDiskEntry] = [:]
    func visit(_ relative: String) throws {
        let absolute = relative.isEmpty ? root.path : root.path + "/" + relative
        for name in try FileManager.default.contentsOfDirectory(atPath: absolute) {
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = root.path + "/" + path
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
            result[isFolder ? path + "/" : path] = WriterDiskEntry(
                isFolder: isFolder,
                bytes: isFolder ? nil : try Data(contentsOf: URL(fileURLWithPath: full)),
                modified: try #require(attributes[.modificationDate] as? Date),
                inode: try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value),
                permissions: try #require((attributes[.posixPermissions] as? NSNumber)?.intValue))
            if isFolder { try visit(path) }
        }
    }
    if FileManager.default.fileExists(atPath: root.path) { try visit("") }
    return result
}

/// Sorted relative paths under `root`, folders with a trailing `/`.
private func diskListing(_ root: URL) throws -> [String] {
    try diskSnapshot(root).keys.sorted()
}

private func readText(_ root: URL, _ path: String) throws -> String {
    String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
}

private func putText(_ root: URL, _ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

private func manifestText(_ root: URL) throws -> String {
    try readText(root, ".netlayer-manifest")
}
