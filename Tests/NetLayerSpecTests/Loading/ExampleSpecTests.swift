import Foundation
import Testing

@testable import NetLayerSpec

/// Every spec in `specs/` loads clean, and the design's example reads back
/// every key it sets.
@Suite struct ExampleSpecTests {
    static let specs: [String] = {
        let folder = packageRoot.appendingPathComponent("specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test func thereAreExampleSpecs() {
        #expect(Self.specs.contains("school.yaml"))
        #expect(Self.specs.count >= 2)
    }

    @Test(arguments: specs)
    func exampleSpecValidatesWithoutWarnings(name: String) {
        let result = SpecLoader().load(packageRoot.appendingPathComponent("specs/\(name)").path)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.spec != nil)
    }

    @Test func schoolReadsBackEveryKey() throws {
        let result = SpecLoader().load(packageRoot.appendingPathComponent("specs/school.yaml").path)
        let spec = try #require(result.spec)
        #expect(spec.formatVersion == 1)
        #expect(spec.name.value == "School")
        #expect(spec.version == "v5")
        #expect(spec.timeout == 30)
        #expect(spec.environments.map(\.name) == ["production", "staging"])
        #expect(spec.environments.map(\.baseURL) == ["https://www.runedu.example/api", "http://www.runedu.test/api"])
        #expect(spec.url.template == "{base}/{prefix}/{version}/{path}")
        #expect(spec.headers.map(\.value.name) == ["_c", "UA", "IMEI"])
        #expect(spec.headers.map(\.value.value) == [.literal("ios"), .runtime("userAgent"), .runtime("deviceId")])
        #expect(spec.parameters.map(\.value.name) == ["systemType"])
        #expect(spec.parameters.map(\.value.value) == [.literal("ios")])

        let token = try #require(spec.auth?.token)
        #expect(token.placement == .header("x-auth-token"))
        #expect(token.source == .header("x-auth-token"))
        #expect(token.persist)
        #expect(token.expiredCodes == [.int(401), .int(4001)])
        #expect(token.expiry == .from(.body(["b", "expiresIn"])))

        let envelope = try #require(spec.envelope)
        #expect(envelope.code.description == "h.code")
        #expect(envelope.message?.description == "h.msg")
        #expect(envelope.time?.description == "h.time")
        #expect(envelope.data?.description == "b")
        #expect(envelope.total?.description == "b.dataTotal")
        #expect(envelope.success == [.int(200)])

        #expect(spec.modules.map(\.name) == ["student", "public", "account", "statuses"])
        let account = spec.modules[2]
        #expect(account.prefix.value(for: "production") == "account/api/login")
        #expect(account.prefix.value(for: "staging") == "app/account/api/login")
        #expect(account.version == "V1")
        let statuses = spec.modules[3]
        #expect(statuses.base?.value(for: "production") == "https://api.weibo.example")
        #expect(
            statuses.base?.value(for: "staging") == "https://api.weibo.example",
            "an environment left out uses the first value")
        #expect(statuses.url?.template == "{base}/{version}/{prefix}/{path}")
        #expect(statuses.version == "2")
        #expect(statuses.envelope == .none)

        let interfaces = Dictionary(uniqueKeysWithValues: spec.interfaces.map { ($0.name, $0) })
        let list = try #require(interfaces["studentList"])
        #expect(list.module == "student")
        #expect(list.method.value == .GET)
        #expect(list.path.value == "student/list")
        #expect(list.summary == "Student list (学生列表)")
        #expect(list.parameters.map(\.name) == ["stuId", "page"])
        #expect(list.parameters[1].defaultValue?.value == .int(1))
        #expect(list.parameters[1].isOptional)
        #expect(list.placement(of: list.parameters[0]) == .query)
        #expect(list.reply.response?.type.value == .array(.model("Student")))
        #expect(list.cancel == .previous)
        #expect(list.effectiveBody == nil)

        let detail = try #require(interfaces["studentDetail"])
        #expect(detail.pathPlaceholders == ["stuId"])
        #expect(detail.placement(of: detail.parameters[0]) == .path)

        let upload = try #require(interfaces["uploadAvatar"])
        #expect(upload.effectiveBody == .multipart)
        #expect(upload.parameters.map(\.type.value) == [.builtin(.String), .builtin(.File)])
        #expect(upload.placement(of: upload.parameters[1]) == .body)

        let login = try #require(interfaces["loginByPassword"])
        #expect(login.auth?.value == AuthRequirement.none)
        #expect(login.cancel == .all)
        #expect(login.body?.value == .json)
        #expect(login.parameters.first { $0.name == "password" }?.secret == true)

        let timeline = try #require(interfaces["homeTimeline"])
        #expect(timeline.parameters.map(\.wireName) == ["since_id", "max_id"])
        #expect(timeline.parameters.map(\.type.value) == [.builtin(.Int64), .builtin(.Int64)])
        #expect(timeline.reply.response?.at?.description == "statuses")
        #expect(timeline.paging?.newer.value == "sinceId")
        #expect(timeline.paging?.older.value == "maxId")

        #expect(spec.retry?.times == 2)
        #expect(spec.retry?.conditions == [.status(502), .status(503), .status(504), .network(.connectionLost)])
        #expect(interfaces["uploadAvatar"]?.idempotent?.value == true)
        #expect(spec.modules.first { $0.name == "statuses" }?.retry == .off)

        let models = Dictionary(uniqueKeysWithValues: spec.models.map { ($0.name, $0) })
        guard case .structure(let student)? = models["Student"]?.kind else {
            Issue.record("Student is not a struct")
            return
        }
        #expect(student.map(\.name) == ["id", "name", "avatar", "joinedAt", "status", "grade"])
        #expect(student.map(\.key) == ["id", "name", "avatar", "joined_at", "status", "grade"])
        #expect(student[2].type.value == .optional(.builtin(.URL)))
        guard case .enumeration(let codeType)? = models["PhoneAuthCodeType"]?.kind else {
            Issue.record("PhoneAuthCodeType is not an enum")
            return
        }
        #expect(codeType.rawType == .int)
        #expect(codeType.cases.map(\.name) == ["login", "openAccount"])
        #expect(codeType.frozen == false)
        guard case .enumeration(let grade)? = models["Grade"]?.kind else {
            Issue.record("Grade is not an enum")
            return
        }
        #expect(grade.frozen == true)
        #expect(codeType.cases.map(\.rawValue) == [.int(1), .int(2)])
    }

    @Test func microblogReadsItsIncludesAndQueryToken() throws {
        let result = SpecLoader().load(packageRoot.appendingPathComponent("specs/microblog.yaml").path)
        let spec = try #require(result.spec)
        #expect(spec.files.count == 4)
        #expect(spec.envelope == nil)
        #expect(spec.auth?.token?.placement == .query("access_token"))
        #expect(spec.url.parts.first == .base)
        #expect(spec.url.parts[2] == .version)
        guard case .structure(let status)? = spec.models.first(where: { $0.name == "Status" })?.kind else {
            Issue.record("Status is not a struct")
            return
        }
        #expect(spec.models.first { $0.name == "Status" }?.summary == "A post.")
        #expect(status.first { $0.name == "retweeted" }?.type.value == .optional(.model("Status")))
    }
}
