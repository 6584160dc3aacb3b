import Foundation

/// Decoding choices a model makes for its own fields, which
/// ``ResponseDecoder`` honours: the spec's `lenient` on a model and
/// `format` on its `Date` fields. Generated models conform when the spec
/// says either.
///
/// A model's leniency applies to its fields and to the values inside them
/// that choose none of their own; its date formats apply to its own `Date`
/// and `Date?` fields only.
public protocol DecodingOverrides: Decodable {
    /// The leniency of this model's fields; nil keeps the one in force.
    static var decodingLeniency: ResponseDecoder.Leniency? { get }
    /// How this model's `Date` fields are read, by JSON key; a key not
    /// listed uses the decoder's `dateDecoding`.
    static var dateDecodings: [String: ResponseDecoder.DateDecoding] { get }
}

extension DecodingOverrides {
    /// None: the leniency of the decoder, or of the endpoint, applies.
    public static var decodingLeniency: ResponseDecoder.Leniency? { nil }
    /// None: every `Date` uses the decoder's date decoding.
    public static var dateDecodings: [String: ResponseDecoder.DateDecoding] { [:] }
}
