extension Array where Element == String {
    /// The items as a sentence lists them: `a`, `a and b`, `a, b and c`.
    public var joinedAsProse: String {
        count < 2 ? joined() : dropLast().joined(separator: ", ") + " and " + self[count - 1]
    }

    /// The first `shown` items quoted, as a sentence lists them, the rest counted: `'a', 'b' and 3 more`.
    ///
    /// - Parameter shown: How many items are named.
    /// - Returns: The list.
    public func quotedAsProse(naming shown: Int) -> String {
        let quoted = prefix(shown).map { "'\($0)'" }
        let rest = count - quoted.count
        return (rest > 0 ? quoted + ["\(rest) more"] : quoted).joinedAsProse
    }
}
