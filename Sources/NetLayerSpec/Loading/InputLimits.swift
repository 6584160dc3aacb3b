/// Bounds on input that no legitimate spec comes near, so that hostile YAML
/// is refused quickly instead of exhausting memory or the stack.
public struct InputLimits: Sendable {
    /// Bytes in one file.
    public var maxFileSize: Int
    /// Open sequences and mappings at once.
    public var maxDepth: Int
    /// Nodes that aliases may add by expansion, over the whole document
    /// ("billion laughs" documents expand to far more).
    public var maxAliasExpansion: Int
    /// Files one spec may read, the root and every include together.
    public var maxFiles: Int

    public init(
        maxFileSize: Int = 32 << 20, maxDepth: Int = 64, maxAliasExpansion: Int = 1_000_000, maxFiles: Int = 1_000
    ) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxFiles = maxFiles
    }
}
