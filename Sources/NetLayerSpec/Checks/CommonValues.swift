/// Common header values have no line break (a CR or LF in a header value
/// would let it inject headers), and `$name` values name something the app
/// can supply.
struct CommonValues: SpecCheck {
    func check(_ spec: Spec, graph _: ModelGraph, into diagnostics: inout Diagnostics) {
        for header in spec.headers {
            if case .literal(let text) = header.value.value,
                text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" })
            {
                diagnostics.error(
                    "the value of header '\(header.value.name)' contains a line break", at: header.location)
            }
        }
        for value in spec.headers + spec.parameters {
            if case .runtime(let name) = value.value.value, !Self.isIdentifier(name) {
                diagnostics.error(
                    "'$\(name)' must name a value the app supplies, with letters, digits and '_' only",
                    at: value.location)
            }
        }
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
        else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
    }
}
