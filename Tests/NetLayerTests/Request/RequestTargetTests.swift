import Foundation
import Testing

@testable import NetLayer

/// A request's head is read off its URL's text (RFC 3986, section 3): the scheme before `://`, the authority up
/// to the first `/`, `?` or `#` without its user information (section 3.2.1), the path and the query, and never
/// the fragment (section 3.5: it is the client's alone; RFC 9110, section 7.1, the target has none).
@Suite struct RequestTargetTests {
    @Test(arguments: [
        ("https://api.example/v1/items?page=2", "https", "api.example", "/v1/items?page=2"),
        ("http://[::1]:8080/a", "http", "[::1]:8080", "/a"),
        ("https://user:secret@api.example:8443/a", "https", "api.example:8443", "/a"),
        ("http://api.example", "http", "api.example", "/"),
        ("http://api.example?q=1", "http", "api.example", "/?q=1"),
        ("http://api.example/a?q=1#part", "http", "api.example", "/a?q=1"),
        ("http://api.example#part", "http", "api.example", "/"),
        ("http://api.example/a%20b", "http", "api.example", "/a%20b"),
    ])
    func theHeadsPartsAreTheURLs(url: String, scheme: String, authority: String, path: String) throws {
        let parsed = try #require(URL(string: url))
        let target = try #require(RequestTarget(parsed))
        #expect(target == RequestTarget(scheme: scheme, authority: authority, path: path))
    }

    /// Without a host there is nothing to send to: the builder refuses the call (`.invalidRequest`).
    @Test(arguments: ["mailto:someone@api.example", "http://:80/a", "file:///tmp/a"])
    func aURLWithoutAHostHasNoTarget(url: String) throws {
        let parsed = try #require(URL(string: url))
        #expect(RequestTarget(parsed) == nil)
    }
}
