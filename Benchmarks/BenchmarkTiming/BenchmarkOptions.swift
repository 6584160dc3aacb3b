// Without the `Tools` trait there is no argument parser; the JSON benchmarks use only `medianTime`.
#if canImport(ArgumentParser)
    import ArgumentParser

    /// The shape every benchmark's flags share: a command only for its name in the usage line (the benchmarks call
    /// `parseOrExit()`), counts such as `--rounds` that must be positive, and sizes that may be zero.
    public protocol BenchmarkOptions: ParsableCommand {
        /// The executable's name, as the usage shows it.
        static var benchmarkName: String { get }
        /// Each flag that counts something (`rounds`, `calls`), by its name on the command line, and its value.
        var counts: [(flag: String, value: Int)] { get }
        /// Each flag that may be zero but not negative (`warm-up`), by its name, and its value.
        var sizes: [(flag: String, value: Int)] { get }
    }

    extension BenchmarkOptions {
        public static var configuration: CommandConfiguration { CommandConfiguration(commandName: benchmarkName) }

        public var sizes: [(flag: String, value: Int)] { [] }

        public mutating func validate() throws {
            let notPositive = counts.filter { $0.value <= 0 }.map { "--" + $0.flag }
            let negative = sizes.filter { $0.value < 0 }.map { "--" + $0.flag }
            var problems: [String] = []
            if !notPositive.isEmpty { problems.append("\(notPositive.joined(separator: ", ")) must be positive") }
            if !negative.isEmpty { problems.append("\(negative.joined(separator: ", ")) must not be negative") }
            guard problems.isEmpty else { throw ValidationError(problems.joined(separator: "; ")) }
        }
    }
#endif
