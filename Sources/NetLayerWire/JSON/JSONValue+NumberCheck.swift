extension JSONValue {
    /// The first `.number` whose text is not a JSON number, depth first, and
    /// where it is: `.scores[2]`, `.user.age`, or empty for this value itself.
    ///
    /// `.number` takes any text from code and the writer would send `null`
    /// for it; a call looks here first, to refuse the value instead.
    package func firstInvalidNumber() -> (text: String, path: String)? {
        switch self {
        case .null, .bool, .string:
            return nil
        case .number(let literal):
            return JSONNumberGrammar.isValid(literal) ? nil : (literal, "")
        case .array(let elements):
            for (position, element) in elements.enumerated() {
                if let found = element.firstInvalidNumber() { return (found.text, "[\(position)]" + found.path) }
            }
            return nil
        case .object(let object):
            for member in object.members {
                if let found = member.value.firstInvalidNumber() { return (found.text, "." + member.key + found.path) }
            }
            return nil
        }
    }
}
