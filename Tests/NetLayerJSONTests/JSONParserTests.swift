import Foundation
import Testing

@testable import NetLayer

@Suite struct JSONParserTests {
    /// The error a parse throws, or nil when it succeeds.
    private func parseError(_ text: String) -> JSONParseError? {
        parseError(Array(text.utf8))
    }

    private func parseError(_ bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONValue(parsing: bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func scalars() throws {
        #expect(try JSONValue(parsing: "null") == .null)
        #expect(try JSONValue(parsing: "true") == .bool(true))
        #expect(try JSONValue(parsing: "false") == .bool(false))
        #expect(try JSONValue(parsing: "\"hi\"") == .string("hi"))
        #expect(try JSONValue(parsing: "-0.5e+10") == .number("-0.5e+10"))
        #expect(try JSONValue(parsing: " \t\r\n 7 \n") == .number("7"))
    }

    @Test func numbersKeepTheirLiteralText() throws {
        #expect(try JSONValue(parsing: "9007199254740993") == .number("9007199254740993"))
        #expect(try JSONValue(parsing: "1.0") == .number("1.0"))
        #expect(try JSONValue(parsing: "1E-7") == .number("1E-7"))
    }

    @Test(arguments: [
        "0", "-0", "1", "-1", "10", "1234567890", "1.5", "0.5", "-0.0", "1e5", "1E5", "1e+5", "1e-5",
        "-0.0e-0", "123456789012345678901234567890", "1.25e0010",
    ])
    func validNumbers(_ text: String) throws {
        #expect(try JSONValue(parsing: text) == .number(text))
        #expect(try JSONValue(parsing: "[\(text)]") == .array([.number(text)]))
    }

    @Test(arguments: [
        "01", "-", "+1", ".5", "1.", "1e", "1e+", "-a", "0x10", "1.e5", "Infinity", "-Infinity", "NaN", "--1",
        "00", "-01", "1.5.2", "1e5.5", "[01]", "[1.]", "{\"a\":-}",
    ])
    func invalidNumbers(_ text: String) {
        #expect(parseError(text) != nil)
    }

    @Test func numberErrorOffsets() {
        #expect(parseError("01")?.offset == 1)
        #expect(parseError("[1.]")?.offset == 3)
        #expect(parseError("1e+")?.offset == 3)
        #expect(parseError("-x")?.offset == 1)
    }

    @Test func everySimpleEscape() throws {
        let value = try JSONValue(parsing: #""\"\\\/\b\f\n\r\t""#)
        #expect(value == .string("\"\\/\u{8}\u{C}\n\r\t"))
    }

    @Test func unicodeEscapes() throws {
        #expect(try JSONValue(parsing: #""\u0041\u00e9\u20AC\u0000""#) == .string("Aé€\u{0}"))
        #expect(try JSONValue(parsing: #""a\u0062c""#) == .string("abc"))
    }

    @Test func surrogatePairs() throws {
        #expect(try JSONValue(parsing: #""\ud83d\ude00""#) == .string("😀"))
        #expect(try JSONValue(parsing: #""x\uD83D\uDE00y""#) == .string("x😀y"))
        #expect(try JSONValue(parsing: #""\udbff\udfff""#) == .string("\u{10FFFF}"))
    }

    @Test func loneSurrogatesAreErrors() {
        #expect(parseError(#""\ud83d""#)?.offset == 1)
        #expect(parseError(#""\ud83dx""#)?.offset == 1)
        #expect(parseError(#""\ude00""#)?.offset == 1)
        #expect(parseError(#""ab\ud83d\u0041""#)?.offset == 9)
        #expect(parseError(#""\ud83d\ud83d""#) != nil)
        #expect(parseError(#""\ud83d\""#) != nil)
    }

    @Test func badEscapes() {
        #expect(parseError(#""\x""#)?.offset == 2)
        #expect(parseError(#""\u12G4""#)?.offset == 5)
        #expect(parseError(#""\u12""#) != nil)
        #expect(parseError("\"\\") != nil)
    }

    @Test func rawUTF8IsKeptAndValidated() throws {
        #expect(try JSONValue(parsing: Array("\"é😀€\"".utf8)) == .string("é😀€"))
        #expect(parseError([0x22, 0x61, 0xFF, 0x22])?.offset == 2)
        // Overlong encoding of '/', an encoded surrogate, a truncated sequence, above U+10FFFF.
        #expect(parseError([0x22, 0xC0, 0xAF, 0x22])?.offset == 1)
        #expect(parseError([0x22, 0xED, 0xA0, 0x80, 0x22])?.offset == 1)
        #expect(parseError([0x22, 0x61, 0xE2, 0x82, 0x22])?.offset == 2)
        #expect(parseError([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22])?.offset == 1)
        // The same checks on the path for strings with escapes.
        #expect(parseError([0x22, 0x5C, 0x6E, 0xFF, 0x22])?.offset == 3)
        #expect(parseError([0x22, 0xE2, 0x5C, 0x6E, 0x22])?.offset == 1)
    }

    @Test func controlCharactersMustBeEscaped() {
        #expect(parseError("\"a\nb\"")?.offset == 2)
        #expect(parseError("\"a\\n\tb\"")?.offset == 4)
        #expect(parseError([0x22, 0x00, 0x22])?.offset == 1)
    }

    @Test func structures() throws {
        let value = try JSONValue(parsing: #" { "b" : [ 1 , { } , [ ] , "x" ] , "a" : { "c" : null } } "#)
        #expect(value == ["b": [1, [:], [], "x"], "a": ["c": nil]])
        #expect(value.objectValue?.keys == ["b", "a"])
    }

    @Test func duplicateKeysLastWinsInFirstPosition() throws {
        let value = try JSONValue(parsing: #"{"a":1,"b":2,"a":3}"#)
        #expect(value.objectValue?.keys == ["a", "b"])
        #expect(value["a"] == 3)
    }

    @Test func duplicateKeysInLargeObjects() throws {
        let members = (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let value = try JSONValue(parsing: "{\(members),\"k7\":\"last\"}")
        #expect(value.objectValue?.count == 40)
        #expect(value["k7"] == "last")
        #expect(value["k39"] == 39)
        #expect(value.objectValue?.keys.first == "k0")
    }

    @Test(arguments: [
        ("", 0), ("   ", 3), ("1 2", 2), ("{} x", 3), ("[1,]", 3), (#"{"a":1,}"#, 7), ("{a:1}", 1), ("[1 2]", 3),
        (#""abc"#, 0), ("tru", 3), ("nul", 3), ("trUe", 2), ("[", 1), ("{", 1), (#"{"a""#, 4), (#"{"a":"#, 5),
        (#"{"a" 1}"#, 5), ("]", 0), ("[1]]", 3), ("'a'", 0), ("/* c */1", 0),
    ])
    func malformedDocuments(_ text: String, offset: Int) {
        let error = parseError(text)
        #expect(error?.offset == offset, "\(text): \(String(describing: error))")
        #expect(error?.message.isEmpty == false)
    }

    @Test func errorDescriptionNamesTheOffset() {
        #expect(parseError("[1,]")?.description == "Unexpected ']': expected a value at byte 3")
    }

    @Test func depthLimit() throws {
        let limit = JSONValue.maximumNestingDepth
        #expect(limit == 512)
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        var value = try JSONValue(parsing: deepest)
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            value = elements.first ?? .null
        }
        #expect(depth == limit)

        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let error = parseError(tooDeep)
        #expect(error?.offset == limit)
        #expect(error?.message.contains("512") == true)

        let objects = String(repeating: #"{"a":"#, count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        #expect(parseError(objects) != nil)
        #expect(parseError(String(repeating: "[", count: 100_000)) != nil)
    }

    @Test func inputForms() throws {
        let text = #"{"a":[1,"x"]}"#
        let expected: JSONValue = ["a": [1, "x"]]
        #expect(try JSONValue(parsing: text) == expected)
        #expect(try JSONValue(parsing: Data(text.utf8)) == expected)
        #expect(try JSONValue(parsing: Array(text.utf8)) == expected)
        let fromBuffer = try Array(text.utf8).withUnsafeBytes { buffer throws(JSONParseError) in
            try JSONValue(parsing: buffer)
        }
        #expect(fromBuffer == expected)
        // A slice of Data does not start at index 0.
        let padded = Data(("xx" + text).utf8)
        #expect(try JSONValue(parsing: padded.dropFirst(2)) == expected)
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: Data()) }
    }

    /// A UTF-8 byte order mark before the value is skipped, as
    /// JSONSerialization and JSONDecoder skip it (found by `Fuzz/JSONFuzzer`);
    /// anywhere else it is an error, and offsets still count from the input's start.
    @Test func aLeadingByteOrderMarkIsSkipped() throws {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try JSONValue(parsing: mark + Array(#" {"a":1}"#.utf8)) == ["a": 1])
        #expect(try JSONValue(parsing: Data(mark + Array("7".utf8))) == .number("7"))
        #expect(parseError(mark)?.offset == 3)
        #expect(parseError(mark + mark + Array("1".utf8))?.offset == 3)
        #expect(parseError(Array("[".utf8) + mark + Array("1]".utf8))?.offset == 1)
        #expect(parseError(mark + Array("1 x".utf8))?.offset == 5)
    }

    @Test func randomBytesNeverCrash() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet =
            Array(#"{}[],:"\/ -+.eE0123456789truefalsnul"#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xA9, 0xED, 0xFF]
        var parsedCount = 0
        for round in 0..<200 {
            let length = Int.random(in: 0..<64, using: &generator)
            let bytes: [UInt8] = (0..<length).map { _ in
                // Half the inputs are fully random, half are drawn from JSON's own alphabet to get deeper.
                round.isMultiple(of: 2)
                    ? UInt8.random(in: 0...255, using: &generator) : alphabet.randomElement(using: &generator)!
            }
            if let value = try? JSONValue(parsing: bytes) {
                parsedCount += 1
                #expect(try JSONValue(parsing: value.serialized()) == value)
            }
        }
        #expect(parsedCount < 200)
    }

    @Test func mutatedValidJSONNeverCrashes() throws {
        var generator = SeededGenerator(seed: 42)
        let valid = Array(
            #"{"id":9007199254740993,"name":"Zo\u00eb \ud83d\ude00","tags":["a",true,null,-1.5e3],"o":{"k":[[],{}]}}"#
                .utf8)
        #expect(try JSONValue(parsing: valid)["id"] == .number("9007199254740993"))
        for _ in 0..<200 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: position)
                default: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
                }
            }
            if let value = try? JSONValue(parsing: bytes) {
                #expect(try JSONValue(parsing: value.serialized()) == value)
            }
        }
    }
}

/// A reproducible random source, so a failing fuzz case fails every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// SplitMix64.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
