import Foundation
import GeneratedSchool
import NetLayer
import TestTraits
import Testing

/// The generated fixtures, compiled: `SchoolClient.stubbed(…)` answering
/// from the spec's examples as the server would, the model examples, and
/// the Service protocols a fake conforms to.
@Suite(.highPriority) struct SchoolFixtureTests {
    private static let joinedAt = ISO8601DateFormatter().date(from: "2024-09-01T08:00:00Z")!

    @Test func aStubbedClientAnswersFromTheSpecsExamplesAfterALogin() async throws {
        let client = SchoolClient.stubbed()
        #expect(!client.isLoggedIn)
        let login = try await client.account.loginByPassword(productNo: "13800000000", password: "secret")
        #expect(login == LoginResult(token: "made-by-the-server", userId: 10001))
        #expect(client.isLoggedIn)
        let student = try await client.student.studentDetail(stuId: "7")
        #expect(
            student
                == Student(
                    id: 7, name: "Ada Lovelace", avatar: URL(string: "https://www.runedu.example/avatars/7.png"),
                    joinedAt: Self.joinedAt, status: .active, grade: .middle))
        let banners = try await client.public.banner()
        #expect(banners == [Banner.example, Banner.example])
        #expect(Banner.example.title == "Welcome back to school")
        let list = try await client.student.studentList(stuId: "7")
        #expect(list.count == 2)
    }

    @Test func withoutALoginACallNeedsOne() async throws {
        let client = SchoolClient.stubbed()
        await #expect {
            _ = try await client.student.studentDetail(stuId: "7")
        } throws: { error in
            if case .loginRequired = error as? NetLayerError { return true }
            return false
        }
    }

    @Test func aChosenErrorExampleIsTheServersBusinessError() async throws {
        let client = SchoolClient.stubbed(examples: [.studentDetail: "notFound", .loginByPassword: "signedIn"])
        _ = try await client.account.loginByPassword(productNo: "1", password: "2")
        do {
            _ = try await client.student.studentDetail(stuId: "7")
            Issue.record("the chosen error example did not fail the call")
        } catch {
            guard case .business(let failure) = error else {
                Issue.record("expected a business failure, got \(error)")
                return
            }
            #expect(failure.code == 4004)
            #expect(failure.message == "No student with this ID.")
        }
        let refused = SchoolClient.stubbed(examples: [.loginByPassword: "wrongPassword"])
        await #expect {
            _ = try await refused.account.loginByPassword(productNo: "1", password: "2")
        } throws: { error in
            guard case .business(let failure)? = error as? NetLayerError else { return false }
            return failure.code == 4003 && failure.message == "The phone number or password is wrong."
        }
        #expect(!refused.isLoggedIn)
    }

    @Test func anErrorRateOfOneFailsEveryCall() async throws {
        let client = SchoolClient.stubbed(errorRate: 1)
        await #expect(throws: NetLayerError.self) {
            _ = try await client.account.loginByPassword(productNo: "1", password: "2")
        }
    }

    @Test func aPagedListEndsAsOnAServer() async throws {
        let client = SchoolClient.stubbed()
        _ = try await client.account.loginByPassword(productNo: "1", password: "2")
        let pager = client.statuses.homeTimelinePager(id: \.id)
        let first = try await pager.refresh()
        #expect(first.count == 2)
        _ = try await pager.loadOlder()
        _ = try await pager.loadOlder()
        #expect(await pager.items.count == 2)
        #expect(await !pager.hasOlder)
    }

    @Test func theLatencyDelaysEachReply() async throws {
        let client = SchoolClient.stubbed(latency: .milliseconds(200))
        let started = ContinuousClock.now
        _ = try await client.account.loginByPassword(productNo: "1", password: "2")
        #expect(ContinuousClock.now - started >= .milliseconds(200))
    }

    /// What a view model would do: take any `SchoolStudentServicing`, the
    /// real Service or a fake.
    private func names(from service: any SchoolStudentServicing) async throws -> [String] {
        try await service.studentList(stuId: "7", page: 1).map(\.name)
    }

    private struct FakeStudents: SchoolStudentServicing {
        func studentList(stuId: String, page: Int) async throws(NetLayerError) -> [Student] {
            [Student.example]
        }
        func studentDetail(stuId: String) async throws(NetLayerError) -> Student { .example }
        func uploadAvatar(stuId: String, avatar: FilePart) async throws(NetLayerError) -> RequestResult {
            throw .invalidRequest("not in this fake")
        }
    }

    @Test func aViewModelTakesTheServiceOrAFake() async throws {
        #expect(try await names(from: FakeStudents()) == [Student.example.name])
        let client = SchoolClient.stubbed()
        _ = try await client.account.loginByPassword(productNo: "1", password: "2")
        #expect(try await names(from: client.student).count == 2)
    }
}
