import Foundation
import Testing

@testable import NetLayerSpec

/// The strings made for a `pattern` match it, as the spec's own check reads it, and are the same on every run.
@Suite struct PatternExampleTests {
    /// Patterns in the subset, with the string each makes first.
    private static let made: [(pattern: String, string: String)] = [
        (#"^[A-Z]{3}-\d{4}$"#, "AAA-0000"),
        (#"^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$"#, "a@a.aa"),
        (#"^(foo|bar)+$"#, "foo"),
        (#"^\w+\s\d?$"#, "a "),
        (#"^(?:ab|c)*x$"#, "x"),
        (#"^v[0-9]+(\.[0-9]+){2}(-[a-z]+)?$"#, "v0.0.0"),
        ("colou?r", "color"),
        (#"^\+?[1-9]\d{1,14}$"#, "10"),
        (#"^[A-Z][a-z]{2,5}$"#, "Aaa"),
        (#"^.{4}$"#, "aaaa"),
    ]

    @Test func aPatternsStringIsItsShortestWithFirstCharacters() throws {
        for (pattern, string) in Self.made {
            let example = try #require(PatternExample(pattern), "\(pattern)")
            #expect(example.string() == string, "\(pattern)")
        }
    }

    @Test func everyStringMadeMatchesItsPatternForEveryLengthAndVariant() throws {
        for (pattern, _) in Self.made {
            let example = try #require(PatternExample(pattern))
            let rule = Constraints(pattern: pattern)
            for variant in 0..<12 {
                for length in [0, 1, 5, 12, 40] {
                    let string = example.string(atLeast: length, variant: variant)
                    #expect(rule.violation(of: .string(string)) == nil, "\(pattern) made '\(string)'")
                    #expect(example.string(atLeast: length, variant: variant) == string, "the same on every run")
                }
            }
        }
    }

    @Test func aLengthIsReachedByRepeatingWhereTheQuantifiersAllow() throws {
        let example = try #require(PatternExample(#"^[A-Z]{2,}-\d+$"#))
        #expect(example.string(atLeast: 8) == "AAAAAA-0")
        #expect(try #require(PatternExample("^(ab)?$")).string(atLeast: 10) == "ab", "no more than it allows")
    }

    @Test func variantsDiffer() throws {
        let example = try #require(PatternExample(#"^[A-Z]{3}$"#))
        #expect(Set((0..<5).map { example.string(variant: $0) }).count == 5)
    }

    @Test func patternsOutsideTheSubsetMakeNothing() {
        for pattern in [#"^[^a-z]+$"#, "^(?=a)a$", #"^(a)\1$"#, #"\bword\b"#, "(?i)abc", #"\p{L}+"#, "a{2", "(ab"] {
            #expect(PatternExample(pattern) == nil, "\(pattern)")
        }
    }
}
