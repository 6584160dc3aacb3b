extension NodeReader {
    static let errorExampleKeys = ["code", "message", "status"]

    func example(_ node: YAMLNode) -> ExampleNode {
        ExampleNode(node: node, file: file)
    }

    /// An interface's `example` (its one reply), or `examples` (replies by
    /// name), and `errors` (business errors by name).
    mutating func interfaceExamples(_ fields: Fields, of interface: String) -> [InterfaceExample] {
        var examples: [InterfaceExample] = []
        if let node = fields["example"] {
            if let other = fields.key("examples") {
                error("interface '\(interface)' has both 'example' and 'examples'; keep one", at: other)
            }
            let key = fields.key("example") ?? node
            examples.append(InterfaceExample(name: "default", reply: .data(example(node)), location: location(key)))
        } else if let node = fields["examples"] {
            let entries = namedEntries(node, of: "the examples of '\(interface)'")
            if entries.isEmpty, node.entries != nil {
                error("'examples' of '\(interface)' is empty; give at least one, or leave it out", at: node)
            }
            for entry in entries {
                examples.append(
                    InterfaceExample(
                        name: entry.name, reply: .data(example(entry.value)), location: location(entry.key)))
            }
        }
        if let node = fields["errors"] {
            for entry in namedEntries(node, of: "the errors of '\(interface)'") {
                if examples.contains(where: { $0.name == entry.name }) {
                    error("'\(entry.name)' names an example and an error of '\(interface)'", at: entry.key)
                    continue
                }
                if let reply = errorExample(entry.name, entry.value) {
                    examples.append(InterfaceExample(name: entry.name, reply: reply, location: location(entry.key)))
                }
            }
        }
        return examples
    }

    /// `{code, message, status}`: the envelope's code (the HTTP status without
    /// an envelope), its message, and an HTTP status other than the usual one.
    private mutating func errorExample(_ name: String, _ node: YAMLNode) -> InterfaceExample.Reply? {
        let what = "error '\(name)'"
        guard let fields = mapping(node, of: what, keys: .errorExample),
            let codeNode = require(fields, "code", of: what, at: node)
        else { return nil }
        guard let code = code(codeNode) else {
            error("the code of \(what) must be a number or a string, found \(codeNode.kindDescription)", at: codeNode)
            return nil
        }
        var status: Int?
        if let node = fields["status"], let value = int(node, "the status of \(what)") {
            guard (100...599).contains(value) else {
                error("the status of \(what) must be an HTTP status from 100 to 599, found \(value)", at: node)
                return nil
            }
            status = value
        }
        return .error(
            code: code, message: fields["message"].flatMap { string($0, "the message of \(what)") },
            status: status)
    }
}
