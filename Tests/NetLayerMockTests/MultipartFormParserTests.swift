import Foundation
import NetLayer
import Testing

@testable import NetLayerMock

/// The mock reads back, part for part, what the runtime's encoder writes:
/// the regressions `Fuzz/FormFuzzer` found.
@Suite struct MultipartFormParserTests {
    /// `name` as a text part's name and as a file part's file name reads back as it went out.
    private func expectReadBack(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = FilePart(data: Data("x".utf8), fileName: name)
        let body = try BodyEncoder.encode(
            [Parameter(name, "v", in: .body), Parameter("f", .files([file]), in: .body)], as: .multipart,
            boundary: "netlayer-B")
        let parts = MultipartFormParser.parts(of: body.data, boundary: "netlayer-B")
        #expect(parts.map(\.name) == [name, "f"], sourceLocation: sourceLocation)
        #expect(parts.map(\.fileName) == [nil, name], sourceLocation: sourceLocation)
    }

    /// A header ends at CR LF; a vertical tab, a form feed, NEL or U+2028
    /// in a name is part of the name, which the encoder leaves as it is.
    @Test(arguments: ["a\u{0B}b", "a\u{0C}b", "a\u{85}b", "a\u{2028}b", "a\u{2029}b"])
    func namesKeepOtherLineBreaks(name: String) throws {
        try expectReadBack(name)
    }

    /// The encoder, as browsers, escapes nothing with a backslash: one in a
    /// name is the name's, even last, before the closing quote.
    @Test(arguments: ["a\\b", "a\\", "\\\\", "\\e="])
    func backslashesAreLiteral(name: String) throws {
        try expectReadBack(name)
    }

    /// A combining mark joins the character before it: after a quote or a
    /// line break it must neither hide that character from the encoder's
    /// escaping nor the quotes around a name from the parser.
    @Test(arguments: ["a\n\u{312}b", "a\r\u{301}b", "a\"\u{301}b", "\u{301}", "\u{301}x\u{301}"])
    func combiningMarksAfterEscapedCharacters(name: String) throws {
        try expectReadBack(name)
    }
}
