import Foundation
import LoopbackServers
import NetLayer
import NetLayerMockServer
import NetLayerSpec
import Testing

/// `netlayer verify --environment` against Kinto (from PyPI, its memory backends, on loopback): a calls file
/// makes a bucket, a collection and a record under Basic authentication, then reads them; the spec has a drift
/// of every kind Kinto's replies can show, each found once at its line, and the spec edited as suggested holds.
@Suite struct KintoVerifyTests {
    /// `BASE` is Kinto's URL. Student's drift, field by field: `id` an Int (Kinto's ids are text), `grade` at
    /// most 2 (the record says 3), `house` without `hufflepuff`, `born` in another format, `nickname` not
    /// optional (the record's is null), `email` that the record lacks, `pet` a union neither of whose
    /// alternatives is text; the record's `motto` is declared nowhere, nor the reply's `permissions`; and a
    /// record that is not there is a 404 the interface does not declare.
    static let spec = """
        netlayer: 1
        name: School
        environments: { local: BASE }
        url: "{base}/{prefix}/{path}"
        auth:
          keys:
            basic: { header: Authorization, scheme: Basic }
          default: basic
        modules:
          school:
            prefix: v1
            interfaces:
              createBucket: { method: PUT, path: buckets/school, response: { type: Bucket, at: data } }
              createCollection:
                method: PUT
                path: buckets/school/collections/students
                response: { type: Bucket, at: data }
              putStudent:
                method: PUT
                path: "buckets/school/collections/students/records/{id}"
                body: json
                params: { id: String, data: JSON }
              student:
                method: GET
                path: "buckets/school/collections/students/records/{id}"
                params: { id: String }
                response: { type: Student, at: data }
        models:
          Bucket: { id: String, last_modified: Int }
          Student:
            id: Int
            last_modified: Int
            name: String
            grade: { type: Int, constraints: { maximum: 2 } }
            house: House
            born: { type: Date, format: yyyy-MM-dd }
            nickname: String
            email: String
            pet: Pet
          House:
            enum: String
            cases: [gryffindor, slytherin]
          Pet:
            oneOf:
              count: Int
              flag: Bool
        """

    static let calls = """
        netlayer-calls: 1
        calls:
          - call: createBucket
          - call: createCollection
          - call: putStudent
            parameters:
              id: ada
              data:
                name: Ada
                grade: 3
                house: hufflepuff
                born: Dec 10, 1815
                nickname: null
                pet: owl
                motto: Numbers
          - call: student
            name: ada
            parameters: { id: ada }
          - call: student
            name: nobody
            parameters: { id: nobody }
        """

    private static func report(_ text: String, key: String) async throws -> VerifyReport {
        let loaded = SpecLoader(fileSystem: InMemoryFileSystem(["school.yaml": text])).load("school.yaml")
        let spec = try #require(loaded.spec, "\(Array(loaded.diagnostics))")
        var diagnostics = Diagnostics()
        let calls = CallsReader(spec: spec).read(Array(Self.calls.utf8), path: "calls.yaml", diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(Array(diagnostics))")
        let verifier = LiveVerifier(
            spec: spec, environment: try #require(spec.environments.first),
            settings: .init(keys: ["basic": key]))
        let report = await verifier.run(calls)
        let printed = report.json(spec: "school.yaml").indented
        #expect(!printed.contains(key))
        return report
    }

    @Test func everyDriftIsFoundOnceAtItsLineAndTheEditedSpecHolds() async throws {
        try await PythonServer.run("kinto_server.py") { kinto in
            let text = Self.spec.replacingOccurrences(of: "BASE", with: kinto.baseURL.absoluteString)
            // One user for both runs: Kinto gives the bucket to the user that made it.
            let key = Data("ada:\(UUID().uuidString)".utf8).base64EncodedString()
            let report = try await Self.report(text, key: key)
            #expect(Array(report.problems).isEmpty, "\(Array(report.problems).map(\.description))")
            #expect(report.replies == 5)
            let found = report.entries.map {
                "\($0.finding.location.line) \($0.finding.interface) \($0.finding.kind) \($0.finding.pointer)"
            }
            #expect(
                found.sorted()
                    == [
                        "23 student status ",
                        "30 student undeclaredField /data/motto",
                        "31 student wrongKind /data/id",
                        "34 student constraint /data/grade",
                        "36 student dateFormat /data/born",
                        "37 student unexpectedNull /data/nickname",
                        "38 student missingField /data/email",
                        "40 student unknownEnumValue /data/house",
                        "43 student noAlternative /data/pet",
                    ].sorted(), "\(report.entries.map(\.finding.message))")
            // Kinto's 404 came to the second call of `student`, by its name in the calls file.
            let missing = try #require(report.entries.first { $0.finding.kind == .status })
            #expect(missing.sightings.map(\.reply.name) == ["nobody"])

            let edited = try RecordingProxyTests.applying(report.entries.map(\.finding), to: text)
            let again = try await Self.report(edited, key: key)
            #expect(again.entries.isEmpty, "\(again.entries.map(\.finding.message))\n\(edited)")
        }
    }
}
