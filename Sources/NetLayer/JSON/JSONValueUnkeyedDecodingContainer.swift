/// An array's elements, read in order.
struct JSONValueUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: JSONValueDecoder
    let elements: [JSONValue]
    let node: JSONCodingPathNode
    private(set) var currentIndex = 0

    init(decoder: JSONValueDecoder, elements: [JSONValue], node: JSONCodingPathNode) {
        self.decoder = decoder
        self.elements = elements
        self.node = node
    }

    var codingPath: [any CodingKey] { node.path }

    var count: Int? { elements.count }

    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The element at `currentIndex`, which a decode consumes only when it succeeds.
    private func nextValue(_ type: Any.Type) throws -> JSONValue {
        guard currentIndex < elements.count else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: node.path(appendingIndex: currentIndex),
                    debugDescription: "Unkeyed container is at end."))
        }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard try nextValue(Any?.self).isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let decoded = try decoder.unboxBool(nextValue(Bool.self), path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let decoded = try decoder.unboxString(nextValue(String.self), path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let decoded = try decoder.unboxFloat(
            nextValue(Double.self), as: Double.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let decoded = try decoder.unboxFloat(
            nextValue(Float.self), as: Float.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        let decoded = try decoder.unboxInteger(
            nextValue(Int.self), as: Int.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        let decoded = try decoder.unboxInteger(
            nextValue(Int8.self), as: Int8.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        let decoded = try decoder.unboxInteger(
            nextValue(Int16.self), as: Int16.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        let decoded = try decoder.unboxInteger(
            nextValue(Int32.self), as: Int32.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        let decoded = try decoder.unboxInteger(
            nextValue(Int64.self), as: Int64.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: UInt.Type) throws -> UInt {
        let decoded = try decoder.unboxInteger(
            nextValue(UInt.self), as: UInt.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        let decoded = try decoder.unboxInteger(
            nextValue(UInt8.self), as: UInt8.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        let decoded = try decoder.unboxInteger(
            nextValue(UInt16.self), as: UInt16.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        let decoded = try decoder.unboxInteger(
            nextValue(UInt32.self), as: UInt32.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        let decoded = try decoder.unboxInteger(
            nextValue(UInt64.self), as: UInt64.self, path: node.path(appendingIndex: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoded = try decoder.decode(nextValue(T.self), as: T.self, at: node.appending(index: currentIndex))
        currentIndex += 1
        return decoded
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let container: KeyedDecodingContainer<NestedKey> = try decoder.keyedContainer(
            for: nextValue(KeyedDecodingContainer<NestedKey>.self), at: node.appending(index: currentIndex))
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try decoder.unkeyedContainer(
            for: nextValue((any UnkeyedDecodingContainer).self), at: node.appending(index: currentIndex))
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let superDecoder = decoder.superDecoder(
            for: try nextValue((any Decoder).self), at: node.appending(index: currentIndex))
        currentIndex += 1
        return superDecoder
    }
}
