import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestTraits
import Testing

@testable import NetLayer

/// A `JSONValue` built from an app's own data, sent in a body: the bytes
/// that reach the server, and number text that is not JSON refused before
/// anything is sent.
@Suite(.highPriority) struct JSONValueBodyTests {
    private struct Reading: Encodable {
        var sensor: String
        var at: Date
        var values: [Double]
    }

    @Test func aValueBuiltFromAppDataArrivesAsItsJSON() async throws {
        try await withTestServer(.post("/api/save", reply: .json("{}"))) { server in
            let ids: [Int64] = [1, .max]
            let ratio = 0.1
            let price = try #require(Decimal(string: "123456789012345678901234567890"))
            var metadata = JSONObject()
            metadata["ids"] = try JSONValue(ids)
            metadata["ratio"] = try JSONValue(ratio)
            metadata["price"] = try JSONValue(price)
            metadata["big"] = JSONValue(UInt64.max)
            metadata["reading"] = try JSONValue(
                Reading(sensor: "t1", at: Date(timeIntervalSince1970: 1_700_000_000), values: [20.5, 1e300]))
            _ = try await makeClient(server).send(
                endpoint("save", .POST, "save", body: .json),
                parameters: [Parameter("metadata", JSONValue.object(metadata), in: .body)])
            let request = try #require(server.lastRequest(path: "/api/save"))
            #expect(request.header("content-type") == "application/json")
            #expect(
                request.bodyText
                    == #"{"metadata":{"ids":[1,9223372036854775807],"ratio":0.1,"#
                    + #""price":123456789012345678901234567890,"big":18446744073709551615,"#
                    + #""reading":{"sensor":"t1","at":"2023-11-14T22:13:20Z","values":[20.5,1e+300]}}}"#)
        }
    }

    @Test(arguments: [
        (
            Parameter("metadata", JSONValue.object(["scores": [1, .number("1,5")]]), in: .body),
            "body parameter 'metadata' holds '1,5' at metadata.scores[1], which is not a JSON number"
        ),
        (
            Parameter("ratio", Double.nan, in: .body),
            "body parameter 'ratio' holds 'nan' at ratio, which is not a JSON number"
        ),
        (
            Parameter("limit", JSONValue.number("ten"), in: .query),
            "query parameter 'limit' holds 'ten' at limit, which is not a JSON number"
        ),
        (
            Parameter("pin", JSONValue.number("12 34"), in: .header, secret: true),
            "header parameter 'pin' holds <redacted> at pin, which is not a JSON number"
        ),
        (
            Parameter("body", JSONValue.array([["n": .number("Infinity")]]), in: .content),
            "content parameter 'body' holds 'Infinity' at body[0].n, which is not a JSON number"
        ),
    ])
    func invalidNumberTextFailsTheCallBeforeAnythingIsSent(parameter: Parameter, message: String) async throws {
        try await withTestServer(.post("/api/save", reply: .json("{}"))) { server in
            let client = makeClient(server)
            let error = await failure {
                try await client.send(endpoint("save", .POST, "save", body: .json), parameters: [parameter])
            }
            guard case .invalidRequest(let text)? = error else {
                Issue.record("expected invalidRequest, got \(String(describing: error))")
                return
            }
            #expect(text == message)
            // A call that is sent afterwards is the first and only one the server sees.
            _ = try await client.send(
                endpoint("save", .POST, "save", body: .json), parameters: [Parameter("ok", true, in: .body)])
            let requests = server.requests
            #expect(requests.count == 1)
            #expect(requests.first?.bodyText == #"{"ok":true}"#)
        }
    }
}
