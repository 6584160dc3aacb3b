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

    /// Creates limits; the defaults are far above any real spec.
    ///
    /// - Parameters:
    ///   - maxFileSize: Bytes in one file (default 32 MiB).
    ///   - maxDepth: Sequences and mappings open at once (default 64).
    ///   - maxAliasExpansion: Nodes aliases may add over a whole document (default one million).
    ///   - maxFiles: Files one spec may read, the root and every include together (default 1,000).
    public init(
        maxFileSize: Int = 32 << 20, maxDepth: Int = 64, maxAliasExpansion: Int = 1_000_000, maxFiles: Int = 1_000
    ) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxFiles = maxFiles
    }
}
