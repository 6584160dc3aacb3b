import NetLayerSpec

extension Diagnostic.Group {
    /// A warning that asks for an edit and loses nothing of the document: a server address to fill in, a
    /// success code to check.
    public static let editRequest = Diagnostic.Group(rawValue: "import.editRequest")
    /// A warning that a name of the document could not be taken as it was: renamed, numbered, or kept from
    /// hiding a platform type. Nothing of the document is lost.
    public static let renamed = Diagnostic.Group(rawValue: "import.renamed")
}

extension Diagnostic {
    /// Whether an import warning says that something of the document is not in the spec, rather than asking for
    /// an edit that loses nothing or telling of a name the spec could not take as it was: its group says so,
    /// where the warning is made. Issue 21's measure of an import's fidelity counts these.
    public var losesInformation: Bool {
        severity == .warning && group != .editRequest && group != .renamed
    }
}
