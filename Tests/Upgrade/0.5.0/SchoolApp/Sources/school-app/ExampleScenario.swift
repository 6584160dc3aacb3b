// The scenario against the spec's examples, with no School backend:
//
//     netlayer mock Sources/SchoolAPI/School.netlayer.yaml --port 8080   # in another terminal
//     swift run school-app --mock http://127.0.0.1:8080                  # over HTTP, at the spec's paths
//     swift run school-app --stubbed                                     # SchoolClient.stubbed(), no network
//
// Both answer every interface from the examples of School.netlayer.yaml and
// Models.yaml, as the server would: a login hands out a token, a call
// without one ends in `.loginRequired`. So the steps check the replies
// against those examples (`SpecExamples`). `--stubbed` also chooses an
// error example and runs a view model on the Service protocol the
// fixtures add (`fixtures: true` in netlayer.yaml).

import Foundation
import SchoolAPI

/// The examples the spec gives, as the app decodes them.
enum SpecExamples {
    /// studentList's `example`.
    static let students = [
        Student(id: 1, name: "小明", avatar: nil, joinedAt: date("2025-09-01T08:00:00Z")),
        Student(
            id: 2, name: "小红", avatar: URL(string: "https://img.runedu.example/2.png"),
            joinedAt: date("2025-09-01T08:00:00Z")),
        Student(id: 3, name: "Li Lei", avatar: nil, joinedAt: date("2026-02-20T08:00:00Z")),
    ]
    /// loginByPassword's `signedIn`: more than 2^53, so it survives only as an integer.
    static let userId: Int64 = 9_007_199_254_740_993
    /// The token in signedIn's body; the one the client keeps is minted per login.
    static let bodyToken = "T-example"
    /// studentDetail's `notFound` error.
    static let notFound: (code: ReplyCode, message: String) = (4040, "学生不存在 / no such student")

    private static func date(_ text: String) -> Date {
        // Literal text above: it parses.
        ISO8601DateFormatter().date(from: text)!
    }
}

/// The steps. Each returns what it saw, or throws what went wrong.
struct ExampleScenario {
    let client: SchoolClient

    /// `--mock URL`: a `netlayer mock` of the spec at `origin`.
    static func againstMock(at origin: URL, _ steps: inout Steps) async {
        print("netlayer mock at \(origin)")
        let client = SchoolClient(transport: URLSessionTransport(), tokenStore: MemoryTokenStore())
        // Production's URLs with the mock's scheme, host and port: the mock
        // serves every module at its real path (/api/student/v5/…).
        client.server = SchoolEnvironment.production.server.replacingOrigin(with: origin)
        client.userAgent = "SchoolApp/1.0 (NetLayer example)"
        let scenario = ExampleScenario(client: client)
        await steps.check("before login") { try await scenario.callBeforeLogin() }
        await steps.check("log in") { try await scenario.logIn() }
        await steps.check("list students") { try await scenario.listStudents() }
        await steps.check("student detail") { try await scenario.studentDetail() }
        await steps.check("log out") { try await scenario.logOut() }
    }

    /// `--stubbed`: `SchoolClient.stubbed()`, the same answers without a network.
    static func stubbed(_ steps: inout Steps) async {
        print("SchoolClient.stubbed(): the spec's examples, no network")
        let scenario = ExampleScenario(client: .stubbed())
        await steps.check("before login") { try await scenario.callBeforeLogin() }
        await steps.check("log in") { try await scenario.logIn() }
        await steps.check("list students") { try await scenario.listStudents() }
        await steps.check("student detail") { try await scenario.studentDetail() }
        await steps.check("business error") { try await chosenError() }
        await steps.check("view model") { try await scenario.viewModel() }
        await steps.check("log out") { try await scenario.logOut() }
    }

    /// No token yet: the call ends in `.loginRequired` without being sent.
    func callBeforeLogin() async throws -> String {
        guard !client.isLoggedIn else { throw Unexpected("logged in before logging in") }
        let ended = await result(of: try await client.student.studentList(stuId: "1"))
        guard case .failure(.loginRequired) = ended else { throw Unexpected("expected .loginRequired, got \(ended)") }
        return "the student list without a token ends in .loginRequired"
    }

