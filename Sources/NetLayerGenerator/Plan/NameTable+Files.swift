/// The names of each module's types and of each file.
extension NameTable {
    func moduleAPIType(_ module: String) -> String { prefix + moduleTypeStem(module) + "API" }
    func moduleServiceType(_ module: String) -> String { prefix + moduleTypeStem(module) + "Service" }
}
