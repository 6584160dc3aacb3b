import Foundation
import TestSupport
import Testing

/// `netlayer verify`, run as a separate process on specs/school.yaml and the recordings in
/// `Tests/Fixtures/recordings`: one folder of replies as the spec says, one with a drift of each kind, whose
/// file names in `# expect:` lines what must be printed.
@Suite struct VerifyCommandTests {
    static let drift = "Tests/Fixtures/recordings/school-drift"
    static let clean = "Tests/Fixtures/recordings/school-clean"

    /// A headline the drift fixture expects, and the recording it is written above.
    struct Expected {
        var headline: String
        var interface: String
        var recording: String
        var line: Int
    }

    static func expectations() throws -> [Expected] {
        let file = drift + "/drift.yaml"
        let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(file), encoding: .utf8)
        var expected: [Expected] = []
        var pending: [String] = []
        var interface = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("  # expect: ") {
                pending.append("specs/school.yaml:" + line.dropFirst("  # expect: ".count))
            } else if !line.hasPrefix(" "), !line.hasPrefix("#"), line.hasSuffix(":") {
                interface = String(line.dropLast())
            } else if line.hasPrefix("  "), !line.hasPrefix("   "), !line.hasPrefix("  #"), line.hasSuffix(":") {
                let name = String(line.dropFirst(2).dropLast())
                expected += pending.map {
                    Expected(headline: $0, interface: interface, recording: name, line: index + 1)
                }
                pending = []
            }
        }
        return expected
    }

    @Test func eachDriftIsPrintedAtTheSpecWithTheReplyItWasSeenIn() async throws {
        let expected = try Self.expectations()
        #expect(expected.count == 12)
        let output = try await CommandRunner.run(
            ["verify", "--no-source-lines", "specs/school.yaml", "--recordings", Self.drift])
        #expect(output.status == 1)
        #expect(
            output.standardOutput
                == "specs/school.yaml: 9 replies of 3 interfaces checked: 9 errors, 1 warning, 2 notes\n")
        let lines = output.standardError.split(separator: "\n").map(String.init)
        let headlines = lines.enumerated().filter { $0.element.hasPrefix("specs/school.yaml:") }
        // In the spec's order; two at one place in the order their replies were read.
        func position(_ headline: String) -> [Int] {
            headline.split(separator: ":").dropFirst().prefix(2).compactMap { Int($0) }
        }
        let ordered = expected.enumerated().sorted { left, right in
            let (l, r) = (position(left.element.headline), position(right.element.headline))
            return l != r ? l.lexicographicallyPrecedes(r) : left.offset < right.offset
        }.map(\.element)
        #expect(headlines.map(\.element) == ordered.map(\.headline))
        for (headline, expectation) in zip(headlines, ordered) {
            let note = lines.indices.contains(headline.offset + 1) ? lines[headline.offset + 1] : ""
            #expect(
                note.hasPrefix(
                    "\(Self.drift)/drift.yaml:\(expectation.line):3: note: in the reply recorded as "
                        + "'\(expectation.recording)' of '\(expectation.interface)', at "),
                "\(headline.element)")
        }
    }

    @Test func repliesAsTheSpecSaysPassWithTheSummaryAlone() async throws {
        let output = try await CommandRunner.run(["verify", "specs/school.yaml", "--recordings", Self.clean])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(
            output.standardOutput
                == "specs/school.yaml: 5 replies of 4 interfaces checked: the spec matches every one\n")
    }

    @Test func theJSONDocumentHasEveryFindingAndTheExitStatusIsTheSame() async throws {
        let output = try await CommandRunner.run(
            ["verify", "specs/school.yaml", "--recordings", Self.drift, "--json", "--skip", "homeTimeline"])
        #expect(output.status == 1)
        #expect(output.standardError == "")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(document["replies"] as? Int == 8)
        #expect(document["errors"] as? Int == 8)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 11)
        #expect(findings.allSatisfy { $0["file"] as? String == "specs/school.yaml" && $0["line"] is Int })
        let missing = try #require(findings.first { $0["kind"] as? String == "missingField" })
        #expect(missing["pointer"] as? String == "/b/joined_at")
        #expect(missing["suggestion"] as? String == "joinedAt: { type: Date?, key: joined_at }")
        let seen = try #require((missing["seenIn"] as? [[String: Any]])?.first)
        #expect(seen["reply"] as? String == "renamedField")
        #expect(seen["line"] as? Int == 10)
    }

    @Test func aWarningFailsOnlyWithWarningsAsErrors() async throws {
        let folder = try TemporaryFolder()
        let warning = """
            netlayer-recordings: 1
            studentDetail:
              newStatus:
                status: 200
                body: '{"h":{"code":200},"b":{"id":7,"name":"Ada","joined_at":"2024-09-01","status":"on_leave"}}'
            """
        try warning.write(to: folder.url.appendingPathComponent("w.yaml"), atomically: true, encoding: .utf8)
        let arguments = ["verify", "specs/school.yaml", "--recordings", folder.url.path]
        #expect(try await CommandRunner.run(arguments).status == 0)
        #expect(try await CommandRunner.run(arguments + ["--warnings-as-errors"]).status == 1)
    }

    @Test func recordingsThatDoNotReadAreExitStatus2AndNothingIsChecked() async throws {
        let folder = try TemporaryFolder()
        try "netlayer-recordings: 1\nstudentDetail:\n  ada: { stauts: 200 }\n"
            .write(to: folder.url.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let output = try await CommandRunner.run(
            ["verify", "--no-source-lines", "specs/school.yaml", "--recordings", folder.url.path])
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError.contains(
                "bad.yaml:3:10: error: unknown key 'stauts' in recording 'ada' of 'studentDetail'; "
                    + "did you mean 'status'?"))
    }

    @Test func withoutRecordingsTheCommandSaysWhatItNeeds() async throws {
        let output = try await CommandRunner.run(["verify", "specs/school.yaml"])
        #expect(output.status == 64)
        #expect(
            output.standardError.contains(
                "give the replies to check: --recordings PATH, or --environment NAME to call the server"))
    }
}
