import ArgumentParser
import Foundation
import NetLayerGenerator
import NetLayerSpec

struct GenerateCommand<Executable: NetLayerExecutable>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "generate",
            abstract: "Generates the Swift network layer of a spec.",
            discussion: """
                Writes only files whose bytes change, removes files it generated before that no longer \
                belong, and writes nothing at all when the spec has an error.
                """
        )
    }

    @Argument(help: "The spec file.")
    var spec: String

    @Option(name: .shortAndLong, help: "The folder to write the generated files to.")
    var output: String

    @Option(help: "The access level of the generated declarations: public (default), internal or package.")
    var access: GeneratorOptions.Access?

    @Option(help: "The name of the enum of every interface (default RequestInterface).")
    var interfaceType: String?

    @Option(
        help: "How results are delivered, comma-separated: async (always), closure, delegate.",
        transform: { text in
            try Set(
                text.split(separator: ",").map { word in
                    guard let style = GeneratorOptions.Delivery(rawValue: String(word)) else {
                        throw ValidationError(
                            "unknown delivery style '\(word)'; the styles are async, closure, delegate")
                    }
                    return style
                })
        })
    var delivery: Set<GeneratorOptions.Delivery>?

    @Option(
        help: "The modules to generate, comma-separated (default: all).",
        transform: { Set($0.split(separator: ",").map(String.init)) })
    var modules: Set<String>?

    @Option(help: "The prefix of generated type names (default: the spec's name).")
    var typePrefix: String?

    @Flag(help: "Generated clients decode leniently: null as an empty value, numbers and strings as each other.")
    var lenient = false

    @Flag(
        help: """
            Also generate fixtures: each model's `example`, a protocol per module Service, \
            the client's `stubbed(…)`.
            """)
    var fixtures = false

    @Option(
        name: .customLong("recordings"),
        help: ArgumentHelp(
            """
            With --fixtures: a file of recordings, or a folder of them (repeatable), which stubbed(…) replays; \
            replaces the settings file's 'recordings'.
            """, valueName: "path"))
    var recordings: [String] = []

    @Option(help: "A settings file; netlayer.yaml beside the spec when there is one.")
    var settings: String?

    @Option(help: "A folder of templates replacing built-in ones of the same name (NAME.mustache).")
    var templates: String?

    @Flag(help: "Write a complete Swift package (Package.swift, Sources/<Name>/) to the output folder.")
    var package = false

    @Option(help: "With --package: the path of a NetLayer checkout the package depends on.")
    var runtimePath: String?

    @Option(help: "With --package: the URL of the NetLayer repository the package depends on.")
    var runtimeURL: String?

    @Flag(
        help: "With --package: carry the NetLayer runtime's sources inside the package, which then depends on nothing.")
    var embedRuntime = false

    @Option(help: "With --runtime-url: the lowest NetLayer version to accept (default: this generator's).")
    var runtimeVersion = NetLayerVersion.current

    @Flag(help: "Write nothing; exit 1 listing the files that are out of date.")
    var check = false

    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines of diagnostics.")
    var noSourceLines = false

    @Option(
        help: """
            How files are laid out: modules (one file per module per layer, the default) \
            or layers (one file per layer, named after the spec).
            """
    )
    var layout: FileLayout = .modules

    @Option(
        help: "Refuse includes outside this folder (the build plugin passes its target's folder, the files it watches)."
    )
    var includeRoot: String?

    @Flag(help: "Print only diagnostics, not the files written.")
    var quiet = false

    @Flag(help: "Keep running: regenerate whenever the spec, a file it includes, the settings or a template changes.")
    var watch = false

    func validate() throws {
        if watch && check { throw ValidationError("--watch and --check do not go together") }
        if package && !embedRuntime && runtimePath == nil && runtimeURL == nil {
            throw ValidationError(
                "--package needs --runtime-path, --runtime-url or --embed-runtime: "
                    + "where the NetLayer runtime comes from"
            )
        }
    }

    func run() throws {
        if watch {
            Watcher(command: self).run()
        }
        guard try generateOnce().succeeded else { throw ExitCode.failure }
    }

    /// One load → check → plan → render → write, its diagnostics and
    /// report printed. Returns whether it succeeded and the files it read,
    /// which `--watch` watches.
    func generateOnce() throws -> (succeeded: Bool, inputs: [String]) {
        let settingsPath = settingsFile()
        var inputs = [spec] + [settingsPath ?? besideSpecSettings]
        var library = try TemplateLibrary.builtIn()
        if let templates {
            inputs += try [templates] + TemplateOverrides.apply(from: templates, to: &library)
        }
        guard let (options, settings) = try options(settingsPath: settingsPath) else { return (false, inputs) }
        var loader = SpecLoader()
        loader.includeRoot = includeRoot.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var generator = Generator(loader: loader, options: options, library: library)
        // Printed before generating, which may throw: the spec's warnings
        // still show beside an unknown module, as `validate` shows them.
        let loaded = generator.load(spec)
        inputs += loaded.files
        let renderer = DiagnosticRenderer(sources: loaded.sources, showsSourceLines: !noSourceLines)
        StandardError.write(renderer.render(loaded.diagnostics))
        let paths = SpecSettings.recordingPaths(recordings, settings: settings, at: settingsPath)
        if !paths.isEmpty {
            guard let checked = loaded.spec else { return (false, inputs) }
            let read = SpecSettings.recordings(
                at: paths, of: checked, fixtures: options.fixtures, showsSourceLines: !noSourceLines)
            inputs += paths + read.files
            guard let replay = read.replay else { return (false, inputs) }
            generator.options.recordings = replay.recordings
        }
        guard let files = try generator.generate(loaded, specPath: spec).files else { return (false, inputs) }

        let folder = URL(fileURLWithPath: output)
        if check {
            let checked = try generator.check(files, against: folder)
            guard checked.isUpToDate else {
                StandardError.write(checked.description + "\n")
                return (false, inputs)
            }
            if !quiet { print("\(output): up to date") }
            return (true, inputs)
        }
        let written = try generator.write(files, into: folder)
        if !quiet { print(written.description) }
        return (true, inputs)
    }
}

