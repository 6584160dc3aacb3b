import Foundation
import NetLayer

/// One value a request carries for a parameter, as it arrived.
enum MockValue: Sendable {
    /// From the path, query, a header, a form or a multipart text part.
    case text(String)
    /// From a JSON body, with its JSON type.
    case json(JSONValue)
    /// A multipart part with a file name.
    case file(Data)
    /// The whole body, for a `content` parameter.
    case content(Data)

    /// How the value reads as text: a JSON value's parameter text, a body's UTF-8 text; nil for a file or a
    /// JSON object, array or null.
    var text: String? {
        switch self {
        case .text(let text): text
        case .json(.object), .json(.array), .json(.null): nil
        case .json(let value): value.parameterText
        case .file: nil
        case .content(let data): String(data: data, encoding: .utf8)
        }
    }

    /// The value as a message shows it: text quoted and shortened, JSON as JSON.
    var shown: String {
        switch self {
        case .text(let text): "'\(Self.shortened(text))'"
        case .json(let value): Self.shortened(value.description)
        case .file: "a file"
        case .content(let data): text.map { "'\(Self.shortened($0))'" } ?? "\(data.count) bytes"
        }
    }

    private static func shortened(_ text: String) -> String {
        text.count > 40 ? text.prefix(40) + "…" : text
    }
}
