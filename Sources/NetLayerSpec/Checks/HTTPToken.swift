/// What a header name or an authentication scheme may be: an RFC 9110
/// `token`. Package access: the importer checks a document's names by it.
package enum HTTPToken {
    package static func isValid(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
            }
    }
}
