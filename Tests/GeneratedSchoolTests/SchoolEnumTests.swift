import Foundation
import GeneratedSchool
import NetLayer
import Testing

/// Generated enums against a server newer than the spec: an added value
/// decodes, survives re-encoding, and is sent back as it came; a `frozen`
/// enum still refuses one.
@Suite struct SchoolEnumTests {
    /// 1,000 students; every seventh has a status the spec does not list.
    private static let studentsJSON: String = {
        let statuses = ["active", "suspended", "graduated"]
        let items = (0..<1000).map { index in
            let status = index % 7 == 0 ? "on-exchange-\(index % 3)" : statuses[index % 3]
            return #"{"id":\#(index),"name":"学生\#(index)","avatar":null,"joined_at":"2026-09-01T08:00:00Z","#
                + #""status":"\#(status)","grade":\#(index % 3 + 1)}"#
        }
        return "[" + items.joined(separator: ",") + "]"
    }()

    @Test func aListWithValuesTheSpecDoesNotKnowDecodesAndEncodesBackTheSame() throws {
        let students = try ResponseDecoder().decode([Student].self, from: Data(Self.studentsJSON.utf8))
        #expect(students.count == 1000)
        #expect(students[0].status == .unknown("on-exchange-0"))
        #expect(students[1].status == .suspended)
        #expect(students.filter { if case .unknown = $0.status { true } else { false } }.count == 143)

        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let encoded = try encoder.encode(students)
        let original = try JSONValue(parsing: Data(Self.studentsJSON.utf8))
        // `avatar: null` is left out when encoding a nil optional; everything else is as it came.
        guard case .array(let items) = original else {
            Issue.record("not an array")
            return
        }
        let expected = JSONValue.array(
            items.map { item in
                guard case .object(var object) = item else { return item }
                _ = object.removeValue(forKey: "avatar")
                return .object(object)
            })
        #expect(try JSONValue(parsing: encoded) == expected)
    }

    @Test func anUnknownValueIsKeptAndSentAsItCame() {
        let status = StudentStatus(rawValue: "alumni")
        #expect(status == .unknown("alumni"))
        #expect(status.rawValue == "alumni")
        #expect(StudentStatus(rawValue: "active") == .active)
        #expect(PhoneAuthCodeType(rawValue: 9) == .unknown(9))
        #expect(Parameter("status", status, in: .query).value == Parameter("status", "alumni", in: .query).value)
    }

    @Test func allCasesListsTheKnownCasesOnly() {
        #expect(StudentStatus.allCases == [.active, .suspended, .graduated])
        #expect(PhoneAuthCodeType.allCases == [.login, .openAccount])
        #expect(Grade.allCases == [.primary, .middle, .high])
    }

    @Test func aFrozenEnumRefusesAValueItDoesNotList() {
        let json = #"[{"id":1,"name":"a","joined_at":"2026-09-01T08:00:00Z","grade":7}]"#
        #expect(throws: DecodingError.self) { try ResponseDecoder().decode([Student].self, from: Data(json.utf8)) }
    }
}
