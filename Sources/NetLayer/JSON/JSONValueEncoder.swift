import Foundation

/// The `Encoder` behind ``JSONValue/init(_:dateEncoding:)``: builds the
/// value directly, where `JSONEncoder` would write text to be parsed back.
///
/// A value that is a leaf (a number, a string, a `Date`) is boxed at once;
/// a struct or an array gets an encoder of its own whose containers fill
/// reference-type nodes, since Swift hands containers out by value and a
/// nested container must write into its parent after it is returned.
final class JSONValueEncoder: Encoder {
    let dateEncoding: JSONValue.DateEncoding
    let node: JSONCodingPathNode
    /// What this encoder's value holds, once a container or a value is asked for.
    fileprivate var content: EncodedContent?

    init(dateEncoding: JSONValue.DateEncoding, node: JSONCodingPathNode = .root) {
        self.dateEncoding = dateEncoding
        self.node = node
    }

    var codingPath: [any CodingKey] { node.path }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: EncodedObject
        if case .object(let existing)? = content {
            object = existing
        } else {
            object = EncodedObject()
            content = .object(object)
        }
        return KeyedEncodingContainer(JSONValueKeyedEncodingContainer(encoder: self, object: object, node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: EncodedArray
        if case .array(let existing)? = content {
            array = existing
        } else {
            array = EncodedArray()
            content = .array(array)
        }
        return JSONValueUnkeyedEncodingContainer(encoder: self, array: array, node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// What was encoded; an empty object when nothing was, as `JSONEncoder`
    /// writes a nested value that encodes nothing.
    var encodedValue: JSONValue {
        content?.value ?? .object(JSONObject())
    }

    /// `value` as JSON, at `node`.
    func box<T: Encodable>(_ value: T, at node: JSONCodingPathNode) throws -> JSONValue {
        // Types whose own `Encodable` conformance is not how JSON writes them
        // (a `Date` as seconds since 2001, a `URL` as an object), numbers that
        // must be checked, and dictionaries whose order must be fixed.
        // Compared by type, not cast: a cast asks the runtime for every value.
        if T.self == String.self { return .string(value as! String) }
        if T.self == Int.self { return JSONValue(value as! Int) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == JSONValue.self { return value as! JSONValue }
        if T.self == Double.self { return try boxFloatingPoint(value as! Double, at: node) }
        if T.self == Float.self { return try boxFloatingPoint(value as! Float, at: node) }
        if T.self == Int64.self { return JSONValue(value as! Int64) }
        if T.self == Date.self { return try boxDate(value as! Date, at: node) }
        if T.self == Decimal.self {
            let decimal = value as! Decimal
            guard !decimal.isNaN else { throw JSONValue.notANumber(decimal, codingPath: node.path) }
            return try JSONValue(decimal)
        }
        if T.self == Data.self { return .string((value as! Data).base64EncodedString()) }
        if T.self == URL.self { return .string((value as! URL).absoluteString) }
        if let dictionary = value as? any StringKeyedDictionary { return try dictionary.boxed(by: self, at: node) }

        let encoder = JSONValueEncoder(dateEncoding: dateEncoding, node: node)
        try value.encode(to: encoder)
        if encoder.content == nil, case .root = node {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        return encoder.encodedValue
    }

    private func boxFloatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: T, at node: JSONCodingPathNode
    ) throws -> JSONValue {
        guard let literal = JSONValue.shortestLiteral(value.description, isFinite: value.isFinite) else {
            throw JSONValue.notANumber(value, codingPath: node.path)
        }
        return .number(literal)
    }

    private func boxDate(_ date: Date, at node: JSONCodingPathNode) throws -> JSONValue {
        switch dateEncoding {
        case .iso8601:
            // As a `Date` parameter is sent, so a model gives the same object either way.
            return .string(ISO8601Timestamp.string(from: date, fractionalSeconds: false))
        case .iso8601WithFractionalSeconds:
            return .string(ISO8601Timestamp.string(from: date, fractionalSeconds: true))
        case .secondsSince1970:
            return try boxFloatingPoint(date.timeIntervalSince1970, at: node)
        case .millisecondsSince1970:
            let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
            guard let whole = Int64(exactly: milliseconds) else {
                throw JSONValue.notANumber(milliseconds, codingPath: node.path)
            }
            return JSONValue(whole)
        case .formatted(let pattern):
            return .string(DateFormatterCache.shared.string(from: date, pattern: pattern))
        }
    }
}

extension JSONValueEncoder: SingleValueEncodingContainer {
    func encodeNil() { content = .value(.null) }
    func encode(_ value: Bool) { content = .value(.bool(value)) }
    func encode(_ value: String) { content = .value(.string(value)) }
    func encode(_ value: Double) throws { content = .value(try boxFloatingPoint(value, at: node)) }
    func encode(_ value: Float) throws { content = .value(try boxFloatingPoint(value, at: node)) }
    func encode(_ value: Int) { content = .value(JSONValue(value)) }
    func encode(_ value: Int8) { content = .value(JSONValue(value)) }
    func encode(_ value: Int16) { content = .value(JSONValue(value)) }
    func encode(_ value: Int32) { content = .value(JSONValue(value)) }
    func encode(_ value: Int64) { content = .value(JSONValue(value)) }
    func encode(_ value: UInt) { content = .value(JSONValue(value)) }
    func encode(_ value: UInt8) { content = .value(JSONValue(value)) }
    func encode(_ value: UInt16) { content = .value(JSONValue(value)) }
    func encode(_ value: UInt32) { content = .value(JSONValue(value)) }
    func encode(_ value: UInt64) { content = .value(JSONValue(value)) }
    func encode<T: Encodable>(_ value: T) throws { content = .value(try box(value, at: node)) }
}

/// What one encoder, or one nested container, holds.
private enum EncodedContent {
    case value(JSONValue)
    case object(EncodedObject)
    case array(EncodedArray)
    /// The value a `superEncoder()` encodes, read when the whole is done.
    case encoder(JSONValueEncoder)

    var value: JSONValue {
        switch self {
        case .value(let value): return value
        case .object(let object): return .object(JSONObject(object.members.map { ($0.key, $0.content.value) }))
        case .array(let array): return .array(array.elements.map(\.value))
        case .encoder(let encoder): return encoder.encodedValue
        }
    }
}

private final class EncodedObject {
    var members: [(key: String, content: EncodedContent)] = []
    private var positions: [String: Int] = [:]

    /// Encoding a key again replaces its value where it was, as `JSONObject` does.
    func set(_ content: EncodedContent, forKey key: String) {
        if let position = positions[key] {
            members[position].content = content
        } else {
            positions[key] = members.count
            members.append((key, content))
        }
    }

    /// The object already at `key`, or a new one put there.
    func object(at key: String) -> EncodedObject {
        if let position = positions[key], case .object(let existing) = members[position].content { return existing }
        let object = EncodedObject()
        set(.object(object), forKey: key)
        return object
    }

    /// The array already at `key`, or a new one put there.
    func array(at key: String) -> EncodedArray {
        if let position = positions[key], case .array(let existing) = members[position].content { return existing }
        let array = EncodedArray()
        set(.array(array), forKey: key)
        return array
    }
}

private final class EncodedArray {
    var elements: [EncodedContent] = []
}

private struct JSONValueKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONValueEncoder
    let object: EncodedObject
    let node: JSONCodingPathNode

    var codingPath: [any CodingKey] { node.path }

    private func set(_ value: JSONValue, _ key: Key) { object.set(.value(value), forKey: key.stringValue) }

    func encodeNil(forKey key: Key) { set(.null, key) }
    func encode(_ value: Bool, forKey key: Key) { set(.bool(value), key) }
    func encode(_ value: String, forKey key: Key) { set(.string(value), key) }
    func encode(_ value: Double, forKey key: Key) throws { set(try encoder.box(value, at: node.appending(key)), key) }
    func encode(_ value: Float, forKey key: Key) throws { set(try encoder.box(value, at: node.appending(key)), key) }
    func encode(_ value: Int, forKey key: Key) { set(JSONValue(value), key) }
    func encode(_ value: Int8, forKey key: Key) { set(JSONValue(value), key) }
    func encode(_ value: Int16, forKey key: Key) { set(JSONValue(value), key) }
    func encode(_ value: Int32, forKey key: Key) { set(JSONValue(value), key) }
    func encode(_ value: Int64, forKey key: Key) { set(JSONValue(value), key) }
    func encode(_ value: UInt, forKey key: Key) { set(JSONValue(value), key) }
    func encode(_ value: UInt8, forKey key: Key) { set(JSONValue(value), key) }
    func encode(_ value: UInt16, forKey key: Key) { set(JSONValue(value), key) }
    func encode(_ value: UInt32, forKey key: Key) { set(JSONValue(value), key) }
    func encode(_ value: UInt64, forKey key: Key) { set(JSONValue(value), key) }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try encoder.box(value, at: node.appending(key)), key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(
            JSONValueKeyedEncodingContainer<NestedKey>(
                encoder: encoder, object: object.object(at: key.stringValue), node: node.appending(key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONValueUnkeyedEncodingContainer(
            encoder: encoder, array: object.array(at: key.stringValue), node: node.appending(key))
    }

    func superEncoder() -> any Encoder {
        superEncoder(named: JSONValueCodingKey.superKey)
    }

    func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    private func superEncoder(named key: any CodingKey) -> any Encoder {
        let superEncoder = JSONValueEncoder(dateEncoding: encoder.dateEncoding, node: node.appending(key))
        object.set(.encoder(superEncoder), forKey: key.stringValue)
        return superEncoder
    }
}

private struct JSONValueUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: JSONValueEncoder
    let array: EncodedArray
    let node: JSONCodingPathNode

    var codingPath: [any CodingKey] { node.path }

    var count: Int { array.elements.count }

    private func append(_ value: JSONValue) { array.elements.append(.value(value)) }
    private var next: JSONCodingPathNode { node.appending(index: array.elements.count) }

    func encodeNil() { append(.null) }
    func encode(_ value: Bool) { append(.bool(value)) }
    func encode(_ value: String) { append(.string(value)) }
    func encode(_ value: Double) throws { append(try encoder.box(value, at: next)) }
    func encode(_ value: Float) throws { append(try encoder.box(value, at: next)) }
    func encode(_ value: Int) { append(JSONValue(value)) }
    func encode(_ value: Int8) { append(JSONValue(value)) }
    func encode(_ value: Int16) { append(JSONValue(value)) }
    func encode(_ value: Int32) { append(JSONValue(value)) }
    func encode(_ value: Int64) { append(JSONValue(value)) }
    func encode(_ value: UInt) { append(JSONValue(value)) }
    func encode(_ value: UInt8) { append(JSONValue(value)) }
    func encode(_ value: UInt16) { append(JSONValue(value)) }
    func encode(_ value: UInt32) { append(JSONValue(value)) }
    func encode(_ value: UInt64) { append(JSONValue(value)) }
    func encode<T: Encodable>(_ value: T) throws { append(try encoder.box(value, at: next)) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let object = EncodedObject()
        let container = JSONValueKeyedEncodingContainer<NestedKey>(encoder: encoder, object: object, node: next)
        array.elements.append(.object(object))
        return KeyedEncodingContainer(container)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        let container = JSONValueUnkeyedEncodingContainer(encoder: encoder, array: nested, node: next)
        array.elements.append(.array(nested))
        return container
    }

    func superEncoder() -> any Encoder {
        let superEncoder = JSONValueEncoder(dateEncoding: encoder.dateEncoding, node: next)
        array.elements.append(.encoder(superEncoder))
        return superEncoder
    }
}

/// `[String: V]`, whose members are written with their keys sorted: its
/// own `encode(to:)` writes them in the dictionary's order, which changes
/// from run to run.
private protocol StringKeyedDictionary {
    func boxed(by encoder: JSONValueEncoder, at node: JSONCodingPathNode) throws -> JSONValue
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Encodable {
    fileprivate func boxed(by encoder: JSONValueEncoder, at node: JSONCodingPathNode) throws -> JSONValue {
        var object = JSONObject()
        for (key, value) in sorted(by: { $0.key < $1.key }) {
            object.set(try encoder.box(value, at: node.appending(JSONValueCodingKey(key))), forKey: key)
        }
        return .object(object)
    }
}
