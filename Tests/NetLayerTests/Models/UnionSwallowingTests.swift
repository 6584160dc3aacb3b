import Foundation
import Testing

@_spi(Generated) @testable import NetLayer

// Why the spec check `SwallowingAlternatives` refuses a union that is not
// frozen ahead of other alternatives of an untagged union: decoding keeps
// the first alternative that decodes a value, and such a union decodes
// every value, keeping what it does not know in its `unknown` case.
// Tests/Fixtures/invalid/union-swallows.yaml is the spec of these types.

/// `Reference: oneOf: { id: Int64, path: "[String]" }`, not frozen.
private enum Reference: GeneratedUnion {
    case id(Int64)
    case path([String])
    case unknown(JSONValue)

    static let alternatives: UnionAlternatives<Self> = .untagged(
        [.alternative("id", Self.id), .alternative("path", Self.path)], unknown: Self.unknown)

    var alternative: UnionCase {
        switch self {
        case .id(let value): UnionCase("id", value)
        case .path(let value): UnionCase("path", value)
        case .unknown(let value): UnionCase(unknown: value)
        }
    }
}

/// The same union, `frozen: true`: the fix the check's message gives.
private enum FrozenReference: GeneratedUnion {
    case id(Int64)
    case path([String])

    static let alternatives: UnionAlternatives<Self> = .untagged([
        .alternative("id", Self.id), .alternative("path", Self.path),
    ])

    var alternative: UnionCase {
        switch self {
        case .id(let value): UnionCase("id", value)
        case .path(let value): UnionCase("path", value)
        }
    }
}

/// `Attachment: oneOf: { reference: R, note: String }`.
private enum Attachment<R: GeneratedUnion & Sendable>: GeneratedUnion {
    case reference(R)
    case note(String)
    case unknown(JSONValue)

    static var alternatives: UnionAlternatives<Self> {
        .untagged([.alternative("reference", Self.reference), .alternative("note", Self.note)], unknown: Self.unknown)
    }

    var alternative: UnionCase {
        switch self {
        case .reference(let value): UnionCase("reference", value)
        case .note(let value): UnionCase("note", value)
        case .unknown(let value): UnionCase(unknown: value)
        }
    }
}

@Suite struct UnionSwallowingTests {
    private func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    @Test func aUnionThatIsNotFrozenTakesTheValuesOfTheAlternativesAfterIt() throws {
        let note = try decode(Attachment<Reference>.self, #""remember the milk""#)
        #expect(note == .reference(.unknown(.string("remember the milk"))), "\(note)")
        #expect(try decode(Attachment<Reference>.self, "7") == .reference(.id(7)))
    }

    @Test func frozenItLeavesThemToTheAlternativesAfterIt() throws {
        #expect(try decode(Attachment<FrozenReference>.self, #""remember the milk""#) == .note("remember the milk"))
        #expect(try decode(Attachment<FrozenReference>.self, "7") == .reference(.id(7)))
        #expect(try decode(Attachment<FrozenReference>.self, "true") == .unknown(.bool(true)))
    }
}
