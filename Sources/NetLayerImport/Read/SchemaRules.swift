import Foundation
import NetLayerSpec

/// A schema's validation keywords, as exact values, each with the schema and keyword it was read from.
///
/// Kept apart from `Constraints` because a schema's rules are not yet a field's: which of them the spec keeps
/// depends on the type the field becomes (`ConstraintMapper`), and the rules of a `$ref`'s target and of the
/// schema around it are merged first. The origins say which keywords of the document a kept rule stands for,
/// so that `ConstraintLedger` can report the ones no field or parameter keeps.
struct SchemaRules: Sendable {
    /// A keyword of one schema: what the ledger counts.
    struct Origin: Sendable, Hashable {
        /// Where the schema is: its file, line, column and JSON pointer.
        var schema: SourceLocation
        /// The keyword as the document spells it (`minimum`, `maxLength`).
        var keyword: String
    }

    /// A rule's value and the keywords it stands for: more than one when merging made one rule imply another.
    struct Found<Value: Sendable>: Sendable {
        /// The rule's value, exact.
        var value: Value
        /// The keywords of the document the value stands for.
        var origins: [Origin]
    }

    /// The lower limit: `minimum`, or `exclusiveMinimum` as 2020-12's number.
    var minimum: Found<ValueRules.Bound>?
    /// The upper limit: `maximum`, or `exclusiveMaximum` as 2020-12's number.
    var maximum: Found<ValueRules.Bound>?
    /// `multipleOf`, greater than 0.
    var multipleOf: Found<Decimal>?
    /// `minLength`, 0 or more.
    var minLength: Found<Int>?
    /// `maxLength`, 0 or more.
    var maxLength: Found<Int>?
    /// `pattern`, one `NSRegularExpression` compiles.
    var pattern: Found<String>?
    /// `minItems`, 0 or more.
    var minItems: Found<Int>?
    /// `maxItems`, 0 or more.
    var maxItems: Found<Int>?
    /// `uniqueItems: true`; `false` says nothing and is not kept.
    var uniqueItems: Found<Bool>?

    /// Every keyword the rules stand for.
    var origins: [Origin] {
        var origins: [Origin] = []
        origins += minimum?.origins ?? []
        origins += maximum?.origins ?? []
        origins += multipleOf?.origins ?? []
        origins += minLength?.origins ?? []
        origins += maxLength?.origins ?? []
        origins += pattern?.origins ?? []
        origins += minItems?.origins ?? []
        origins += maxItems?.origins ?? []
        origins += uniqueItems?.origins ?? []
        return origins
    }

    /// These rules and `inner`'s, as one schema that holds both would have them: the stricter of two limits
    /// (the other implied by it), and for two patterns this one's (the other is then not kept).
    func merged(with inner: SchemaRules) -> SchemaRules {
        var result = self
        result.minimum = Self.stricter(minimum, inner.minimum, lower: true)
        result.maximum = Self.stricter(maximum, inner.maximum, lower: false)
        result.minLength = Self.tighter(minLength, inner.minLength, by: >)
        result.maxLength = Self.tighter(maxLength, inner.maxLength, by: <)
        result.minItems = Self.tighter(minItems, inner.minItems, by: >)
        result.maxItems = Self.tighter(maxItems, inner.maxItems, by: <)
        result.multipleOf = multipleOf ?? inner.multipleOf
        result.pattern = pattern ?? inner.pattern
        result.uniqueItems = Self.tighter(uniqueItems, inner.uniqueItems) { $0 && !$1 }
        return result
    }

    /// The stricter of two bounds, standing for both keywords: the greater lower one, the smaller upper one,
    /// and at an equal value the exclusive one.
    static func stricter(
        _ first: Found<ValueRules.Bound>?, _ second: Found<ValueRules.Bound>?, lower: Bool
    ) -> Found<ValueRules.Bound>? {
        tighter(first, second) { a, b in
            if a.value == b.value { return a.exclusive && !b.exclusive }
            return lower ? a.value > b.value : a.value < b.value
        }
    }

    /// `first` unless `second` is tighter by `isTighter`, with both one's origins.
    private static func tighter<Value>(
        _ first: Found<Value>?, _ second: Found<Value>?, by isTighter: (Value, Value) -> Bool
    ) -> Found<Value>? {
        guard let first, let second else { return first ?? second }
        let winner = isTighter(second.value, first.value) ? second : first
        return Found(value: winner.value, origins: first.origins + second.origins)
    }
}

extension SchemaRules {
    /// JSON Schema keywords a spec has no place for: read only to be counted as not kept.
    static let unplacedKeywords = [
        "minProperties", "maxProperties", "const", "contains", "minContains", "maxContains", "not",
        "dependentRequired", "dependentSchemas", "dependencies", "patternProperties", "propertyNames",
        "unevaluatedProperties", "unevaluatedItems", "prefixItems",
    ]

