import Foundation

/// The names a Mustache template looks up: `{{name}}`, `{{#name}}`,
/// `{{^name}}`, `{{{name}}}`, `{{&name}}`, each part of `{{a.b}}`. Comments,
/// pragmas, partials, `{{.}}` and transforms such as `{{last()}}` are not names.
enum TemplateNames {
    static func names(in template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            var tag = rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            rest = rest[close.upperBound...]
            if tag.hasPrefix("{") { tag = String(tag.dropFirst()) }
            guard let first = tag.first, !"!%>/=".contains(first) else { continue }
            if "#^&".contains(first) { tag = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces) }
            guard tag != ".", !tag.hasSuffix(")") else { continue }
            for part in tag.split(separator: ".") where !part.isEmpty { names.insert(String(part)) }
        }
        return names
    }

    /// Every key of every dictionary in a rendered context, at any depth.
    static func keys(of value: Any) -> Set<String> {
        switch value {
        case let fields as [String: Any]:
            return fields.reduce(into: Set(fields.keys)) { $0.formUnion(keys(of: $1.value)) }
        case let items as [Any]:
            return items.reduce(into: []) { $0.formUnion(keys(of: $1)) }
        default:
            return []
        }
    }
}
