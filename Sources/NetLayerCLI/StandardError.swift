import Foundation

enum StandardError {
    static func write(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
