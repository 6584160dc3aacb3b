/// The names a context type offers a template, found without a value of it:
/// its `Decodable` conformance runs against a decoder that answers every
/// question with a placeholder (one element for a list, a value for an
/// optional) and records each key asked for, at any depth.
///
/// So an override is checked against the stored properties themselves,
/// not against a list kept beside them.
enum TemplateNames {
    static func of<Context: Decodable>(_ type: Context.Type) -> Set<String> {
        let names = Names()
        _ = try? Context(from: Collecting(names: names, depth: 0))
        return names.all
    }

    private final class Names {
        var all: Set<String> = []
    }

    /// Deep enough for any context; a type that holds itself stops here.
    private static let maximumDepth = 16

    private struct Stop: Error {}

    private struct Collecting: Decoder {
        let names: Names
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            guard depth < TemplateNames.maximumDepth else { throw Stop() }
            return KeyedDecodingContainer(Keyed(decoder: self))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            guard depth < TemplateNames.maximumDepth else { throw Stop() }
            return Unkeyed(decoder: self)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

        func deeper() -> Collecting { Collecting(names: names, depth: depth + 1) }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: Collecting
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        private func note(_ key: Key) { decoder.names.all.insert(key.stringValue) }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool {
            note(key)
            return false
        }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
            note(key)
            return false
        }
        func decode(_ type: String.Type, forKey key: Key) throws -> String {
            note(key)
            return ""
        }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
            note(key)
            return 0
        }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
            note(key)
            return 0
        }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
            note(key)
            return 0
        }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
            note(key)
            return 0
        }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
            note(key)
            return 0
        }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
            note(key)
            return 0
        }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
            note(key)
            return 0
        }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
            note(key)
            return 0
        }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
            note(key)
            return 0
        }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
            note(key)
            return 0
        }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
            note(key)
            return 0
        }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
            note(key)
            return 0
        }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            note(key)
            return try T(from: decoder.deeper())
        }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            note(key)
            return try decoder.deeper().container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            note(key)
            return try decoder.deeper().unkeyedContainer()
        }
        func superDecoder() throws -> any Decoder { decoder.deeper() }
        func superDecoder(forKey key: Key) throws -> any Decoder {
            note(key)
            return decoder.deeper()
        }
    }

    /// A list of one element.
    private struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: Collecting
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 1 }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex > 0 }

        init(decoder: Collecting) { self.decoder = decoder }

        mutating func decodeNil() throws -> Bool { false }
        mutating func decode(_ type: Double.Type) throws -> Double {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: Float.Type) throws -> Float {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: Int.Type) throws -> Int {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: Int8.Type) throws -> Int8 {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: Int16.Type) throws -> Int16 {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: Int32.Type) throws -> Int32 {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: Int64.Type) throws -> Int64 {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: UInt.Type) throws -> UInt {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
            currentIndex += 1
            return 0
        }
        mutating func decode(_ type: Bool.Type) throws -> Bool {
            currentIndex += 1
            return false
        }
        mutating func decode(_ type: String.Type) throws -> String {
            currentIndex += 1
            return ""
        }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            currentIndex += 1
            return try T(from: decoder.deeper())
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            currentIndex += 1
            return try decoder.deeper().container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            currentIndex += 1
            return try decoder.deeper().unkeyedContainer()
        }
        mutating func superDecoder() throws -> any Decoder { decoder.deeper() }
    }

    /// Placeholders: the values themselves are thrown away.
    private struct Single: SingleValueDecodingContainer {
        let decoder: Collecting
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { false }
        func decode(_ type: Bool.Type) throws -> Bool { false }
        func decode(_ type: String.Type) throws -> String { "" }
        func decode(_ type: Double.Type) throws -> Double { 0 }
        func decode(_ type: Float.Type) throws -> Float { 0 }
        func decode(_ type: Int.Type) throws -> Int { 0 }
        func decode(_ type: Int8.Type) throws -> Int8 { 0 }
        func decode(_ type: Int16.Type) throws -> Int16 { 0 }
        func decode(_ type: Int32.Type) throws -> Int32 { 0 }
        func decode(_ type: Int64.Type) throws -> Int64 { 0 }
        func decode(_ type: UInt.Type) throws -> UInt { 0 }
        func decode(_ type: UInt8.Type) throws -> UInt8 { 0 }
        func decode(_ type: UInt16.Type) throws -> UInt16 { 0 }
        func decode(_ type: UInt32.Type) throws -> UInt32 { 0 }
        func decode(_ type: UInt64.Type) throws -> UInt64 { 0 }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder.deeper()) }
    }
}
