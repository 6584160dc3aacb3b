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
