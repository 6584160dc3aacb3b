extension SwiftIdentifier {
    /// Swift 6 words that need care as names, sorted by what the compiler
    /// (Swift 6.3, `-swift-version 6 -warnings-as-errors`) was seen to need in
    /// each position: a case, a property, a parameter, a local, a function and
    /// a type, each declared and used. `NamingCompileTests` compiles every word
    /// of ``all`` through ``SwiftIdentifier``, so a toolchain that reserves
    /// more fails there first.
    public enum Keywords {
        /// Fail bare as a case, property, parameter, local or function name,
        /// and compile in backticks. Besides the reserved words this holds
        /// `await` and `unsafe`, which bare start an expression (`let y = await`).
        public static let backtickedInValuePosition: Set<String> = [
            // Declarations.
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
            "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
            "static", "struct", "subscript", "typealias", "var",
            // Statements.
            "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
            "if", "in", "repeat", "return", "switch", "throw", "where", "while",
            // Expressions, types and patterns.
            "Any", "as", "await", "false", "is", "nil", "Self", "super", "throws", "true", "try", "unsafe", "_",
        ]

        /// Fail as member names even in backticks: `x.self`, `T.Type` and
        /// `P.Protocol` keep their built-in meaning. They get `_` appended.
        /// (`self` compiles in backticks as a parameter, but a parameter named
        /// `self` next to the real `self` invites mistakes, and cases,
        /// properties and parameters must agree.)
        public static let renamedInValuePosition: Set<String> = ["self", "Type", "Protocol"]

        /// Fail bare as type names only (`struct some` does not parse); as
        /// values they compile bare.
        public static let backtickedInTypePosition: Set<String> = ["some", "any", "each"]

        /// Type names that get `_` appended: `Type` and `Protocol` cannot name
        /// a nested type (`Outer.Type` is the metatype); `Self` and `Any`
        /// compile in backticks but would shadow the built-in ones.
        public static let renamedInTypePosition: Set<String> = ["Type", "Protocol", "Self", "Any", "self"]

        /// The only labels a call site needs in backticks; any other keyword
        /// is taken bare (`f(class: 1)`, even `f(let: 1)`), and backticks
        /// there draw the warning "keyword 'x' does not need to be escaped in
        /// argument list".
        public static let backtickedAsArgumentLabel: Set<String> = ["inout", "_"]

        /// Contextual keywords that were seen to compile bare in every value
        /// position and so are left bare: `case get`, `var async`, `func open()`.
        public static let contextual: Set<String> = [
            "actor", "any", "associativity", "async", "borrowing", "consume", "consuming", "convenience", "copy",
            "didSet", "discard", "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "isolated",
            "lazy", "left", "macro", "mutating", "none", "nonisolated", "nonmutating", "open", "optional",
            "override", "package", "postfix", "precedence", "prefix", "required", "right", "sending", "set", "some",
            "then", "unowned", "weak", "willSet", "yield",
        ]

        /// Every word above: what the tests run through every position.
        public static var all: Set<String> {
            backtickedInValuePosition.union(renamedInValuePosition).union(backtickedInTypePosition)
                .union(renamedInTypePosition).union(backtickedAsArgumentLabel).union(contextual)
        }
    }
}
