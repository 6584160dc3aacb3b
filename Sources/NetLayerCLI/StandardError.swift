import Foundation

/// Messages and diagnostics, apart from a command's output.
public enum StandardError {
    public static func write(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// An error as ArgumentParser prints one thrown out of a command's
    /// `run()`: `validate` goes on to its next spec instead of throwing, and
    /// prints what `generate` throws in the same words.
    public static func write(thrown error: any Error) {
        write("Error: \(error)\n")
    }
}
