import ArgumentParser

struct GenerateBenchmarkOptions: ParsableArguments {
    @Option(help: "Timed generations of each spec.")
    var rounds = 3

    @Flag(help: "Skip the debug compile of the 1,000-interface output.")
    var noCompile = false

    func validate() throws {
        guard rounds > 0 else { throw ValidationError("--rounds must be positive") }
    }
}
