/// Turns a context into the values a template reads, through its
/// `Encodable` conformance: each stored property is a name, so a context
/// declares each value once, and the plan's JSON is made by the same
/// conformance.
///
/// Strings are text, booleans flags, numbers text, arrays lists (of lines
/// when all text), structures contexts, an absent optional nothing, a
/// ``SwiftExpression`` code the renderer writes, and a ``SwiftType`` or
/// ``ReturnClause`` the text Swift spells it with, and ``CommentLines``
/// the lines of a comment, marked for ``LineBreaking`` to fill.
enum TemplateEncoder {
    static func value<Value: Encodable>(of value: Value) -> TemplateValue {
        // The kinds most values are, without an encoder of their own: a
        // context holds thousands of them. Comparing the types first is what
        // is cheap; a cast of a value to its own type only copies it.
        if Value.self == String.self, let text = value as? String { return .text(text) }
        if Value.self == [String].self, let lines = value as? [String] { return .lines(lines) }
        if Value.self == Bool.self, let flag = value as? Bool { return .flag(flag) }
        if Value.self == CommentLines.self, let comment = value as? CommentLines { return .comment(comment.marked) }
        if Value.self == SwiftExpression.self, let code = value as? SwiftExpression { return .code(code) }
        if Value.self == [SwiftExpression].self, let list = value as? [SwiftExpression] {
            return .list(list.map(TemplateValue.code))
        }
        // Types and signatures are written here, once, as the template is given them.
        if Value.self == SwiftType.self, let type = value as? SwiftType { return .text(type.written) }
        if Value.self == ReturnClause.self, let clause = value as? ReturnClause { return .text(clause.written) }
        if Value.self == CallPrefix.self, let prefix = value as? CallPrefix { return .text(prefix.rawValue) }
        let encoder = Encoding()
        // The containers below throw nothing, and contexts encode as synthesized.
        do { try value.encode(to: encoder) } catch { return .none }
        return encoder.storage.value
    }

    /// What a container holds while it is filled; containers share it.
    ///
    /// Its properties are not checked for exclusive access at run time: one
    /// encoding, on one thread, fills them, one call at a time, and those
    /// checks took a fifth of the encoding.
    fileprivate final class Storage {
        @exclusivity(unchecked) var single: TemplateValue = .none
        /// A keyed container's names, and its values in `items`.
        @exclusivity(unchecked) var names: [String]?
        @exclusivity(unchecked) var items: [TemplateValue]?
        /// Containers handed out inside this one, read when the value is.
        @exclusivity(unchecked) var nested: [(index: Int, storage: Storage)] = []

        var value: TemplateValue {
            guard var items else { return single }
            for (index, storage) in nested { items[index] = storage.value }
            if let names { return .object(TemplateObject(names: names, values: items)) }
            var lines: [String] = []
            lines.reserveCapacity(items.count)
            for value in items {
                guard case .text(let line) = value else { return .list(items) }
                lines.append(line)
            }
            return .lines(lines)
        }

        func set(_ value: TemplateValue, at key: String) {
            names?.append(key)
            items?.append(value)
        }

        func child(at key: String) -> Storage {
            names?.append(key)
            return appendChild()
        }

        func appendChild() -> Storage {
            let child = Storage()
            nested.append((items?.count ?? 0, child))
            items?.append(.none)
            return child
        }
    }

    /// A structure, so that handing it to a value's `encode(to:)` allocates nothing.
    fileprivate struct Encoding: Encoder {
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        let storage: Storage

        init(_ storage: Storage = Storage()) { self.storage = storage }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if storage.names == nil {
                storage.names = []
                storage.items = []
                storage.names?.reserveCapacity(12)
                storage.items?.reserveCapacity(12)
            }
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
            child.names = []
            child.items = []
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

        private func append(_ value: TemplateValue) { storage.items?.append(value) }

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
            let child = storage.appendChild()
            child.names = []
            child.items = []
            return KeyedEncodingContainer(Keyed<NestedKey>(storage: child))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = storage.appendChild()
            child.items = []
            return Unkeyed(storage: child)
        }

        mutating func superEncoder() -> any Encoder { Encoding(storage.appendChild()) }
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
