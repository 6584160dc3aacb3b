import Foundation

/// A Swift value that can be sent as a parameter.
public protocol ParameterValueConvertible: Sendable {
    /// The value as sent; `.value(.null)` is a parameter left out, which is not sent at all.
    var parameterValue: ParameterValue { get }
}

extension String: ParameterValueConvertible {
    /// The string, as text.
    public var parameterValue: ParameterValue { .value(.string(self)) }
}

extension Int: ParameterValueConvertible {
    /// The number, exactly as written.
    public var parameterValue: ParameterValue { .value(.number(String(self))) }
}

extension Int64: ParameterValueConvertible {
    /// The number, exactly as written.
    public var parameterValue: ParameterValue { .value(.number(String(self))) }
}

extension Double: ParameterValueConvertible {
    /// The shortest text that reads back as the value, as `JSONValue(_:)`
    /// writes it: whole numbers without a fraction (`2`, not `2.0`). NaN and
    /// the infinities, which JSON cannot hold, make the call fail with
    /// `NetLayerError.invalidRequest` before anything is sent.
    public var parameterValue: ParameterValue {
        // Kept as its text (`nan`), for the call to refuse it naming the parameter.
        .value(.number(JSONValue.shortestLiteral(description, isFinite: isFinite) ?? description))
    }
}

extension Bool: ParameterValueConvertible {
    /// `true` or `false`.
    public var parameterValue: ParameterValue { .value(.bool(self)) }
}

extension URL: ParameterValueConvertible {
    /// The URL's absolute string.
    public var parameterValue: ParameterValue { .value(.string(absoluteString)) }
}

extension Date: ParameterValueConvertible {
    /// ISO 8601 in UTC, such as `2026-11-22T04:34:00Z`.
    public var parameterValue: ParameterValue {
        .value(.string(ISO8601Timestamp.string(from: self, fractionalSeconds: false)))
    }
}

extension Data: ParameterValueConvertible {
    /// Base64 text, as `JSONEncoder` writes `Data` and decoders read it.
    public var parameterValue: ParameterValue { .value(.string(base64EncodedString())) }
}

extension JSONValue: ParameterValueConvertible {
    /// The JSON value itself.
    public var parameterValue: ParameterValue { .value(self) }
}

extension FilePart: ParameterValueConvertible {
    /// The file, as one part of a multipart body.
    public var parameterValue: ParameterValue { .files([self]) }
}

extension Array: ParameterValueConvertible where Element: ParameterValueConvertible {
    /// A JSON array; an array of files is the files, each in a part of its own.
    public var parameterValue: ParameterValue {
        var values: [JSONValue] = []
        var files: [FilePart] = []
        for element in self {
            switch element.parameterValue {
            case .value(let value): values.append(value)
            case .files(let parts): files.append(contentsOf: parts)
            }
        }
        return files.isEmpty ? .value(.array(values)) : .files(files)
    }
}

extension Dictionary: ParameterValueConvertible where Key == String, Value: ParameterValueConvertible {
    /// A JSON object; in a query or form it is sent as JSON text.
    public var parameterValue: ParameterValue {
        var object = JSONObject()
        for (key, value) in self.sorted(by: { $0.key < $1.key }) {
            if case .value(let json) = value.parameterValue { object[key] = json }
        }
        return .value(.object(object))
    }
}

extension Optional: ParameterValueConvertible where Wrapped: ParameterValueConvertible {
    /// Nil is a parameter the caller left out: it is not sent at all.
    public var parameterValue: ParameterValue { self?.parameterValue ?? .value(.null) }
}

extension ParameterValue: ParameterValueConvertible {
    /// The value itself.
    public var parameterValue: ParameterValue { self }
}

extension RawRepresentable where Self: ParameterValueConvertible, RawValue: ParameterValueConvertible {
    /// An enum is sent as its raw value.
    public var parameterValue: ParameterValue { rawValue.parameterValue }
}
