import Foundation
import Testing

@testable import NetLayerSpec

/// Calls files: each call read with its values as its parameters' types, and every way one can be wrong, each an
/// error at its line and column.
@Suite struct CallsReaderTests {
    static let spec = """
        netlayer: 1
        name: School
        environments: { local: http://127.0.0.1:8080 }
        modules:
          students:
            prefix: api
            interfaces:
              login:
                method: POST
                path: login
                params:
                  user: String
                  password: { type: String, secret: true }
                  device: { type: String, value: ios }
              list:
                method: GET
                path: students
                params:
                  page: { type: Int, default: 1, constraints: { minimum: 1 } }
                  grade: Int?
                response: "[Student]"
        models:
          Student: { name: String }
        """

    private func read(_ text: String) throws -> (calls: [Call], messages: [String]) {
        let spec = try #require(SpecLoader(fileSystem: InMemoryFileSystem(["s.yaml": Self.spec])).load("s.yaml").spec)
        var diagnostics = Diagnostics()
        let calls = CallsReader(spec: spec).read(Array(text.utf8), path: "c.yaml", diagnostics: &diagnostics)
        return (calls, diagnostics.flatMap { [$0.description] + $0.notes.map(\.description) })
    }

    @Test func callsAreReadInOrderWithTheirValuesAsTheirTypes() throws {
        let (calls, messages) = try read(
            """
            netlayer-calls: 1
            calls:
              - call: login
                name: log in
                parameters: { user: ada, password: "007" }
              - call: list
                parameters: { page: 2, grade: null }
              - call: list
            """)
        #expect(messages.isEmpty)
        #expect(calls.map(\.interface) == ["login", "list", "list"])
        #expect(calls.map(\.name) == ["log in", "call 2", "call 3"])
        #expect(calls[0].values == ["user": .string("ada"), "password": .string("007")])
        #expect(calls[1].values == ["page": .int(2), "grade": .null])
        #expect(calls[2].values.isEmpty)
        #expect(calls.map(\.location.line) == [3, 6, 8])
    }

    @Test(arguments: [
        ("calls: []", "c.yaml:1:1: error: a calls file starts with 'netlayer-calls: 1'"),
        ("netlayer-calls: 2\ncalls: []", "c.yaml:1:17: error: this netlayer reads calls files of version 1, found '2'"),
        ("netlayer-calls: 1", "c.yaml:1:1: error: a calls file needs 'calls'"),
        ("netlayer-calls: 1\ncalls: { a: 1 }", "c.yaml:2:8: error: 'calls' must be a list of calls, found a mapping"),
        (
            "netlayer-calls: 1\ncalls:\n  - call: lst",
            "c.yaml:3:11: error: call 1 calls 'lst', which is no interface of the spec; did you mean 'list'?"
        ),
        (
            "netlayer-calls: 1\ncalls:\n  - { call: list, parameters: { pgae: 2 } }",
            "c.yaml:3:33: error: 'list' has no parameter 'pgae'; did you mean 'page'?"
        ),
        (
            "netlayer-calls: 1\ncalls:\n  - { call: list, parameters: { page: two } }",
            "c.yaml:3:39: error: 'page' of call 1 must be a whole number, found 'two'"
        ),
        (
            "netlayer-calls: 1\ncalls:\n  - { call: list, parameters: { page: 0 } }",
            "c.yaml:3:39: error: 'page' of call 1 breaks its constraints: 0 is less than the minimum 1"
        ),
        (
            "netlayer-calls: 1\ncalls:\n  - { call: login, parameters: { device: android } }",
            "c.yaml:3:34: error: 'device' of 'login' is always sent as the spec fixes it; leave it out"
        ),
        (
            "netlayer-calls: 1\ncalls:\n  - { call: list, paramters: {} }",
            "c.yaml:3:19: error: unknown key 'paramters' in call 1; did you mean 'parameters'?"
        ),
        ("netlayer-calls: 1\ncalls:\n  - { name: x }", "c.yaml:3:5: error: call 1 needs 'call'"),
    ])
    func aWrongFileIsAnErrorAtItsPlace(text: String, message: String) throws {
        let (calls, messages) = try read(text)
        #expect(messages == [message])
        #expect(calls.isEmpty)
    }

    @Test func aNameUsedTwiceIsAnErrorAndTheFileIsUsedWholeOrNotAtAll() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("calls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("calls.yaml").path
        try "netlayer-calls: 1\ncalls:\n  - { call: list, name: a }\n  - { call: list, name: a }\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let spec = try #require(SpecLoader(fileSystem: InMemoryFileSystem(["s.yaml": Self.spec])).load("s.yaml").spec)
        let read = CallsReader(spec: spec).read(path)
        let error = try #require(read.diagnostics.first)
        #expect(error.message == "a second call named 'a'")
        #expect(error.location?.line == 4)
        #expect(error.notes.map { $0.location?.line } == [3])
        #expect(read.calls.isEmpty)
        #expect(read.sources.count == 1)
        #expect(CallsReader(spec: spec).read(folder.appendingPathComponent("none.yaml").path).calls.isEmpty)
    }

    /// docs/verify.md documents each key a calls file and a call may hold, in the reader's order.
    @Test func theDocumentedKeysAreTheKeysRead() throws {
        #expect(try documentedKeys(in: "verify.md", under: "#### The file") == KeyTable.callsFile.keys)
        #expect(try documentedKeys(in: "verify.md", under: "#### A call") == KeyTable.call.keys)
    }
}
