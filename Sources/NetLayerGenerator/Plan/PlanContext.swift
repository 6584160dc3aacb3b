import NetLayerSpec

/// Builds each file's context from the spec and the name table.
struct PlanContext {
    let spec: Spec
    let options: GeneratorOptions
    let names: NameTable
    let header: String
    /// Fields that need `@Indirect`: see `indirectFields(_:)`.
    let indirect: Set<FieldID>

    var access: String { options.access.prefix }

    // MARK: Environments and interfaces

    func environment() -> EnvironmentContext {
        EnvironmentContext(
            header: header, name: spec.name.value, access: access, typeName: names.environmentType,
            cases: spec.environments.map { environment in
                let name = SwiftIdentifier.caseName(environment.name)
                let declaration =
                    name.trimmingBackticks == environment.name
                    ? name : "\(name) = \(SwiftLiteral.string(environment.name))"
                return .init(declaration: declaration, name: name, url: SwiftLiteral.string(environment.baseURL))
            })
    }

    func interfaceEnum() -> InterfaceEnumContext {
        InterfaceEnumContext(
            header: header, name: spec.name.value, access: access, typeName: names.interfaceType,
            environmentType: names.environmentType,
            interfaces: spec.modules.flatMap { module in
                module.interfaces.map { interface in
                    let name = SwiftIdentifier.caseName(interface.name)
                    let declaration =
                        name.trimmingBackticks == interface.name
                        ? name : "\(name) = \(SwiftLiteral.string(interface.name))"
                    return .init(
                        doc: Self.docLines(interface.summary), declaration: declaration, name: name,
                        endpointArguments: Self.commaSeparated(endpointArguments(interface, in: module)),
                        parameterLookups: interface.parameters.map { parameter in
                            "values[\(SwiftLiteral.string(parameter.name))].map { Parameter("
                                + "\(SwiftLiteral.string(parameter.wireName)), $0.parameterValue, "
                                + "in: .\(interface.placement(of: parameter).rawValue)"
                                + (parameter.secret ? ", secret: true) }," : ") },")
                        })
                }
            },
            delegate: options.delivery.contains(.delegate))
    }

    /// `Endpoint(...)`'s arguments, leaving out the ones at their default.
    private func endpointArguments(_ interface: Interface, in module: Module) -> [String] {
        var arguments = [
            "id: \(SwiftLiteral.string(interface.name))",
            "method: .\(interface.method.value.rawValue)",
            "path: \(SwiftLiteral.string(interface.path.value))",
        ]
        if let prefix = Self.environmentValue(module.prefix), prefix != ".same(\"\")" {
            arguments.append("prefix: \(prefix)")
        }
        let version = module.version ?? spec.version
        if !version.isEmpty { arguments.append("version: \(SwiftLiteral.string(version))") }
        if let base = module.base.flatMap(Self.environmentValue) { arguments.append("base: \(base)") }
        let layout = module.url ?? spec.url
        if layout.template != URLLayout.defaultTemplate { arguments.append("layout: \(Self.layout(layout))") }
        if let body = interface.effectiveBody { arguments.append("body: .\(body.rawValue)") }
        if let timeout = interface.timeout ?? module.timeout { arguments.append("timeout: \(Self.number(timeout))") }
        if interface.auth?.value == AuthMode.none { arguments.append("sendsToken: false") }
        if interface.cancel != .none { arguments.append("cancelPolicy: .\(interface.cancel.rawValue)") }
        switch module.envelope {
        case .inherited: break
        case .none: arguments.append("envelope: .none")
        case .custom(let envelope): arguments.append("envelope: .custom(\(Self.envelope(envelope)))")
        }
        if let at = interface.response?.at { arguments.append("responsePath: \(Self.keyPath(at))") }
        return arguments + Self.retryArguments(interface, in: module) + Self.leniencyArguments(interface, in: module)
    }

    // MARK: Client

