import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

// Untagged unions whose alternatives hold integers and floating-point
// numbers keep the kind the number's text says. ChromaDB's server (Rust,
// serde) keeps `2.0` a float and `2` an integer in a collection's metadata;
// a union that read `2.0` as `.int64(2)` (integer decoding takes a whole
// `2.0`) made an app that wrote the value back change its type there.

/// ChromaDB 1.5.9's metadata value (`HashMap`'s `additionalProperties`),
/// as netlayer generates it from the imported spec.
private enum MetadataValue: GeneratedUnion {
    case bool(Bool)
    case int64(Int64)
    case double(Double)
    case string(String)
    case bools([Bool])
    case int64s([Int64])
    case doubles([Double])
    case strings([String])
    case unknown(JSONValue)

    static let alternatives: UnionAlternatives<Self> = .untagged(
        [
            .alternative("bool", Self.bool),
            .alternative("int64", Self.int64),
            .alternative("double", Self.double),
            .alternative("string", Self.string),
            .alternative("bools", Self.bools),
            .alternative("int64s", Self.int64s),
            .alternative("doubles", Self.doubles),
            .alternative("strings", Self.strings),
        ],
        unknown: Self.unknown)

    var alternative: UnionCase {
        switch self {
        case .bool(let value): UnionCase("bool", value)
        case .int64(let value): UnionCase("int64", value)
        case .double(let value): UnionCase("double", value)
        case .string(let value): UnionCase("string", value)
        case .bools(let value): UnionCase("bools", value)
        case .int64s(let value): UnionCase("int64s", value)
        case .doubles(let value): UnionCase("doubles", value)
        case .strings(let value): UnionCase("strings", value)
        case .unknown(let value): UnionCase(unknown: value)
        }
    }
}

/// The floating alternative written first: the text decides, not the order.
private enum Amount: GeneratedUnion {
    case double(Double)
    case int(Int)

    static let alternatives: UnionAlternatives<Self> = .untagged([
        .alternative("double", Self.double), .alternative("int", Self.int),
    ])

    var alternative: UnionCase {
        switch self {
        case .double(let value): UnionCase("double", value)
        case .int(let value): UnionCase("int", value)
        }
    }
}

/// Only one kind of number: nothing to tell apart, so written as before.
private enum Ratio: GeneratedUnion {
    case double(Double)
    case string(String)

    static let alternatives: UnionAlternatives<Self> = .untagged([
        .alternative("double", Self.double), .alternative("string", Self.string),
    ])

    var alternative: UnionCase {
        switch self {
        case .double(let value): UnionCase("double", value)
        case .string(let value): UnionCase("string", value)
        }
    }
}

/// Integers and floating-point numbers, but in values of different JSON
/// kinds (a number, an array): the kind of JSON already tells them apart.
private enum SensorReading: GeneratedUnion {
    case int64(Int64)
    case doubles([Double])

    static let alternatives: UnionAlternatives<Self> = .untagged([
        .alternative("int64", Self.int64), .alternative("doubles", Self.doubles),
    ])

    var alternative: UnionCase {
        switch self {
        case .int64(let value): UnionCase("int64", value)
        case .doubles(let value): UnionCase("doubles", value)
        }
    }
}

@Suite struct UnionNumberKindTests {
    private static func decode<Value: Decodable>(_ text: String, as type: Value.Type) throws -> Value {
        try ResponseDecoder().decode(Value.self, from: Data(text.utf8))
    }

    /// What a body that holds `value` sends, and what `JSONValue(_:)` writes.
    private static func written(_ value: some GeneratedUnion) throws -> (parameter: String, encoded: String) {
        guard case .value(let json) = value.parameterValue else { return ("files", "files") }
        return (json.description, try JSONValue(value).description)
    }

    fileprivate static let chosen: [(text: String, value: MetadataValue)] = [
        ("2.0", .double(2)), ("5.0", .double(5)), ("2", .int64(2)), ("-7", .int64(-7)), ("1.5", .double(1.5)),
        ("1e3", .double(1000)), ("2E0", .double(2)), ("9007199254740993", .int64(9_007_199_254_740_993)),
        ("[2.0]", .doubles([2])), ("[2]", .int64s([2])), ("[2, 2.5]", .doubles([2, 2.5])),
        ("[true]", .bools([true])), (#"["a"]"#, .strings(["a"])), ("true", .bool(true)), (#""2.0""#, .string("2.0")),
    ]

    @Test(arguments: chosen.indices)
    func theNumbersTextPicksTheAlternative(index: Int) throws {
        let (text, expected) = Self.chosen[index]
        #expect(try Self.decode(text, as: MetadataValue.self) == expected, "\(text)")
    }

    /// `2.0` stays a double and `2` an integer, in a body and through `Encodable`.
    @Test(arguments: [
        "2.0", "5.0", "2", "-7", "1.5", "0.1", "-0.0", "9007199254740993", "[2.0,3.0]", "[2,3]", "[2.5,-1.0]", "true",
        #""x""#, "[]",
    ])
    func aValueDecodedAndEncodedAgainGivesTheSameText(text: String) throws {
        let value = try Self.decode(text, as: MetadataValue.self)
        let written = try Self.written(value)
        #expect(written.parameter == text)
        #expect(written.encoded == text)
        #expect(try Self.decode(written.parameter, as: MetadataValue.self) == value)
    }

    /// An exponent is Swift's text when written again, of the same kind.
    @Test func anExponentComesBackAsTheSameKind() throws {
        let value = try Self.decode("1e3", as: MetadataValue.self)
        #expect(try Self.written(value).parameter == "1000.0")
        #expect(try Self.written(MetadataValue.double(1e16)).parameter == "1e+16")
    }

    /// What an app builds itself is written as its case says.
    @Test func aCaseTheAppBuildsIsWrittenAsItsKind() throws {
        #expect(try Self.written(MetadataValue.double(2)) == ("2.0", "2.0"))
        #expect(try Self.written(MetadataValue.int64(2)) == ("2", "2"))
        #expect(try Self.written(MetadataValue.doubles([1, 0.5])) == ("[1.0,0.5]", "[1.0,0.5]"))
        #expect(try Self.written(MetadataValue.unknown(.number("2"))) == ("2", "2"))
    }

    @Test func theWrittenOrderDoesNotDecideTheKind() throws {
        #expect(try Self.decode("2", as: Amount.self) == .int(2))
        #expect(try Self.decode("2.0", as: Amount.self) == .double(2))
        #expect(try Self.decode("2.5", as: Amount.self) == .double(2.5))
        #expect(try Self.written(Amount.double(2)) == ("2.0", "2.0"))
    }

    /// An integer that does not fit is still read by the floating alternative.
    @Test func anIntegerTooLargeForTheIntegerAlternativeIsADouble() throws {
        #expect(try Self.decode("100000000000000000000", as: Amount.self) == .double(1e20))
    }

    @Test func aUnionOfOneKindOfNumberIsWrittenAsBefore() throws {
        #expect(try Self.decode("2", as: Ratio.self) == .double(2))
        #expect(try Self.written(Ratio.double(2)) == ("2", "2"))
        #expect(try Self.decode("[2]", as: SensorReading.self) == .doubles([2]))
        #expect(try Self.written(SensorReading.doubles([2])) == ("[2]", "[2]"))
        #expect(try Self.decode("2.0", as: SensorReading.self) == .int64(2))
    }

    /// A NaN is refused, as a `Double` parameter's is.
    @Test func aNaNIsNotWrittenAsANumber() throws {
        #expect(throws: EncodingError.self) { try JSONValue(MetadataValue.double(.nan)) }
    }
}
