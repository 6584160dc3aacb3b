import ArgumentParser

/// `netlayer docs SPEC --output DIR`: the spec's API reference, a static site (docs/reference.md).
///
/// Each example reply on it is what the mock backend answers, envelope included, so the site is made by
/// `netlayer-mock`, which links the backend (and the runtime, which this executable does not): this command
/// checks the options, so a mistake reads as one of `netlayer docs`'s, then becomes `netlayer-mock docs`.
public struct DocsCommand: ParsableCommand {
    /// The subcommand's name and help, which `netlayer docs --help` prints.
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

    /// The options, checked here and read again by `netlayer-mock docs`.
    @OptionGroup public var options: DocsOptions

    /// Creates the command; ArgumentParser fills in the options.
    public init() {}

    /// Replaces this process with `netlayer-mock docs` and the same arguments.
    ///
    /// - Throws: The reason `netlayer-mock` could not be started, such as its absence beside `netlayer` and on
    ///   `PATH`; it returns only then.
    public func run() throws {
        let arguments = Array(CommandLine.arguments.drop { $0 != "docs" }.dropFirst())
        throw ServerLaunch.exec([DocsOptions.subcommand] + arguments)
    }
}

/// The options of `netlayer docs`, which `netlayer-mock docs` reads too.
public struct DocsOptions: ParsableArguments {
    /// The first argument that makes `netlayer-mock` write a reference instead of serving.
    public static let subcommand = "docs"

    /// The spec's path.
    @Argument(help: "The spec to document.")
    public var spec: String

    /// The folder the site is written into (`--output`).
    @Option(help: "The folder to write the site into; only files whose bytes change are written.")
    public var output: String

    /// The environment whose URLs the examples use (`--environment`); nil for the spec's first.
    @Option(help: "The environment whose URLs the examples use (default: the spec's first).")
    public var environment: String?

    /// The seed of the examples made from types (`--seed`).
    @Option(help: "Seeds the examples made from types: one seed, the same site.")
    public var seed: UInt64 = 0

    /// A folder of templates replacing built-in ones of the same name (`--templates`); nil for none.
    @Option(help: "A folder of templates replacing built-in ones of the same name (NAME.mustache).")
    public var templates: String?

    /// Whether to print only diagnostics, not the files written (`--quiet`).
    @Flag(help: "Print only diagnostics, not the files written.")
    public var quiet = false

    /// Whether to print diagnostics without the source line and caret (`--no-source-lines`).
    @Flag(help: "Print only the 'path:LINE:COLUMN:' lines of spec problems, without the source line and caret.")
    public var noSourceLines = false

    /// Creates the options; ArgumentParser fills them in.
    public init() {}
}
