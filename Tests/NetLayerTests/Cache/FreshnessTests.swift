import Foundation
import Testing

@testable import NetLayer

/// Cache-Control parsing and RFC 9111's freshness lifetime and age (4.2), on replies made by hand.
@Suite struct FreshnessTests {
    let received = Date(timeIntervalSince1970: 1_800_000_000)

    private func reply(_ headers: [String: String], sentBefore delay: TimeInterval = 0) -> CachedReply {
        CachedReply(
            url: URL(string: "https://example.com/a")!, method: "GET", status: 200, headers: headers, body: Data(),
            requestTime: received - delay, responseTime: received)
    }

    private func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    @Test func directivesInAnyCaseQuotedOrNot() {
        let directives = CacheControl(#"Private, MAX-AGE="60", no-cache="Set-Cookie, X-A", Must-Revalidate"#)
        #expect(directives.maxAge == 60)
        #expect(directives.noCache)
        #expect(directives.mustRevalidate)
        #expect(!directives.noStore)
        #expect(CacheControl("no-store").noStore)
        #expect(CacheControl("s-maxage=600").maxAge == nil, "a private cache ignores s-maxage")
    }

    @Test func aMalformedMaxAgeIsStale() {
        #expect(CacheControl("max-age=soon").maxAge == 0)
        #expect(CacheControl("max-age=30, max-age=90").maxAge == 30, "the first of duplicates wins")
    }

    @Test func maxAgeWinsOverExpires() {
        let freshness = Freshness(
            reply: reply([
                "cache-control": "max-age=60", "expires": httpDate(received + 3600), "date": httpDate(received),
            ]))
        #expect(freshness.lifetime == 60)
    }

    @Test func expiresCountsFromTheDateField() {
        let freshness = Freshness(
            reply: reply(["expires": httpDate(received + 100), "date": httpDate(received - 20)]))
        #expect(freshness.lifetime == 120)
        #expect(Freshness(reply: reply(["expires": "0"])).lifetime == 0, "an invalid Expires has expired")
    }

    @Test func noExplicitFreshnessIsStaleAtOnce() {
        let freshness = Freshness(reply: reply(["etag": "\"1\"", "last-modified": httpDate(received - 86400)]))
        #expect(freshness.lifetime == 0, "no heuristic freshness")
        #expect(!freshness.isFresh(at: received))
    }

    /// Age = max(apparent age, Age + response delay) + resident time.
    @Test func ageAddsTheAgeFieldTheDelayAndTheTimeStored() {
        let stored = reply(
            ["age": "30", "date": httpDate(received - 10), "cache-control": "max-age=100"], sentBefore: 2)
        let freshness = Freshness(reply: stored)
        #expect(freshness.age(at: received) == 32)
        #expect(freshness.age(at: received + 50) == 82)
        #expect(freshness.isFresh(at: received + 67))
        #expect(!freshness.isFresh(at: received + 68))
    }

    @Test func aDateLaterThanArrivalGivesNoNegativeAge() {
        let freshness = Freshness(reply: reply(["date": httpDate(received + 500), "cache-control": "max-age=10"]))
        #expect(freshness.age(at: received) == 0)
        #expect(freshness.isFresh(at: received + 9))
    }

    @Test func noCacheIsNeverFresh() {
        #expect(!Freshness(reply: reply(["cache-control": "no-cache, max-age=600"])).isFresh(at: received))
    }

    @Test func validatorsBecomeConditionalHeaders() {
        let modified = httpDate(received - 60)
        let headers = Freshness(reply: reply(["etag": "W/\"7\"", "last-modified": modified])).conditionalHeaders
        #expect(headers == ["If-None-Match": "W/\"7\"", "If-Modified-Since": modified])
    }

    @Test func aCanonicalizedURLIsTheSameResource() {
        let ours = URL(string: "HTTPS://API.Example.com?b=1")!
        #expect(HTTPCache.sameResource(URL(string: "https://api.example.com/?b=1")!, ours))
        #expect(!HTTPCache.sameResource(URL(string: "https://api.example.com/other?b=1")!, ours))
        #expect(!HTTPCache.sameResource(URL(string: "https://api.example.com/?b=2")!, ours))
        #expect(!HTTPCache.sameResource(URL(string: "https://api.example.com:8443/?b=1")!, ours))
    }
}
