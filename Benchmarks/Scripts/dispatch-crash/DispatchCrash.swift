// The Linux crash of issue 20, reduced to Foundation alone. Six threads make
// URLSessions (each a libcurl multi handle whose sockets libdispatch watches),
// call a refused port and invalidate them; four threads run /bin/echo and read
// its two pipes, either with FileHandle.readabilityHandler (a libdispatch read
// source per pipe, torn down as each process ends) or with blocking reads on a
// thread of their own. Run by dispatch-crash.sh.
//
//     DispatchCrash handler|blocking SECONDS [--no-sessions] [--no-processes]

import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class Count: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var total: Int { lock.withLock { value } }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, ["handler", "blocking"].contains(arguments[1]), let seconds = Double(arguments[2]) else {
    print("usage: DispatchCrash handler|blocking SECONDS [--no-sessions] [--no-processes]")
    exit(2)
}
let readsWithHandlers = arguments[1] == "handler"
let end = Date().addingTimeInterval(seconds)
let sessions = Count()
let processes = Count()
let threads = DispatchGroup()

func repeatOnThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
    for _ in 0..<count {
        threads.enter()
        Thread.detachNewThread {
            while Date() < end { body() }
            threads.leave()
        }
    }
}

repeatOnThreads(arguments.contains("--no-sessions") ? 0 : 6) {
    let session = URLSession(configuration: .ephemeral)
    let done = DispatchSemaphore(value: 0)
    session.dataTask(with: URL(string: "http://127.0.0.1:9/")!) { _, _, _ in done.signal() }.resume()
    done.wait()
    session.invalidateAndCancel()
    sessions.add()
}

repeatOnThreads(arguments.contains("--no-processes") ? 0 : 4) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/echo")
    process.arguments = ["hello"]
    let pipes = [Pipe(), Pipe()]
    process.standardOutput = pipes[0]
    process.standardError = pipes[1]
    let read = Count()
    if readsWithHandlers {
        for pipe in pipes {
            pipe.fileHandleForReading.readabilityHandler = { handle in
                if !handle.availableData.isEmpty { read.add() }
            }
        }
        try? process.run()
        process.waitUntilExit()
        for pipe in pipes { pipe.fileHandleForReading.readabilityHandler = nil }
    } else {
        try? process.run()
        let readers = DispatchGroup()
        for pipe in pipes {
            readers.enter()
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread {
                while !handle.availableData.isEmpty { read.add() }
                readers.leave()
            }
        }
        process.waitUntilExit()
        readers.wait()
    }
    processes.add()
}

threads.wait()
print("\(arguments[1]): \(sessions.total) sessions, \(processes.total) processes in \(Int(seconds)) s, no crash")
