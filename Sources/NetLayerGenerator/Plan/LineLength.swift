/// The longest line the generated code has, where a line can be wrapped:
/// ``LineBreaking`` breaks what passes it.
enum LineLength {
    static let limit = 120
}
