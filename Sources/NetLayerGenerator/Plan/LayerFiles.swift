// This file is compiled twice: into the generator, and (through a symbolic
// link) into the NetLayerPlugin build plugin, which must name the files a
// build command writes before the generator has read the spec. One copy of
// the rule keeps the two in step.

/// The one-file-per-layer layout: `school+API.swift`, … for
/// `school.netlayer.yaml`, whatever modules the spec has.
enum LayerFiles {
    /// Each layer's file suffix, in the order the files are written.
    static let suffixes = ["RequestInterface", "Environment", "Client", "API", "Service", "Models"]

    /// The spec's file name without `.yaml`/`.yml` and `.netlayer`:
    /// `school.netlayer.yaml` → `school`.
    static func stem(ofSpec fileName: String) -> String {
        var stem = Substring(fileName)
        for suffix in [".yaml", ".yml"] where stem.hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
        }
        if stem.hasSuffix(".netlayer"), stem.count > ".netlayer".count {
            stem = stem.dropLast(".netlayer".count)
        }
        return String(stem)
    }

    /// The file names the layout gives a spec's code, in `layers` order.
    static func names(ofSpec fileName: String) -> [String] {
        let stem = stem(ofSpec: fileName)
        return suffixes.map { "\(stem)+\($0).swift" }
    }
}
