import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ReplyReaderTests {
    private let envelope = EnvelopeFormat(
        code: ["h", "code"], message: ["h", "msg"], data: ["b"], total: ["b", "total"], success: [200, "OK"])
    private let token = TokenConfiguration(
        placement: .header("x-auth"), source: .body(["b", "token"]), expiredCodes: [401, 4001])

    private func read(_ status: Int, _ body: String, headers: [String: String] = [:], envelope: EnvelopeFormat?)
        -> ReplyReader.Outcome
    {
        var fields = HTTPFields()
        for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
        let response = HTTPResponse(status: HTTPResponse.Status(code: status), headerFields: fields)
        return ReplyReader(envelope: envelope, token: token).read(
            TransportReply(data: Data(body.utf8), response: response))
    }

    @Test func aSuccessCodeAtANestedPathGivesTheDataMessageTotalAndToken() throws {
        guard
            case .success(let result) = read(
                200, #"{"h":{"code":"200","msg":"ok"},"b":{"total":"12","token":"T"}}"#, headers: ["X-Y": "z"],
                envelope: envelope)
        else {
            Issue.record("expected success")
            return
        }
        #expect(result.code == "200")
        #expect(result.message == "ok")
        #expect(result.total == 12)
        #expect(result.data?["token"] == "T")
        #expect(result.token == "T")
        #expect(result.header("x-y") == "z")
    }

    /// RFC 9110, section 5.3: the field lines of one name are one field, their values joined with ", ".
    /// The reply's fields are joined only when read, once, whichever task reads them first.
    @Test func theHeadersAreTheRepliesFieldsByLowercasedNameWithRepeatedOnesJoined() async {
        var fields = HTTPFields()
        fields.append(HTTPField(name: HTTPField.Name("X-Trace")!, value: "a"))
        fields.append(HTTPField(name: .contentType, value: "application/json"))
        fields.append(HTTPField(name: HTTPField.Name("x-trace")!, value: "b"))
        let response = HTTPResponse(status: .ok, headerFields: fields)
        guard
            case .success(let result) = ReplyReader(envelope: nil, token: nil).read(
                TransportReply(data: Data("{}".utf8), response: response))
        else {
            Issue.record("expected success")
            return
        }
        let seen = await withTaskGroup(of: [String: String].self) { group in
            for _ in 0..<8 { group.addTask { result.headers } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(seen.count == 8)
        #expect(seen.allSatisfy { $0 == ["x-trace": "a, b", "content-type": "application/json"] })
        #expect(result.header("X-TRACE") == "a, b")
        var changed = result
        changed.headers["x-trace"] = "c"
        #expect(changed.header("x-trace") == "c")
        #expect(changed.header("content-type") == "application/json")
        #expect(result.header("x-trace") == "a, b", "a copy's change leaves the original as it was")
    }

    @Test func aStringSuccessCodeMatchesToo() {
        guard case .success = read(200, #"{"h":{"code":"OK"},"b":null}"#, envelope: envelope) else {
            Issue.record("expected success")
            return
        }
    }

    @Test func anotherCodeIsABusinessFailureAndAnExpiredOneAsksForLogin() {
        guard case .failure(.business(let failure)) = read(200, #"{"h":{"code":5001,"msg":"no"}}"#, envelope: envelope)
        else {
            Issue.record("expected a business failure")
            return
        }
        #expect(failure.code == 5001)
        #expect(failure.message == "no")
        guard case .expired = read(200, #"{"h":{"code":"4001"}}"#, envelope: envelope) else {
            Issue.record("4001 is an expired code")
            return
        }
        guard case .expired = read(401, "", envelope: envelope) else {
            Issue.record("401 is an expired status")
            return
        }
    }

    @Test func aMissingCodeOrANonJSONBodyIsAFailureNotASuccess() {
        guard case .failure(.business(let failure)) = read(200, #"{"b":{}}"#, envelope: envelope) else {
            Issue.record("a reply without a code is not a success")
            return
        }
        #expect(failure.code == nil)
        guard case .failure(.decoding) = read(200, "<html>", envelope: envelope) else {
            Issue.record("an envelope needs JSON")
            return
        }
    }

    @Test func aNon2xxStatusKeepsTheBodyAndTheEnvelopesMessage() {
        guard case .failure(.httpStatus(let failure)) = read(503, #"{"h":{"code":1,"msg":"busy"}}"#, envelope: envelope)
        else {
            Issue.record("expected an HTTP failure")
            return
        }
        #expect(failure.status == 503)
        #expect(failure.message == "busy")
    }

    @Test func withoutAnEnvelopeTheWholeBodyIsTheData() {
        guard case .success(let result) = read(200, #"[1,2]"#, envelope: nil) else {
            Issue.record("expected success")
            return
        }
        #expect(result.data == [1, 2])
        #expect(result.code == nil)
    }
}
