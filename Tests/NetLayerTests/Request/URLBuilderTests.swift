import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

@Suite struct URLBuilderTests {
    private let root = ServerEnvironment(name: "production", baseURL: URL(string: "https://api.example/root/")!)

    private func url(_ endpoint: Endpoint, _ values: [String: String] = [:]) throws -> String {
        try URLBuilder.url(for: endpoint, in: root, pathValues: values).absoluteString
    }

    @Test func baseOnePrefixVersionAndPathJoinWithSingleSlashes() throws {
        let endpoint = Endpoint(id: "a", method: .GET, path: "/student/list", prefix: .same("/school/"), version: "v5")
        #expect(try url(endpoint) == "https://api.example/root/school/v5/student/list")
    }

    @Test func anEmptyPrefixAndVersionLeaveNoEmptySegment() throws {
        #expect(try url(Endpoint(id: "a", method: .GET, path: "ping")) == "https://api.example/root/ping")
    }

    @Test func aPrefixPerEnvironmentFallsBackToTheFirst() throws {
        let endpoint = Endpoint(
            id: "a", method: .GET, path: "p", prefix: .each([("staging", "s"), ("production", "live")]))
        #expect(try url(endpoint) == "https://api.example/root/live/p")
        let other = ServerEnvironment(name: "local", baseURL: URL(string: "http://localhost:8080")!)
        #expect(
            try URLBuilder.url(for: endpoint, in: other, pathValues: [:]).absoluteString == "http://localhost:8080/s/p")
    }

    @Test func pathValuesArePercentEncodedAndMissingOnesStayVisible() throws {
        let endpoint = Endpoint(id: "a", method: .GET, path: "student/{id}/files/{name}")
        #expect(
            try url(endpoint, ["id": "a b/c?", "name": "学"])
                == "https://api.example/root/student/a%20b%2Fc%3F/files/%E5%AD%A6")
        #expect(try url(endpoint, ["id": "7"]) == "https://api.example/root/student/7/files/%7Bname%7D")
    }

    @Test func aLayoutPutsTheVersionFirstAndABaseReplacesTheEnvironments() throws {
        let endpoint = Endpoint(
            id: "a", method: .GET, path: "timeline", prefix: .same("statuses"), version: "2",
            base: .same("https://weibo.example/"),
            layout: URLLayout([.base, .literal("/"), .version, .literal("/"), .prefix, .literal("/"), .path]))
        #expect(try url(endpoint) == "https://weibo.example/2/statuses/timeline")
    }

    /// Only slashes merge around an empty value; other separators stay as
    /// the layout writes them, and the base starts the URL wherever it stands.
    @Test func onlySlashesMergeAroundAnEmptyPart() throws {
        let dashed = Endpoint(
            id: "a", method: .GET, path: "/list", prefix: .same("student"),
            layout: URLLayout([.base, .literal("/"), .prefix, .literal("-"), .version, .literal("//"), .path]))
        #expect(try url(dashed) == "https://api.example/root/student-/list")
        let baseLast = Endpoint(
            id: "a", method: .GET, path: "list", layout: URLLayout([.path, .literal("/"), .base]))
        #expect(try url(baseLast) == "https://api.example/root/list/")
    }

    @Test func fillLeavesTextWithoutPlaceholdersAlone() {
        #expect(URLBuilder.fill("a/b{", with: ["b": "x"]) == "a/b{")
        #expect(URLBuilder.fill("{a}{b}", with: ["a": "1", "b": "2"]) == "12")
    }

    let production = ServerEnvironment(name: "production", baseURL: URL(string: "https://api.example/api/")!)
    let staging = ServerEnvironment(name: "staging", baseURL: URL(string: "http://staging.example/api")!)

    @Test func fillsTheStandardLayout() throws {
        let endpoint = Endpoint(id: "list", method: .GET, path: "student/list", prefix: .same("student"), version: "v5")
        #expect(endpoint.url(in: production)?.absoluteString == "https://api.example/api/student/v5/student/list")
    }

    @Test func emptyPartsDropWithTheirSlash() {
        let endpoint = Endpoint(id: "list", method: .GET, path: "banner/list")
        #expect(endpoint.url(in: production)?.absoluteString == "https://api.example/api/banner/list")
    }

    @Test func prefixAndBaseDifferPerEnvironment() {
        let endpoint = Endpoint(
            id: "login", method: .POST, path: "password",
            prefix: .each([("production", "account/api/login"), ("staging", "app/account/api/login")]), version: "V1")
        #expect(endpoint.url(in: production)?.absoluteString == "https://api.example/api/account/api/login/V1/password")
        #expect(
            endpoint.url(in: staging)?.absoluteString == "http://staging.example/api/app/account/api/login/V1/password")
        let other = Endpoint(
            id: "home", method: .GET, path: "home_timeline.json", prefix: .same("statuses"), version: "2",
            base: .each([("production", "https://api.weibo.example")]),
            layout: URLLayout([.base, .literal("/"), .version, .literal("/"), .prefix, .literal("/"), .path]))
        #expect(other.url(in: staging)?.absoluteString == "https://api.weibo.example/2/statuses/home_timeline.json")
    }

    @Test func pathValuesArePercentEncodedAsOneSegment() {
        let endpoint = Endpoint(id: "detail", method: .GET, path: "student/{stuId}/detail", prefix: .same("s"))
        #expect(
            endpoint.url(in: production, pathValues: ["stuId": "a/b c+学"])?.absoluteString
                == "https://api.example/api/s/student/a%2Fb%20c%2B%E5%AD%A6/detail")
        #expect(endpoint.url(in: production)?.absoluteString == "https://api.example/api/s/student/%7BstuId%7D/detail")
    }

    /// `.` and `..` as a whole path value would be dot-segments, which URL
    /// normalisation removes with the segment before them: their dots are encoded.
    @Test func dotSegmentValuesAreEncoded() {
        #expect(URLBuilder.fill("a/{x}/b", with: ["x": ".."]) == "a/%2E%2E/b")
        #expect(URLBuilder.fill("a/{x}/b", with: ["x": "."]) == "a/%2E/b")
        #expect(URLBuilder.fill("a/{x}/b", with: ["x": "..."]) == "a/.../b", "three dots are no dot-segment")
        #expect(URLBuilder.fill("a/{x}/b", with: ["x": "../c"]) == "a/..%2Fc/b")
    }
}
