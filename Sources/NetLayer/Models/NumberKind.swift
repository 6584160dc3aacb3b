import Foundation

/// Whether numbers are integers or floating-point, by a Swift type or by a
/// JSON value's text: how an untagged union whose alternatives hold both
/// (ChromaDB's metadata: `Int64`, `Double`, `[Int64]`, `[Double]`) keeps
/// the kind the wire says. Integer decoding accepts `2.0` (it is a whole
/// number), so without this the first alternative written would take
/// `2.0` and `2` alike, and an app writing the value back would change its
/// type on the server.
enum NumberKind: Sendable, Hashable {
    case integer
    case floating

    /// The kind of the numbers a value of `type` holds: an integer type, a
    /// floating-point one (`Double`, `Float`, `Decimal`), an enum of their
    /// raw values, or arrays and dictionaries of them; nil for any other
    /// type (a model, a string, a union), whose numbers this cannot tell.
    init?(of type: Any.Type) {
        if type is any FixedWidthInteger.Type {
            self = .integer
        } else if type is any BinaryFloatingPoint.Type || type == Decimal.self {
            self = .floating
        } else if let collection = type as? any NumberHoldingCollection.Type {
            self.init(of: collection.elementType)
        } else if let raw = type as? any RawRepresentable.Type {
            self.init(rawOf: raw)
        } else {
            return nil
        }
    }

    private init?<Raw: RawRepresentable>(rawOf type: Raw.Type) {
        self.init(of: Raw.RawValue.self)
    }

    /// The kind `value`'s number text says: floating when a number in it
    /// (at any depth of arrays and objects) has a fraction or an exponent
    /// (`2.0`, `1e3`), integer when it has numbers and none has; nil when
    /// it holds no number.
    init?(ofNumbersIn value: JSONValue) {
        switch value {
        case .number(let text):
            self = text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? .floating : .integer
        case .array(let elements):
            guard let kind = Self.combined(elements) else { return nil }
            self = kind
        case .object(let object):
            guard let kind = Self.combined(object.lazy.map(\.value)) else { return nil }
            self = kind
        case .null, .bool, .string:
            return nil
        }
    }

    private static func combined(_ values: some Sequence<JSONValue>) -> NumberKind? {
        var found: NumberKind?
        for value in values {
            switch NumberKind(ofNumbersIn: value) {
            case .floating: return .floating
            case .integer: found = .integer
            case nil: break
            }
        }
        return found
    }
}

/// Arrays and dictionaries, whose numbers are those of their elements.
protocol NumberHoldingCollection {
    static var elementType: Any.Type { get }
}

extension Array: NumberHoldingCollection {
    static var elementType: Any.Type { Element.self }
}

extension Dictionary: NumberHoldingCollection {
    static var elementType: Any.Type { Value.self }
}

/// Floating-point values, and arrays and dictionaries of them, as a union
/// whose alternatives the number's text tells apart writes them: with a
/// fraction even when whole (`2.0`, where a parameter is sent as `2`), so
/// that the value reads back as the alternative it was.
protocol FloatingPointText {
    /// The JSON, whole numbers with `.0`; nil for NaN and the infinities,
    /// which are then refused as any other encoding refuses them.
    var jsonKeepingFractions: JSONValue? { get }
}

extension Double: FloatingPointText {
    var jsonKeepingFractions: JSONValue? {
        JSONValue.floatingLiteral(description, isFinite: isFinite).map(JSONValue.number)
    }
}

extension Float: FloatingPointText {
    var jsonKeepingFractions: JSONValue? {
        JSONValue.floatingLiteral(description, isFinite: isFinite).map(JSONValue.number)
    }
}

extension Array: FloatingPointText where Element: FloatingPointText {
    var jsonKeepingFractions: JSONValue? {
        var elements: [JSONValue] = []
        elements.reserveCapacity(count)
        for element in self {
            guard let json = element.jsonKeepingFractions else { return nil }
            elements.append(json)
        }
        return .array(elements)
    }
}

extension Dictionary: FloatingPointText where Key == String, Value: FloatingPointText {
    /// Keys sorted, as a dictionary parameter is sent.
    var jsonKeepingFractions: JSONValue? {
        var object = JSONObject()
        for (key, value) in sorted(by: { $0.key < $1.key }) {
            guard let json = value.jsonKeepingFractions else { return nil }
            object[key] = json
        }
        return .object(object)
    }
}
