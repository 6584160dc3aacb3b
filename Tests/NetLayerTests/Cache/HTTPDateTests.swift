import Foundation
import Testing

@testable import NetLayer

/// HTTP-dates by RFC 9110 §5.6.7's grammar, with the cases cache-tests' `expires-parse` tests send.
@Suite struct HTTPDateTests {
    /// 2050-08-18 02:01:18 UTC.
    let expected = Date(timeIntervalSince1970: 2_544_400_878)
    let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15

    /// "Recipients of timestamp values are encouraged to be robust in parsing timestamps", but only
    /// three forms are HTTP-dates: IMF-fixdate, and the obsolete RFC 850 and asctime forms.
    @Test func theThreeForms() {
        #expect(HTTPDate.parse("Thu, 18 Aug 2050 02:01:18 GMT", now: now) == expected)
        #expect(HTTPDate.parse("Thursday, 18-Aug-50 02:01:18 GMT", now: now) == expected)
        #expect(HTTPDate.parse("Thu Aug 18 02:01:18 2050", now: now) == expected)
        #expect(HTTPDate.parse("Thu Aug  8 02:01:18 2050", now: now) == expected - 10 * 86_400)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
    }

    /// §5.6.7: "Recipients of a timestamp value in rfc850-date format, which uses a two-digit year, MUST
    /// interpret a timestamp that appears to be more than 50 years in the future as representing the most
    /// recent year in the past that had the same last two digits."
    @Test func aTwoDigitYearIsNeverMoreThanFiftyYearsAhead() {
        let year2027 = now
        #expect(HTTPDate.parse("Thursday, 18-Aug-50 02:01:18 GMT", now: year2027) == expected, "2050, not 1950")
        let ninetyNine = HTTPDate.parse("Friday, 31-Dec-99 23:59:59 GMT", now: year2027)
        #expect(ninetyNine == Date(timeIntervalSince1970: 946_684_799), "2099 is 72 years ahead: 1999")
    }

    /// What is not one of the three forms is not a date (cache-tests' `expires-parse`: each must make
    /// `Expires` invalid, so the reply has already expired: RFC 9111 §5.3).
    @Test(arguments: [
        "Thu, 18 Aug 2050 02:01:18 UTC", "Thu, 18 Aug 2050 02:01:18 AEST", "Thu, 18 Aug 50 02:01:18 GMT",
        "Thu 18 Aug 2050 02:01:18 GMT", "Thu, 18  Aug  2050 02:01:18 GMT", "Thu, 18-Aug-2050 02:01:18 GMT",
        "Thu, 18 Aug 2050 02.01.18 GMT", "Thu, 18 Aug 2050 2:01:18 GMT",
        "Thu, 18 Aug 2050 2:01:18 GMT, Thu, 18 Aug 2050 2:01:19 GMT", "0", "", "Thu, 31 Feb 2050 02:01:18 GMT",
        "Thu, 18 Aug 2050 24:01:18 GMT", " Thu, 18 Aug 2050 02:01:18 GMT",
    ])
    func whatIsNotAnHTTPDate(_ text: String) {
        #expect(HTTPDate.parse(text, now: now) == nil)
    }

    /// Names in another case leave no doubt about the date: read, as browsers read them.
    @Test func namesInAnyCase() {
        #expect(HTTPDate.parse("THU, 18 Aug 2050 02:01:18 GMT", now: now) == expected)
        #expect(HTTPDate.parse("Thu, 18 AUG 2050 02:01:18 GMT", now: now) == expected)
        #expect(HTTPDate.parse("Thu, 18 Aug 2050 02:01:18 gMT", now: now) == expected)
    }

    /// Past 32 bits and far ahead (cache-tests' `Expires` of 2038 and 2286).
    @Test func largeDates() {
        #expect(HTTPDate.parse("Tue, 19 Jan 2038 14:14:08 GMT") == Date(timeIntervalSince1970: 2_147_523_248))
        #expect(HTTPDate.parse("Sun, 21 Nov 2286 04:46:39 GMT") == Date(timeIntervalSince1970: 10_000_039_599))
    }

    @Test func writtenAsAnIMFFixdateAndReadBack() {
        for seconds in [0, 784_111_777, 2_147_523_248, 1_800_000_000] {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(HTTPDate.parse(HTTPDate.text(of: date)) == date)
        }
        #expect(HTTPDate.text(of: Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }
}
