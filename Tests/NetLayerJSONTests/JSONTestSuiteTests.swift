import Foundation
import TestSupport
import Testing

@testable import NetLayer

/// The JSON parser against nst/JSONTestSuite's `test_parsing` cases
/// (`Tests/Corpora/peer-suites/JSONTestSuite`), the suite JSON parsers are
/// compared by. RFC 8259 decides `y_` (must be accepted) and `n_` (must be
/// refused); `i_` cases are left to the parser by the RFC, and the verdicts
/// chosen here are listed in docs/runtime.md and pinned below, so that a
/// change to any of them is seen.
@Suite struct JSONTestSuiteTests {
    static let folder = Corpora.url("peer-suites/JSONTestSuite/test_parsing")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// The `i_` cases this parser accepts; every other `i_` case it refuses.
    static let acceptedImplementationDefined: Set<String> = [
        "i_number_double_huge_neg_exp.json", "i_number_huge_exp.json", "i_number_neg_int_huge_exp.json",
        "i_number_pos_double_huge_exp.json", "i_number_real_neg_overflow.json", "i_number_real_pos_overflow.json",
        "i_number_real_underflow.json", "i_number_too_big_neg_int.json", "i_number_too_big_pos_int.json",
        "i_number_very_big_negative_int.json", "i_structure_500_nested_arrays.json",
        "i_structure_UTF-8_BOM_empty_object.json",
    ]

    static func accepts(_ name: String) throws -> Bool {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        do {
            _ = try JSONValue(parsing: data)
            return true
        } catch {
            return false
        }
    }

    @Test func theSuiteIsThere() {
        // 95 y_, 188 n_ and 35 i_ cases at the commit SOURCES.md names.
        #expect(Self.cases.count == 318, "\(Self.folder.path)")
        #expect(Self.cases.filter { $0.hasPrefix("y_") || $0.hasPrefix("n_") }.count == 283)
    }

    /// RFC 8259 §2: "A JSON text is a serialized value"; each `y_` case is one.
    @Test(arguments: cases.filter { $0.hasPrefix("y_") })
    func acceptsWhatJSONIs(_ name: String) throws {
        #expect(try Self.accepts(name))
    }

    /// Each `n_` case breaks a rule of RFC 8259's grammar (or §8.1's UTF-8).
    @Test(arguments: cases.filter { $0.hasPrefix("n_") })
    func refusesWhatJSONIsNot(_ name: String) throws {
        #expect(try !Self.accepts(name))
    }

    /// RFC 8259 §9: "An implementation may set limits on the range and
    /// precision of numbers" and "on the size of texts", and §8.2 leaves
    /// unpaired surrogates' behaviour "unpredictable": the verdicts docs/runtime.md lists.
    @Test(arguments: cases.filter { $0.hasPrefix("i_") })
    func implementationDefinedCasesKeepTheirVerdict(_ name: String) throws {
        #expect(try Self.accepts(name) == Self.acceptedImplementationDefined.contains(name))
    }
}