    func client() -> ClientContext {
        var arguments: [[String]] = []
        if !spec.headers.isEmpty { arguments.append(Self.list("headers", spec.headers.map(Self.commonValue))) }
        if !spec.parameters.isEmpty { arguments.append(Self.list("parameters", spec.parameters.map(Self.commonValue))) }
        if let envelope = spec.envelope {
            arguments.append(Self.call("envelope: EnvelopeFormat", Self.envelopeArguments(envelope)))
        }
        if let token = spec.auth?.token {
            arguments.append(Self.call("token: TokenConfiguration", Self.tokenArguments(token)))
        }
        if spec.timeout != Spec.defaultTimeout { arguments.append(["timeout: \(Self.number(spec.timeout))"]) }
        if let leniency = clientLeniency { arguments.append(["decoder: ResponseDecoder(leniency: \(leniency))"]) }
        if let retry = spec.retry { arguments.append(["retry: \(Self.retryPolicy(retry))"]) }
        let persist = spec.auth?.token.persist ?? false
        let runtimeNames = (spec.headers + spec.parameters).compactMap { value -> String? in
            if case .runtime(let name) = value.value { return "`\(name)`" }
            return nil
        }
        return ClientContext(
            header: header, name: spec.name.value, access: access, clientType: names.clientType, apiType: names.apiType,
            environmentType: names.environmentType,
            defaultEnvironment: SwiftIdentifier.caseName(spec.environments[0].name),
            defaultTokenStore: persist
                ? "FileTokenStore.inApplicationSupport(named: \(SwiftLiteral.string(spec.name.value)))"
                : "MemoryTokenStore()",
            tokenStoreDescription: persist ? "a file in Application Support" : "memory only",
            configurationArguments: Self.commaSeparated(lines: arguments),
            runtimeValuesDescription: runtimeNames.isEmpty ? "" : ": " + runtimeNames.joined(separator: ", "),
            interfaceType: names.interfaceType, delegate: options.delivery.contains(.delegate),
            hasToken: spec.auth?.token != nil)
    }

    // MARK: Modules

    func module(_ module: Module) -> ModuleContext {
        let stem = names.moduleTypeStem(module.name)
        return ModuleContext(
            header: header, access: access, clientType: names.clientType, apiType: names.apiType,
            interfaceType: names.interfaceType, moduleName: module.name,
            property: SwiftIdentifier.propertyName(module.name),
            moduleAPIType: names.prefix + stem + "API", moduleServiceType: names.prefix + stem + "Service",
            functions: module.interfaces.map(function))
    }

    private func function(_ interface: Interface) -> ModuleContext.Function {
        let parameters = interface.parameters.map { parameter in
            (parameter, name: SwiftIdentifier.parameterName(parameter.name), type: swiftType(parameter.type.value))
        }
        let parameterList = parameters.map { parameter, name, type in
            "\(name): \(type)" + (defaultLiteral(parameter).map { " = \($0)" } ?? "")
        }.joined(separator: ", ")
        let functionName = SwiftIdentifier.parameterName(interface.name)
        let responseType = interface.response.map { swiftType($0.type.value) } ?? "RequestResult"
        let argumentList = parameters.map { parameter, name, _ in
            "\(SwiftIdentifier.argumentLabel(parameter.name)): \(name)"
        }.joined(separator: ", ")
        let parameterLines = parameters.map { parameter, name, _ in
            let placement = interface.placement(of: parameter)
            return "Parameter(\(SwiftLiteral.string(parameter.wireName)), \(name), in: .\(placement.rawValue)"
                + (parameter.secret ? ", secret: true)," : "),")
        }
        var doc = Self.docLines(interface.summary)
        if !parameters.isEmpty {
            if !doc.isEmpty { doc.append("///") }
            doc.append("/// - Parameters:")
            doc += parameters.map { parameter, name, _ in
                "///   - \(name.trimmingBackticks): \(parameterDescription(parameter, in: interface))"
            }
        }
        var pager: ModuleContext.Pager?
        if let paging = interface.paging, case .array(let item)? = interface.response?.type.value,
            let newer = interface.parameters.first(where: { $0.name == paging.newer.value }),
            let older = interface.parameters.first(where: { $0.name == paging.older.value })
        {
            let name = SwiftIdentifier.parameterName(interface.name)
            let arguments = parameters.map { parameter, name, _ -> String in
                let label = SwiftIdentifier.argumentLabel(parameter.name)
                if parameter.name == newer.name { return "\(label): newer\(cursorFallback(newer))" }
                if parameter.name == older.name { return "\(label): older\(cursorFallback(older))" }
                return "\(label): \(name)"
            }
            let others = parameters.filter { $0.0.name != newer.name && $0.0.name != older.name }
            let pagerParameters = others.map { parameter, label, type in
                "\(label): \(type)" + (defaultLiteral(parameter).map { " = \($0)" } ?? "") + ", "
            }.joined()
            pager = .init(
                name: name, pagerName: SwiftIdentifier.parameterName(interface.name + "Pager"),
                pagerParameters: pagerParameters,
                newer: newer.name, older: older.name,
                itemType: swiftType(item), cursorType: swiftType(newer.type.value.nonOptional),
                pagerArguments: arguments.joined(separator: ", "))
        }
        return .init(
            doc: doc, name: functionName, caseName: SwiftIdentifier.caseName(interface.name),
            apiParameterList: wrapped(
                parameterList, before: "func \(functionName)(",
                after: ") async throws(NetLayerError) -> RequestResult {"),
            serviceParameterList: wrapped(
                parameterList, before: "func \(functionName)(",
                after: ") async throws(NetLayerError) -> \(responseType) {"),
            argumentList: argumentList, parameters: parameterLines, hasParameters: !parameters.isEmpty,
            returnsResult: interface.response == nil, responseType: responseType, pager: pager,
            closure: options.delivery.contains(.closure)
                ? .init(
                    doc: doc
                        + (parameters.isEmpty
                            ? (doc.isEmpty ? [] : ["///"]) + ["/// - Parameter completion: \(Self.completionDoc)"]
                            : ["///   - completion: \(Self.completionDoc)"]),
                    parameterList: wrapped(
                        (parameterList.isEmpty ? "" : parameterList + ", ")
                            + "completion: @escaping @Sendable (Result<\(responseType), NetLayerError>) -> Void",
                        before: "func \(functionName)(", after: ") -> CallHandle {")) : nil)
    }

