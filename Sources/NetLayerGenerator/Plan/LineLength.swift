/// The longest line the generated code has, where a line can be wrapped.
enum LineLength {
    static let limit = 120

    /// Whether a line fits: `indent` spaces, the parts, and a list written
    /// on it, each item but the last followed by `, `.
    static func fits(indent: Int, _ parts: String..., list: [String] = []) -> Bool {
        let listWidth = list.reduce(0) { $0 + $1.count } + max(0, list.count - 1) * 2
        return parts.reduce(indent + listWidth) { $0 + $1.count } <= limit
    }
}
