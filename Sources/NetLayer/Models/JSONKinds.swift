import Foundation

/// The kinds of JSON value a Swift type decodes from: how a union picks
/// the alternatives worth trying for a value, so that a string never costs
/// an attempt to decode an object.
struct JSONKinds: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let null = JSONKinds(rawValue: 1 << 0)
    static let bool = JSONKinds(rawValue: 1 << 1)
    static let number = JSONKinds(rawValue: 1 << 2)
    static let string = JSONKinds(rawValue: 1 << 3)
    static let array = JSONKinds(rawValue: 1 << 4)
    static let object = JSONKinds(rawValue: 1 << 5)
    static let any: JSONKinds = [.null, .bool, .number, .string, .array, .object]

    /// The kind of `value`.
    init(of value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool: self = .bool
        case .number: self = .number
        case .string: self = .string
        case .array: self = .array
        case .object: self = .object
        }
    }

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// What `type` decodes from; `.any` for a type this cannot tell, which
    /// is then always tried.
    init<Value>(of type: Value.Type) {
        if let described = type as? any JSONKindDescribing.Type {
            self = described.jsonKinds
        } else if type is any GeneratedModel.Type {
            self = .object
        } else if let union = type as? any GeneratedUnion.Type {
            self = Self.unionKinds(union)
        } else if let anyOf = type as? any GeneratedAnyOf.Type {
            self = Self.anyOfKinds(anyOf)
        } else if let raw = type as? any RawRepresentable.Type {
            self = Self.rawKinds(raw)
        } else {
            self = .any
        }
    }

    private static func unionKinds<Union: GeneratedUnion>(_ type: Union.Type) -> JSONKinds {
        Union.alternatives.kinds
    }

    private static func anyOfKinds<Model: GeneratedAnyOf>(_ type: Model.Type) -> JSONKinds {
        Model.alternatives.all.reduce([]) { $0.union($1.kinds) }
    }

    private static func rawKinds<Raw: RawRepresentable>(_ type: Raw.Type) -> JSONKinds {
        JSONKinds(of: Raw.RawValue.self)
    }

    /// A short name for messages: `a string`, `an object`.
    var description: String {
        switch self {
        case .null: "null"
        case .bool: "a Bool"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        default: "a value"
        }
    }
}

/// Types whose JSON kinds are known without decoding.
protocol JSONKindDescribing {
    static var jsonKinds: JSONKinds { get }
}

extension String: JSONKindDescribing { static var jsonKinds: JSONKinds { .string } }
extension URL: JSONKindDescribing { static var jsonKinds: JSONKinds { .string } }
extension Data: JSONKindDescribing { static var jsonKinds: JSONKinds { .string } }
extension Int: JSONKindDescribing { static var jsonKinds: JSONKinds { .number } }
extension Int64: JSONKindDescribing { static var jsonKinds: JSONKinds { .number } }
extension Double: JSONKindDescribing { static var jsonKinds: JSONKinds { .number } }
extension Bool: JSONKindDescribing { static var jsonKinds: JSONKinds { .bool } }
/// A number of seconds or milliseconds, or a string, as the decoder's date decoding reads it.
extension Date: JSONKindDescribing { static var jsonKinds: JSONKinds { [.string, .number] } }
extension Array: JSONKindDescribing { static var jsonKinds: JSONKinds { .array } }
extension Dictionary: JSONKindDescribing { static var jsonKinds: JSONKinds { .object } }
extension JSONValue: JSONKindDescribing { static var jsonKinds: JSONKinds { .any } }
