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
            out += "\(YAMLText.string(interface)):\n"
            for recording in byInterface[interface] ?? [] {
                out += "  \(YAMLText.string(recording.name)):\n"
                write(recording, to: &out)
            }
        }
        return out
    }

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
                out += "\(indent)  body: \(scalar(text))\n"
            }
        }
        out += "\(indent)status: \(recording.status)\n"
        write(recording.headers, indent: indent, to: &out)
        guard !recording.body.isEmpty else { return }
        if let text = String(data: recording.body, encoding: .utf8), Data(text.utf8) == recording.body {
            out += "\(indent)body: \(scalar(text))\n"
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

    /// A body: single-quoted where that holds it exactly, as a JSON body reads best; double-quoted otherwise.
    private static func scalar(_ text: String) -> String {
        YAMLText.singleQuoted(text) ?? YAMLText.quoted(text)
    }
}
