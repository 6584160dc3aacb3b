import ArgumentParser
import Foundation
import NetLayerSpec

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints the JSON Schema of the spec format, or of netlayer.yaml, for editors.",
        discussion: """
            Draft 2020-12. With a YAML language server (VS Code's YAML extension, JetBrains IDEs, \
            Neovim's yamlls), a spec gets completion, hover text and errors as you type: save the \
            schema and put '# yaml-language-server: $schema=PATH' at the top of the spec. \
            See docs/schema.md.
            """
    )

    @Flag(help: "The schema of netlayer.yaml, the generator's settings, instead of the spec format's.")
    var settings = false

    @Option(
        help: ArgumentHelp(
            "Build the schema from the documentation in this folder (spec-format.md, generator.md) instead of "
                + "the copy built into netlayer: how scripts/make-schema.sh refreshes schema/.",
            visibility: .hidden))
    var docs: String?

    func run() throws {
        if let docs {
            let name = settings ? "generator.md" : "spec-format.md"
            let path = URL(fileURLWithPath: docs).appendingPathComponent(name).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let schema = settings ? try SpecSchema.settings(docs: text) : try SpecSchema.spec(docs: text)
            print(SpecSchema.text(schema), terminator: "")
        } else {
            print(EmbeddedSchemas.all[settings ? "netlayer-settings.schema" : "netlayer.schema"] ?? "", terminator: "")
        }
    }
}
