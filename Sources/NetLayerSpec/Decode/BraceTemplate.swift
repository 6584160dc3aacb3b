/// Text with `{name}` placeholders: URL layouts and interface paths.
/// Package access: the importer reads a document's paths by the same rule.
package enum BraceTemplate {
    package enum Part: Equatable {
        case literal(String)
        case placeholder(String)
    }

    package struct Failure: Error {
        package var message: String
    }

    package static func parse(_ text: String) -> Result<[Part], Failure> {
        var parts: [Part] = []
        var literal = ""
        var rest = text[...]
        while let brace = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            literal += rest[..<brace]
            guard rest[brace] == "{" else { return .failure(Failure(message: "has a '}' without a '{' before it")) }
            let afterOpen = rest.index(after: brace)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "{" || $0 == "}" }), rest[close] == "}"
            else {
                return .failure(Failure(message: "has a '{' without a closing '}'"))
            }
            let name = String(rest[afterOpen..<close])
            guard !name.isEmpty else { return .failure(Failure(message: "has an empty placeholder '{}'")) }
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.placeholder(name))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return .success(parts)
    }
}
