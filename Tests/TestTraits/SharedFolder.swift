import Foundation
import Testing

/// `../shared`, beside the checkout: what the tests read that no one here
/// wrote, and that the repository does not carry (their licenses are
/// theirs): real OpenAPI documents and the peer suites of the standards
/// the runtime implements.
///
/// A suite that reads it says `.needsSharedFolder`. Without the folder it
/// does not run, and `SharedFolderTests` fails once, with one line that
/// names the folder and what it must hold: the run fails, and says why,
/// instead of failing every document's test with "does not exist". CI has
/// the folder, so nothing is left out there (`.ci/run` stops first when it
/// is missing).
public enum SharedFolder {
    /// The folder beside the package's root, or the one `NETLAYER_SHARED_FOLDER` names
    /// (for data kept elsewhere, and to see what a clone without it does).
    public static let root =
        ProcessInfo.processInfo.environment["NETLAYER_SHARED_FOLDER"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared")

    /// What the tests read from it, and what each holds.
    public static let contents: [(path: String, holds: String)] = [
        ("openapi", "OpenAPI and Swagger documents that `netlayer import` must read"),
        ("openapi-real", "the real API descriptions of 19 projects"),
        ("peer-suites/JSONTestSuite/test_parsing", "nst/JSONTestSuite, the JSON parser's peer suite"),
    ]

    /// `path`, relative to the folder.
    public static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// The entries of ``contents`` that are not there.
    public static let missing = contents.filter { !FileManager.default.fileExists(atPath: url($0.path).path) }

    /// Whether every entry of ``contents`` is there.
    public static var isPresent: Bool { missing.isEmpty }

    /// One line that says what is missing, where, and what it is for.
    public static var problem: String {
        let held = missing.map { "\($0.path)/: \($0.holds)" }
        return "\(root.standardizedFileURL.path) does not hold what the tests read (\(held.joined(separator: "; "))): "
            + "put the shared folder beside the checkout, as README's set-up says"
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the suite only when ``SharedFolder`` holds what it reads.
    public static var needsSharedFolder: Self {
        .enabled(if: SharedFolder.isPresent, "needs ../shared beside the checkout: see SharedFolderTests")
    }
}
