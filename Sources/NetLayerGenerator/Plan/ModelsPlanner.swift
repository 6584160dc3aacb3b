import NetLayerSpec

/// Plans a file of models.
struct ModelsPlanner {
    let inputs: PlanInputs

    func plan(_ models: [Model]) -> ModelsContext {
        var structs: [ModelsContext.Structure] = []
        var enums: [ModelsContext.Enumeration] = []
        var unions: [UnionContext] = []
        var anyOfs: [AnyOfContext] = []
        for model in models {
            switch model.kind {
            case .structure(let fields): structs.append(structure(model, fields))
            case .enumeration(let enumeration): enums.append(self.enumeration(model, enumeration))
            case .union(let union) where union.combination == .anyOf: anyOfs.append(anyOf(model, union))
            case .union(let union): unions.append(self.union(model, union))
            }
        }
        return ModelsContext(access: inputs.access, structs: structs, enums: enums, unions: unions, anyOfs: anyOfs)
    }

    private func structure(_ model: Model, _ fields: [Field]) -> ModelsContext.Structure {
        let planned = fields.map { field in
            let name = SwiftIdentifier.propertyName(field.name)
            return ModelsContext.Field(
                doc: DocComment.comment(field.summary, constraints: field.constraints),
                indirect: inputs.graph.indirectFields.contains(
                    ModelGraph.FieldID(model: model.name, field: field.name)),
                name: name, type: inputs.type(of: field.type.value),
                argument: SwiftIdentifier.parameterName(field.name),
                defaultValue: field.type.value.isOptional ? "nil" : nil,
                key: SwiftLiteral.string(field.key),
                decodeCall: field.type.value.isOptional && !field.isRequiredNullable ? "decodeIfPresent" : "decode",
                entry: field.isRequiredNullable
                    ? "nullableField" : field.type.value.isOptional ? "optionalField" : "field")
        }
        let dates = fields.compactMap { field in
            field.format.map { Argument(label: SwiftLiteral.string(field.key), value: RuntimeLiteral.dateDecoding($0)) }
        }
        return ModelsContext.Structure(
            doc: docLines(model.summary), typeName: inputs.names.model(model.name), fields: planned,
            hasFields: !planned.isEmpty,
            overrides: model.lenient != nil || !dates.isEmpty
                ? ModelsContext.Overrides(
                    leniency: model.lenient.map(RuntimeLiteral.leniency), dateDecodings: dates,
                    hasDateDecodings: !dates.isEmpty)
                : nil)
    }

    private func enumeration(_ model: Model, _ enumeration: EnumModel) -> ModelsContext.Enumeration {
        let typeName = inputs.names.model(model.name)
        let cases = enumeration.cases.map { enumCase -> ModelsContext.Enumeration.Case in
            let name = SwiftIdentifier.caseName(enumCase.name)
            let doc = docLines(enumCase.summary)
            switch enumCase.rawValue {
            case .int(let value):
                return .init(doc: doc, name: name, rawValue: String(value), declaresRawValue: true)
            case .string(let text):
                return .init(
                    doc: doc, name: name, rawValue: SwiftLiteral.string(text),
                    declaresRawValue: text != name.trimmingBackticks)
            }
        }
        let conformances =
            (enumeration.frozen
                ? [enumeration.rawType.rawValue, "Codable", "Sendable", "Equatable"]
                : ["RawRepresentable", "Codable", "Sendable", "Hashable"])
            + ["CaseIterable", "ParameterValueConvertible"]
        return ModelsContext.Enumeration(
            doc: docLines(model.summary), typeName: typeName, rawType: enumeration.rawType.rawValue,
            conformances: conformances,
            cases: cases, frozen: enumeration.frozen,
            unknownCase: Self.unknownCaseName(avoiding: Set(cases.map(\.name.trimmingBackticks))))
    }

    private func union(_ model: Model, _ union: UnionModel) -> UnionContext {
        let cases = union.cases.map { unionCase in
            let name = SwiftIdentifier.caseName(unionCase.name)
            return UnionContext.Case(
                name: name, type: inputs.type(of: unionCase.type.value),
                indirect: inputs.graph.indirectFields.contains(
                    ModelGraph.FieldID(model: model.name, field: unionCase.name)),
                nameLiteral: SwiftLiteral.string(name.trimmingBackticks),
                tag: union.discriminator == nil ? nil : SwiftLiteral.string(unionCase.tag))
        }
        return UnionContext(
            doc: docLines(model.summary), typeName: inputs.names.model(model.name), cases: cases,
            discriminator: union.discriminator.map { SwiftLiteral.string($0.value) },
            unknownCase: union.frozen
                ? nil : Self.unknownCaseName(avoiding: Set(cases.map(\.name.trimmingBackticks))))
    }

    private func anyOf(_ model: Model, _ union: UnionModel) -> AnyOfContext {
        let alternatives = union.cases.map { unionCase in
            let name = SwiftIdentifier.propertyName(unionCase.name)
            return AnyOfContext.Alternative(
                indirect: inputs.graph.indirectFields.contains(
                    ModelGraph.FieldID(model: model.name, field: unionCase.name)),
                name: name, type: .optional(inputs.type(of: unionCase.type.value)),
                nameLiteral: SwiftLiteral.string(name.trimmingBackticks))
        }
        return AnyOfContext(
            doc: docLines(model.summary), typeName: inputs.names.model(model.name), alternatives: alternatives)
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
}