    /// The rules of the schema `node`; a value no spec can hold (`maxLength: -1`, a pattern
    /// `NSRegularExpression` cannot compile) is left out with a warning that names the schema.
    ///
    /// OpenAPI 3.0 and Swagger 2.0 write `exclusiveMinimum: true` beside `minimum`; OpenAPI 3.1 (JSON Schema
    /// 2020-12) writes `exclusiveMinimum: 5` alone. Both are read, as 2020-12's number.
    static func read(_ node: DocumentNode, diagnostics: inout Diagnostics) -> SchemaRules {
        var reader = RuleReader(node: node)
        defer { diagnostics.append(contentsOf: reader.diagnostics) }
        var rules = SchemaRules()
        rules.minimum = reader.bound("minimum", exclusiveKey: "exclusiveMinimum", lower: true)
        rules.maximum = reader.bound("maximum", exclusiveKey: "exclusiveMaximum", lower: false)
        rules.multipleOf = reader.multipleOf()
        rules.minLength = reader.count("minLength")
        rules.maxLength = reader.count("maxLength")
        rules.pattern = reader.pattern()
        rules.minItems = reader.count("minItems")
        rules.maxItems = reader.count("maxItems")
        if let flag = node["uniqueItems"], flag.bool == true {
            rules.uniqueItems = Found(value: true, origins: [reader.origin("uniqueItems")])
        }
        return rules
    }
}

/// Reads the rules of one schema node, warning of a value that cannot be one.
private struct RuleReader {
    /// The schema.
    let node: DocumentNode
    /// What this schema's values that cannot be rules were reported as.
    var diagnostics = Diagnostics()

    /// `keyword` of this schema, as the ledger counts it.
    func origin(_ keyword: String) -> SchemaRules.Origin {
        SchemaRules.Origin(schema: node.location, keyword: keyword)
    }

    /// A warning that `keyword`'s value is left out, naming the schema by its pointer.
    mutating func leftOut(_ keyword: String, _ reason: String) {
        diagnostics.warning(
            "'\(keyword)' of the schema at \(node.pointer) is left out: \(reason)", at: node[keyword]?.location)
    }

    /// A number exactly as written: JSON's syntax, within what a spec reads as a number.
    mutating func number(_ keyword: String) -> Decimal? {
        guard let value = node[keyword] else { return nil }
        guard let scalar = value.node.scalar, scalar.isPlain, ExactNumber.isNumber(scalar.text),
            let number = ExactNumber.decimal(scalar.text)
        else {
            leftOut(keyword, "'\(value.string ?? "")' is not a number")
            return nil
        }
        return number
    }

    /// `minimum`, or 3.1's `exclusiveMinimum` number, or 3.0's `exclusiveMinimum: true` beside `minimum`;
    /// the stricter when a 3.1 document writes both.
    mutating func bound(_ key: String, exclusiveKey: String, lower: Bool) -> SchemaRules.Found<ValueRules.Bound>? {
        let flag = node[exclusiveKey]?.bool
        var plain = number(key).map {
            SchemaRules.Found(value: ValueRules.Bound($0, exclusive: flag == true), origins: [origin(key)])
        }
        if flag == true { plain?.origins.append(origin(exclusiveKey)) }
        guard flag == nil, let exclusive = number(exclusiveKey) else { return plain }
        let found = SchemaRules.Found(
            value: ValueRules.Bound(exclusive, exclusive: true), origins: [origin(exclusiveKey)])
        return SchemaRules.stricter(plain, found, lower: lower)
    }

    /// `multipleOf`, when it is a number greater than 0, as the spec requires.
    mutating func multipleOf() -> SchemaRules.Found<Decimal>? {
        guard let number = number("multipleOf") else { return nil }
        guard number > 0 else {
            leftOut("multipleOf", "\(number) is not greater than 0")
            return nil
        }
        return SchemaRules.Found(value: number, origins: [origin("multipleOf")])
    }

    /// A whole number, 0 or more (`5.0` is one too, as JSON Schema says).
    mutating func count(_ keyword: String) -> SchemaRules.Found<Int>? {
        guard let number = number(keyword) else { return nil }
        guard number >= 0, number <= Decimal(Int.max), ValueRules.isWhole(number) else {
            leftOut(keyword, "\(number) is not a whole number, 0 or more")
            return nil
        }
        return SchemaRules.Found(value: NSDecimalNumber(decimal: number).intValue, origins: [origin(keyword)])
    }

    /// A pattern `NSRegularExpression` compiles, as the spec's loader compiles it: one in ECMA-262 syntax
    /// that ICU's does not read would make the imported spec fail to load.
    mutating func pattern() -> SchemaRules.Found<String>? {
        guard let value = node["pattern"] else { return nil }
        guard let written = value.string else {
            leftOut("pattern", "it is not a string")
            return nil
        }
        let text = SchemaRules.portable(written)
        guard (try? NSRegularExpression(pattern: text)) != nil else {
            leftOut("pattern", "NSRegularExpression cannot compile \(ValueRules.quoted(text))")
            return nil
        }
        return SchemaRules.Found(value: text, origins: [origin("pattern")])
    }
}

extension SchemaRules {
    /// `pattern` with the anchors only Perl's family reads (`\A`, `\z`, `\Z`) written as ECMA-262's `^` and `$`,
    /// which JSON Schema names, so that an exported document's pattern is one every validator reads. Without
    /// the multiline flag the two mean the same: the start and the end of the whole string.
    static func portable(_ pattern: String) -> String {
        guard pattern.contains("\\") else { return pattern }
        var result = ""
        var escaped = false
        var inClass = false
        for character in pattern {
            if escaped {
                escaped = false
                switch character {
                case "A" where !inClass: result += "^"
                case "z" where !inClass, "Z" where !inClass: result += "$"
                default: result += "\\" + String(character)
                }
                continue
            }
            switch character {
            case "\\": escaped = true
            case "[": inClass = true
            case "]": inClass = false
            default: break
            }
            if character != "\\" { result.append(character) }
        }
        if escaped { result += "\\" }
        return result
    }
}
