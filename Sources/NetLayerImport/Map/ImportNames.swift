import NetLayerSpec

/// Names for what an import writes: spec names that read well and that the
/// spec's Swift-name rules accept.
enum ImportNames {
    /// The words of `text`: runs of letters and digits, anything else a separator.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    /// `Result«List«StudentVO»»` → `ResultListStudentVO`; `pet-status` → `PetStatus`.
    /// Starts with a letter: a leading digit gets `Model` before it.
    static func typeName(_ text: String) -> String {
        let joined = words(text).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "Model" }
        return first.isLetter ? joined : "Model" + joined
    }

    /// The spec's name from a document's title, without the words that
    /// every generated type would repeat (`ShopAPI` gives `ShopAPIAPI`):
    /// `Jupyter Server API` → `JupyterServer`, `GitHub v3 REST API` →
    /// `GitHubV3`, `Discourse API Documentation` → `Discourse`.
    static func specName(_ title: String) -> String {
        var parts = words(title)
        let trailing: Set<String> = [
            "api", "apis", "rest", "documentation", "docs", "specification", "spec", "reference",
        ]
        while parts.count > 1, let last = parts.last, trailing.contains(last.lowercased()) { parts.removeLast() }
        return typeName(parts.joined(separator: " "))
    }

    /// `find_pets_by_status` → `findPetsByStatus`; `URL` → `url`; `getPetById` stays.
    static func memberName(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "value" }
        let head =
            first == first.uppercased() && first.count > 1
            ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        let joined = head + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first!.isLetter ? joined : "n" + joined
    }

    /// `base`, or `base2`, `base3`… : the first whose `key` is not taken; it is then taken.
    static func unique(_ base: String, in taken: inout Set<String>, key: (String) -> String = { $0 }) -> String {
        var candidate = base
        var number = 2
        while taken.contains(key(candidate)) {
            candidate = base + String(number)
            number += 1
        }
        taken.insert(key(candidate))
        return candidate
    }

    /// The plural of a member name, for a union's case of an array:
    /// `double` → `doubles`, `int64` → `int64s`, `category` → `categories`,
    /// `status` → `statuses`; a word without a plural gets `Values` (`data`,
    /// `json`), one already plural `List` (`doubles` → `doublesList`, for `[[Double]]`).
    static func plural(_ name: String) -> String {
        let lower = name.lowercased()
        if lower.hasSuffix("data") || lower.hasSuffix("json") { return name + "Values" }
        if OperationNames.isPlural(name) { return name + "List" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return name.dropLast() + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return name + "es" }
        return name + "s"
    }

    /// `summary` unless it only repeats `name` (pydantic's titles: `note` titled `Note`).
    static func summary(_ summary: String?, of name: String) -> String? {
        guard let summary else { return nil }
        // Most descriptions are sentences, far longer than any name they could repeat.
        guard summary.utf8.count <= name.utf8.count * 2 + 4 else { return summary }
        let plain = { (text: String) in words(text).joined().lowercased() }
        return plain(summary) == plain(name) ? nil : summary
    }
}
