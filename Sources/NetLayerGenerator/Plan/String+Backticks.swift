import NetLayerSpec

extension String {
    /// A Swift name without the backticks that make a keyword a name.
    var trimmingBackticks: String { SwiftIdentifier.unquoted(self) }
}
