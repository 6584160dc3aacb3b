import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

/// The built request read as the assertions ask: its URL, method, fields by name and body.
extension OutgoingRequest {
    fileprivate var url: URL? { head.url }
    fileprivate var httpMethod: String { head.method.rawValue }
    fileprivate var httpBody: Data? { body?.data }
    fileprivate var allHTTPHeaderFields: [String: String]? { head.headerFields.dictionary }
    fileprivate func value(forHTTPHeaderField name: String) -> String? { head.headerFields[named: name] }
}

@Suite struct RequestBuilderTests {
    private let server = ServerEnvironment(name: "production", baseURL: URL(string: "https://api.example/api")!)

    private func build(
        _ endpoint: Endpoint, _ parameters: [Parameter] = [],
        configuration: ClientConfiguration = ClientConfiguration(),
        values: [String: String] = [:], token: String? = nil, redacting: Bool = false
    ) throws -> OutgoingRequest {
        try RequestBuilder(
            endpoint: endpoint, parameters: parameters, environment: server, configuration: configuration,
            values: values, token: token
        ).build(redacting: redacting)
    }

    @Test func parametersGoWhereTheySayAndACallsParameterWinsOverACommonOne() throws {
        let configuration = ClientConfiguration(
            headers: [CommonValue("UA", .runtime("userAgent")), CommonValue("_c", .literal("ios"))],
            parameters: [CommonValue("systemType", .literal("ios")), CommonValue("page", .literal("1"))])
        let request = try build(
            Endpoint(id: "a", method: .GET, path: "student/{id}"),
            [
                Parameter("id", "7", in: .path), Parameter("page", 3, in: .query),
                Parameter("tags", ["a", "b"], in: .query),
                Parameter("X-Trace", "t", in: .header),
            ],
            configuration: configuration, values: ["userAgent": "App/1"])
        #expect(request.url?.absoluteString == "https://api.example/api/student/7?systemType=ios&page=3&tags=a&tags=b")
        #expect(request.value(forHTTPHeaderField: "UA") == "App/1")
        #expect(request.value(forHTTPHeaderField: "_c") == "ios")
        #expect(request.value(forHTTPHeaderField: "X-Trace") == "t")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.httpMethod == "GET")
    }

    /// The head's pseudo-header fields as HTTP/2 writes them (RFC 9113, section 8.3.1), made from the URL's
    /// parts: an IPv6 host bracketed with its port (RFC 3986, section 3.2.2), no user information, the path
    /// percent-encoded as the URL has it, and the query after it.
    @Test(arguments: [
        ("http://[::1]:8080/api", "[::1]:8080", "/api/a%20b?n=1"),
        ("https://user:secret@api.example/api", "api.example", "/api/a%20b?n=1"),
        ("http://127.0.0.1:9", "127.0.0.1:9", "/a%20b?n=1"),
    ])
    func theHeadIsMadeFromTheURLsParts(base: String, authority: String, path: String) throws {
        let request = try RequestBuilder(
            endpoint: Endpoint(id: "a", method: .GET, path: "{name}"),
            parameters: [Parameter("name", "a b", in: .path), Parameter("n", 1, in: .query)],
            environment: ServerEnvironment(name: "p", baseURL: URL(string: base)!),
            configuration: ClientConfiguration(), values: [:], token: nil
        ).build()
        #expect(request.head.scheme == URL(string: base)?.scheme)
        #expect(request.head.authority == authority)
        #expect(request.head.path == path)
    }

    @Test func aRuntimeValueNotSetAndANilParameterAreNotSent() throws {
        let configuration = ClientConfiguration(
            headers: [CommonValue("UA", .runtime("userAgent"))], parameters: [CommonValue("page", .literal("1"))])
        let request = try build(
            Endpoint(id: "a", method: .GET, path: "list"), [Parameter("page", .value(.null), in: .query)],
            configuration: configuration)
        #expect(request.value(forHTTPHeaderField: "UA") == nil)
        #expect(request.url?.query == "page=1", "a nil parameter leaves the common one of its name")
    }

