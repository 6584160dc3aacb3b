struct BenchmarkArguments {
    var interfaces = 10_000
    var modules = 100
    var rounds = 5
    /// Write the synthetic spec here and stop, to time `netlayer validate` on it.
    var writeSpec: String?

    init(_ arguments: ArraySlice<String>) {
        var iterator = arguments.makeIterator()
        while let flag = iterator.next() {
            if flag == "--write-spec", let path = iterator.next() {
                writeSpec = path
                continue
            }
            guard let value = iterator.next().flatMap(Int.init), value > 0 else {
                fatalError("usage: SpecLoadBenchmark [--interfaces N] [--modules M] [--rounds R] [--write-spec PATH]")
            }
            switch flag {
            case "--interfaces": interfaces = value
            case "--modules": modules = value
            case "--rounds": rounds = value
            default: fatalError("unknown option \(flag)")
            }
        }
    }
}
