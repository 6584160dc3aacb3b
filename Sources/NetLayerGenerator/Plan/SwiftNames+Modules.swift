import NetLayerSpec

/// The names of each module's types.
extension SwiftNames {
    func moduleAPIType(_ module: String) -> String { prefix + moduleTypeStem(module) + "API" }
    func moduleServiceType(_ module: String) -> String { prefix + moduleTypeStem(module) + "Service" }
}

extension String {
    /// A Swift name without the backticks that make a keyword a name.
    var trimmingBackticks: String { SwiftIdentifier.unquoted(self) }
}
