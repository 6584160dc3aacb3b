/// Common headers have valid names and values no line break can split (a
/// CR or LF in a header value would let it inject headers), and `$name`
/// values name something the app can supply.
struct CommonValues: SpecCheck {
    func check(_ spec: Spec, into diagnostics: inout Diagnostics) {
        for header in spec.headers {
            if !Self.isToken(header.name) {
                diagnostics.error("'\(header.name)' is not a valid HTTP header name", at: header.location)
            }
            if case .literal(let text) = header.value, text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" })
            {
                diagnostics.error("the value of header '\(header.name)' contains a line break", at: header.location)
            }
        }
        for value in spec.headers + spec.parameters {
            if case .runtime(let name) = value.value, !Self.isIdentifier(name) {
                diagnostics.error(
                    "'$\(name)' must name a value the app supplies, with letters, digits and '_' only",
                    at: value.location)
            }
        }
        if case .header(let name)? = spec.auth?.token.placement, !Self.isToken(name) {
            diagnostics.error("'\(name)' is not a valid HTTP header name", at: spec.auth!.token.location)
        }
    }

    /// RFC 9110 `token`: the characters a header name may have.
    static func isToken(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
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
