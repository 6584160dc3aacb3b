// The School backend's data and routes.
//
// Every reply is the backend's envelope, HTTP status 200:
//
//     {"h": {"code": 200, "msg": "ok", "time": "2026-11-22T10:00:00Z"}, "b": <payload>}
//
// A code other than 200 is an error the app reads from the envelope:
// 4001 "log in again" (no or unknown token), 4010 wrong password,
// 4040 no such student.
//
// The paths are the ones the generated `RequestInterface` builds for the
// `production` environment: {base}/{prefix}/{version}/{path}.

internal import FlyingFox
import Foundation

// MARK: - Data

/// A student as the backend stores and sends it (the app decodes it as `Student`).
struct StudentRecord: Encodable, Sendable {
    var id: Int
    var name: String
    var avatar: URL?
    var joinedAt: String

    enum CodingKeys: String, CodingKey {
        case id, name, avatar
        case joinedAt = "joined_at"
    }
}

struct BannerRecord: Encodable, Sendable {
    var title: String
    var link: URL
}

/// The backend's state: its students and the tokens it has handed out.
actor SchoolBackend {
    private let students: [StudentRecord] = [
        StudentRecord(id: 1, name: "小明", joinedAt: "2025-09-01T08:00:00Z"),
        StudentRecord(
            id: 2, name: "小红", avatar: URL(string: "https://img.runedu.example/2.png"),
            joinedAt: "2025-09-01T08:00:00Z"),
        StudentRecord(id: 3, name: "Li Lei", joinedAt: "2026-02-20T08:00:00Z"),
    ]
    private var tokens: Set<String> = []

    func allStudents() -> [StudentRecord] { students }

    func student(id: Int) -> StudentRecord? { students.first { $0.id == id } }

    /// A new token, valid until the server stops.
    func issueToken() -> String {
        let token = "T-" + UUID().uuidString.prefix(8)
        tokens.insert(token)
        return token
    }

    func isValid(_ token: String?) -> Bool {
        guard let token else { return false }
        return tokens.contains(token)
    }
}

// MARK: - Routes

struct SchoolRoutes: Sendable {
    let backend: SchoolBackend
    let bannerDelay: Duration

    /// The header the token travels in, both ways.
    static let tokenHeader = HTTPHeader("x-auth-token")

    func add(to server: HTTPServer) async {
        await server.appendRoute("POST /api/account/api/login/V1/password", handler: login)
        await server.appendRoute("GET /api/student/v5/student/list", handler: studentList)
        await server.appendRoute("GET /api/student/v5/student/:stuId/detail", handler: studentDetail)
        await server.appendRoute("GET /api/public/v5/banner/list", handler: bannerList)
    }

    /// Body `{"productNo": ..., "password": ...}`. Replies the token in the
    /// `x-auth-token` header, and in the body with its lifetime in seconds.
    @Sendable func login(_ request: HTTPRequest) async throws -> HTTPResponse {
        struct Form: Decodable {
            var productNo: String
            var password: String
        }
        struct LoginReply: Encodable {
            var token: String
            var userId: Int64
            var expiresIn: Int
        }
        guard let form = try? JSONDecoder().decode(Form.self, from: await request.bodyData) else {
            return envelope(code: 4000, message: "请求格式错误 / bad request")
        }
        guard form.password == SchoolServer.password else {
            return envelope(code: 4010, message: "密码错误 / wrong password")
        }
        let token = await backend.issueToken()
        var response = envelope(LoginReply(token: token, userId: 9_007_199_254_740_993, expiresIn: 3600))
        response.headers[Self.tokenHeader] = token
        return response
    }

    /// Needs the token.
    @Sendable func studentList(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard await backend.isValid(request.headers[Self.tokenHeader]) else { return loginRequired }
        return envelope(await backend.allStudents())
    }

    /// Needs the token; an unknown id is a business error, 4040.
    @Sendable func studentDetail(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard await backend.isValid(request.headers[Self.tokenHeader]) else { return loginRequired }
        guard let id = request.routeParameters["stuId"].flatMap({ Int($0) }),
            let student = await backend.student(id: id)
        else {
            return envelope(code: 4040, message: "学生不存在 / no such student")
        }
        return envelope(student)
    }

    /// Public, and slow on purpose: `bannerDelay` before it answers.
    @Sendable func bannerList(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await Task.sleep(for: bannerDelay)
        return envelope([
            BannerRecord(title: "开学啦 / Back to school", link: URL(string: "https://www.runedu.example/news/1")!)
        ])
    }

    // MARK: Replies

    private var loginRequired: HTTPResponse {
        envelope(code: 4001, message: "请重新登录 / please log in again")
    }

    /// A success: code 200 and `payload` as "b".
    private func envelope(_ payload: some Encodable) -> HTTPResponse {
        reply(Envelope(head: Head(code: 200, msg: "ok"), payload: payload))
    }

    /// An error: `code`, `message` and a null "b".
    private func envelope(code: Int, message: String) -> HTTPResponse {
        reply(Envelope(head: Head(code: code, msg: message), payload: String?.none))
    }

    private func reply(_ envelope: some Encodable) -> HTTPResponse {
        // Plain structs of strings and numbers: encoding cannot fail.
        let body = (try? JSONEncoder().encode(envelope)) ?? Data()
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: body)
    }
}

private struct Head: Encodable {
    var code: Int
    var msg: String
    var time = Date().formatted(.iso8601)
}

/// `{"h": head, "b": payload}`, with "b": null when the payload is nil.
private struct Envelope<Payload: Encodable>: Encodable {
    var head: Head
    var payload: Payload

    enum CodingKeys: String, CodingKey {
        case head = "h"
        case payload = "b"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(head, forKey: .head)
        try container.encode(payload, forKey: .payload)  // `encode`, not `encodeIfPresent`: nil is written as null
    }
}
