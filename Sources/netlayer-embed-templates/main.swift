// Writes the templates given as arguments into one Swift file, as raw string
// literals keyed by file name without `.mustache`. Used by the EmbedTemplates
// build plugin; arguments: OUTPUT TEMPLATE...
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: netlayer-embed-templates OUTPUT TEMPLATE...\n".utf8))
    exit(2)
}

/// A raw string literal holding `text` exactly: more `#` than any run of
/// `"#` inside it, so nothing in a template can close it early.
func rawLiteral(_ text: String) -> String {
    var longest = 0
    var run = -1
    for character in text {
        if character == "\"" {
            run = 0
        } else if character == "#", run >= 0 {
            run += 1
            longest = max(longest, run)
        } else {
            run = -1
        }
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

var entries: [String] = []
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: cannot read template \(path)\n".utf8))
        exit(1)
    }
    let name = url.deletingPathExtension().lastPathComponent
    entries.append("        \"\(name)\": \(rawLiteral(text)),")
}
let source = """
    // Generated from Templates/ by netlayer-embed-templates. Do not edit.

    enum EmbeddedTemplates {
        static let all: [String: String] = [
    \(entries.joined(separator: "\n"))
        ]
    }

    """
do {
    let existing = try? String(contentsOfFile: output, encoding: .utf8)
    if existing != source {
        try source.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
