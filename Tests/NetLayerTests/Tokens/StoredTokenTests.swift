import Foundation
import NetLayer
import Testing

@Suite("StoredToken")
struct StoredTokenTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func pastExpiryIsInvalid() {
        #expect(!StoredToken(value: "t", expiresAt: now.addingTimeInterval(-1)).isValid(at: now))
    }

    @Test func futureExpiryIsValid() {
        #expect(StoredToken(value: "t", expiresAt: now.addingTimeInterval(1)).isValid(at: now))
    }

    @Test func noExpiryIsValid() {
        #expect(StoredToken(value: "t", expiresAt: nil).isValid(at: now))
        #expect(StoredToken(value: "t", expiresAt: nil).isValid(at: .distantFuture))
    }

    // The server rejects a token at its expiry, so "now" must count as expired.
    @Test func expiryExactlyNowIsInvalid() {
        #expect(!StoredToken(value: "t", expiresAt: now).isValid(at: now))
    }

    @Test func defaultNowIsTheCurrentTime() {
        #expect(StoredToken(value: "t", expiresAt: Date().addingTimeInterval(3600)).isValid())
        #expect(!StoredToken(value: "t", expiresAt: Date().addingTimeInterval(-3600)).isValid())
    }

    @Test func codableRoundTripKeepsFractionalDates() throws {
        let token = StoredToken(value: "abc", expiresAt: Date(timeIntervalSince1970: 1_700_000_000.123456))
        let decoded = try JSONDecoder().decode(StoredToken.self, from: JSONEncoder().encode(token))
        #expect(decoded == token)
    }

    @Test func codableRoundTripWithoutExpiry() throws {
        let token = StoredToken(value: "abc", expiresAt: nil)
        let data = try JSONEncoder().encode(token)
        #expect(!String(decoding: data, as: UTF8.self).contains("expiresAt"))
        #expect(try JSONDecoder().decode(StoredToken.self, from: data) == token)
    }
}
