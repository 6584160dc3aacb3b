/// How the generated files are laid out.
public enum FileLayout: String, Sendable, Hashable, CaseIterable {
    /// One file per module per layer: `SchoolAPI+Student.swift`.
    case modules
    /// One file per layer, named after the spec: `school+API.swift`, the
    /// names the build plugin declares before the spec is read.
    case layers
}
