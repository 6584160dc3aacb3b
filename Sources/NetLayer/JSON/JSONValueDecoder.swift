import Foundation

/// The `Decoder` behind ``ResponseDecoder``.
///
/// One instance serves a whole decode: descending into a value swaps the
/// current value and path in and out rather than making a decoder per
/// value (as Foundation's `JSONDecoder` does), and the instance is its own
/// single-value container.
final class JSONValueDecoder: Decoder {
    /// The value being decoded by the innermost `init(from:)`.
    private(set) var value: JSONValue
    private(set) var node: JSONCodingPathNode
    let options: ResponseDecoder
    /// The leniency in force: the options', or that of the innermost model
    /// being decoded that chose its own (``DecodingOverrides``).
    ///
    /// Read for almost every value: one decoder serves one decode on one
    /// thread, so the run-time exclusivity checks of these properties are
    /// turned off.
    @exclusivity(unchecked) private(set) var leniency: ResponseDecoder.Leniency
    /// The `Date` formats of the model whose fields are being decoded, by JSON key.
    @exclusivity(unchecked) private var dateDecodings: [String: ResponseDecoder.DateDecoding] = [:]

    init(value: JSONValue, node: JSONCodingPathNode = .root, options: ResponseDecoder) {
        self.value = value
        self.node = node
        self.options = options
        leniency = options.leniency
    }

    var codingPath: [any CodingKey] { node.path }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(for: value, at: node)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(for: value, at: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// `value` read as `T`, with `node` as the path to it.
    func decode<T: Decodable>(_ value: JSONValue, as type: T.Type, at node: JSONCodingPathNode) throws -> T {
        // Types whose own Codable conformance does not match how JSON writes
        // them (Date as seconds since 2001, URL as an object) or that can skip
        // a conversion (JSONValue, Decimal from its literal).
        if T.self == JSONValue.self { return value as! T }
        if T.self == Date.self { return try unboxDate(value, as: dateDecoding(at: node), path: node.path) as! T }
        if T.self == URL.self { return try unboxURL(value, path: node.path) as! T }
        if T.self == Data.self { return try unboxData(value, path: node.path) as! T }
        if T.self == Decimal.self { return try unboxDecimal(value, path: node.path) as! T }

        let savedValue = self.value
        let savedNode = self.node
        self.value = value
        self.node = node
        defer {
            self.value = savedValue
            self.node = savedNode
        }
        let overrides = overrides(of: T.self)
        guard overrides != nil || !dateDecodings.isEmpty else { return try T(from: self) }

        let savedLeniency = leniency
        let savedDateDecodings = dateDecodings
        if let overrides {
            if let own = overrides.decodingLeniency { leniency = own }
            dateDecodings = overrides.dateDecodings
        } else {
            // A model's formats are for its own fields, not for those of the values inside them.
            dateDecodings = [:]
        }
        defer {
            leniency = savedLeniency
            dateDecodings = savedDateDecodings
        }
        return try T(from: self)
    }

    /// The types met in this decode and their overrides, if any: a reply
    /// holds few types many times, and comparing two pointers costs far less
    /// than asking the runtime about a conformance for every value.
    @exclusivity(unchecked)
    private var seenTypes: [(type: ObjectIdentifier, overrides: (any DecodingOverrides.Type)?)] = []

    private func overrides<T>(of type: T.Type) -> (any DecodingOverrides.Type)? {
        let id = ObjectIdentifier(type)
        for seen in seenTypes where seen.type == id { return seen.overrides }
        let overrides = type as? any DecodingOverrides.Type
        if seenTypes.count < 16 { seenTypes.append((id, overrides)) }
        return overrides
    }

    /// How the `Date` at `node` is read: the enclosing model's format for
    /// its key, else the options'.
    private func dateDecoding(at node: JSONCodingPathNode) -> ResponseDecoder.DateDecoding {
        guard !dateDecodings.isEmpty, case .key(let key, _) = node, let own = dateDecodings[key.stringValue] else {
            return options.dateDecoding
        }
        return own
    }

    func keyedContainer<Key: CodingKey>(for value: JSONValue, at node: JSONCodingPathNode) throws
        -> KeyedDecodingContainer<Key>
    {
        switch value {
        case .object(let object):
            return KeyedDecodingContainer(
                JSONValueKeyedDecodingContainer<Key>(decoder: self, object: object, node: node))
        case .null where leniency.contains(.nullAsEmpty):
            return KeyedDecodingContainer(
                JSONValueKeyedDecodingContainer<Key>(decoder: self, object: JSONObject(), node: node))
        case .null:
            throw DecodingError.valueNotFound(
                [String: Any].self,
                DecodingError.Context(
                    codingPath: node.path,
                    debugDescription: "Cannot get keyed decoding container -- found null value instead."))
        default:
            throw DecodingError.typeMismatch(
                [String: Any].self,
                DecodingError.Context(
                    codingPath: node.path,
                    debugDescription: "Expected to decode an object but found \(value.kindDescription) instead."))
        }
    }

    func unkeyedContainer(for value: JSONValue, at node: JSONCodingPathNode) throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let elements):
            return JSONValueUnkeyedDecodingContainer(decoder: self, elements: elements, node: node)
        case .null where leniency.contains(.nullAsEmpty):
            return JSONValueUnkeyedDecodingContainer(decoder: self, elements: [], node: node)
        case .null:
            throw DecodingError.valueNotFound(
                [Any].self,
                DecodingError.Context(
                    codingPath: node.path,
                    debugDescription: "Cannot get unkeyed decoding container -- found null value instead."))
        default:
            throw DecodingError.typeMismatch(
                [Any].self,
                DecodingError.Context(
                    codingPath: node.path,
                    debugDescription: "Expected to decode an array but found \(value.kindDescription) instead."))
        }
    }

    /// A separate decoder, for `superDecoder()`: the caller may keep it after
    /// this one has moved on to other values.
    func superDecoder(for value: JSONValue, at node: JSONCodingPathNode) -> any Decoder {
        // With the leniency in force here, which may be a model's own rather than the options'.
        var options = options
        options.leniency = leniency
        return JSONValueDecoder(value: value, node: node, options: options)
    }
}

extension JSONValue {
    /// How errors name a value's kind: "a string", "an array"...
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a Bool"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
