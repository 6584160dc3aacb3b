import Foundation
import TestSupport
import Testing

@testable import NetLayerSpec

/// Hostile input is refused with one clear error and without a crash. How
/// quickly is SpecLoadBenchmark's to report, not a test's: a machine busy
/// with other builds would fail any bound loose enough to be useful.
@Suite struct HostileInputTests {
    @Test func billionLaughsIsRefused() {
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        let letters = Array("abcdefghij")
        for index in 1..<letters.count {
            let references = Array(repeating: "*\(letters[index - 1])", count: 9).joined(separator: ", ")
            lines.append("\(letters[index]): &\(letters[index]) [\(references)]")
        }
        expectRefused(
            lines.joined(separator: "\n"),
            with: "spec.yaml:7:8: error: aliases expand to more than 1000000 nodes; a spec never needs that many")
    }

    @Test func deepNestingIsRefused() {
        let brackets = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        expectRefused(
            brackets, with: "spec.yaml:1:65: error: nesting is deeper than 64 levels; a spec never needs that many")
        let mappings = String(repeating: "{a: ", count: 200_000) + String(repeating: "}", count: 200_000)
        expectRefused(
            mappings, with: "spec.yaml:1:257: error: nesting is deeper than 64 levels; a spec never needs that many")
    }

    /// Each round draws from a generator of its own seed, so the seed in a
    /// failure's message replays that one input.
    @Test func randomBytesAreRefused() {
        for round in 0..<20 {
            var generator = SeededGenerator(seed: 0xB17E5 + UInt64(round))
            let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let result = SpecLoader(fileSystem: Bytes(bytes)).load("spec.yaml")
            #expect(result.spec == nil, "\(generator)")
            #expect(result.diagnostics.first?.description.hasPrefix("spec.yaml:") == true, "\(generator)")
        }
    }

    @Test func randomPrintableTextIsRefusedNotCrashedOn() {
        let alphabet = Array("abc:-[]{}&*!|>'\"%@`#,? \n\t  \n")
        for round in 0..<200 {
            var generator = SeededGenerator(seed: 0x7E87 + UInt64(round))
            let text = String((0..<300).map { _ in alphabet.randomElement(using: &generator)! })
            let result = SpecLoader(fileSystem: Bytes(Array(text.utf8))).load("spec.yaml")
            #expect(result.spec == nil, "\(generator): \(text.debugDescription)")
            #expect(result.hasErrors, "\(generator): \(text.debugDescription)")
        }
    }

    @Test func invalidUTF8PointsAtTheBadByte() {
        let bytes = Array("netlayer: 1\nname: caf".utf8) + [0xE9] + Array("\n".utf8)
        let result = SpecLoader(fileSystem: Bytes(bytes)).load("spec.yaml")
        #expect(
            result.diagnostics.map(\.description) == [
                "spec.yaml:2:10: error: the file is not UTF-8 text: the bytes at this place are not valid UTF-8"
            ])
    }

    @Test func emptyAndBlankFilesAreRefused() {
        expectRefused("", with: "spec.yaml:1:1: error: the spec is empty")
        expectRefused("# only a comment\n\n", with: "spec.yaml:1:1: error: the spec is empty")
    }

    @Test func controlCharactersAreRefused() {
        expectRefused(
            "netlayer: 1\nname: a\u{0}b\n",
            with: "spec.yaml:2:8: error: the file is not YAML text: control characters are not allowed")
    }

    @Test func anOversizedFileIsRefusedBeforeParsing() {
        let limits = InputLimits(maxFileSize: 1024)
        let result = load(["spec.yaml": String(repeating: "#", count: 2048)], limits: limits)
        #expect(
            result.diagnostics.map(\.description) == [
                "error: spec file 'spec.yaml' is 2048 bytes; a spec file may have at most 1024"
            ])
    }

    private func expectRefused(
        _ text: String, with message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let result = load(text)
        #expect(result.spec == nil, sourceLocation: sourceLocation)
        #expect(result.diagnostics.map(\.description) == [message], sourceLocation: sourceLocation)
    }
}

/// One file of raw bytes, at any path.
private struct Bytes: SpecFileSystem {
    var bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    func contents(of path: String, maxSize: Int) -> [UInt8] { bytes }
}
