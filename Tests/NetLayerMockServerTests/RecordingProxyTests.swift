import Foundation
import LoopbackServers
import NetLayer
import NetLayerMockServer
import NetLayerSpec
import Testing

/// `netlayer record`'s proxy in front of httpbin (from PyPI, started on loopback): the replies it hands back are
/// httpbin's, the recordings it writes are what httpbin answered, secrets redacted, and `netlayer verify`'s check
/// of them finds exactly the drift written into the spec, which the spec edited as suggested no longer has.
@Suite struct RecordingProxyTests {
    /// A spec of six of httpbin's interfaces, with a drift of another kind in five. `BASE` is httpbin's URL.
    static let spec = """
        netlayer: 1
        name: Bin
        environments: { local: BASE }
        url: "{base}/{path}"
        auth:
          keys:
            apiKey: { header: X-Api-Key }
        modules:
          bin:
            prefix: ""
            interfaces:
              get:
                method: GET
                path: get
                params: { a: String, password: { type: String, secret: true } }
                response: Echo
              uuid:
                method: GET
                path: uuid
                response: Identifier
              slideshow:
                method: GET
                path: json
                response: Show
              teapot:
                method: GET
                path: status/418
              anything:
                method: GET
                path: anything
                response: Anything
        models:
          Echo:
            args: "[String: String]"
            headers: "[String: String]"
            origin: String
            url: URL
          Identifier:
            uuid: Int
          Show:
            slideshow: Slideshow
          Slideshow:
            author: String
            date: Date
            title: String
            slides: "[Slide]"
          Slide:
            title: String
            type: SlideKind
            items: "[String]"
          SlideKind:
            enum: String
            cases: [some]
          Anything:
            args: "[String: String]"
            method: String
            url: URL
            json: Payload
          Payload:
            name: String
        """

    @Test func httpbinsRepliesAreHandedBackAndRecordedAndTheirDriftIsFound() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let text = Self.spec.replacingOccurrences(of: "BASE", with: bin.baseURL.absoluteString)
            let loaded = SpecLoader(fileSystem: InMemoryFileSystem(["bin.yaml": text])).load("bin.yaml")
            let spec = try #require(loaded.spec, "\(Array(loaded.diagnostics))")
            let recordings = folder.appendingPathComponent("recordings").path
            let proxy = try await RecordingProxy.start(
                spec: spec, environment: "local", folder: recordings, port: 0)
            let through = "http://127.0.0.1:\(proxy.port)"

            let echo = try await BinSpec.get(
                "\(through)/get?a=1&password=hunter2", headers: ["X-Api-Key": "key-123", "Authorization": "Basic eA=="])
            #expect(echo.response.status.code == 200)
            let echoed = try JSONValue(parsing: echo.data)
            #expect(echoed["args"]?["password"] == "hunter2", "httpbin got the request as the app sent it")
            #expect(echoed["headers"]?["X-Api-Key"] == "key-123")
            // The same bytes as httpbin gives without the proxy, for a reply that does not vary.
            let direct = try await BinSpec.get("\(bin.baseURL.absoluteString)/json")
            let proxied = try await BinSpec.get("\(through)/json")
            #expect(proxied.data == direct.data)
            #expect(proxied.response.headerFields[.contentType] == "application/json")
            for path in ["uuid", "status/418", "anything"] { _ = try await BinSpec.get("\(through)/\(path)") }
            let nowhere = try await BinSpec.get("\(through)/nowhere")
            #expect(nowhere.response.status.code == 404)
            await proxy.stop()

