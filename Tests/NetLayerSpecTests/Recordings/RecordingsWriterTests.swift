import Foundation
import SeededRandom
import Testing

@testable import NetLayerSpec

/// What `netlayer record` writes reads back as the same recordings, byte for byte, whatever the bodies hold.
@Suite struct RecordingsWriterTests {
    private static let here = SourceLocation(file: "r.yaml", line: 1, column: 1)

    private func recording(_ name: String, body: Data, interface: String = "detail") -> Recording {
        Recording(
            interface: interface, name: name, recorded: "2026-12-04T09:30:00Z", environment: "staging",
            request: .init(
                method: .POST, target: "/api/detail?q=a%20b&x=#1",
                headers: [.init("Content-Type", "application/json"), .init("x-auth-token", "<token>")],
                body: Data(#"{"q": "it's"}"#.utf8)),
            status: 200,
            headers: [.init("Set-Cookie", "<cookie>"), .init("Set-Cookie", "<cookie, 2>"), .init("ETag", "\"v1\"")],
            body: body, location: Self.here, interfaceLocation: Self.here)
    }

    /// The recordings `text` reads back to, with the writer's input's locations, so they compare equal.
    private func roundTrip(_ recordings: [Recording]) throws -> [Recording] {
        let text = RecordingsWriter.text(of: recordings)
        var diagnostics = Diagnostics()
        let read = RecordingsReader().read(Array(text.utf8), path: "r.yaml", diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(Array(diagnostics))\n\(text)")
        return read.map { recording in
            var recording = recording
            recording.location = Self.here
            recording.interfaceLocation = Self.here
            return recording
        }
    }

    static let bodies: [String] = [
        #"{"h":{"code":200,"msg":"ok"},"b":{"name":"Ada 'A' Lovelace","tags":["x"]}}"#,
        "{\n  \"pretty\": true\n}\n", "  leading and trailing spaces  ", "tab\there", "carriage\r\nreturn",
        "nul\u{0}byte", "del\u{7F}", "\u{FEFF}{\"bom\": 1}", "line\u{2028}separator", "emoji 🧪 and 中文",
        " leading space\nand more", "three breaks\n\n\n", "no final break\nhere", "spaces alone\n  \nline", "x\n",
        "\n\nbreaks first", "tab\n\tindented\n", "#not a comment", "- not a list", "null", "true", "7", "", "'", "\"",
        "\\",
    ]

    @Test(arguments: bodies)
    func aTextBodyReadsBackByteForByte(body: String) throws {
        let recordings = [recording("r", body: Data(body.utf8))]
        #expect(try roundTrip(recordings) == recordings)
    }

    @Test func bytesThatAreNotUTF8AreWrittenAsBase64() throws {
        let recordings = [recording("bytes", body: Data([0xFF, 0xFE, 0x00, 0x80, 0x41]))]
        #expect(RecordingsWriter.text(of: recordings).contains("bodyBase64: //4AgEE=\n"))
        #expect(try roundTrip(recordings) == recordings)
    }

    @Test func aJSONBodyIsWrittenOnOneReadableLine() {
        let text = RecordingsWriter.text(of: [recording("ada", body: Data(Self.bodies[0].utf8))])
        #expect(
            text.contains(#"    body: '{"h":{"code":200,"msg":"ok"},"b":{"name":"Ada ''A'' Lovelace","tags":["x"]}}'"#))
        #expect(text.hasPrefix("netlayer-recordings: 1\ndetail:\n  ada:\n    recorded: "))
    }

    @Test func aMultiLineBodyIsWrittenAsItsLinesInABlock() {
        let text = RecordingsWriter.text(of: [recording("pretty", body: Data("{\n  \"pretty\": true\n}\n".utf8))])
        #expect(text.hasSuffix("    body: |\n      {\n        \"pretty\": true\n      }\n"), "\(text)")
    }

    /// Bodies of random bytes and random text, seeded so a failure repeats.
    @Test func randomBodiesReadBackByteForByte() throws {
        var random = SplitMix64(seed: 49)
        var recordings: [Recording] = []
        for index in 0..<200 {
            let count = Int(random.next() % 64)
            let bytes: [UInt8] =
                index.isMultiple(of: 2)
                ? (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                : Array(String((0..<count).map { _ in Character(Self.scalar(&random)) }).utf8)
            recordings.append(
                recording("r\(index)", body: Data(bytes), interface: index.isMultiple(of: 3) ? "list" : "detail"))
        }
        let read = try roundTrip(recordings)
        #expect(read.count == recordings.count)
        let expected = Dictionary(uniqueKeysWithValues: recordings.map { ($0.name, $0) })
        for recording in read {
            #expect(recording == expected[recording.name], "\(recording.name)")
        }
    }

    /// A scalar from the ranges that are hard to quote: controls, ASCII, Latin-1, separators, astral.
    private static func scalar(_ random: inout SplitMix64) -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [0...0x1F, 0x20...0x7F, 0x80...0xFF, 0x2000...0x206F, 0x1F300...0x1F6FF]
        let range = ranges[Int(random.next() % UInt64(ranges.count))]
        let value = range.lowerBound + UInt32(random.next() % UInt64(range.count))
        return Unicode.Scalar(value) ?? "?"
    }
}
