import NetLayerSpec

/// Enums: a model of cases for an enum of strings or of whole numbers.
extension TypeMapper {
    /// An enum model of `values`, with the case names and descriptions the
    /// document gives (`x-enum-varnames`, `x-enum-descriptions`), else names
    /// made from the values (`value1` for 1).
    mutating func enumeration(
        _ values: [ScalarValue], of schema: Schema, named name: String, target: DocumentSet.Target? = nil
    ) -> TypeName {
        let location = schema.location
        if let type = unmodelledEnums[location] { return type }
        if values.contains(where: { if case .double = $0 { true } else { false } }),
            values.allSatisfy({
                switch $0 {
                case .int, .double: true
                default: false
                }
            })
        {
            documents.diagnostics.warning(
                "an enum of numbers with fractions becomes Double: a spec's enums hold strings and whole numbers",
                at: location)
            unmodelledEnums[location] = .builtin(.Double)
            return .builtin(.Double)
        }
        guard let cases = cases(of: values, in: schema) else {
            documents.diagnostics.warning(
                "an enum that mixes kinds of values (strings, numbers, booleans), or has no value, becomes JSON",
                at: location)
            unmodelledEnums[location] = .builtin(.JSON)
            return .builtin(.JSON)
        }
        // Alike enums at other places become one model afterwards (`SharedModels`).
        let claimed = claim(ImportNames.typeName(name), schema: target, at: location)
        let kind: JSONKind = cases.contains { if case .int = $0.rawValue { true } else { false } } ? .number : .string
        catalog.add(.enumeration(name: claimed, summary: schema.summary, cases: cases), kind: kind)
        keepSettings(of: schema, for: claimed)
        return .model(claimed)
    }

    /// The cases of an enum of strings or of whole numbers, named; nil for
    /// values of another kind, of two kinds, or none.
    private func cases(of values: [ScalarValue], in schema: Schema) -> [EnumCaseDraft]? {
        var caseNames: Set<String> = []
        var cases: [EnumCaseDraft] = []
        for (index, value) in values.enumerated() {
            let given = schema.caseNames.flatMap {
                $0[index].isEmpty ? nil : exported ? $0[index] : ImportNames.memberName($0[index])
            }
            var summary = schema.caseSummaries?[index]
            if exported, summary == "" { summary = nil }
            switch value {
            case .string(let text):
                let base = given ?? Self.caseName(of: text)
                cases.append(
                    .init(
                        name: ImportNames.unique(base, in: &caseNames, key: SwiftIdentifier.caseName), rawValue: value,
                        summary: summary))
            case .int(let number):
                let base = given ?? (number < 0 ? "minus\(-number)" : "value\(number)")
                cases.append(
                    .init(
                        name: ImportNames.unique(base, in: &caseNames, key: SwiftIdentifier.caseName), rawValue: value,
                        summary: summary))
            default:
                return nil
            }
        }
        let kinds = Set(cases.map { if case .int = $0.rawValue { "Int" } else { "String" } })
        return kinds.count == 1 && !cases.isEmpty ? cases : nil
    }

    /// A string enum value as a case name: `sold-out` → `soldOut`, `+1` → `plus1`, `-1` → `minus1`.
    static func caseName(of text: String) -> String {
        if text.isEmpty { return "empty" }
        if let sign = text.first, sign == "+" || sign == "-", text.count > 1, text.dropFirst().allSatisfy(\.isNumber) {
            return (sign == "+" ? "plus" : "minus") + text.dropFirst()
        }
        return ImportNames.memberName(text)
    }
}
