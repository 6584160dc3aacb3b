import Foundation

/// One parameter of a call, with its wire name and where it travels.
public struct Parameter: Sendable {
    public enum Placement: String, Sendable, Hashable {
        case query, path, header, body
    }

    public var name: String
    public var value: ParameterValue
    public var placement: Placement
    /// A secret is never logged.
    public var isSecret: Bool

    public init(_ name: String, _ value: ParameterValue, in placement: Placement, secret: Bool = false) {
        self.name = name
        self.value = value
        self.placement = placement
        self.isSecret = secret
    }

    public init(_ name: String, _ value: some ParameterValueConvertible, in placement: Placement, secret: Bool = false)
    {
        self.init(name, value.parameterValue, in: placement, secret: secret)
    }
}

/// A parameter's value: JSON-shaped data, or files for a multipart body.
public enum ParameterValue: Sendable, Hashable {
    case value(JSONValue)
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
    /// are, numbers as written, objects and arrays as JSON text.
    var parameterText: String? {
        switch self {
        case .null: return nil
        case .bool(let value): return value ? "true" : "false"
        case .number(let literal): return literal
        case .string(let text): return text
        case .array, .object: return String(decoding: serialized(), as: UTF8.self)
        }
    }
}

/// A file sent in a multipart body.
public struct FilePart: Sendable, Hashable {
    public var data: Data
    public var fileName: String
    public var mimeType: String

    public init(data: Data, fileName: String, mimeType: String = "application/octet-stream") {
        self.data = data
        self.fileName = fileName
        self.mimeType = mimeType
    }
}
