// Starts and stops each loopback server 100 times and prints how far the process's
// descriptors and threads grew, one line per server: `CutShortServer 0 1`. A process
// of its own, run by TestServerSupportTests: in the test process, the tests running
// beside it open and close descriptors and threads of their own all the while, and
// moved the counts by 30 on a busy machine. Prints nothing where /proc is missing.
//
// A leak of one descriptor or thread per server moves the medians of the first and
// last 15 of the 100 samples about 85 apart; the medians leave out the warm-up.

import Foundation
import LoopbackServers

func entryCount(_ path: String) -> Int? {
    try? FileManager.default.contentsOfDirectory(atPath: path).count
}

func growth(_ cycle: () async throws -> Void) async throws -> (descriptors: Int, threads: Int)? {
    var descriptors: [Int] = []
    var threads: [Int] = []
    for _ in 0..<100 {
        try await cycle()
        guard let descriptorCount = entryCount("/proc/self/fd"), let threadCount = entryCount("/proc/self/task")
        else { return nil }
        descriptors.append(descriptorCount)
        threads.append(threadCount)
    }
    func median(_ values: ArraySlice<Int>) -> Int { values.sorted()[values.count / 2] }
    return (
        median(descriptors.suffix(15)) - median(descriptors.prefix(15)),
        median(threads.suffix(15)) - median(threads.prefix(15))
    )
}

let cutShort = try await growth {
    let server = try CutShortServer.start(.emptyReply)
    await server.stop()
}
let testServer = try await growth {
    let server = try await TestServer.start()
    await server.stop()
}
for (name, counts) in [("CutShortServer", cutShort), ("TestServer", testServer)] {
    if let counts { print(name, counts.descriptors, counts.threads) }
}
