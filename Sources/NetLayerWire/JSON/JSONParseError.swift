/// Why a text is not JSON, and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The offset, in bytes from the start of the input, of the first byte
    /// that cannot be part of valid JSON (the input's length for text that
    /// ends too soon).
    public var offset: Int
    /// What was wrong, for a log or a bug report.
    public var message: String

    /// An error at `offset` with `message`.
    ///
    /// - Parameters:
    ///   - offset: The offset, in bytes from the start of the input, of the first byte that is wrong.
    ///   - message: What was wrong.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// The message and the offset, such as `Unexpected character '}' at byte 12`.
    public var description: String {
        "\(message) at byte \(offset)"
    }
}
