/// Turns a context into the values a template reads, through its
/// `Encodable` conformance: each stored property is a name, so a context
/// declares each value once, and the plan's JSON is made by the same
/// conformance.
///
/// Strings are text, booleans flags, numbers text, arrays lists (of lines
/// when all text), structures contexts, an absent optional nothing, and a
/// ``SwiftExpression`` code the renderer writes.
enum TemplateEncoder {
    static func value(of value: some Encodable) -> TemplateValue {
        if let expression = value as? SwiftExpression { return .code(expression) }
        let encoder = Encoding()
        // The containers below throw nothing, and contexts encode as synthesized.
        do { try value.encode(to: encoder) } catch { return .none }
        return encoder.storage.value
    }

    /// What a container holds while it is filled; containers share it.
    fileprivate final class Storage {
        var single: TemplateValue = .none
        var members: [String: Storage]?
        var items: [Storage]?

        init(_ single: TemplateValue = .none) { self.single = single }

        var value: TemplateValue {
            if let members { return .object(TemplateObject(members.mapValues(\.value))) }
            guard let items else { return single }
            let values = items.map(\.value)
            var lines: [String] = []
            lines.reserveCapacity(values.count)
            for value in values {
                guard case .text(let line) = value else { return .list(values) }
                lines.append(line)
            }
            return .lines(lines)
        }

        func set(_ value: TemplateValue, at key: String) { members?[key] = Storage(value) }

        func child(at key: String) -> Storage {
            let child = Storage()
            members?[key] = child
            return child
        }
    }

    fileprivate final class Encoding: Encoder {
        let codingPath: [any CodingKey] = []
        let userInfo: [CodingUserInfoKey: Any] = [:]
        let storage: Storage

        init(_ storage: Storage = Storage()) { self.storage = storage }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if storage.members == nil { storage.members = [:] }
            return KeyedEncodingContainer(Keyed(storage: storage))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if storage.items == nil { storage.items = [] }
            return Unkeyed(storage: storage)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }

        private func set(_ value: TemplateValue, _ key: Key) { storage.set(value, at: key.stringValue) }

        mutating func encodeNil(forKey key: Key) { set(.none, key) }
        mutating func encode(_ value: Bool, forKey key: Key) { set(.flag(value), key) }
        mutating func encode(_ value: String, forKey key: Key) { set(.text(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: Float, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: Int, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: Int8, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: Int16, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: Int32, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: Int64, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: UInt, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) { set(.text(String(value)), key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
            storage.set(TemplateEncoder.value(of: value), at: key.stringValue)
        }
        // An absent optional is a name with nothing in it, not a missing name.
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
            storage.set(value.map { TemplateEncoder.value(of: $0) } ?? .none, at: key.stringValue)
        }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
            storage.set(value.map(TemplateValue.text) ?? .none, at: key.stringValue)
        }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
            storage.set(value.map(TemplateValue.flag) ?? .none, at: key.stringValue)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = storage.child(at: key.stringValue)
            child.members = [:]
            return KeyedEncodingContainer(Keyed<NestedKey>(storage: child))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = storage.child(at: key.stringValue)
            child.items = []
            return Unkeyed(storage: child)
        }

        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            Encoding(storage.child(at: key.stringValue))
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }
        var count: Int { storage.items?.count ?? 0 }

        private func append(_ value: TemplateValue) { storage.items?.append(Storage(value)) }

        mutating func encodeNil() { append(.none) }
        mutating func encode(_ value: String) { append(.text(value)) }
        mutating func encode(_ value: Bool) { append(.flag(value)) }
        mutating func encode(_ value: Double) { append(.text(String(value))) }
        mutating func encode(_ value: Float) { append(.text(String(value))) }
        mutating func encode(_ value: Int) { append(.text(String(value))) }
        mutating func encode(_ value: Int8) { append(.text(String(value))) }
        mutating func encode(_ value: Int16) { append(.text(String(value))) }
        mutating func encode(_ value: Int32) { append(.text(String(value))) }
        mutating func encode(_ value: Int64) { append(.text(String(value))) }
        mutating func encode(_ value: UInt) { append(.text(String(value))) }
        mutating func encode(_ value: UInt8) { append(.text(String(value))) }
        mutating func encode(_ value: UInt16) { append(.text(String(value))) }
        mutating func encode(_ value: UInt32) { append(.text(String(value))) }
        mutating func encode(_ value: UInt64) { append(.text(String(value))) }
        mutating func encode<T: Encodable>(_ value: T) { append(TemplateEncoder.value(of: value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = Storage()
            child.members = [:]
            storage.items?.append(child)
            return KeyedEncodingContainer(Keyed<NestedKey>(storage: child))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = Storage()
            child.items = []
            storage.items?.append(child)
            return Unkeyed(storage: child)
        }

        mutating func superEncoder() -> any Encoder {
            let child = Storage()
            storage.items?.append(child)
            return Encoding(child)
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: Encoding
        var codingPath: [any CodingKey] { [] }

        private func set(_ value: TemplateValue) { encoder.storage.single = value }

        mutating func encodeNil() { set(.none) }
        mutating func encode(_ value: String) { set(.text(value)) }
        mutating func encode(_ value: Bool) { set(.flag(value)) }
        mutating func encode(_ value: Double) { set(.text(String(value))) }
        mutating func encode(_ value: Float) { set(.text(String(value))) }
        mutating func encode(_ value: Int) { set(.text(String(value))) }
        mutating func encode(_ value: Int8) { set(.text(String(value))) }
        mutating func encode(_ value: Int16) { set(.text(String(value))) }
        mutating func encode(_ value: Int32) { set(.text(String(value))) }
        mutating func encode(_ value: Int64) { set(.text(String(value))) }
        mutating func encode(_ value: UInt) { set(.text(String(value))) }
        mutating func encode(_ value: UInt8) { set(.text(String(value))) }
        mutating func encode(_ value: UInt16) { set(.text(String(value))) }
        mutating func encode(_ value: UInt32) { set(.text(String(value))) }
        mutating func encode(_ value: UInt64) { set(.text(String(value))) }
        mutating func encode<T: Encodable>(_ value: T) { set(TemplateEncoder.value(of: value)) }
    }
}
