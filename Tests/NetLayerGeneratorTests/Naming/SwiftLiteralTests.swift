import NetLayerGenerator
import TestSupport
import Testing

struct SwiftLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("", "\"\""),
        ("\"\"\"", #""\"\"\"""#),
        ("\\(x)", #""\\(x)""#),
        ("\u{0}", #""\0""#),
        ("\\", #""\\""#),
        ("\\\\", #""\\\\""#),
        ("*/", #""*/""#),
        ("#\"", ##""#\"""##),
        ("\"#", ##""\"#""##),
        ("\n", #""\n""#),
        ("a\r\nb", #""a\r\nb""#),
        ("\t", #""\t""#),
        ("😀", #""😀""#),
        ("👨‍👩‍👧", #""👨‍👩‍👧""#),
        ("学生", #""学生""#),
        ("\u{2028}\u{2029}", #""\u{2028}\u{2029}""#),
        ("\u{1}\u{1B}\u{7F}\u{85}", #""\u{1}\u{1B}\u{7F}\u{85}""#),
        ("\u{202E}evil", #""\u{202E}evil""#),
        ("\u{FEFF}", #""\u{FEFF}""#),
        ("\u{A0}", #""\u{A0}""#),
        ("\u{E000}", #""\u{E000}""#),
        ("\u{FFFF}", #""\u{FFFF}""#),
        ("e\u{301}", "\"e\u{301}\""),
        ("\u{301}", #""\u{301}""#),
        ("\"\u{301}", #""\"\u{301}""#),
    ])
    func stringLiteral(text: String, literal: String) {
        // Scalars, not `==`: canonical equivalence would hide a wrong mark.
        #expect(Array(SwiftLiteral.string(text).unicodeScalars) == Array(literal.unicodeScalars))
    }

    @Test(arguments: NamingFixtures.hostileStrings)
    func stringLiteralDecodesToItsInput(text: String) throws {
        let literal = SwiftLiteral.string(text)
        let decoded = try #require(Self.decode(literal), "\(literal) is not a plain one-line literal")
        #expect(decoded == Array(text.unicodeScalars))
    }

    @Test func stringLiteralRoundTripsWholeRangesOfScalars() throws {
        // Every scalar of the Basic Multilingual Plane and of the ranges
        // beyond it that hold emoji, tags and the last code points.
        let ranges: [ClosedRange<UInt32>] = [0x0...0xFFFF, 0x1F000...0x1FAFF, 0xE0000...0xE01EF, 0x10FFF0...0x10FFFF]
        let scalars = ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
        let text = String(String.UnicodeScalarView(scalars))
        let decoded = try #require(Self.decode(SwiftLiteral.string(text)))
        #expect(decoded == scalars)
    }

    @Test func integers() {
        #expect(SwiftLiteral.int(42) == "42")
        #expect(SwiftLiteral.int(-7) == "-7")
        #expect(SwiftLiteral.int(Int.min) == "-9223372036854775808")
        #expect(SwiftLiteral.int(UInt64.max) == "18446744073709551615")
    }

    @Test(arguments: [
        (1.0, "1.0"), (0.1, "0.1"), (-2.5, "-2.5"), (1e-5, "1e-05"), (1e20, "1e+20"), (-0.0, "-0.0"),
        (Double.leastNormalMagnitude, "2.2250738585072014e-308"),
        (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"), (123_456_789.125, "123456789.125"),
    ])
    func doubles(value: Double, literal: String) {
        #expect(SwiftLiteral.double(value) == literal)
    }

    @Test func nonFiniteAndSubnormalDoublesHaveNoLiteral() {
        #expect(SwiftLiteral.double(.infinity) == nil)
        #expect(SwiftLiteral.double(-.infinity) == nil)
        #expect(SwiftLiteral.double(.nan) == nil)
        #expect(SwiftLiteral.double(.leastNonzeroMagnitude) == nil)
        #expect(SwiftLiteral.double(-Double.leastNormalMagnitude.nextDown) == nil)
    }

    @Test func booleans() {
        #expect(SwiftLiteral.bool(true) == "true")
        #expect(SwiftLiteral.bool(false) == "false")
    }

    /// Reads a literal the way Swift reads the few escapes `string` may
    /// write, and fails on anything else: an interpolation, an unescaped `"`
    /// or `\`, a raw line break or control character.
    static func decode(_ literal: String) -> [Unicode.Scalar]? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.removeFirst() == "\"", scalars.removeLast() == "\"" else { return nil }
        var result: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                if scalar != "\u{200C}" && scalar != "\u{200D}" { return nil }
            default: break
            }
            if scalar == "\"" { return nil }
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            guard index < scalars.count else { return nil }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "0": result.append("\0")
            case "u":
                guard index < scalars.count, scalars[index] == "{",
                    let close = scalars[index...].firstIndex(of: "}"), close - index - 1 <= 8,
                    let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                result.append(decoded)
                index = close + 1
            default: return nil
            }
        }
        return result
    }
}
