import Foundation
import HTTPTypes

extension HTTPFields {
    /// The fields as one value per name, keyed by the name as first written: several fields of a name
    /// joined with ", " (RFC 9110, section 5.3), cookies with "; " (RFC 6265, section 5.4). What URLSession
    /// is handed, and what the logger and the mock show.
    package var dictionary: [String: String] { joined(lowercased: false) }

    /// One value per name, several fields of a name joined as ``dictionary`` joins them; keyed by the name
    /// in lowercase, or as first written.
    package func joined(lowercased: Bool) -> [String: String] {
        var values = [String: String](minimumCapacity: count)
        var spellings: [String: String] = [:]
        for field in self {
            let key: String
            if lowercased {
                key = field.name.canonicalName
            } else {
                key = spellings[field.name.canonicalName, default: field.name.rawName]
                spellings[field.name.canonicalName] = key
            }
            let separator = field.name == .cookie ? "; " : ", "
            values[key] = values[key].map { $0 + separator + field.value } ?? field.value
        }
        return values
    }

    /// The fields of a reply's head as a transport read them, in order; a pair whose name is not a field
    /// name (RFC 9110, section 5.1: a token) is left out. Made as one array: appending to `HTTPFields` field
    /// by field goes through its generic `replaceSubrange` each time.
    package init(reading pairs: some Sequence<(name: String, value: String)>) {
        var fields: [HTTPField] = []
        // Room for a usual head's fields, whether or not the sequence knows its length.
        fields.reserveCapacity(Swift.max(pairs.underestimatedCount, 12))
        for (name, value) in pairs {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        self.init(fields)
    }

    /// Appends a field as a server or a store wrote it; false, with nothing appended, when `name` is not a
    /// field name (RFC 9110, section 5.1: a token). What each reply's head is read into.
    @discardableResult
    package mutating func append(name: String, value: String) -> Bool {
        guard let name = HTTPField.Name(name) else { return false }
        append(HTTPField(name: name, value: value))
        return true
    }

    /// The value of the field named `name`, whatever its case; nil when there is none or `name` is not a
    /// field name.
    package subscript(named name: String) -> String? {
        HTTPField.Name(name).flatMap { value(of: $0) }
    }

    /// The value of the fields named `name` as the subscript `self[name]` gives it (several joined), found by
    /// a plain scan: swift-http-types' getter joins through lazy sequences even for one field, some 4,000
    /// instructions a lookup, which every call paid for each reply's `Content-Length`.
    package func value(of name: HTTPField.Name) -> String? {
        guard let first = firstIndex(where: { $0.name == name }) else { return nil }
        guard self[index(after: first)...].contains(where: { $0.name == name }) else { return self[first].value }
        return self[name]
    }
}

extension HTTPResponse {
    /// Whether the reply is a redirect the client may follow (RFC 9110, section 15.4): 301, 302, 303, 307 or 308.
    package var isRedirect: Bool {
        [301, 302, 303, 307, 308].contains(status.code)
    }

    /// The body's length as `Content-Length` says it; nil without one, or with one that is not a number.
    package var contentLength: Int64? {
        headerFields.value(of: .contentLength).flatMap { Int64($0) }.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// The content codings the reply's `Content-Encoding` lists, in lowercase and in the order they
    /// were applied (RFC 9110, section 8.4); empty without the field. What each transport checks
    /// against the codings it decodes.
    package var contentCodings: [String] {
        guard let field = headerFields.value(of: .contentEncoding) else { return [] }
        return field.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}
