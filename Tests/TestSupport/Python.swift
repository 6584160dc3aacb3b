import Foundation

/// The Python that tests start servers and validators from PyPI with: the
/// checkout's own venv, holding what `Tests/requirements.txt` pins.
///
/// `scripts/test.sh`, the README's test command, makes it before the build
/// and names it in `NETLAYER_PYTHON`; a run of `swift test` without the
/// script makes it on first use, with the same `scripts/python-env.py`. A
/// missing package is installed, never a reason to skip a test.
public enum Python {
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// The interpreter's path, once per test process.
    public static func interpreter() async throws -> URL {
        try await provisioned.value
    }

    private static let provisioned = Task<URL, any Error> {
        if let named = ProcessInfo.processInfo.environment["NETLAYER_PYTHON"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/python-env.py")
        let output = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path])
        let path = output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        guard output.status == 0, !path.isEmpty else {
            throw Unavailable(
                description: "scripts/python-env.py could not provide the tests' Python (\(output.status)): "
                    + output.standardError.suffix(2_000))
        }
        return URL(fileURLWithPath: path)
    }
}