            let read = RecordingsReader().read([recordings])
            #expect(!read.diagnostics.hasErrors, "\(Array(read.diagnostics))")
            #expect(read.recordings.map(\.interface).sorted() == ["anything", "get", "slideshow", "teapot", "uuid"])
            #expect(read.recordings.allSatisfy { $0.name == "reply1" && $0.environment == "local" })
            let recordedEcho = try #require(read.recordings.first { $0.interface == "get" })
            #expect(recordedEcho.request?.target == "/get?a=1&password=<redacted>")
            let sent = recordedEcho.request?.headers ?? []
            #expect(sent.contains(.init("X-Api-Key", "<redacted>")))
            #expect(sent.contains(.init("Authorization", "<redacted>")))
            let files = try FileManager.default.contentsOfDirectory(atPath: recordings)
            for file in files {
                let written = try String(contentsOfFile: recordings + "/" + file, encoding: .utf8)
                // httpbin echoes the URL it was asked, the password in its query too.
                #expect(
                    !written.contains("key-123") && !written.contains("eA==") && !written.contains("hunter2"),
                    "\(file) keeps a secret")
            }
            #expect(read.recordings.first { $0.interface == "slideshow" }?.body == direct.data)
            #expect(read.recordings.first { $0.interface == "teapot" }?.status == 418)

            let report = ReplyCheck(spec: spec).report(of: read.recordings)
            let found = report.entries.map { ($0.finding.interface, $0.finding.kind, $0.finding.pointer) }
            let expected: [(String, ReplyFinding.Kind, String)] = [
                ("uuid", .wrongKind, "/uuid"),
                ("slideshow", .dateFormat, "/slideshow/date"),
                ("slideshow", .unknownEnumValue, "/slideshow/slides/0/type"),
                ("slideshow", .missingField, "/slideshow/slides/0/items"),
                ("teapot", .status, ""),
                ("anything", .undeclaredField, "/data"),
                ("anything", .undeclaredField, "/files"),
                ("anything", .undeclaredField, "/form"),
                ("anything", .undeclaredField, "/headers"),
                ("anything", .unexpectedNull, "/json"),
                ("anything", .undeclaredField, "/origin"),
            ]
            #expect(
                found.map { "\($0.0) \($0.1) \($0.2)" }.sorted() == expected.map { "\($0.0) \($0.1) \($0.2)" }.sorted())

            // The spec edited as each finding suggests holds every reply httpbin gave.
            let edited = try Self.applying(report.entries.map(\.finding), to: text)
            let reloaded = SpecLoader(fileSystem: InMemoryFileSystem(["bin.yaml": edited])).load("bin.yaml")
            let fixed = try #require(reloaded.spec, "\(Array(reloaded.diagnostics))\n\(edited)")
            let again = ReplyCheck(spec: fixed).report(of: read.recordings)
            #expect(again.entries.isEmpty, "\(again.entries.map(\.finding.message))\n\(edited)")
        }
    }

    @Test func aSecondSessionKeepsTheRecordingsThereAndAFileOfOtherInterfacesIsLeftAlone() async throws {
        try await PythonServer.run("httpbin_server.py") { bin in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Written by hand, without a final line break, and holding another interface beside `uuid`.
            let handWritten =
                "netlayer-recordings: 1\nuuid:\n  old: { status: 200 }\nslideshow:\n  old: { status: 200 }"
            try handWritten.write(to: folder.appendingPathComponent("uuid.yaml"), atomically: true, encoding: .utf8)
            try "netlayer-recordings: 1\nget:\n  mine: { status: 200 }"
                .write(to: folder.appendingPathComponent("get.yaml"), atomically: true, encoding: .utf8)
            let text = Self.spec.replacingOccurrences(of: "BASE", with: bin.baseURL.absoluteString)
            let spec = try #require(
                SpecLoader(fileSystem: InMemoryFileSystem(["bin.yaml": text])).load("bin.yaml").spec)
            for _ in 0..<2 {
                let proxy = try await RecordingProxy.start(
                    spec: spec, environment: "local", folder: folder.path, port: 0)
                for path in ["uuid", "get?a=1&password=x"] {
                    _ = try await BinSpec.get("http://127.0.0.1:\(proxy.port)/\(path)")
                }
                await proxy.stop()
            }
            #expect(try String(contentsOf: folder.appendingPathComponent("uuid.yaml"), encoding: .utf8) == handWritten)
            let read = RecordingsReader().read([folder.path])
            #expect(!read.diagnostics.hasErrors, "\(Array(read.diagnostics))")
            let names = read.recordings.map { "\($0.interface) \($0.name)" }
            #expect(
                names == [
                    "get mine", "get reply2", "get reply3", "uuid reply2", "uuid reply3", "uuid old", "slideshow old",
                ])
            #expect(
                read.files.map { URL(fileURLWithPath: $0).lastPathComponent } == [
                    "get.yaml", "uuid-2.yaml", "uuid.yaml",
                ])
        }
    }

    /// `text` with each finding's suggestion made: a line written anew, a field added to its model, an error
    /// declared under its interface, a case added to its enum's list, an alternative to its union's, a bound
    /// of a field's constraints loosened.
    static func applying(_ findings: [ReplyFinding], to text: String) throws -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func indent(_ line: String) -> String { String(line.prefix { $0 == " " }) }
        for finding in findings.sorted(by: { $0.location.line > $1.location.line }) {
            let suggestion = try #require(finding.suggestion, "\(finding.message) suggests no edit")
            let index = finding.location.line - 1
            if suggestion.hasPrefix("cases: add ") {
                let value = try #require(suggestion.split(separator: ":").last).trimmingCharacters(in: .whitespaces)
                let cases = try #require(lines[index...].firstIndex { $0.contains("cases: [") })
                lines[cases] = lines[cases].replacingOccurrences(of: "]", with: ", \(value)]")
            } else if finding.kind == .constraint {
                // The bound written anew where the field's constraints say it.
                let rule = try #require(suggestion.split(separator: ":").first)
                let written = try #require(lines[index].range(of: "\(rule): [^,}]+", options: .regularExpression))
                lines[index].replaceSubrange(written, with: suggestion)
            } else if suggestion.hasPrefix("oneOf: add ") || suggestion.hasPrefix("anyOf: add ") {
                let word = String(suggestion.prefix(5))
                let alternatives = try #require(lines[index...].firstIndex { $0.contains("\(word):") })
                let line = suggestion.dropFirst("\(word): add ".count)
                lines.insert(indent(lines[alternatives]) + "  " + line, at: alternatives + 1)
            } else if suggestion.hasPrefix("errors: ") || finding.kind == .undeclaredField {
                lines.insert(indent(lines[index]) + "  " + suggestion, at: index + 1)
            } else {
                lines[index] = indent(lines[index]) + suggestion
            }
        }
        return lines.joined(separator: "\n")
    }
}
