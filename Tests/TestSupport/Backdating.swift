import Foundation

/// Old modification dates for files a test wrote, so that a later rewrite,
/// which stamps the time of writing, shows up at once: comparing dates
/// taken before and after needs no wait for the clock to move past the file
/// system's timestamp granularity (a second on some).
public enum Backdating {
    /// 2001-09-09: long before any test runs.
    public static let date = Date(timeIntervalSince1970: 1_000_000_000)

    /// Sets `date` on every file and folder under `folder` (not the folder itself).
    public static func everything(under folder: URL) throws {
        let manager = FileManager.default
        for path in manager.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? [] {
            try manager.setAttributes([.modificationDate: date], ofItemAtPath: folder.appendingPathComponent(path).path)
        }
    }
}
