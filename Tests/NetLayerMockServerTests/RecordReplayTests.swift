import Foundation
import LoopbackServers
import NetLayer
import NetLayerMock
import NetLayerMockServer
import NetLayerSpec
import Testing

/// Replies recorded through `netlayer record` in front of httpbin (from PyPI, on loopback), then replayed by
/// `netlayer mock --recordings` with httpbin stopped: the same requests get the same bytes of data, status and
/// content type; a request the recordings do not hold gets the spec's example, as without them.
@Suite struct RecordReplayTests {
    /// Five of httpbin's interfaces, as they are.
    static let interfaces = [
        "get: { method: GET, path: get, params: { a: String, b: String?, password: { type: String?, secret: true } } }",
        "uuid: { method: GET, path: uuid }",
        "slideshow: { method: GET, path: json }",
        "teapot: { method: GET, path: status/418 }",
        "anything: { method: GET, path: anything, params: { x: String? } }",
    ]

    /// What is compared of a reply: what an app reads of it.
    private struct Seen: Equatable, CustomStringConvertible {
        var status: Int
        var contentType: String?
        var data: Data

        init(_ reply: TransportReply) {
            status = reply.response.status.code
            contentType = reply.response.headerFields[.contentType]
            data = reply.data
        }

        var description: String { "\(status) \(contentType ?? "-") \(String(decoding: data, as: UTF8.self))" }
    }

    @Test func repliesRecordedFromHttpbinAreReplayedByTheMockByteForByte() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let recordings = folder.path
        // Targets without secrets, so what is recorded is what httpbin sent; `/get` echoes the request's header
        // fields and its query, `/uuid` is new each time, `/status/418` is a body that is no JSON.
        let targets = ["/get?a=1&b=two", "/get?a=2", "/uuid", "/json", "/status/418", "/anything?x=%20y"]
        let secret = "/get?a=1&password=hunter2"
        var spec: Spec?
        var recorded: [String: Seen] = [:]
        try await PythonServer.run("httpbin_server.py") { bin in
            let checked = try BinSpec.spec(interfaces: Self.interfaces, base: bin.baseURL.absoluteString)
            spec = checked
            let proxy = try await RecordingProxy.start(spec: checked, environment: "local", folder: recordings, port: 0)
            for target in targets {
                recorded[target] = Seen(try await BinSpec.get("http://127.0.0.1:\(proxy.port)\(target)"))
            }
            _ = try await BinSpec.get("http://127.0.0.1:\(proxy.port)\(secret)")
            await proxy.stop()
        }
        let checked = try #require(spec)
        let read = RecordingsReader().read([recordings])
        #expect(!read.diagnostics.hasErrors, "\(Array(read.diagnostics))")
        #expect(read.recordings.count == targets.count + 1)

        let backend = SpecBackend.make(
            checked, environment: "local", options: MockOptions(), recordings: read.recordings)
        let mock = try await MockServer.start(backend: backend, port: 0)
        for target in targets {
            let replayed = Seen(try await BinSpec.get("http://127.0.0.1:\(mock.port)\(target)"))
            #expect(replayed == recorded[target], "\(target)")
        }
        // httpbin's `/uuid` differs on every call: the replay is the recorded one, not one made anew.
        let again = try await BinSpec.get("http://127.0.0.1:\(mock.port)/uuid")
        #expect(Seen(again) == recorded["/uuid"])
        // Another query is not the recorded request: the spec's example answers, as without recordings.
        let other = try await BinSpec.get("http://127.0.0.1:\(mock.port)/get?a=3")
        #expect(String(decoding: other.data, as: UTF8.self) == "null", "the example of an interface without response")
        // A secret was recorded as a placeholder, which stands for any value: the request with another password
        // gets the recorded reply, whose echo of the password was never written down.
        let echo = try await BinSpec.get("http://127.0.0.1:\(mock.port)/get?a=1&password=other")
        let echoed = try JSONValue(parsing: echo.data)
        #expect(echoed["args"]?["password"] == .string(RecordedReply.redacted))
        #expect(String(decoding: echo.data, as: UTF8.self).contains("hunter2") == false)
        await mock.stop()
    }
}
