import Foundation
import Testing

@testable import NetLayerImport

/// A pattern's Perl-only anchors become ECMA-262's, which JSON Schema 2020-12 §6.3.3 names ("SHOULD be valid
/// according to the ECMA-262 regular expression dialect"), so that an exported document's pattern is one every
/// validator reads.
@Suite struct PortablePatternTests {
    @Test(arguments: [
        (#"\A[a-z]+\z"#, #"^[a-z]+$"#),
        (#"\A\d+\Z"#, #"^\d+$"#),
        // Inside a class, and escaped backslashes, stay as written.
        (#"^[\A-Z]\\z$"#, #"^[\A-Z]\\z$"#),
        (#"^a\.b$"#, #"^a\.b$"#),
        ("plain", "plain"),
    ])
    func anchorsOnlyPerlReadsAreWrittenAsECMAScripts(written: String, portable: String) throws {
        #expect(SchemaRules.portable(written) == portable)
        // Both compile, and match the same strings without the multiline flag.
        let before = try NSRegularExpression(pattern: written)
        let after = try NSRegularExpression(pattern: portable)
        for sample in ["abc", "12", "a.b", "A-Z", "\\z"] {
            let range = NSRange(sample.startIndex..., in: sample)
            #expect(
                (before.firstMatch(in: sample, range: range) == nil)
                    == (after.firstMatch(in: sample, range: range) == nil), "\(sample)")
        }
    }
}
