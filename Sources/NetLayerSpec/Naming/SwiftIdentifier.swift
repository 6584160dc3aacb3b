import Foundation

/// Spec names turned into Swift identifiers for each place generated code
/// puts them, so templates only paste finished names.
///
/// Rules (the tests hold the tables):
/// - Words are split at `_`, `-`, spaces, `.`, `/`, at every character a Swift
///   identifier cannot hold, and at case changes: `student_list`, `StudentList`
///   → `student`, `list`; `HTTPStatus` → `HTTP`, `Status`; `getURLs` → `get`, `URLs`.
/// - Letters, digits and combining marks beyond ASCII that Swift accepts are
///   kept (`学生` stays `学生`). Emoji and other symbols are dropped even where
///   the compiler would take them (`let 🐶 = 1` compiles): they are not letters,
///   and names should be typeable.
/// - A name that does not start with a letter or `_` that Swift takes as a
///   first character (an ASCII digit, a leading combining mark) gets `_` in
///   front, in every position: `1st` → `_1st`, `9Lives` → `_9Lives`.
/// - A name with nothing usable left becomes `_` and the hex of its scalars
///   (`😀` → `_1F600`, `-` → `_2D`), so different symbols stay different; the
///   empty name becomes `empty` / `Empty` (an empty enum value is common).
/// - Keywords get backticks where that is enough, and `_` appended where it is
///   not; see ``escaped(_:)`` and ``typeName(_:)``.
public enum SwiftIdentifier {
    /// `student_list` → `studentList`, `HTTPStatus` → `httpStatus`,
    /// `userID` → `userID`, `1st` → `_1st`. Not escaped.
    ///
    /// - Parameter name: A name as the spec writes it.
    /// - Returns: The lower camel case identifier.
    public static func lowerCamel(_ name: String) -> String {
        if isCamelAlready(name, upper: false) { return name }
        return cache.name(name, lowerFirstWord: true) { camel(name, lowerFirstWord: true) }
    }

    /// `student_list` → `StudentList`, `HTTPStatus` → `HTTPStatus`,
    /// `9Lives` → `_9Lives`. Not escaped.
    ///
    /// - Parameter name: A name as the spec writes it.
    /// - Returns: The upper camel case identifier.
    public static func upperCamel(_ name: String) -> String {
        if isCamelAlready(name, upper: true) { return name }
        return cache.name(name, lowerFirstWord: false) { camel(name, lowerFirstWord: false) }
    }