    /// The reply is signedIn's; the token arrives in the x-auth-token header.
    func logIn() async throws -> String {
        let login = try await client.account.loginByPassword(productNo: "p1", password: "any password")
        guard login.userId == SpecExamples.userId, login.token == SpecExamples.bodyToken else {
            throw Unexpected("expected the signedIn example, got \(login)")
        }
        guard client.isLoggedIn, let token = client.core.currentToken else {
            throw Unexpected("logged in, yet no token is kept")
        }
        guard token != SpecExamples.bodyToken else {
            throw Unexpected("the kept token is the body's, not a minted one")
        }
        return "user \(login.userId), token \(token) minted and kept (isLoggedIn: \(client.isLoggedIn))"
    }

    /// studentList's example, exactly.
    func listStudents() async throws -> String {
        let students = try await client.student.studentList(stuId: "1")
        guard students == SpecExamples.students else {
            throw Unexpected("expected studentList's example, got \(students)")
        }
        return "the example's \(students.count): " + students.map { "#\($0.id) \($0.name)" }.joined(separator: ", ")
    }

    /// studentDetail has no example of its own: it answers Student's, `Student.example`.
    func studentDetail() async throws -> String {
        let student = try await client.student.studentDetail(stuId: "1")
        guard student == Student.example, student == SpecExamples.students[0] else {
            throw Unexpected("expected Student.example, got \(student)")
        }
        let joined = student.joinedAt.formatted(.iso8601.year().month().day())
        return "#\(student.id) \(student.name), joined \(joined): Student.example"
    }

    /// A stubbed client told to answer studentDetail with its `notFound` error.
    static func chosenError() async throws -> String {
        let client = SchoolClient.stubbed(examples: [.studentDetail: "notFound"])
        _ = try await client.account.loginByPassword(productNo: "p1", password: "any password")
        let ended = await result(of: try await client.student.studentDetail(stuId: "1"))
        guard case .failure(.business(let failure)) = ended, failure.code == SpecExamples.notFound.code,
            failure.message == SpecExamples.notFound.message
        else { throw Unexpected("expected notFound's code \(SpecExamples.notFound.code), got \(ended)") }
        return "notFound: code \(failure.code?.description ?? "none"), message \"\(failure.message ?? "")\""
    }

    /// The view model, on the real Service (whose client is stubbed) and on a fake.
    func viewModel() async throws -> String {
        let real = try await StudentNames(service: client.student).load()
        guard real == SpecExamples.students.map(\.name) else { throw Unexpected("the Service gave \(real)") }
        let fake = try await StudentNames(service: OneStudent()).load()
        guard fake == [Student.example.name] else { throw Unexpected("the fake gave \(fake)") }
        return "StudentNames(service: client.student) shows \(real.joined(separator: ", ")); with a fake, \(fake[0])"
    }

    /// The token is forgotten: the next call needs a login again.
    func logOut() async throws -> String {
        client.logOut()
        guard !client.isLoggedIn else { throw Unexpected("still logged in after logOut()") }
        let ended = await result(of: try await client.student.studentList(stuId: "1"))
        guard case .failure(.loginRequired) = ended else {
            throw Unexpected("expected .loginRequired after logging out, got \(ended)")
        }
        return "isLoggedIn: false; the next call ends in .loginRequired"
    }
}

/// What a view model does with the student calls: it takes any
/// `SchoolStudentServicing` (generated with `fixtures: true`), so a test or
/// a preview hands it a fake, and the app the real `SchoolStudentService`.
struct StudentNames {
    let service: any SchoolStudentServicing

    func load() async throws(NetLayerError) -> [String] {
        try await service.studentList(stuId: "1", page: 1).map(\.name)
    }
}

/// A fake Service: every call answers `Student.example`.
struct OneStudent: SchoolStudentServicing {
    func studentList(stuId: String, page: Int) async throws(NetLayerError) -> [Student] { [.example] }
    func studentDetail(stuId: String) async throws(NetLayerError) -> Student { .example }
}

/// What a call ended in: its value, or the `NetLayerError` it threw.
func result<Value>(
    of call: @autoclosure () async throws(NetLayerError) -> Value
) async -> Result<Value, NetLayerError> {
    do {
        return .success(try await call())
    } catch {
        return .failure(error)
    }
}
