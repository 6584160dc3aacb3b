/// NetLayer's version: one number for the spec format, the generator, the command-line tool,
/// the plugins and the runtime, which are released together (docs/releases.md).
///
/// `netlayer --version` prints it and `netlayer generate --package --runtime-url` asks for
/// the runtime from it on. `scripts/release.sh VERSION` sets it together with CHANGELOG.md's
/// newest version and the docs' install lines; `VersionAgreementTests` checks that they agree.
public enum NetLayerVersion {
    /// The newest released version, `MAJOR.MINOR.PATCH`: CHANGELOG.md's newest `## [X.Y.Z]`.
    public static let current = "0.5.0"
}