    /// ASCII letters and digits starting with a lowercase letter: most spec
    /// names (`studentList`, `stuId`), which the conversion gives back
    /// unchanged; for `upper`, starting with an uppercase one and with every
    /// later uppercase letter after a lowercase one (`StudentList`, not
    /// `HTTPStatus`). Tests check that on many such names. They skip the
    /// conversion and the cache's lock.
    static func isCamelAlready(_ name: String, upper: Bool) -> Bool {
        let lowercase = UInt8(ascii: "a")...UInt8(ascii: "z")
        let uppercase = UInt8(ascii: "A")...UInt8(ascii: "Z")
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), upper ? uppercase.contains(first) : lowercase.contains(first) else {
            return false
        }
        var previous = first
        while let byte = bytes.next() {
            if uppercase.contains(byte) {
                if upper && !lowercase.contains(previous) { return false }
            } else if !lowercase.contains(byte) && !digits.contains(byte) {
                return false
            }
            previous = byte
        }
        return true
    }

    /// A spec repeats the same names (`page`, `id`) across thousands of
    /// interfaces; converting each once was a fifth of a large generation.
    private static let cache = NameCache()

    /// An identifier made usable as a case, property, parameter, local or
    /// function name: `class` → `` `class` ``; `self`, `Type` and `Protocol`
    /// → `self_`, `Type_`, `Protocol_`, because backticks do not stop
    /// `x.self`, `x.Type` and `x.Protocol` from meaning the language's own
    /// members. Contextual keywords that compile bare (`async`, `get`, `open`,
    /// `some`, …) stay bare. Argument labels at call sites are different:
    /// use ``argumentLabel(_:)``.
    ///
    /// - Parameter identifier: A name already in camel case.
    /// - Returns: The identifier, in backticks or with `_` appended when it needs either.
    public static func escaped(_ identifier: String) -> String {
        if Keywords.renamedInValuePosition.contains(identifier) { return identifier + "_" }
        if Keywords.backtickedInValuePosition.contains(identifier) { return "`\(identifier)`" }
        return identifier
    }

    /// An enum case: `student_list` → `studentList`, `default` → `` `default` ``.
    ///
    /// - Parameter spec: The case's name as the spec writes it.
    /// - Returns: The case name, escaped.
    public static func caseName(_ spec: String) -> String { escaped(lowerCamel(spec)) }

    /// A stored or computed property; the same name as ``caseName(_:)`` so
    /// that `CodingKeys` cases and properties match.
    ///
    /// - Parameter spec: The field's name as the spec writes it.
    /// - Returns: The property name, escaped.
    public static func propertyName(_ spec: String) -> String { escaped(lowerCamel(spec)) }

    /// A parameter in a declaration, as label and local name:
    /// `in` → `` `in` `` for `` func f(`in`: Int) ``.
    ///
    /// - Parameter spec: The parameter's name as the spec writes it.
    /// - Returns: The parameter name, escaped.
    public static func parameterName(_ spec: String) -> String { escaped(lowerCamel(spec)) }

    /// The client's setter of a key of `auth.keys`: `apiKey` → `setApiKey`.
    ///
    /// - Parameter key: The key's name as the spec writes it.
    /// - Returns: The setter's name, escaped.
    public static func keySetterName(_ key: String) -> String { escaped("set" + upperCamel(key)) }

    /// A function or method name.
    ///
    /// - Parameter spec: The name as the spec writes it.
    /// - Returns: The function name, escaped.
    public static func functionName(_ spec: String) -> String { escaped(lowerCamel(spec)) }

    /// The label of a ``parameterName(_:)`` or ``propertyName(_:)`` at a call
    /// site: `f(in: 1)`, `Model(class: 2)`. Swift takes almost every keyword
    /// bare there and warns about needless backticks, so only `inout` and `_`
    /// keep them.
    ///
    /// - Parameter spec: The parameter's or field's name as the spec writes it.
    /// - Returns: The label as a call site writes it.
    public static func argumentLabel(_ spec: String) -> String {
        let name = lowerCamel(spec)
        if Keywords.renamedInValuePosition.contains(name) { return name + "_" }
        if Keywords.backtickedAsArgumentLabel.contains(name) { return "`\(name)`" }
        return name
    }

    /// A type name: `student_list` → `StudentList`. `Type`, `Protocol`,
    /// `Self` and `Any` become `Type_`, `Protocol_`, `Self_`, `Any_`: the first
    /// two cannot name a nested type even in backticks (`Outer.Type` is the
    /// metatype), and the other two compile in backticks but would shadow the
    /// language's own `Self` and `Any` in the generated code.
    ///
    /// - Parameter spec: The name as the spec writes it.
    /// - Returns: The type name.
    public static func typeName(_ spec: String) -> String {
        let name = upperCamel(spec)
        if Keywords.renamedInTypePosition.contains(name) { return name + "_" }
        if Keywords.backtickedInValuePosition.contains(name) || Keywords.backtickedInTypePosition.contains(name) {
            return "`\(name)`"
        }
        return name
    }

    /// Groups of spec names whose Swift names are the same, for the spec's
    /// checks (``SwiftNames``) to report as errors. Surrounding backticks are ignored, names
    /// compare case-sensitively and as Swift strings compare, so `café` written
    /// precomposed and decomposed collide too (the compiler would take both,
    /// but no reader could tell them apart). A spec name listed twice with the
    /// same Swift name is one name, not a collision. Groups come in order of
    /// first appearance, their names in input order.
    ///
    /// - Parameter names: Each spec name with the Swift name it becomes.
    /// - Returns: The spec names of each group that share a Swift name; empty when all differ.
    public static func collisions(_ names: [(original: String, swift: String)]) -> [[String]] {
        var groupIndex: [String: Int] = [:]
        var groups: [[String]] = []
        for name in names {
            let key = unquoted(name.swift)
            if let index = groupIndex[key] {
                // Same scalars, not just canonically equal: two spellings of
                // `café` in the spec are two names.
                let isRepeat = groups[index].contains { $0.unicodeScalars.elementsEqual(name.original.unicodeScalars) }
                if !isRepeat { groups[index].append(name.original) }
            } else {
                groupIndex[key] = groups.count
                groups.append([name.original])
            }
        }
        return groups.filter { $0.count > 1 }
    }

    /// The identifier without surrounding backticks.
    ///
    /// - Parameter name: An identifier, in backticks or not.
    /// - Returns: The identifier without them.
    public static func unquoted(_ name: String) -> String {
        name.count > 1 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }
}

/// Converted names by spec name, shared by every load and plan of the process.
private final class NameCache: @unchecked Sendable {
    private let lock = NSLock()
    private var lower: [String: String] = [:]
    private var upper: [String: String] = [:]

    func name(_ name: String, lowerFirstWord: Bool, convert: () -> String) -> String {
        if let known = lock.withLock({ lowerFirstWord ? lower[name] : upper[name] }) { return known }
        let converted = convert()
        lock.withLock {
            if lowerFirstWord { lower[name] = converted } else { upper[name] = converted }
        }
        return converted
    }
}
