import TestSupport
import Testing

@testable import NetLayerSpec

struct SwiftIdentifierTests {
    @Test(arguments: NamingFixtures.conversions)
    func converts(row: (spec: String, lower: String, upper: String)) {
        // Scalars, not `==`: Swift's string equality would let a decomposed
        // `é` pass for a precomposed one.
        let lower = SwiftIdentifier.lowerCamel(row.spec)
        let upper = SwiftIdentifier.upperCamel(row.spec)
        #expect(
            Array(lower.unicodeScalars) == Array(row.lower.unicodeScalars), "lowerCamel(\(row.spec.debugDescription))")
        #expect(
            Array(upper.unicodeScalars) == Array(row.upper.unicodeScalars), "upperCamel(\(row.spec.debugDescription))")
    }

    @Test func conversionTableIsLargeEnough() {
        #expect(NamingFixtures.conversions.count >= 40)
    }

    @Test(arguments: NamingFixtures.conversions.map(\.spec) + NamingFixtures.hostileStrings)
    func everyConversionIsAPlainIdentifier(spec: String) {
        for name in [SwiftIdentifier.lowerCamel(spec), SwiftIdentifier.upperCamel(spec)] {
            let scalars = Array(name.unicodeScalars)
            #expect(!scalars.isEmpty)
            #expect(scalars.first.map(Self.isHead) == true, "\(name.debugDescription) starts badly")
            #expect(scalars.allSatisfy(Self.isBody), "\(name.debugDescription) holds a separator")
        }
    }

    /// `CodingKeys` cases must match properties, and memberwise initializers
    /// take properties as parameters: every value position gets one name.
    @Test func valuePositionsShareOneName() {
        let keywords = Set(NamingFixtures.swiftKeywords).union(SwiftIdentifier.Keywords.all).sorted()
        let names =
            NamingFixtures.conversions.map(\.spec) + NamingFixtures.hostileStrings + keywords
            + keywords.map { $0.uppercased() } + keywords.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        for spec in names {
            let name = SwiftIdentifier.caseName(spec)
            #expect(SwiftIdentifier.propertyName(spec) == name, "\(spec.debugDescription)")
            #expect(SwiftIdentifier.parameterName(spec) == name, "\(spec.debugDescription)")
            #expect(SwiftIdentifier.functionName(spec) == name, "\(spec.debugDescription)")
        }
    }

    @Test func upperCamelStartsUpperAndLowerCamelLower() {
        #expect(SwiftIdentifier.lowerCamel("Foo_Bar").first == "f")
        #expect(SwiftIdentifier.upperCamel("foo_bar").first == "F")
    }

    // MARK: Keywords

    @Test(arguments: SwiftIdentifier.Keywords.backtickedInValuePosition.sorted())
    func reservedWordsGetBackticks(word: String) {
        #expect(SwiftIdentifier.escaped(word) == "`\(word)`")
    }

    @Test(arguments: SwiftIdentifier.Keywords.contextual.sorted())
    func contextualKeywordsStayBare(word: String) {
        #expect(SwiftIdentifier.escaped(word) == word)
        #expect(SwiftIdentifier.caseName(word) == SwiftIdentifier.lowerCamel(word))
        #expect(SwiftIdentifier.argumentLabel(word) == SwiftIdentifier.lowerCamel(word))
    }

    @Test func keywordsBackticksCannotRescueAreRenamed() {
        #expect(SwiftIdentifier.escaped("self") == "self_")
        #expect(SwiftIdentifier.escaped("Type") == "Type_")
        #expect(SwiftIdentifier.escaped("Protocol") == "Protocol_")
        #expect(SwiftIdentifier.escaped("Self") == "`Self`")
        #expect(SwiftIdentifier.escaped("Any") == "`Any`")
        #expect(SwiftIdentifier.escaped("_") == "`_`")
        #expect(SwiftIdentifier.escaped("studentList") == "studentList")
    }

    @Test func theSwift6KeywordListIsCovered() {
        for word in NamingFixtures.swiftKeywords {
            #expect(SwiftIdentifier.Keywords.all.contains(word), "\(word) has no decided treatment")
        }
    }

    @Test func positionsCombineConversionAndEscaping() {
        #expect(SwiftIdentifier.caseName("default") == "`default`")
        #expect(SwiftIdentifier.caseName("Default") == "`default`")
        #expect(SwiftIdentifier.caseName("self") == "self_")
        #expect(SwiftIdentifier.caseName("Type") == "type")
        #expect(SwiftIdentifier.caseName("1st") == "_1st")
        #expect(SwiftIdentifier.caseName("student_list") == "studentList")
        #expect(SwiftIdentifier.propertyName("in") == "`in`")
        #expect(SwiftIdentifier.propertyName("await") == "`await`")
        #expect(SwiftIdentifier.propertyName("async") == "async")
        #expect(SwiftIdentifier.parameterName("is") == "`is`")
        #expect(SwiftIdentifier.parameterName("inout") == "`inout`")
        #expect(SwiftIdentifier.functionName("init") == "`init`")
        #expect(SwiftIdentifier.functionName("get_user") == "getUser")
    }

    @Test func argumentLabelsAreBareExceptInout() {
        #expect(SwiftIdentifier.argumentLabel("class") == "class")
        #expect(SwiftIdentifier.argumentLabel("in") == "in")
        #expect(SwiftIdentifier.argumentLabel("let") == "let")
        #expect(SwiftIdentifier.argumentLabel("inout") == "`inout`")
        #expect(SwiftIdentifier.argumentLabel("self") == "self_")
        #expect(SwiftIdentifier.argumentLabel("screen_name") == "screenName")
    }

    @Test func typeNames() {
        #expect(SwiftIdentifier.typeName("student_list") == "StudentList")
        #expect(SwiftIdentifier.typeName("9Lives") == "_9Lives")
        #expect(SwiftIdentifier.typeName("type") == "Type_")
        #expect(SwiftIdentifier.typeName("Type") == "Type_")
        #expect(SwiftIdentifier.typeName("protocol") == "Protocol_")
        #expect(SwiftIdentifier.typeName("self") == "Self_")
        #expect(SwiftIdentifier.typeName("any") == "Any_")
        #expect(SwiftIdentifier.typeName("some") == "Some")
        #expect(SwiftIdentifier.typeName("class") == "Class")
        #expect(SwiftIdentifier.typeName("😀") == "_1F600")
        #expect(SwiftIdentifier.typeName("") == "Empty")
    }

    // MARK: Collisions

    @Test func collisionsGroupSpecNamesBySwiftName() {
        let names = ["student_list", "other", "StudentList", "studentList", "x"].map {
            (original: $0, swift: SwiftIdentifier.caseName($0))
        }
        #expect(SwiftIdentifier.collisions(names) == [["student_list", "StudentList", "studentList"]])
    }

    @Test func collisionsAreCaseSensitive() {
        #expect(SwiftIdentifier.collisions([("a", "Foo"), ("b", "foo")]).isEmpty)
    }

    @Test func collisionsIgnoreBackticks() {
        #expect(SwiftIdentifier.collisions([("class", "`class`"), ("Class", "class")]) == [["class", "Class"]])
    }

    @Test func aRepeatedSpecNameIsNotACollision() {
        #expect(SwiftIdentifier.collisions([("x", "x"), ("x", "x")]).isEmpty)
        #expect(SwiftIdentifier.collisions([("x", "x"), ("x", "x"), ("X", "x")]) == [["x", "X"]])
    }

    @Test func canonicallyEqualSwiftNamesCollide() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let groups = SwiftIdentifier.collisions([
            (composed, SwiftIdentifier.caseName(composed)), (decomposed, SwiftIdentifier.caseName(decomposed)),
        ])
        #expect(groups.count == 1)
        #expect(
            groups.first?.map { Array($0.unicodeScalars) } == [
                Array(composed.unicodeScalars), Array(decomposed.unicodeScalars),
            ])
    }

    @Test func severalGroupsInOrderOfFirstAppearance() {
        let specs = ["+1", "b_c", "-1", "bC", "1", "unique"]
        let names = specs.map { (original: $0, swift: SwiftIdentifier.caseName($0)) }
        #expect(SwiftIdentifier.collisions(names) == [["+1", "-1", "1"], ["b_c", "bC"]])
    }

    // MARK: Helpers

    /// Independent of the implementation: what may start a generated name
    /// (a letter, `_`, or a non-ASCII letter or digit), and what may follow.
    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        if scalar.isASCII { return scalar.properties.isAlphabetic }
        return isBody(scalar) && scalar.properties.generalCategory != .nonspacingMark
    }

    private static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        if scalar.isASCII { return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}

