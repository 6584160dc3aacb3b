import NetLayerSpec

extension Diagnostic {
    /// Whether an import warning says that something of the document is
    /// not in the spec, rather than asking for an edit that loses nothing
    /// (a server address to fill in, a success code to check) or telling
    /// of a name the spec could not take as it was. Issue 21's
    /// measure of an import's fidelity counts these.
    public var losesInformation: Bool {
        severity == .warning && !Self.editRequests.contains { message.hasPrefix($0) }
            && !(message.hasPrefix("schema '")
                && (message.contains("' becomes model '") || message.contains("' would hide ")))
    }

    private static let editRequests = [
        "the document names no server", "server URL '", "the envelope's success code", "renamed ",
    ]
}
