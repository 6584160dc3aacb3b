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
        let headers = reply(["etag": "W/\"7\"", "last-modified": modified]).conditionalHeaders
        #expect(headers == ["If-None-Match": "W/\"7\"", "If-Modified-Since": modified])
    }

    /// RFC 9111 §5.1: `Age = delta-seconds`. Two `Age` lines reach the cache joined as a list, which is not
    /// a valid value; the first member counts, as browsers read it (cache-tests' `age-parse`), so that a
    /// reply two hours old is never taken for a new one. A value that is not all digits is ignored.
    @Test func theAgeFieldsFirstMemberCountsAndAnInvalidOneIsIgnored() {
        #expect(Freshness.age("7200, 0") == 7200)
        #expect(Freshness.age("0, 7200") == 0)
        #expect(Freshness.age(" 3600 ") == 3600)
        #expect(Freshness.age("7200.0") == nil)
        #expect(Freshness.age("-7200") == nil)
        #expect(Freshness.age("abc") == nil)
        let old = Freshness(reply: reply(["age": "7200, 0", "cache-control": "max-age=3600"]))
        #expect(!old.isFresh(at: received))
    }

    /// §1.2.2: "a cache receiving a delta-seconds value greater than the greatest integer it can represent
    /// [...] MUST consider the value to be 2147483648 (2^31)".
    @Test func aHugeDeltaSecondsIsTwoToTheThirtyFirst() {
        #expect(Freshness.age("99999999999999999999999") == 2_147_483_648)
        #expect(CacheControl("max-age=99999999999999999999").maxAge == 2_147_483_648)
        #expect(!Freshness(reply: reply(["age": "2147483648", "cache-control": "max-age=3600"])).isFresh(at: received))
    }

    /// §5.3: "A cache recipient MUST interpret invalid date formats, especially the value "0", as
    /// representing a time in the past (i.e., "already expired")."
    @Test func anInvalidExpiresHasExpired() {
        let future = "Thu, 18 Aug 2050 02:01:18"
        #expect(Freshness(reply: reply(["expires": "\(future) GMT"])).lifetime > 0)
        for invalid in ["\(future) UTC", "Thu 18 Aug 2050 02:01:18 GMT", "Thu, 18 Aug 2050 2:01:18 GMT"] {
            #expect(Freshness(reply: reply(["expires": invalid])).lifetime == 0, "\(invalid)")
        }
    }

    /// §4.2.2: "a heuristic expiration value SHOULD NOT exceed [...] some fraction of the interval since
    /// that time. A typical setting of this fraction might be 10%." Only when the policy asks, and only
    /// for heuristically cacheable statuses or a `public` reply.
    @Test func heuristicFreshnessIsATenthOfTheTimeSinceLastModified() {
        let headers = ["last-modified": httpDate(received - 86_400), "date": httpDate(received)]
        #expect(Freshness(reply: reply(headers), heuristic: true).lifetime == 8640)
        #expect(Freshness(reply: reply(headers)).lifetime == 0, "off unless the policy turns it on")
        var error = reply(headers)
        error.status = 503
        #expect(Freshness(reply: error, heuristic: true).lifetime == 0)
        error.status = 599
        error.headers["cache-control"] = "public"
        #expect(Freshness(reply: error, heuristic: true).lifetime == 8640)
    }

    /// RFC 5861 and RFC 9111 §5.2.1: which stored reply a request takes, by the request's directives.
    @Test func requestDirectivesDecideWhatIsServed() {
        let stored = reply(["cache-control": "max-age=100, stale-while-revalidate=50", "date": httpDate(received)])
        let freshness = Freshness(reply: stored)
        func use(after seconds: TimeInterval, _ request: String? = nil) -> HTTPCache.Use {
            HTTPCache.use(freshness, at: received + seconds, request: CacheControl(request))
        }
        #expect(use(after: 10) == .fresh)
        #expect(use(after: 10, "max-age=5") == .validate)
        #expect(use(after: 10, "min-fresh=95") == .validate)
        #expect(use(after: 10, "no-cache") == .validate)
        #expect(use(after: 120) == .staleWhileRevalidating)
        #expect(use(after: 151) == .validate, "past the stale-while-revalidate window")
        #expect(use(after: 151, "max-stale=60") == .stale)
        #expect(use(after: 500, "max-stale") == .stale)
        let strict = Freshness(reply: reply(["cache-control": "max-age=100, must-revalidate"]))
        #expect(HTTPCache.use(strict, at: received + 120, request: CacheControl("max-stale")) == .validate)
        let immutable = Freshness(reply: reply(["cache-control": "max-age=100, immutable"]))
        #expect(HTTPCache.use(immutable, at: received + 10, request: CacheControl("max-age=0")) == .fresh)
    }
}
