extension Spec {
    /// The full URL of an interface's `path` in one environment, as the
    /// runtime builds it (the base, one slash, the rest with slashes in a
    /// row made one). `base` stands for the environment's base URL when the
    /// module has no `base` of its own: `netlayer diff` compares URLs with
    /// `{base}`, the reference shows the environment's.
    ///
    /// - Parameters:
    ///   - path: The interface's path, with its `{placeholders}` as written.
    ///   - module: The interface's module, whose prefix, version and layout apply.
    ///   - environment: The environment's name.
    ///   - base: What stands for the base URL when the module has none of its own.
    /// - Returns: The URL, its path placeholders kept.
    public func url(of path: String, in module: Module, environment: String, base: String = "{base}") -> String {
        (module.url ?? url).join(
            base: module.base?.value(for: environment) ?? base, prefix: module.prefix.value(for: environment),
            version: module.version ?? version, path: path)
    }
}
