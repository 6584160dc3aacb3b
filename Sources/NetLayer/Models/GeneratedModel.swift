/// A model that netlayer generated from the spec: `Codable`, `Sendable`
/// and `Equatable`, and a ``ParameterValueConvertible`` that is sent as a
/// JSON object, with its encoding, equality and parameter value read from
/// one table of its fields.
///
/// Each model decodes itself field by field (its `init(from:)`), which is
/// the path every reply takes. Encoding and `==` come from this protocol's
/// extension instead of code of the model's own: for a thousand models,
/// that halves the code the compiler has to build for them. Both behave as
/// Swift's synthesized ones do: every field is compared, and every field is
/// encoded under its JSON name but an optional one that is nil, which is
/// left out (or written as `null` when the spec says `required: true`).
public protocol GeneratedModel: Codable, Equatable, ParameterValueConvertible {
    /// The model's stored fields with their JSON names, in declaration order.
    static var fields: ModelFields<Self> { get }
}

extension GeneratedModel {
    /// Encodes every field under its JSON name; a nil optional field is left
    /// out, or written as `null` when the spec says `required: true`.
    ///
    /// - Parameter encoder: The encoder to write the model to.
    /// - Throws: The `EncodingError` a field's encoding throws, such as for a NaN number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ModelKey.self)
        for field in Self.fields.all {
            try field.encode(self, &container)
        }
    }

    /// A JSON object of the fields under their JSON names, each as a
    /// parameter of its type is sent (dates in ISO 8601, `Data` in base64);
    /// a nil optional field is left out, or `null` when the spec says `required: true`.
    public var parameterValue: ParameterValue {
        var object = JSONObject()
        for field in Self.fields.all {
            if case .value(let value) = field.parameterValue(self), value != .null || field.keepsNull {
                object[field.key.stringValue] = value
            }
        }
        return .value(.object(object))
    }

    /// Whether every field of `lhs` equals the same field of `rhs`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        Self.fields.all.allSatisfy { $0.isEqual(lhs, rhs) }
    }
}
