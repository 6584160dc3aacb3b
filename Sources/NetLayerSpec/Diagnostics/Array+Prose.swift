extension Array where Element == String {
    /// The items as a sentence lists them: `a`, `a and b`, `a, b and c`.
    public var joinedAsProse: String {
        count < 2 ? joined() : dropLast().joined(separator: ", ") + " and " + self[count - 1]
    }
}
