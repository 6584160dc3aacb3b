/// The stored fields of a generated model, in declaration order: what its
/// `encode(to:)` and `==` go through.
public struct ModelFields<Model>: Sendable, ExpressibleByArrayLiteral {
    let all: [ModelField<Model>]

    /// The fields listed, in the model's declaration order.
    ///
    /// - Parameter fields: The fields, in the model's declaration order.
    public init(arrayLiteral fields: ModelField<Model>...) {
        all = fields
    }

    /// The fields' JSON names, in declaration order.
    public var jsonNames: [String] { all.map(\.key.stringValue) }
}

/// One stored field of a generated model: its JSON name and where the model keeps it.
public struct ModelField<Model>: Sendable {
    let key: ModelKey
    let encode: @Sendable (Model, inout KeyedEncodingContainer<ModelKey>) throws -> Void
    let isEqual: @Sendable (Model, Model) -> Bool
    /// The field's value as a parameter sends it; `.value(.null)` for a nil optional.
    let parameterValue: @Sendable (Model) -> ParameterValue
    /// A nil value is sent as `null` rather than left out: the spec's `required: true`.
    let keepsNull: Bool
}

@_spi(Generated)
extension ModelField {
    /// A field that is always encoded: `.field("joined_at", \.joinedAt)`.
    public static func field<Value: Encodable & Equatable & ParameterValueConvertible>(
        _ name: StaticString, _ path: KeyPath<Model, Value> & Sendable
    ) -> Self {
        make(name, path) { value, key, container in try container.encode(value, forKey: key) }
    }

    /// An optional field, left out of the encoding when it is nil: `.optionalField("avatar", \.avatar)`.
    public static func optionalField<Value: Encodable & Equatable & ParameterValueConvertible>(
        _ name: StaticString, _ path: KeyPath<Model, Value?> & Sendable
    ) -> Self {
        make(name, path) { value, key, container in try container.encodeIfPresent(value, forKey: key) }
    }

    /// An optional field whose key is always written, nil as `null` (the
    /// spec's `required: true`): `.nullableField("deleted_at", \.deletedAt)`.
    public static func nullableField<Value: Encodable & Equatable & ParameterValueConvertible>(
        _ name: StaticString, _ path: KeyPath<Model, Value?> & Sendable
    ) -> Self {
        make(name, path, keepsNull: true) { value, key, container in
            if let value {
                try container.encode(value, forKey: key)
            } else {
                try container.encodeNil(forKey: key)
            }
        }
    }

    private static func make<Value: Equatable & ParameterValueConvertible>(
        _ name: StaticString, _ path: KeyPath<Model, Value> & Sendable, keepsNull: Bool = false,
        encode: @escaping @Sendable (Value, ModelKey, inout KeyedEncodingContainer<ModelKey>) throws -> Void
    ) -> Self {
        let key = ModelKey(name)
        return ModelField(
            key: key,
            encode: { model, container in try encode(model[keyPath: path], key, &container) },
            isEqual: { $0[keyPath: path] == $1[keyPath: path] },
            parameterValue: { $0[keyPath: path].parameterValue }, keepsNull: keepsNull)
    }
}
