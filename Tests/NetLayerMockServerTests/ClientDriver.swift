import NetLayerSpec

/// The source of a program that calls every interface of a spec through
/// its generated Service layer, each with arguments of its parameters'
/// types, logging in first, and prints `ok NAME` for each call that
/// returned its decoded result, `failed NAME: error` for the others. Its
/// first argument is the origin every module is reached at.
enum ClientDriver {
    static func source(_ spec: Spec, names: SwiftNames) -> String {
        let models = Dictionary(spec.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Logins first, so the calls after them carry a token.
        let ordered = spec.modules.flatMap { module in module.interfaces.map { (module, $0) } }
            .sorted {
                ($0.1.auth?.value == AuthRequirement.none ? 0 : 1) < ($1.1.auth?.value == AuthRequirement.none ? 0 : 1)
            }
        var calls: [String] = []
        for (module, interface) in ordered {
            // A parameter with a `value` is always sent, and no argument.
            let arguments = interface.parameters.filter { $0.fixedValue == nil }.map { parameter in
                "\(SwiftIdentifier.argumentLabel(parameter.name)): \(argument(parameter.type.value, names, models))"
            }
            let service = "client.\(SwiftIdentifier.propertyName(module.name))"
            let function = SwiftIdentifier.functionName(interface.name)
            let call = "\(service).\(function)(\(arguments.joined(separator: ", ")))"
            // A stream is read to its end: every element decoded, and at least one.
            let run =
                switch interface.reply {
                case .whole, .download: "_ = try await \(call)"
                case .stream:
                    """
                    var elements = 0
                                for try await _ in \(call) { elements += 1 }
                                guard elements > 0 else { throw CancellationError() }
                    """
                }
            calls.append(
                """
                        do {
                            \(run)
                            print("ok \(interface.name)")
                        } catch {
                            print("failed \(interface.name): \\(error)")
                            failures += 1
                        }
                """)
        }
        return """
            import Foundation
            import NetLayer

            @main
            struct Driver {
                static func main() async {
                    let client = \(names.clientType)(transport: URLSessionTransport(), tokenStore: MemoryTokenStore())
                    client.server = client.server.replacingOrigin(with: URL(string: CommandLine.arguments[1])!)
            \(credentials(spec))
                    var failures = 0
            \(calls.joined(separator: "\n"))
                    exit(failures == 0 ? 0 : 1)
                }
            }

            """
    }

    /// Every key set, and a token set when no reply delivers one, so each
    /// call has credentials whatever alternatives it names.
    private static func credentials(_ spec: Spec) -> String {
        var lines = (spec.auth?.keys ?? []).map { key in
            "        client.\(SwiftIdentifier.keySetterName(key.name))(\"key-\(key.name)\")"
        }
        if let token = spec.auth?.token, token.source == nil { lines.append("        client.setToken(\"token\")") }
        return lines.joined(separator: "\n")
    }

    /// A value of `type` as a literal.
    private static func argument(_ type: TypeName, _ names: SwiftNames, _ models: [String: Model]) -> String {
        switch type {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .model(let name):
            if case .enumeration? = models[name]?.kind { return "\(names.model(name)).allCases[0]" }
            return "\(names.model(name)).example"
        case .builtin(let builtin):
            switch builtin {
            case .String: return "\"7\""
            case .Int, .Int64: return "7"
            case .Double: return "7.5"
            case .Bool: return "true"
            case .Date: return "Date(timeIntervalSince1970: 1_767_225_600)"
            case .URL: return "URL(string: \"https://example.com/callback\")!"
            case .Data: return "Data(\"seven\".utf8)"
            case .File: return "FilePart(data: Data(\"seven\".utf8), fileName: \"seven.txt\", mimeType: \"text/plain\")"
            case .JSON: return "[\"seven\": 7]"
            }
        }
    }
}
