import Foundation

/// One parameter of a call, with its wire name and where it travels.
public struct Parameter: Sendable {
    /// Where a parameter travels: the vocabulary's `ParameterPlacement`, by the name the runtime has
    /// always given it.
    public typealias Placement = ParameterPlacement

    /// The name on the wire.
    public var name: String
    /// The value, JSON-shaped, or files.
    public var value: ParameterValue
    /// Where the value travels: path, query, header or body.
    public var placement: Placement
    /// A secret is never logged.
    public var isSecret: Bool
    /// The rules the value must keep, checked before the call sends anything; nil (the default) checks none.
    public var rules: ValueRules?

    /// A parameter `name` of `value`, sent in `placement`; a `secret` one is never logged.
    ///
    /// - Parameters:
    ///   - name: The name on the wire, as the server spells it.
    ///   - value: The value.
    ///   - placement: Where the value travels: path, query, header or body.
    ///   - secret: Whether logs show `<redacted>` instead of the value; false by default.
    ///   - rules: The rules the value must keep, checked before sending; a value that breaks one ends the call
    ///     with `NetLayerError.invalidRequest`. Nil, the default, checks none.
    public init(
        _ name: String, _ value: ParameterValue, in placement: Placement, secret: Bool = false,
        rules: ValueRules? = nil
    ) {
        self.name = name
        self.value = value
        self.placement = placement
        self.isSecret = secret
        self.rules = rules
    }

    /// A parameter `name` of any value that converts, sent in `placement`; a `secret` one is never logged.
    ///
    /// - Parameters:
    ///   - name: The name on the wire, as the server spells it.
    ///   - value: A string, number, flag, date, model or array of them.
    ///   - placement: Where the value travels: path, query, header or body.
    ///   - secret: Whether logs show `<redacted>` instead of the value; false by default.
    ///   - rules: The rules the value must keep, checked before sending; a value that breaks one ends the call
    ///     with `NetLayerError.invalidRequest`. Nil, the default, checks none.
    public init(
        _ name: String, _ value: some ParameterValueConvertible, in placement: Placement, secret: Bool = false,
        rules: ValueRules? = nil
    ) {
        self.init(name, value.parameterValue, in: placement, secret: secret, rules: rules)
    }
}

/// A parameter's value: JSON-shaped data, or files for a multipart body.
public enum ParameterValue: Sendable, Hashable {
    /// JSON-shaped data: as text in a query, form or header, as is in a JSON body; `.null` is not sent.
    case value(JSONValue)
    /// Files, each sent as one part of a multipart body.
    case files([FilePart])

    /// The text a query item, form field or header carries; nil for files.
    /// Arrays are sent as repeated items, so they have no single text.
    var text: String? {
        guard case .value(let json) = self else { return nil }
        return json.parameterText
    }

    /// Every text this parameter sends: one per array element.
    var texts: [String] {
        guard case .value(let json) = self else { return [] }
        if case .array(let items) = json { return items.compactMap(\.parameterText) }
        return json.parameterText.map { [$0] } ?? []
    }
}

extension JSONValue {
    /// How a value reads in a query, a form or a header: strings as they
    /// are, numbers as written, objects and arrays as JSON text. Package access: the mock backend
    /// (`NetLayerMock`) reads parameters as the client sends them.
    package var parameterText: String? {
        switch self {
        case .null: return nil
        case .bool(let value): return value ? "true" : "false"
        case .number(let literal): return literal
        case .string(let text): return text
        case .array, .object: return String(decoding: serialized(), as: UTF8.self)
        }
    }
}

/// A file sent in a multipart body or as the whole body: bytes in memory, or a
/// file on disk that is streamed from disk as it is sent, never read whole.
public struct FilePart: Sendable, Hashable {
    /// The file's bytes; nil when the part is a file on disk (`fileURL`).
    public var data: Data?
    /// The file on disk the part is read from while it is sent; nil when the part is bytes in memory.
    public var fileURL: URL?
    /// The file name sent in the part's `Content-Disposition`.
    public var fileName: String
    /// The part's `Content-Type`.
    public var mimeType: String

    /// A file part of `data`, named `fileName`.
    ///
    /// - Parameters:
    ///   - data: The file's bytes, held in memory until sent.
    ///   - fileName: The file name sent in the part's `Content-Disposition`.
    ///   - mimeType: The part's `Content-Type`; `application/octet-stream` by default.
    public init(data: Data, fileName: String, mimeType: String = "application/octet-stream") {
        self.data = data
        self.fileURL = nil
        self.fileName = fileName
        self.mimeType = mimeType
    }

    /// A file part read from the file at `fileURL` as it is sent, named
    /// `fileName` (the file's own name when nil). A file that is missing or
    /// cannot be read ends the call with `NetLayerError.invalidRequest`
    /// naming it, before anything is sent.
    ///
    /// - Parameters:
    ///   - fileURL: A file URL; the file is read as the part is sent, never whole in memory.
    ///   - fileName: The file name sent in the part's `Content-Disposition`; nil (the default) for the file's own.
    ///   - mimeType: The part's `Content-Type`; `application/octet-stream` by default.
    public init(fileURL: URL, fileName: String? = nil, mimeType: String = "application/octet-stream") {
        self.data = nil
        self.fileURL = fileURL
        self.fileName = fileName ?? fileURL.lastPathComponent
        self.mimeType = mimeType
    }
}
