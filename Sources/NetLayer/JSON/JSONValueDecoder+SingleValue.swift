// The decoder is its own single-value container, so decoding a scalar or a
// raw-value enum allocates nothing.
extension JSONValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        value.isNull
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        try unboxBool(value, path: codingPath)
    }

    func decode(_ type: String.Type) throws -> String {
        try unboxString(value, path: codingPath)
    }

    func decode(_ type: Double.Type) throws -> Double {
        try unboxFloat(value, as: Double.self, path: codingPath)
    }

    func decode(_ type: Float.Type) throws -> Float {
        try unboxFloat(value, as: Float.self, path: codingPath)
    }

    func decode(_ type: Int.Type) throws -> Int {
        try unboxInteger(value, as: Int.self, path: codingPath)
    }

    func decode(_ type: Int8.Type) throws -> Int8 {
        try unboxInteger(value, as: Int8.self, path: codingPath)
    }

    func decode(_ type: Int16.Type) throws -> Int16 {
        try unboxInteger(value, as: Int16.self, path: codingPath)
    }

    func decode(_ type: Int32.Type) throws -> Int32 {
        try unboxInteger(value, as: Int32.self, path: codingPath)
    }

    func decode(_ type: Int64.Type) throws -> Int64 {
        try unboxInteger(value, as: Int64.self, path: codingPath)
    }

    func decode(_ type: UInt.Type) throws -> UInt {
        try unboxInteger(value, as: UInt.self, path: codingPath)
    }

    func decode(_ type: UInt8.Type) throws -> UInt8 {
        try unboxInteger(value, as: UInt8.self, path: codingPath)
    }

    func decode(_ type: UInt16.Type) throws -> UInt16 {
        try unboxInteger(value, as: UInt16.self, path: codingPath)
    }

    func decode(_ type: UInt32.Type) throws -> UInt32 {
        try unboxInteger(value, as: UInt32.self, path: codingPath)
    }

    func decode(_ type: UInt64.Type) throws -> UInt64 {
        try unboxInteger(value, as: UInt64.self, path: codingPath)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decode(value, as: T.self, at: node)
    }
}
