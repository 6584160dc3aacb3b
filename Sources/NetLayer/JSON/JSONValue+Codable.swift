import Foundation

extension JSONValue: Codable {
    /// Reads any JSON value, so a model field of free-form JSON can be a
    /// `JSONValue`.
    ///
    /// From ``ResponseDecoder`` the value is taken as it is. From other
    /// decoders (Foundation's `JSONDecoder`) it is rebuilt by probing the
    /// decoder; numbers are then read back as Foundation sees them, so `1.50`
    /// becomes `1.5`, and object key order is the decoder's.
    ///
    /// - Parameter decoder: The decoder positioned at the value.
    /// - Throws: `DecodingError.dataCorrupted` when the decoder holds no JSON value it can give.
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? JSONValueDecoder {
            self = decoder.value
            return
        }
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
                return
            }
            if let text = try? container.decode(String.self) {
                self = .string(text)
                return
            }
            if let number = Self.decodeNumber(from: container) {
                self = number
                return
            }
        }
        if let keyed = try? decoder.container(keyedBy: JSONValueCodingKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys {
                object.set(try keyed.decode(JSONValue.self, forKey: key), forKey: key.stringValue)
            }
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "The value is not a JSON value."))
    }

    /// Integers exactly; other numbers as the shortest `Double` text when
    /// that loses nothing, else as the `Decimal` (38 digits) text.
    private static func decodeNumber(from container: any SingleValueDecodingContainer) -> JSONValue? {
        if let integer = try? container.decode(Int64.self) { return .number(String(integer)) }
        if let integer = try? container.decode(UInt64.self) { return .number(String(integer)) }
        let double = try? container.decode(Double.self)
        let decimal = try? container.decode(Decimal.self)
        if let double, double.isFinite, decimal == nil || Decimal(string: double.description) == decimal {
            return .number(double.description)
        }
        if let decimal, !decimal.isNaN { return .number(decimal.description) }
        return nil
    }

    /// Writes this value as the JSON it stands for, object keys in order.
    ///
    /// Numbers go through the widest exact type: `Int64`, `UInt64`, then
    /// `Double` when it holds the literal exactly, then `Decimal`.
    ///
    /// - Parameter encoder: The encoder to write the value to.
    /// - Throws: `EncodingError.invalidValue` for a `.number` whose text is not a JSON number, and what
    ///   `encoder` throws.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let literal):
            var container = encoder.singleValueContainer()
            try Self.encode(number: literal, to: &container, codingPath: encoder.codingPath)
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: JSONValueCodingKey.self)
            for member in object.members { try container.encode(member.value, forKey: JSONValueCodingKey(member.key)) }
        }
    }

    private static func encode(
        number literal: String, to container: inout any SingleValueEncodingContainer, codingPath: [any CodingKey]
    ) throws {
        if let integer = Int64(literal) { return try container.encode(integer) }
        if let integer = UInt64(literal) { return try container.encode(integer) }
        guard JSONNumberGrammar.isValid(literal) else {
            throw EncodingError.invalidValue(
                literal,
                EncodingError.Context(codingPath: codingPath, debugDescription: "'\(literal)' is not a JSON number."))
        }
        let double = Double(literal).flatMap { $0.isFinite ? $0 : nil }
        let decimal = Decimal(string: literal).flatMap { $0.isNaN ? nil : $0 }
        if let double, decimal == nil || Decimal(string: double.description) == decimal {
            return try container.encode(double)
        }
        if let decimal { return try container.encode(decimal) }
        throw EncodingError.invalidValue(
            literal,
            EncodingError.Context(codingPath: codingPath, debugDescription: "\(literal) is too large to encode."))
    }
}
