import Foundation

/// `Tests/Corpora`: what the tests read that no one here wrote, carried by
/// the repository byte for byte as upstream has it, each with its own
/// license and its source (`Tests/Corpora/README.md`): real OpenAPI and
/// Swagger documents, and the peer suites of the standards the runtime
/// implements.
public enum Corpora {
    /// The folder, in the checkout the tests were built from.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpora")

    /// `path`, relative to the folder: `openapi-real/stripe.yaml`.
    public static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }
}
