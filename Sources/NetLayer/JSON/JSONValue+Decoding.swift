import NetLayerWire

extension JSONValue {
    /// This value read as a `T`, as a reply's payload is read: with
    /// `decoder`'s leniency and date decoding.
    ///
    /// - Parameters:
    ///   - type: The type to read.
    ///   - decoder: The options to read with; strict by default.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, with the coding path of the failing value.
    public func decode<T: Decodable>(_ type: T.Type, using decoder: ResponseDecoder = ResponseDecoder()) throws -> T {
        try decoder.decode(type, from: self)
    }
}
