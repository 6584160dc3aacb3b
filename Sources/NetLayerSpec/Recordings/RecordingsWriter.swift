import Foundation

/// Writes recordings as a file ``RecordingsReader`` reads back to the same recordings, byte for byte: what
/// `netlayer record` writes beside the spec.
public enum RecordingsWriter {
    /// The text of one file of recordings: the format's version, then each interface's recordings by name, in
    /// the order given.
    ///
    /// - Parameter recordings: The recordings; their locations are not written.
    /// - Returns: The file's text, ending in a line break.
    public static func text(of recordings: [Recording]) -> String {
        var out = "\(RecordingsReader.versionKey): \(RecordingsReader.formatVersion)\n"
        var interfaces: [String] = []
        var byInterface: [String: [Recording]] = [:]
        for recording in recordings {
            if byInterface[recording.interface] == nil { interfaces.append(recording.interface) }
            byInterface[recording.interface, default: []].append(recording)
        }
        for interface in interfaces {
            out += header(of: interface)
            for recording in byInterface[interface] ?? [] { out += entry(of: recording) }
        }
        return out
    }

    /// The start of a file that holds one interface's recordings, to which ``entry(of:)`` of each appends:
    /// how `netlayer record` writes a reply without writing its file anew.
    ///
    /// - Parameter interface: The interface's id.
    /// - Returns: The format's version and the interface's key, each line ending in a line break.
    public static func fileHeader(of interface: String) -> String {
        "\(RecordingsReader.versionKey): \(RecordingsReader.formatVersion)\n" + header(of: interface)
    }

    /// One recording's lines, under its interface's key.
    ///
    /// - Parameter recording: The recording; its location is not written.
    /// - Returns: Its name and keys, each line ending in a line break.
    public static func entry(of recording: Recording) -> String {
        var out = "  \(YAMLText.string(recording.name)):\n"
        write(recording, to: &out)
        return out
    }

    private static func header(of interface: String) -> String { "\(YAMLText.string(interface)):\n" }

    private static func write(_ recording: Recording, to out: inout String) {
        let indent = "    "
        if let recorded = recording.recorded { out += "\(indent)recorded: \(YAMLText.string(recorded))\n" }
        if let environment = recording.environment {
            out += "\(indent)environment: \(YAMLText.string(environment))\n"
        }
        if let request = recording.request {
            out += "\(indent)request:\n"
            out += "\(indent)  method: \(request.method.rawValue)\n"
            out += "\(indent)  target: \(YAMLText.string(request.target))\n"
            write(request.headers, indent: indent + "  ", to: &out)
            if !request.body.isEmpty, let text = String(data: request.body, encoding: .utf8) {
                out += "\(indent)  body: \(scalar(text, indent: indent + "    "))"
            }
        }
        out += "\(indent)status: \(recording.status)\n"
        write(recording.headers, indent: indent, to: &out)
        guard !recording.body.isEmpty else { return }
        if let text = String(data: recording.body, encoding: .utf8), Data(text.utf8) == recording.body {
            out += "\(indent)body: \(scalar(text, indent: indent + "  "))"
        } else {
            out += "\(indent)bodyBase64: \(recording.body.base64EncodedString())\n"
        }
    }

    /// Header fields by name, a field sent more than once as a list of its values.
    private static func write(_ headers: [Recording.Header], indent: String, to out: inout String) {
        guard !headers.isEmpty else { return }
        var names: [String] = []
        var values: [String: [String]] = [:]
        for header in headers {
            if values[header.name] == nil { names.append(header.name) }
            values[header.name, default: []].append(header.value)
        }
        out += "\(indent)headers:\n"
        for name in names {
            let written = values[name] ?? []
            let value =
                written.count == 1
                ? YAMLText.string(written[0])
                : "[" + written.map { YAMLText.string($0, flow: true) }.joined(separator: ", ") + "]"
            out += "\(indent)  \(YAMLText.string(name)): \(value)\n"
        }
    }

    /// A body and its line break: a one-line body single-quoted, a longer one as a literal block, where they
    /// hold it exactly, as they read best; double-quoted otherwise.
    private static func scalar(_ text: String, indent: String) -> String {
        if !text.contains("\n"), let quoted = YAMLText.singleQuoted(text) { return quoted + "\n" }
        return YAMLText.literalBlock(text, indent: indent) ?? (YAMLText.quoted(text) + "\n")
    }
}
