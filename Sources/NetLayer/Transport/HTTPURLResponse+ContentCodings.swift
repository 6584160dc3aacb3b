import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPURLResponse {
    /// The content codings the reply's `Content-Encoding` lists, in lowercase and in the order they
    /// were applied (RFC 9110, section 8.4); empty without the field. What each transport checks
    /// against the codings it decodes.
    package var contentCodings: [String] {
        guard let field = value(forHTTPHeaderField: "Content-Encoding") else { return [] }
        return field.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}