extension GenerateCommand {
    /// `netlayer.yaml` beside the spec, used when it exists.
    var besideSpecSettings: String { SpecSettings.besideSpec(spec) }

    /// The settings file: the chosen one, else the one beside the spec.
    func settingsFile() -> String? { SpecSettings.file(for: spec, chosen: settings) }

    /// The settings file's choices, each overridden by its flag, and the file's settings; nil, with the
    /// file's diagnostics printed, when the settings file has an error.
    func options(settingsPath path: String?) throws -> (GeneratorOptions, GeneratorSettings)? {
        guard let file = SpecSettings.load(path, showsSourceLines: !noSourceLines) else { return nil }
        var options = GeneratorOptions(
            settings: file, access: access, interfaceType: interfaceType, delivery: delivery, modules: modules,
            typePrefix: typePrefix, lenient: lenient, fixtures: fixtures)
        options.layout = layout
        options.package = try packageOptions()
        return (options, file)
    }

    /// The package around the code, with `--package`.
    func packageOptions() throws -> PackageOptions? {
        guard package else { return nil }
        if embedRuntime {
            guard let sources = Executable.runtimeFiles else {
                throw ValidationError("this netlayer carries no runtime sources; use the netlayer executable")
            }
            return PackageOptions(runtime: .embedded(sources))
        }
        if let runtimePath { return PackageOptions(runtime: .path(runtimePath)) }
        return PackageOptions(runtime: .url(runtimeURL ?? "", from: runtimeVersion))
    }
}

extension GeneratorOptions.Access: ExpressibleByArgument {}

extension FileLayout: ExpressibleByArgument {}
