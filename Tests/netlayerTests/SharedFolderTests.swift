import Foundation
import TestTraits
import Testing

/// `../shared` holds what the suites marked `.needsSharedFolder` read. When
/// it does not, they do not run and this test fails, once, with one line
/// that says what is missing and where, so that a fresh clone without it
/// fails for that reason alone.
@Suite struct SharedFolderTests {
    @Test func theSharedFolderIsBesideTheCheckout() {
        #expect(SharedFolder.isPresent, Comment(rawValue: SharedFolder.problem))
    }

    /// A test that reads `../shared` some other way would fail, without it,
    /// with "does not exist", and run where it should not.
    @Test func everyTestReadsItThroughSharedFolder() throws {
        let tests = CommandRunner.packageRoot.appendingPathComponent("Tests")
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var readers: [String] = []
        // This file names what it looks for.
        for case let file as URL in files
        where file.pathExtension == "swift" && file.lastPathComponent != "SharedFolderTests.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.contains("\"shared/") || text.contains("\"../shared") { readers.append(file.lastPathComponent) }
        }
        #expect(readers == [], "these read ../shared without SharedFolder: \(readers)")
    }
}
