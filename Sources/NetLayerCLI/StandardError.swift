import Foundation

/// Messages and diagnostics, apart from a command's output.
public enum StandardError {
    /// Writes text to standard error at once, unbuffered; empty text writes nothing.
    ///
    /// - Parameter text: The text, with its own line breaks.
    public static func write(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// An error as ArgumentParser prints one thrown out of a command's
    /// `run()`: `validate` goes on to its next spec instead of throwing, and
    /// prints what `generate` throws in the same words.
    ///
    /// - Parameter error: The error, printed by its description after `Error: `.
    public static func write(thrown error: any Error) {
        write("Error: \(error)\n")
    }
}
