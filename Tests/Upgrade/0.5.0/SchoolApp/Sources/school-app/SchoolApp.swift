// The School example: the generated `SchoolClient` against a School backend.
//
//     swift run school-app                      # starts its own SchoolServer on loopback
//     swift run school-app --server URL         # or talks to one already running (URL ends in /api)
//     swift run school-app --mock URL           # a `netlayer mock` of the spec (URL: http://127.0.0.1:PORT)
//     swift run school-app --stubbed            # SchoolClient.stubbed(): the spec's examples, no network
//
// Against a server it logs in, lists students, reads one, meets a business
// error, cancels a slow call and logs out. Against the spec's examples
// (ExampleScenario.swift) it checks that the replies are those examples.
// It prints a line per step; the exit code is 0 only if every step went as
// expected, so CI can run it.

import Foundation
import SchoolAPI
import SchoolServer

@main
struct SchoolApp {
    static func main() async {
        var steps = Steps()
        switch mode() {
        case .server(let given): await againstServer(given, &steps)
        case .mock(let origin): await ExampleScenario.againstMock(at: origin, &steps)
        case .stubbed: await ExampleScenario.stubbed(&steps)
        }
        print(steps.summary)
        exit(steps.failed == 0 ? 0 : 1)
    }

    /// The scenario against a School backend: `given`, or one it starts.
    static func againstServer(_ given: URL?, _ steps: inout Steps) async {
        var server: SchoolServer?
        let baseURL: URL
        do {
            if let given {
                baseURL = given
            } else {
                let started = try await SchoolServer.start()
                server = started
                baseURL = started.baseURL
            }
        } catch {
            print("✗ could not start the School server: \(error)")
            exit(1)
        }
        print("School backend at \(baseURL)")

        // The generated client, pointed at that backend instead of production.
        let client = SchoolClient(transport: URLSessionTransport(), tokenStore: MemoryTokenStore())
        client.server = ServerEnvironment(name: "local", baseURL: baseURL)
        client.userAgent = "SchoolApp/1.0 (NetLayer example)"

        await run(client, &steps)
        await server?.stop()
    }

    /// The scenario: one line per step.
    static func run(_ client: SchoolClient, _ steps: inout Steps) async {
        var scenario = Scenario(client: client)
        await steps.check("log in") { try await scenario.logIn() }
        await steps.check("list students") { try await scenario.listStudents() }
        await steps.check("student detail") { try await scenario.studentDetail() }
        await steps.check("business error") { try await scenario.businessError() }
        await steps.check("cancelled call") { try await scenario.cancelledCall() }
        await steps.check("log out") { try await scenario.logOut() }
    }

    /// What the command line asks for.
    enum Mode {
        /// The School backend at a URL, or one the app starts (nil).
        case server(URL?)
        /// A `netlayer mock` of the spec at an origin.
        case mock(URL)
        /// `SchoolClient.stubbed()`.
        case stubbed
    }

    /// `--server URL`, `--mock URL`, `--stubbed`, or nothing: the app's own server.
    static func mode() -> Mode {
        let arguments = Array(CommandLine.arguments.dropFirst())
        func url(after option: String) -> URL {
            guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count,
                let url = URL(string: arguments[index + 1]), url.scheme != nil
            else { usage() }
            return url
        }
        switch arguments.first {
        case nil: return .server(nil)
        case "--server" where arguments.count == 2: return .server(url(after: "--server"))
        case "--mock" where arguments.count == 2: return .mock(url(after: "--mock"))
        case "--stubbed" where arguments.count == 1: return .stubbed
        default: usage()
        }
    }

    static func usage() -> Never {
        print("usage: school-app [--server http://HOST:PORT/api | --mock http://HOST:PORT | --stubbed]")
        exit(2)
    }
}

/// The steps. Each returns what it saw, or throws what went wrong.
struct Scenario {
    let client: SchoolClient
    /// A student id the list gave, for the detail call.
    var studentID: Int?