    /// The parameters of a function declaration, on lines of their own when
    /// the declaration would pass the line length.
    private func wrapped(_ parameters: String, before: String, after: String) -> String {
        let length = 4 + access.count + before.count + parameters.count + after.count
        guard length > Self.lineLength, !parameters.isEmpty else { return parameters }
        return "\n        \(parameters)\n    "
    }

    static let lineLength = 120

    /// What a cursor parameter gets when the pager has no cursor yet: its
    /// default, or nil for an optional one.
    private func cursorFallback(_ parameter: Parameter) -> String {
        if parameter.type.value.isOptional { return "" }
        return " ?? " + (defaultLiteral(parameter) ?? "0")
    }

    private func parameterDescription(_ parameter: Parameter, in interface: Interface) -> String {
        var text = parameter.summary.map { Self.docText($0) + " " } ?? ""
        text += "`\(parameter.wireName)`, in the \(interface.placement(of: parameter).rawValue)"
        if let literal = defaultLiteral(parameter) {
            text += literal == "nil" ? "; may be left out" : "; \(literal) when left out"
        }
        if parameter.secret { text += "; never logged" }
        return text + "."
    }

    private func defaultLiteral(_ parameter: Parameter) -> String? {
        switch parameter.defaultValue?.value {
        case nil: return parameter.type.value.isOptional ? "nil" : nil
        case .null?: return "nil"
        case .int(let value)?: return String(value)
        case .double(let value)?: return Self.number(value)
        case .bool(let value)?: return value ? "true" : "false"
        case .string(let text)?:
            // Qualified: on an optional parameter, `.none` would mean nil.
            if case .model = parameter.type.value.nonOptional {
                return swiftType(parameter.type.value.nonOptional) + "." + SwiftIdentifier.caseName(text)
            }
            return SwiftLiteral.string(text)
        }
    }

    // MARK: Models

