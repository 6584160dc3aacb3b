import Foundation

/// Media types as `accepts` and the importer read them: the essence
/// (`text/csv` of `text/csv; charset=utf-8`), case ignored.
public enum MediaType {
    /// The essence of a media type: before any `;`, without spaces, lowercased.
    ///
    /// - Parameter type: A media type, such as `Text/CSV; charset=utf-8`.
    /// - Returns: The essence, such as `text/csv`.
    public static func essence(_ type: String) -> String {
        (type.split(separator: ";").first.map(String.init) ?? type).trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// `application/json` and every `+json` type: replies read as JSON.
    ///
    /// - Parameter type: A media type, parameters allowed.
    /// - Returns: Whether a reply of that type is read as JSON.
    public static func isJSON(_ type: String) -> Bool {
        let essence = essence(type)
        return essence == "application/json" || essence.hasSuffix("+json")
    }

    /// Whether `type` is `type/subtype` of HTTP token characters, with
    /// `; name=value` parameters after it: what an `Accept` header may carry.
    ///
    /// - Parameter type: A media type as the spec writes it.
    /// - Returns: Whether it is valid.
    public static func isValid(_ type: String) -> Bool {
        let parts = type.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        let names = parts[0].trimmingCharacters(in: .whitespaces).split(
            separator: "/", omittingEmptySubsequences: false)
        guard names.count == 2, names.allSatisfy({ HTTPToken.isValid(String($0)) }) else { return false }
        return parts.count == 1 || !parts[1].contains(where: { $0 == "\r" || $0 == "\n" })
    }
}