    @Test func aJSONBodyCarriesTheBodyParametersAndItsContentType() throws {
        let request = try build(
            Endpoint(id: "a", method: .POST, path: "login", body: .json),
            [Parameter("user", "u", in: .body), Parameter("age", 3, in: .body)])
        #expect(request.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
        let body = try JSONValue(parsing: try #require(request.httpBody))
        #expect(body == ["user": "u", "age": 3])
    }

    @Test func theTokenGoesWhereTheRulesSayAndIsRedactedForLogs() throws {
        let configuration = ClientConfiguration(
            token: TokenConfiguration(placement: .header("x-auth-token"), source: .header("x-auth-token")))
        let endpoint = Endpoint(id: "a", method: .POST, path: "p", body: .form)
        let secret = [Parameter("password", "hunter2", in: .body, secret: true)]
        let sent = try build(endpoint, secret, configuration: configuration, token: "T-1")
        #expect(sent.value(forHTTPHeaderField: "x-auth-token") == "T-1")
        #expect(String(decoding: sent.httpBody ?? Data(), as: UTF8.self) == "password=hunter2")
        let logged = try build(endpoint, secret, configuration: configuration, token: "T-1", redacting: true)
        #expect(logged.value(forHTTPHeaderField: "x-auth-token") == RequestBuilder.redacted)
        #expect(String(decoding: logged.httpBody ?? Data(), as: UTF8.self) == "password=%3Credacted%3E")
        let anonymous = try build(
            Endpoint(id: "b", method: .GET, path: "p", sendsToken: false), configuration: configuration, token: "T-1")
        #expect(anonymous.value(forHTTPHeaderField: "x-auth-token") == nil)
    }

    @Test func aSchemeGoesBeforeTheTokenInAHeaderAndStaysInTheLog() throws {
        let bearer = ClientConfiguration(
            token: TokenConfiguration(placement: .header("Authorization"), scheme: "Bearer"))
        let endpoint = Endpoint(id: "a", method: .GET, path: "p")
        let sent = try build(endpoint, configuration: bearer, token: "T-1")
        #expect(sent.value(forHTTPHeaderField: "Authorization") == "Bearer T-1")
        let logged = try build(endpoint, configuration: bearer, token: "T-1", redacting: true)
        #expect(logged.value(forHTTPHeaderField: "Authorization") == "Bearer <redacted>")
        // A query item carries the bare token, whatever the scheme.
        let query = ClientConfiguration(token: TokenConfiguration(placement: .query("key"), scheme: "Bearer"))
        #expect(try build(endpoint, configuration: query, token: "T-1").url?.query == "key=T-1")
    }

    @Test func aHeaderValueWithALineBreakIsRefusedNotSent() {
        #expect(throws: NetLayerError.self) {
            try build(Endpoint(id: "a", method: .GET, path: "p"), [Parameter("X-A", "a\r\nInjected: 1", in: .header)])
        }
    }

    /// RFC 9110, section 5.5: "Field values containing CR, LF, or NUL characters are invalid and dangerous".
    @Test func aHeaderValueWithANULIsRefusedNotDropped() throws {
        let error = #expect(throws: NetLayerError.self) {
            try build(Endpoint(id: "a", method: .GET, path: "p"), [Parameter("X-A", "a\0b", in: .header)])
        }
        guard case .invalidRequest(let message)? = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(message == "the value of header 'X-A' contains a NUL character")
    }

    /// Header names are case-insensitive (RFC 9110, section 5.1): a field set again in another case replaces the
    /// earlier one, as `HTTPFields`' subscript does, and a caller's `accept` is the Accept.
    @Test func aHeaderSetAgainInAnotherCaseReplacesTheEarlierOne() throws {
        let configuration = ClientConfiguration(headers: [CommonValue("X-Client", .literal("common"))])
        let request = try build(
            Endpoint(id: "a", method: .POST, path: "p", body: .json),
            [
                Parameter("x-client", "call", in: .header), Parameter("accept", "text/plain", in: .header),
                Parameter("content-type", "text/plain", in: .header), Parameter("n", 1, in: .body),
            ],
            configuration: configuration)
        let fields = try #require(request.allHTTPHeaderFields)
        #expect(fields.keys.sorted() == ["Content-Type", "accept", "x-client"])
        #expect(request.value(forHTTPHeaderField: "X-Client") == "call")
        #expect(request.value(forHTTPHeaderField: "Accept") == "text/plain", "the caller's Accept is kept")
        #expect(
            request.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true,
            "the body's type is the encoding's")
        #expect(request.httpMethod == "POST")
    }
}
