import Foundation
import NetLayer

/// What is wrong with a request's value of one parameter, as a real server's
/// validation would say it: missing, not of its kind, or breaking one of its rules.
struct MockParameterCheck {
    /// The message of a 400 reply, naming the parameter; the note of its log line.
    struct Problem: Error {
        var message: String
        var note: String
    }

    let parameter: MockParameter

    /// The problem with `values`, the values the request carries for the parameter; nil when there is none.
    func problem(with values: [MockValue]) -> Problem? {
        let name = parameter.wireName
        let place = parameter.placement.rawValue
        guard !values.isEmpty else {
            guard parameter.isRequired else { return nil }
            return Problem(message: "missing parameter '\(name)' (\(place))", note: "missing parameter \(name)")
        }
        if let fixed = parameter.fixed, let wrong = values.first(where: { $0.text != fixed }) {
            return Problem(
                message: "parameter '\(name)' (\(place)) is always '\(fixed)', not \(wrong.shown)",
                note: "wrong parameter \(name)")
        }
        // A JSON body keeps its types: a list is an array there, not one value as a query's first item is.
        if case .array = parameter.kind, let single = values.first(where: Self.isJSONOtherThanArray) {
            return Problem(
                message: "parameter '\(name)' (\(place)) must be \(Self.describe(parameter.kind)), not \(single.shown)",
                note: "wrong parameter \(name)")
        }
        let kind: MockParameter.Kind
        var items = values
        if case .array(let element) = parameter.kind {
            kind = element
            items = Self.items(of: values)
        } else {
            kind = parameter.kind
        }
        guard let wrong = items.first(where: { !Self.value($0, isOf: kind) }) else { return ruleProblem(with: values) }
        let each = kind == parameter.kind ? "" : "each value of "
        // Digits the spec's integer types (`Int`, `Int64`: 64 bits) cannot hold: a server's parser refuses them.
        let range =
            kind == .integer && wrong.text.map(Self.isDigits) == true ? " from \(Int64.min) to \(Int64.max)" : ""
        return Problem(
            message:
                "\(each)parameter '\(name)' (\(place)) must be \(Self.describe(kind))\(range), not \(wrong.shown)",
            note: "wrong parameter \(name)")
    }

    /// Whether `value` is a JSON body's value, or a whole JSON body, other than an array.
    private static func isJSONOtherThanArray(_ value: MockValue) -> Bool {
        switch value {
        case .json(.array): return false
        case .json: return true
        case .content:
            guard let text = value.text, let json = try? JSONValue(parsing: text) else { return false }
            if case .array = json { return false }
            return true
        case .text, .file: return false
        }
    }

    /// The items of an array parameter's `values`: a JSON body sends the array as one value, in a field or as the
    /// whole body (a JSON array), and a query repeats it.
    static func items(of values: [MockValue]) -> [MockValue] {
        values.flatMap { value -> [MockValue] in
            switch value {
            case .json(.array(let elements)): return elements.map(MockValue.json)
            case .content:
                guard let text = value.text, case .array(let elements)? = try? JSONValue(parsing: text) else {
                    return [value]
                }
                return elements.map(MockValue.json)
            case .json, .text, .file: return [value]
            }
        }
    }

    private static func value(_ value: MockValue, isOf kind: MockParameter.Kind) -> Bool {
        switch (kind, value) {
        case (.file, .file), (.file, .content): return true
        case (.file, _), (_, .file): return false
        case (.json, .json): return true
        case (.json, _): return value.text.map { (try? JSONValue(parsing: $0)) != nil } ?? false
        // A JSON body keeps its types, as a server's decoder reads them: `"12"` is no integer there, `12` no text.
        case (.string, .json(let json)): return json.stringValue != nil
        case (.integer, .json(let json)), (.number, .json(let json)):
            guard case .number = json, let text = value.text else { return false }
            return kind == .integer ? isInteger(text) : Double(text).map(\.isFinite) ?? false
        case (.boolean, .json(let json)): return json.boolValue != nil
        case (.array, .json(.array)): return true
        case (.array(let element), _): return Self.value(value, isOf: element)
        case (.string, _): return value.text != nil
        case (.url, _): return value.text.map(isAbsoluteURI) ?? false
        case (.integer, _): return value.text.map(isInteger) ?? false
        case (.number, _): return value.text.flatMap(Double.init).map(\.isFinite) ?? false
        case (.boolean, _): return value.text.map { ["true", "false", "1", "0"].contains($0.lowercased()) } ?? false
        case (.oneOf(let allowed), _): return value.text.map(allowed.contains) ?? false
        }
    }

    /// An optional sign and digits that a 64-bit integer holds: the range of the spec's `Int` and `Int64`.
    private static func isInteger(_ text: String) -> Bool {
        isDigits(text) && Int64(text) != nil
    }

    /// RFC 3986, section 4.3: `absolute-URI = scheme ":" hier-part [ "?" query ]`, where `scheme = ALPHA *( ALPHA /
    /// DIGIT / "+" / "-" / "." )`; the rest as Foundation's `URL` reads it.
    private static func isAbsoluteURI(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else {
            return false
        }
        let scheme = text[..<colon]
        guard scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else {
            return false
        }
        return URL(string: text) != nil
    }

    /// An optional sign and ASCII digits, of any length.
    private static func isDigits(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func describe(_ kind: MockParameter.Kind) -> String {
        switch kind {
        case .string: "text"
        case .url: "an absolute URL"
        case .integer: "an integer"
        case .number: "a number"
        case .boolean: "true or false"
        case .file: "a file"
        case .json: "JSON"
        case .oneOf(let allowed): "one of " + allowed.map { "'\($0)'" }.joined(separator: ", ")
        case .array(let element): "a list of " + describe(element)
        }
    }
}