    func models(_ models: [Model]) -> ModelsContext {
        var structs: [ModelsContext.Structure] = []
        var enums: [ModelsContext.Enumeration] = []
        for model in models {
            let typeName = names.model(model.name)
            switch model.kind {
            case .structure(let fields):
                let planned = fields.map { field in
                    let name = SwiftIdentifier.propertyName(field.name)
                    let bare = name.trimmingBackticks
                    let argument = SwiftIdentifier.parameterName(field.name)
                    return ModelsContext.Field(
                        doc: Self.docLines(field.summary),
                        attribute: indirect.contains(Self.FieldID(model: model.name, field: field.name))
                            ? "@Indirect " : "",
                        name: name, type: swiftType(field.type.value),
                        argument: argument,
                        codingKey: field.key == bare ? name : "\(name) = \(SwiftLiteral.string(field.key))")
                }
                let initParameters = zip(fields, planned).map { field, planned in
                    "\(planned.argument): \(planned.type)" + (field.type.value.isOptional ? " = nil" : "")
                }
                structs.append(
                    .init(
                        doc: Self.docLines(model.summary), typeName: typeName, fields: planned,
                        initParameters: initParameters.joined(separator: ", "),
                        hasCodingKeys: zip(fields, planned).contains { $0.key != $1.name.trimmingBackticks },
                        overrides: Self.decodingOverrides(model, fields: fields)))
            case .enumeration(let enumeration):
                let cases = enumeration.cases.map { enumCase -> ModelsContext.Enumeration.Case in
                    let name = SwiftIdentifier.caseName(enumCase.name)
                    switch enumCase.rawValue {
                    case .int(let value):
                        return .init(declaration: "\(name) = \(value)", name: name, rawLiteral: String(value))
                    case .string(let text):
                        let literal = SwiftLiteral.string(text)
                        return .init(
                            declaration: text == name.trimmingBackticks ? name : "\(name) = \(literal)",
                            name: name, rawLiteral: literal)
                    }
                }
                let taken = Set(cases.map(\.name.trimmingBackticks))
                let conformances =
                    enumeration.frozen
                    ? [enumeration.rawType.rawValue, "Codable", "Sendable", "Equatable"]
                    : ["RawRepresentable", "Codable", "Sendable", "Hashable"]
                enums.append(
                    .init(
                        doc: Self.docLines(model.summary), typeName: typeName, rawType: enumeration.rawType.rawValue,
                        opening: Self.opening(
                            "\(access)enum \(typeName)",
                            conformances: conformances + ["CaseIterable", "ParameterValueConvertible"]),
                        cases: cases, frozen: enumeration.frozen,
                        unknownCase: Self.unknownCaseName(avoiding: taken)))
            }
        }
        return ModelsContext(header: header, access: access, structs: structs, enums: enums)
    }

    /// A type's first line, `declaration: A, B {`, or three lines when that
    /// would pass 120 columns.
    static func opening(_ declaration: String, conformances: [String]) -> [String] {
        let list = conformances.joined(separator: ", ")
        let line = "\(declaration): \(list) {"
        return line.count <= 120 ? [line] : ["\(declaration):", "    \(list)", "{"]
    }

    /// `unknown`, or the first free one of a few alternatives when the
    /// spec has a case of that name.
    static func unknownCaseName(avoiding taken: Set<String>) -> String {
        if let name = ["unknown", "unknownValue", "unrecognized"].first(where: { !taken.contains($0) }) {
            return name
        }
        var number = 2
        while taken.contains("unknown\(number)") { number += 1 }
        return "unknown\(number)"
    }

    struct FieldID: Hashable {
        var model: String
        var field: String
    }

    /// Optional model fields that lead back to their own model: Swift
    /// structs cannot contain themselves, even through an optional, so these
    /// are boxed (`@Indirect`). Arrays and dictionaries already are.
    static func indirectFields(_ models: [Model]) -> Set<FieldID> {
        var edges: [String: [String]] = [:]
        for model in models {
            guard case .structure(let fields) = model.kind else { continue }
            edges[model.name] = fields.compactMap { field in
                if case .model(let target) = field.type.value.nonOptional { return target }
                return nil
            }
        }
        func reaches(_ start: String, _ goal: String) -> Bool {
            var seen: Set<String> = []
            var pending = [start]
            while let name = pending.popLast() {
                if name == goal { return true }
                guard seen.insert(name).inserted else { continue }
                pending += edges[name] ?? []
            }
            return false
        }
        var result: Set<FieldID> = []
        for model in models {
            guard case .structure(let fields) = model.kind else { continue }
            for field in fields {
                if case .optional(.model(let target)) = field.type.value, reaches(target, model.name) {
                    result.insert(FieldID(model: model.name, field: field.name))
                }
            }
        }
        return result
    }

    // MARK: Types and literals

    /// `///` lines for a summary; none for no summary.
    static func docLines(_ text: String?) -> [String] {
        text.map { DocComment.lines($0) } ?? []
    }

    /// Summary text on one line, inside a doc comment.
    static func docText(_ text: String) -> String {
        DocComment.lines(text).map { $0.dropFirst(3).trimmingLeadingSpace }.joined(separator: " ")
    }

    static let completionDoc = "called with the result, on the client's callback queue."