@Suite struct DigitBoundaryTests {
    @Test func digitsMeetingDigitsKeepASeparator() {
        #expect(SwiftIdentifier.upperCamel("Item11_0") == "Item11_0")
        #expect(SwiftIdentifier.upperCamel("Item1_10") == "Item1_10")
        #expect(SwiftIdentifier.lowerCamel("v1_2_beta") == "v1_2Beta")
        #expect(SwiftIdentifier.lowerCamel("item_1") == "item1")
    }
}

/// Names of ASCII letters and digits skip the conversion: it must give
/// them back unchanged, which these names, many and of every shape, check.
@Suite struct CamelFastPathTests {
    @Test func plainCamelNamesConvertToThemselves() {
        var random = SeededGenerator(seed: 0xCA11)
        let lower = Array("abcdefghijklmnopqrstuvwxyz")
        let upper = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let rest = lower + upper + Array("0123456789")
        for _ in 0..<20_000 {
            let tail = (0..<Int.random(in: 0...12, using: &random)).map { _ in rest.randomElement(using: &random)! }
            let lowerName = String([lower.randomElement(using: &random)!] + tail)
            let upperName = String([upper.randomElement(using: &random)!] + tail)
            #expect(SwiftIdentifier.isCamelAlready(lowerName, upper: false))
            #expect(SwiftIdentifier.camel(lowerName, lowerFirstWord: true) == lowerName, "seed \(random)")
            if SwiftIdentifier.isCamelAlready(upperName, upper: true) {
                #expect(SwiftIdentifier.camel(upperName, lowerFirstWord: false) == upperName, "seed \(random)")
            }
        }
        for name in ["student_list", "1st", "Student", "é", "a-b", "a b", ""] {
            #expect(!SwiftIdentifier.isCamelAlready(name, upper: false), "\(name)")
        }
        for name in ["HTTPStatus", "HV0VA", "A4E", "student", "Item_0"] {
            #expect(!SwiftIdentifier.isCamelAlready(name, upper: true), "\(name)")
        }
        #expect(SwiftIdentifier.isCamelAlready("StudentList2", upper: true))
    }
}
