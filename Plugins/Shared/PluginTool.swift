import Foundation
import PackagePlugin

/// The generator the plugins run, `netlayer-plugin-tool`.
enum PluginTool {
    /// Its location; an error naming the trait it needs when the app turned the package's default traits off.
    static func url(in context: PluginContext) throws -> URL {
        do {
            return try context.tool(named: "netlayer-plugin-tool").url
        } catch {
            // The tool is a dependency of the plugins under the trait `Tools` only (Package.swift).
            throw SpecFilesError(
                "the NetLayer package's trait 'Tools' is off, and the plugins need it: depend on NetLayer "
                    + "with `traits: [.defaults]` (or leave `traits:` out) to generate code (docs/plugin.md)")
        }
    }
}
