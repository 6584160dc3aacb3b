struct BenchmarkArguments {
    var interfaces = 10_000
    var modules = 100
    var rounds = 5

    init(_ arguments: ArraySlice<String>) {
        var iterator = arguments.makeIterator()
        while let flag = iterator.next() {
            guard let value = iterator.next().flatMap(Int.init), value > 0 else {
                fatalError("usage: SpecLoadBenchmark [--interfaces N] [--modules M] [--rounds R]")
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
