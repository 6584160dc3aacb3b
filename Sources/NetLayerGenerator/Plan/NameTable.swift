import NetLayerSpec

/// The plan's Swift names: decided, and their collisions refused, by the
/// spec's checks (`SwiftNames`), so the plan only reads them.
typealias NameTable = SwiftNames

extension String {
    var trimmingBackticks: String { SwiftIdentifier.unquoted(self) }
}
