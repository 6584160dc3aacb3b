import Foundation
import SeededRandom
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

    /// A call's URL is read off its text without `URL(string:)` when that text is plain: what Foundation's
    /// parser would keep as written gives the head the same parts.
    @Test(arguments: [
        "http://127.0.0.1:8080/api/item", "https://api.example/v1/items?page=2&q=a%20b", "HTTP://API.example/",
        "http://api.example", "http://api.example?q=1", "http://a_b~c.example:0/x/../y", "https://h/~!$&'()*+,;=:@/?",
    ])
    func aPlainURLsTargetIsTheOneItsURLGives(text: String) throws {
        let plain = try #require(RequestTarget(plain: text))
        let url = try #require(URL(string: text))
        #expect(url.absoluteString == text)
        #expect(plain == RequestTarget(url))
        #expect(TokenKeeper.host(of: plain) == TokenKeeper.host(of: url))
    }

    /// What Foundation would percent-encode or read otherwise (RFC 3986, sections 2.1, 3.2 and 3.5) is left to it.
    @Test(arguments: [
        "http://api.example/a b", "http://api.example/a%zz", "http://api.example/a%2", "http://[::1]:8080/a",
        "http://user@api.example/", "http://api.example/a#part", "http://api.example:/a", "http://api.example:080/",
        "http://api.example/?q=|", "http://api.example/é", "http://api.examplé/", "http://:80/", "api.example/a",
        "1http://a/", "http:/a", "",
    ])
    func anythingElseIsLeftToFoundation(text: String) {
        #expect(RequestTarget(plain: text) == nil)
    }

    /// Foundation's parser as the oracle, over texts made of the characters that decide: whatever is read
    /// plainly is what `URL(string:)` keeps and reads, and the host tokens are kept under is the URL's.
    @Test func plainTargetsAgreeWithFoundationOnMadeURLs() throws {
        var random = SplitMix64(seed: 48)
        let pieces = [
            "a", "Z", "0", "9", "-", ".", "_", "~", "%", "%41", "%4", "/", "?", "#", ":", "@", "[", "]", " ",
            "!", "$", "&", "'", "(", "*", "+", ",", ";", "=", "|", "{", "\\", "é", "80", "0",
        ]
        var plainCount = 0
        for _ in 0..<12_000 {
            var text = ["http://", "https://", "HTTP://", "h+t.p://", "http:"][Int(random.next() % 5)]
            for _ in 0..<Int(random.next() % 12) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            guard let plain = RequestTarget(plain: text) else { continue }
            plainCount += 1
            let url = try #require(URL(string: text), "\(text)")
            #expect(url.absoluteString == text, "\(text)")
            #expect(RequestTarget(url) == plain, "\(text)")
            #expect(TokenKeeper.host(of: plain) == TokenKeeper.host(of: url), "\(text)")
        }
        #expect(plainCount > 300, "the made texts reach the plain reading")
    }
}
