import ArgumentParser
import Foundation
import NetLayerGenerator
import NetLayerSpec

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates the Swift network layer of a spec.",
        discussion: """
            Writes only files whose bytes change, removes files it generated before that no longer \
            belong, and writes nothing at all when the spec has an error.
            """
    )

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

    @Option(help: "With --runtime-url: the lowest NetLayer version to accept.")
    var runtimeVersion = "0.1.0"

    @Flag(help: "Write nothing; exit 1 listing the files that are out of date.")
    var check = false

    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines of diagnostics.")
    var noSourceLines = false

    func run() throws {
        var library = try TemplateLibrary.builtIn()
        if let templates {
            try TemplateOverrides.apply(from: templates, to: &library)
        }
        let generator = Generator(options: try options(), library: library)
        let result = try generator.generate(spec)
        let renderer = DiagnosticRenderer(sources: result.sources, showsSourceLines: !noSourceLines)
        StandardError.write(renderer.render(result.diagnostics))
        guard var files = result.files else { throw ExitCode.failure }
        if package {
            let runtime: PackageLayout.Runtime
            if embedRuntime {
                runtime = .embedded
            } else if let runtimePath {
                runtime = .path(runtimePath)
            } else if let runtimeURL {
                runtime = .url(runtimeURL, from: runtimeVersion)
            } else {
                throw ValidationError(
                    "--package needs --runtime-path, --runtime-url or --embed-runtime: where the NetLayer runtime comes from"
                )
            }
            let name = result.specName ?? "Generated"
            let specFileName = (spec as NSString).lastPathComponent
            files = try PackageLayout(name: name, runtime: runtime).lay(
                out: files, specFileName: specFileName, library: library)
        }

        let writer = OutputWriter(directory: URL(fileURLWithPath: output))
        if check {
            let report = try writer.check(files)
            if !report.isUpToDate {
                StandardError.write(report.description + "\n")
                throw ExitCode.failure
            }
            print("\(output): up to date")
            return
        }
        let report = try writer.write(files)
        print(report.description)
    }
}

extension GenerateCommand {
    /// The settings file's choices, each overridden by its flag.
    func options() throws -> GeneratorOptions {
        let besideSpec = ((spec as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
            "netlayer.yaml")
        let path = settings ?? (FileManager.default.fileExists(atPath: besideSpec) ? besideSpec : nil)
        var file = GeneratorSettings()
        if let path {
            let loaded = GeneratorSettings.load(path)
            let renderer = DiagnosticRenderer(
                sources: loaded.source.map { [path: $0] } ?? [:], showsSourceLines: !noSourceLines)
            StandardError.write(renderer.render(loaded.diagnostics))
            guard let settings = loaded.settings else { throw ExitCode.failure }
            file = settings
        }
        var options = GeneratorOptions()
        options.access = access ?? file.access.flatMap(GeneratorOptions.Access.init(rawValue:)) ?? .public
        options.interfaceTypeName = interfaceType ?? file.interfaceType ?? "RequestInterface"
        options.delivery =
            (delivery ?? file.delivery.map { Set($0.compactMap(GeneratorOptions.Delivery.init(rawValue:))) } ?? [])
            .union([.async])
        options.modules = modules ?? file.modules.map(Set.init)
        options.typePrefix = typePrefix ?? file.typePrefix
        options.lenient = lenient || (file.lenient ?? false)
        return options
    }
}

extension GeneratorOptions.Access: ExpressibleByArgument {}

/// Template files from a user's folder, each replacing the built-in one of its name.
enum TemplateOverrides {
    static func apply(from folder: String, to library: inout TemplateLibrary) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".mustache") }
            .sorted()
        for file in names {
            let text = try String(contentsOfFile: (folder as NSString).appendingPathComponent(file), encoding: .utf8)
            try library.override(String(file.dropLast(".mustache".count)), with: text)
        }
    }
}
