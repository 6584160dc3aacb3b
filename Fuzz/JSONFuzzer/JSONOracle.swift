import Foundation
import FuzzSupport
import NetLayer

/// The runtime's JSON parser against Foundation's `JSONSerialization`, and
/// against its own writer:
///
/// - what one accepts the other accepts, but for numbers beyond a Double
///   (below) and JSONSerialization's leniencies (`FoundationLeniency`);
/// - when both accept, they read the same value;
/// - a value written back by `serialized()` parses to the same value, and
///   writing that gives the same bytes.
enum JSONOracle {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let ours: Result<JSONValue, JSONParseError> = Result { () throws(JSONParseError) in
            try JSONValue(parsing: bytes)
        }
        let theirs = Result { try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed) }
        switch (ours, theirs) {
        case (.success(let value), .success(let object)):
            FoundationAgreement.compare(value, with: object, at: "$")
            requireRoundTrip(value)
        case (.success(let value), .failure(let error)):
            // JSONSerialization refuses a number it cannot hold as a Double
            // ("Number 1e400 is not representable in Swift"); the runtime
            // keeps every number as its text by design, so it accepts them.
            require(
                value.hasNumberBeyondDouble,
                "the parser accepts what JSONSerialization refuses (\(error)): \(excerpt(bytes))")
            requireRoundTrip(value)
        case (.failure(let error), .success(let object)):
            if FoundationLeniency.readsAsUTF16OrUTF32(bytes) { return }
            // The one leniency of JSONSerialization's that the fuzzer can
            // reach in UTF-8: a comma before `]` or `}`. Without those
            // commas the parser must accept the text and read the same value.
            let strict = FoundationLeniency.withoutTrailingCommas(bytes)
            guard strict.count < bytes.count, let value = try? JSONValue(parsing: strict) else {
                fatalError("JSONSerialization accepts what the parser refuses (\(error)): \(excerpt(bytes))")
            }
            FoundationAgreement.compare(value, with: object, at: "$")
        case (.failure, .failure):
            break
        }
    }

    /// Written back, the value parses to itself and writes the same bytes.
    static func requireRoundTrip(_ value: JSONValue) {
        let text = value.serialized()
        guard let again = try? JSONValue(parsing: text) else {
            fatalError("the writer's output does not parse: \(excerpt(text))")
        }
        require(again == value, "the writer's output parses to another value: \(excerpt(text))")
        require(again.serialized() == text, "writing a parsed value twice differs: \(excerpt(text))")
    }

    static func excerpt(_ bytes: some Collection<UInt8>) -> String {
        let shown = bytes.prefix(300).map { byte in
            (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
        }
        return shown.joined() + (bytes.count > 300 ? "… (\(bytes.count) bytes)" : "")
    }
}

extension JSONValue {
    /// Whether a number anywhere in the value overflows a Double.
    var hasNumberBeyondDouble: Bool {
        switch self {
        case .number(let text): return !(Double(text)?.isFinite ?? false)
        case .array(let elements): return elements.contains(where: \.hasNumberBeyondDouble)
        case .object(let object): return object.values.contains(where: \.hasNumberBeyondDouble)
        case .null, .bool, .string: return false
        }
    }
}
