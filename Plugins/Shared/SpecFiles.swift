// Compiled into both plugins (through symbolic links), so the build plugin
// and the command plugin find a target's spec by one rule.
import Foundation

/// The NetLayer files in a target's folder: its spec, named
/// `NAME.netlayer.yaml` (so it never clashes with the `netlayer.yaml`
/// settings file), and every YAML and template file the generator may read.
struct SpecFiles {
    /// Every file below the target's folder, sorted.
    let all: [URL]

    init(folder: URL) {
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        all = (walker?.compactMap { $0 as? URL } ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map(\.standardizedFileURL)
            .sorted { $0.path < $1.path }
    }

    /// The specs: `*.netlayer.yaml` and `*.netlayer.yml`.
    var specs: [URL] {
        all.filter {
            $0.lastPathComponent.hasSuffix(".netlayer.yaml") || $0.lastPathComponent.hasSuffix(".netlayer.yml")
        }
    }

    /// Files a spec may read: YAML files (includes, settings) and
    /// `.mustache` template overrides.
    var inputs: [URL] {
        all.filter { ["yaml", "yml", "mustache"].contains($0.pathExtension) }
    }

    /// The one spec of `target`, or an error that says how to fix the folder.
    func spec(ofTarget target: String) throws -> URL {
        switch specs.count {
        case 1:
            return specs[0]
        case 0:
            throw SpecFilesError(
                "target '\(target)' has no NetLayer spec: add a file named NAME.netlayer.yaml to its folder")
        default:
            throw SpecFilesError(
                "target '\(target)' has \(specs.count) NetLayer specs ("
                    + specs.map(\.lastPathComponent).joined(separator: ", ")
                    + "); a target holds one spec, whose types share the target's namespace: "
                    + "put each spec in a target of its own"
            )
        }
    }

    /// `netlayer generate` of `spec` into `output`, with the spec's
    /// `NetLayerTemplates/` folder of template overrides when it has one.
    static func generateArguments(for spec: URL, into output: URL) -> [String] {
        var arguments = ["generate", spec.path, "--output", output.path]
        let templates = spec.deletingLastPathComponent().appendingPathComponent("NetLayerTemplates")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: templates.path, isDirectory: &isFolder), isFolder.boolValue {
            arguments += ["--templates", templates.path]
        }
        return arguments
    }
}

struct SpecFilesError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
