import Foundation

/// Starts `process` and returns once it has exited.
///
/// Told by its `terminationHandler`, not `waitUntilExit()`: on Linux that polls a run loop every 50 ms, and in
/// a busy process (the test suite's) it was measured spinning a core for as long as the child ran, which a
/// benchmark timing a compiler on two cores cannot afford.
///
/// - Parameter process: a process set up and not started; its `terminationHandler` is set here.
/// - Throws: what `Process.run()` throws when the process cannot start.
public func runToExit(_ process: Process) throws {
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    exited.wait()
}
