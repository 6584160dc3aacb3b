import Foundation

struct ChurnArguments {
    /// Clients made (and dropped) in the run.
    var clients = 5000
    /// Clients at once.
    var concurrency = 32
    /// Clients per keep-alive server: then it is stopped and another started.
    var restartEvery = 500
    /// The kinds of call each client makes.
    var kinds = Set(OutcomeCounts.Kind.allCases)
    /// Prints the resident memory after each server's clients.
    var verbose = false

    static let usage = "usage: ChurnBenchmark [--clients N] [--concurrency C] [--restart-every R] [--verbose]"
        + " [--only answered,refused,timedOut,cutShort,cancelled]"

    init(_ arguments: ArraySlice<String>) {
        var iterator = arguments.makeIterator()
        while let flag = iterator.next() {
            if flag == "--verbose" {
                verbose = true
                continue
            }
            if flag == "--only", let names = iterator.next() {
                let chosen = names.split(separator: ",").compactMap { OutcomeCounts.Kind(rawValue: String($0)) }
                guard !chosen.isEmpty else { Self.fail() }
                kinds = Set(chosen)
                continue
            }
            guard let text = iterator.next(), let value = Int(text), value > 0 else { Self.fail() }
            switch flag {
            case "--clients": clients = value
            case "--concurrency": concurrency = value
            case "--restart-every": restartEvery = value
            default: Self.fail()
            }
        }
    }

    private static func fail() -> Never {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
    }
}