    /// The token arrives in the `x-auth-token` header and is kept for later calls.
    func logIn() async throws -> String {
        let login = try await client.account.loginByPassword(productNo: "p1", password: SchoolServer.password)
        guard client.isLoggedIn else { throw Unexpected("logged in, yet isLoggedIn is false") }
        return "user \(login.userId), token kept (isLoggedIn: \(client.isLoggedIn))"
    }

    /// A call that needs the token.
    mutating func listStudents() async throws -> String {
        let students = try await client.student.studentList(stuId: "666")
        guard let first = students.first else { throw Unexpected("the list is empty") }
        studentID = first.id
        return "\(students.count) students: " + students.map { "#\($0.id) \($0.name)" }.joined(separator: ", ")
    }

    /// A path parameter: student/{stuId}/detail.
    func studentDetail() async throws -> String {
        guard let studentID else { throw Unexpected("no student id from the list") }
        let student = try await client.student.studentDetail(stuId: String(studentID))
        return "#\(student.id) \(student.name), joined \(student.joinedAt.formatted(.iso8601.year().month().day()))"
    }

    /// The envelope's code is not 200: a `.business` error with the server's code and message.
    func businessError() async throws -> String {
        let student: Student
        do {
            student = try await client.student.studentDetail(stuId: "999")
        } catch .business(let failure) where failure.code == 4040 {
            return "code \(failure.code?.description ?? "none"), message \"\(failure.message ?? "")\""
        } catch {
            throw Unexpected("expected business code 4040, got \(error)")
        }
        throw Unexpected("expected business code 4040, got student \(student.name)")
    }

    /// A slow call (the banner list takes 2 s), cancelled after 0.2 s.
    func cancelledCall() async throws -> String {
        let slowCall = Task { await bannerList() }
        try await Task.sleep(for: .milliseconds(200))
        let cancelledAt = ContinuousClock.now
        slowCall.cancel()
        let ended = await slowCall.value
        let took = ContinuousClock.now - cancelledAt
        guard case .failure(.cancelled) = ended else { throw Unexpected("expected .cancelled, got \(ended)") }
        guard took < .seconds(1) else { throw Unexpected("it ended only \(took) after cancel()") }
        let delay = took.formatted(.units(allowed: [.milliseconds]))
        return "banner list (2 s) cancelled after 0.2 s: ended as .cancelled \(delay) later"
    }

    /// The banner list, or the `NetLayerError` it ended with.
    private func bannerList() async -> Result<[Banner], NetLayerError> {
        do {
            return .success(try await client.public.banner())
        } catch {
            return .failure(error)
        }
    }

    /// The token is forgotten: a call that needs it ends in `.loginRequired` without being sent.
    func logOut() async throws -> String {
        client.logOut()
        guard !client.isLoggedIn else { throw Unexpected("still logged in after logOut()") }
        let students: [Student]
        do {
            students = try await client.student.studentList(stuId: "666")
        } catch .loginRequired {
            return "isLoggedIn: \(client.isLoggedIn); the next call ends in .loginRequired"
        } catch {
            throw Unexpected("expected .loginRequired after logging out, got \(error)")
        }
        throw Unexpected("expected .loginRequired after logging out, got \(students.count) students")
    }
}

/// Runs the steps, prints a line for each, and counts the failures.
struct Steps {
    private(set) var passed = 0
    private(set) var failed = 0

    mutating func check(_ name: String, _ body: () async throws -> String) async {
        let number = passed + failed + 1
        let label = "\(number). \(name)".padding(toLength: 20, withPad: " ", startingAt: 0)
        do {
            let detail = try await body()
            passed += 1
            print("✓ \(label) \(detail)")
        } catch {
            failed += 1
            print("✗ \(label) FAILED: \(error)")
        }
    }

    var summary: String {
        failed == 0 ? "All \(passed) steps passed." : "\(failed) of \(passed + failed) steps failed."
    }
}

/// A step that ran but did not do what the example expects.
struct Unexpected: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
