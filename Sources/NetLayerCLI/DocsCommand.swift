import ArgumentParser

/// `netlayer docs SPEC --output DIR`: the spec's API reference, a static site (docs/reference.md).
///
/// Each example reply on it is what the mock backend answers, envelope included, so the site is made by
/// `netlayer-mock`, which links the backend (and the runtime, which this executable does not): this command
/// checks the options, so a mistake reads as one of `netlayer docs`'s, then becomes `netlayer-mock docs`.
public struct DocsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Writes the API reference of a spec: a static site to read instead of the YAML.",
        discussion: """
            The site (HTML, one CSS file, one small script; no external URLs; works from file://) has an index \
            of modules, interfaces and models with a search box, a page per interface (method, URL per \
            environment, parameters, reply, errors, auth, an example request as curl and as the Swift call, and \
            the example reply as the mock sends it) and the models. It is rendered from the templates \
            reference-index, reference-interface, reference-models, reference-css and reference-js, which \
            --templates replaces like the Swift ones. netlayer mock serves the same site at /. Writes nothing \
            when the spec has an error. Made by netlayer-mock, installed beside netlayer.
            """
    )

    @OptionGroup public var options: DocsOptions

    public init() {}

    public func run() throws {
        let arguments = Array(CommandLine.arguments.drop { $0 != "docs" }.dropFirst())
        throw ServerLaunch.exec([DocsOptions.subcommand] + arguments)
    }
}

/// The options of `netlayer docs`, which `netlayer-mock docs` reads too.
public struct DocsOptions: ParsableArguments {
    /// The first argument that makes `netlayer-mock` write a reference instead of serving.
    public static let subcommand = "docs"

    @Argument(help: "The spec to document.")
    public var spec: String

    @Option(help: "The folder to write the site into; only files whose bytes change are written.")
    public var output: String

    @Option(help: "The environment whose URLs the examples use (default: the spec's first).")
    public var environment: String?

    @Option(help: "Seeds the examples made from types: one seed, the same site.")
    public var seed: UInt64 = 0

    @Option(help: "A folder of templates replacing built-in ones of the same name (NAME.mustache).")
    public var templates: String?

    @Flag(help: "Print only diagnostics, not the files written.")
    public var quiet = false

    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines of spec problems, without the source line and caret.")
    public var noSourceLines = false

    public init() {}
}