    /// `30` for a whole number, else the shortest literal that reads back exactly.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return SwiftLiteral.double(value) ?? "0"
    }

    func swiftType(_ type: TypeName) -> String {
        switch type {
        case .builtin(let builtin):
            switch builtin {
            case .File: return "FilePart"
            case .JSON: return "JSONValue"
            default: return builtin.rawValue
            }
        case .model(let name): return names.model(name)
        case .array(let element): return "[\(swiftType(element))]"
        case .dictionary(let value): return "[String: \(swiftType(value))]"
        case .optional(let wrapped): return swiftType(wrapped) + "?"
        }
    }

    /// Every item but the last followed by a comma.
    static func commaSeparated(_ items: [String]) -> [String] {
        items.enumerated().map { $0.offset == items.count - 1 ? $0.element : $0.element + "," }
    }

    /// Arguments of several lines each, separated by a comma after each
    /// argument's last line.
    static func commaSeparated(lines arguments: [[String]]) -> [String] {
        arguments.enumerated().flatMap { index, lines in
            index == arguments.count - 1 ? lines : lines.dropLast() + [(lines.last ?? "") + ","]
        }
    }

    /// `label: [` one item a line, each with a comma `]`.
    static func list(_ label: String, _ items: [String]) -> [String] {
        ["\(label): ["] + items.map { "    " + $0 + "," } + ["]"]
    }

    /// `callee(` one argument a line `)`.
    static func call(_ callee: String, _ arguments: [String]) -> [String] {
        ["\(callee)("] + commaSeparated(arguments).map { "    " + $0 } + [")"]
    }

    static func commonValue(_ value: CommonValue) -> String {
        switch value.value {
        case .literal(let text):
            return "CommonValue(\(SwiftLiteral.string(value.name)), .literal(\(SwiftLiteral.string(text))))"
        case .runtime(let name):
            return "CommonValue(\(SwiftLiteral.string(value.name)), .runtime(\(SwiftLiteral.string(name))))"
        }
    }

    static func environmentValue(_ value: PerEnvironment<String>) -> String? {
        switch value {
        case .same(let text, _):
            return ".same(\(SwiftLiteral.string(text)))"
        case .each(let values):
            let pairs = values.map { "(\(SwiftLiteral.string($0.environment)), \(SwiftLiteral.string($0.value)))" }
            return ".each([\(pairs.joined(separator: ", "))])"
        }
    }

    static func layout(_ layout: NetLayerSpec.URLLayout) -> String {
        let parts = layout.parts.map { part -> String in
            switch part {
            case .literal(let text): return ".literal(\(SwiftLiteral.string(text)))"
            case .placeholder(let placeholder): return "." + placeholder.rawValue
            }
        }
        return "URLLayout([\(parts.joined(separator: ", "))])"
    }

    static func keyPath(_ path: KeyPath) -> String {
        "[" + path.components.map(SwiftLiteral.string).joined(separator: ", ") + "]"
    }

    static func code(_ code: Code) -> String {
        switch code {
        case .int(let value): return String(value)
        case .string(let text): return SwiftLiteral.string(text)
        }
    }

    static func envelope(_ envelope: Envelope) -> String {
        "EnvelopeFormat(\(envelopeArguments(envelope).joined(separator: ", ")))"
    }

    static func envelopeArguments(_ envelope: Envelope) -> [String] {
        var arguments = ["code: \(keyPath(envelope.code))"]
        if let message = envelope.message { arguments.append("message: \(keyPath(message))") }
        if let time = envelope.time { arguments.append("time: \(keyPath(time))") }
        if let data = envelope.data { arguments.append("data: \(keyPath(data))") }
        if let total = envelope.total { arguments.append("total: \(keyPath(total))") }
        arguments.append("success: [\(envelope.success.map(code).joined(separator: ", "))]")
        return arguments
    }

    static func tokenArguments(_ token: Auth.Token) -> [String] {
        func source(_ source: Auth.Token.Source) -> String {
            switch source {
            case .header(let name): return ".header(\(SwiftLiteral.string(name)))"
            case .body(let path): return ".body(\(keyPath(path)))"
            }
        }
        let placement: String
        switch token.placement {
        case .header(let name): placement = ".header(\(SwiftLiteral.string(name)))"
        case .query(let name): placement = ".query(\(SwiftLiteral.string(name)))"
        }
        var arguments = ["placement: \(placement)", "source: \(source(token.source))"]
        if !token.expiredCodes.isEmpty {
            arguments.append("expiredCodes: [\(token.expiredCodes.map(code).joined(separator: ", "))]")
        }
        switch token.expiry {
        case .from(let from)?: arguments.append("expiry: .from(\(source(from)))")
        case .jwt?: arguments.append("expiry: .jwt")
        case .seconds(let seconds)?: arguments.append("expiry: .seconds(\(seconds))")
        case nil: break
        }
        return arguments
    }
}

extension Substring {
    fileprivate var trimmingLeadingSpace: Substring { drop { $0 == " " } }
}
