import Foundation
import NetLayerGenerator
import NetLayerSpec

/// A spec's settings: the settings file and the flags that override it.
/// `generate` and `validate` both read them here, so that `validate`
/// judges a spec under the choices `generate` would use.
enum SpecSettings {
    /// `netlayer.yaml` beside `spec`, whether it exists or not: `--watch`
    /// watches for it to appear.
    static func besideSpec(_ spec: String) -> String {
        ((spec as NSString).deletingLastPathComponent as NSString).appendingPathComponent("netlayer.yaml")
    }

    /// The settings file of `spec`: the chosen one, else the one beside the
    /// spec when it exists.
    static func file(for spec: String, chosen: String?) -> String? {
        chosen ?? (FileManager.default.fileExists(atPath: besideSpec(spec)) ? besideSpec(spec) : nil)
    }

    /// The settings in the file at `path` (none for no file); nil, with the
    /// file's diagnostics printed, when it has an error.
    static func load(_ path: String?, showsSourceLines: Bool) -> GeneratorSettings? {
        guard let path else { return GeneratorSettings() }
        let loaded = GeneratorSettings.load(path)
        let renderer = DiagnosticRenderer(
            sources: loaded.source.map { [path: $0] } ?? [:], showsSourceLines: showsSourceLines)
        StandardError.write(renderer.render(loaded.diagnostics))
        return loaded.settings
    }
}

extension SpecSettings {
    /// The recordings the stubbed client replays: `flags` (`--recordings`) when given, else the settings
    /// file's, which are written relative to its folder.
    static func recordingPaths(_ flags: [String], settings: GeneratorSettings, at path: String?) -> [String] {
        guard flags.isEmpty else { return flags }
        let folder = path.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        return (settings.recordings ?? []).map { written in
            written.hasPrefix("/") || folder.isEmpty ? written : (folder as NSString).appendingPathComponent(written)
        }
    }

    /// The recordings at `paths`, read whole, with what is said of them printed at their lines; nil for the
    /// replay when one cannot be read, or when no fixtures are generated to replay them.
    ///
    /// - Parameters:
    ///   - paths: Files and folders of recordings.
    ///   - spec: The spec they are replayed for.
    ///   - fixtures: Whether fixtures are generated.
    ///   - showsSourceLines: Whether diagnostics show their source line and caret.
    /// - Returns: The replay, and every file read.
    static func recordings(at paths: [String], of spec: Spec, fixtures: Bool, showsSourceLines: Bool) -> (
        replay: RecordingsReplay?, files: [String]
    ) {
        guard fixtures else {
            StandardError.write(
                "error: recordings are replayed by the fixtures' stubbed(…): give --fixtures, or 'fixtures: true' "
                    + "in the settings file\n")
            return (nil, [])
        }
        let read = RecordingsReader().read(paths)
        let renderer = DiagnosticRenderer(sources: read.sources, showsSourceLines: showsSourceLines)
        StandardError.write(renderer.render(read.diagnostics))
        guard !read.diagnostics.hasErrors else { return (nil, read.files) }
        let replay = RecordingsReplay(read.recordings, spec: spec)
        StandardError.write(renderer.render(replay.warnings))
        return (replay, read.files)
    }
}

extension GeneratorOptions {
    /// The settings file's choices, each overridden by its flag (nil or
    /// false when not given).
    init(
        settings file: GeneratorSettings, access: Access? = nil, interfaceType: String? = nil,
        delivery: Set<Delivery>? = nil, modules: Set<String>? = nil, typePrefix: String? = nil, lenient: Bool = false,
        fixtures: Bool = false
    ) {
        self.init(
            access: access ?? file.access.flatMap(Access.init(rawValue:)) ?? .public,
            interfaceTypeName: interfaceType ?? file.interfaceType ?? NamingOptions.defaultInterfaceTypeName,
            delivery: (delivery ?? file.delivery.map { Set($0.compactMap(Delivery.init(rawValue:))) } ?? [])
                .union([.async]),
            modules: modules ?? file.modules.map(Set.init),
            typePrefix: typePrefix ?? file.typePrefix,
            lenient: lenient || (file.lenient ?? false),
            fixtures: fixtures || (file.fixtures ?? false))
    }
}
