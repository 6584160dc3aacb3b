import Foundation
import LoopbackServers
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `netlayer record` as a user runs it, in front of httpbin (from PyPI, on loopback): one line per request, the
/// recordings written as the replies come, Ctrl-C ending it with a count, and `netlayer verify` reading what it
/// wrote.
@Suite struct RecordCommandTests {
    @Test func recordsThroughTheProxyUntilCtrlCAndVerifyReadsTheRecordings() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let folder = try TemporaryFolder()
            let spec = """
                netlayer: 1
                name: Bin
                environments: { local: "\(bin.baseURL.absoluteString)" }
                url: "{base}/{path}"
                modules:
                  bin:
                    prefix: ""
                    interfaces:
                      uuid: { method: GET, path: uuid, response: Identifier }
                models:
                  Identifier: { uuid: Int }
                """
            try spec.write(to: folder.url.appendingPathComponent("bin.yaml"), atomically: true, encoding: .utf8)
            let record = try RunningProcess(
                ["record", "bin.yaml", "--environment", "local", "--port", "0"], in: folder.url)
            defer { record.stop() }
            let origin = try await record.waitFor("the banner") { () -> String? in
                guard
                    let range = record.standardOutput.range(
                        of: #"at http://127\.0\.0\.1:\d+"#, options: .regularExpression)
                else { return nil }
                return String(record.standardOutput[range].dropFirst(3))
            }
            #expect(record.standardOutput.contains("into bin.recordings"))
            for path in ["uuid", "uuid", "nowhere"] {
                _ = try await URLSession.shared.data(from: try #require(URL(string: "\(origin)/\(path)")))
            }
            _ = try await record.waitFor("three log lines") {
                record.standardOutput.contains("GET /nowhere") ? true : nil
            }
            #expect(record.standardOutput.contains("GET /uuid → 200 uuid: reply1\n"))
            #expect(record.standardOutput.contains("GET /uuid → 200 uuid: reply2\n"))
            #expect(record.standardOutput.contains("GET /nowhere → 404 not recorded\n"))
            #expect(try await record.interrupt() == 0)
            #expect(record.standardOutput.hasSuffix("Stopped. 2 recordings in bin.recordings.\n"))

            let verify = try await CommandRunner.run(
                ["verify", "--no-source-lines", "bin.yaml", "--recordings", "bin.recordings"], in: folder.url)
            #expect(verify.status == 1)
            #expect(verify.standardOutput == "bin.yaml: 2 replies of 1 interface checked: 1 error\n")
            #expect(
                verify.standardError.hasPrefix(
                    "bin.yaml:11:17: error: field 'uuid' of 'Identifier': the server sent a string"))
        }
    }
}
