import Dispatch

/// The median wall time, in seconds, of `rounds` runs of `body`, after ten
/// runs that warm caches and are not counted. A body that throws stops the
/// benchmark: its figures would mean nothing.
public func medianTime(_ rounds: Int, _ body: () throws -> Void) -> Double {
    var samples: [Double] = []
    for round in 0..<(rounds + 10) {
        let start = DispatchTime.now().uptimeNanoseconds
        try! body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if round >= 10 { samples.append(elapsed) }
    }
    return samples.sorted()[samples.count / 2]
}
