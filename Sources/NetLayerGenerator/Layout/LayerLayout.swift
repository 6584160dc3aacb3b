/// Generated files merged into one file per layer (`school+API.swift` holds
/// every module's API), named after the spec file by `LayerFiles`: the
/// layout of the build plugin, which must name its outputs before the
/// generator has read the spec's modules.
public struct LayerLayout: Sendable {
    /// The spec's file name, which the files are named after.
    public var specFileName: String

    public init(specFileName: String) {
        self.specFileName = specFileName
    }

    /// One file per layer, every layer present even when it holds nothing,
    /// so the names are always the ones the plugin declared.
    public func lay(out files: [RenderedFile]) -> [RenderedFile] {
        let names = LayerFiles.names(ofSpec: specFileName)
        let header = files.first.map { Self.split($0.contents).preamble.prefix { $0.hasPrefix("//") } } ?? []
        return zip(LayerFiles.layers, names).map { layer, name in
            let parts = files.filter { $0.template == layer.template }.map { Self.split($0.contents) }
            return RenderedFile(
                path: name, contents: Self.merge(parts, header: Array(header)), template: layer.template)
        }
    }

    /// A file's leading block of `//` comments, imports and blank lines, and
    /// the declarations after it. A `///` doc comment starts the declarations.
    static func split(_ text: String) -> (preamble: [Substring], body: Substring) {
        var preamble: [Substring] = []
        var rest = Substring(text)
        while let end = rest.firstIndex(of: "\n") {
            let line = rest[..<end]
            let isPreamble =
                line.isEmpty || line.hasPrefix("import ") || (line.hasPrefix("//") && !line.hasPrefix("///"))
            guard isPreamble else { break }
            preamble.append(line)
            rest = rest[rest.index(after: end)...]
        }
        return (preamble.filter { !$0.isEmpty }, rest)
    }

    /// The header, every import once (in first-seen order), then each
    /// file's declarations, a blank line apart.
    static func merge(_ parts: [(preamble: [Substring], body: Substring)], header: [Substring]) -> String {
        var imports: [Substring] = []
        for part in parts {
            for line in part.preamble where line.hasPrefix("import ") && !imports.contains(line) {
                imports.append(line)
            }
        }
        var text = header.joined(separator: "\n") + "\n"
        if !imports.isEmpty { text += "\n" + imports.joined(separator: "\n") + "\n" }
        for part in parts where !part.body.isEmpty {
            text += "\n" + part.body
        }
        return text
    }
}
