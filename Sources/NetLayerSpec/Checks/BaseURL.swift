import Foundation

/// What a base URL may be: http or https, with a host, without a query or a
/// fragment. Package access: the importer checks a document's servers by it.
package enum BaseURL {
    package static func isValid(_ text: String) -> Bool {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty
        else { return false }
        return components.query == nil && components.fragment == nil
    }
}
