import Foundation

/// Runs `work`, synchronous and long (importing every real API description, say), on a thread of its own and
/// returns what it returns or throws.
///
/// Swift concurrency runs every test on one thread per core, two here. A test that computed for 25 s on one of
/// them (all the real documents imported, exported and imported again) and the tests importing the same
/// documents on the other held both, and every loopback server, client and deadline handler in the suite waited
/// for them: a test whose call had a 0.2 s deadline missed its one-minute time limit. On a thread of its own,
/// the work shares the cores with the rest and holds none of Swift concurrency's threads.
///
/// At most one such thread runs for each core, so that the suite's other tests keep their share of the cores: in
/// a run that imported twenty real documents at once on twenty threads, a loopback cache test took 32 s and
/// failed.
///
/// `work` only computes: its `#expect`s would run outside the test. Assert on what it returns.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await onOwnThread(within: ownThreads, work)
}

/// `onOwnThread(_:)` bounded by `slots` instead of the suite's one slot per core: for a test of it that holds
/// its slots while it waits, which must not hold up the suite's work.
public func onOwnThread<T: Sendable>(within slots: Slots, _ work: @escaping @Sendable () throws -> T) async throws -> T
{
    await slots.acquire()
    defer { slots.release() }
    return try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        // A main thread's: the importer and the loader recurse as deep as a document nests.
        thread.stackSize = 8 << 20
        thread.start()
    }
}

private let ownThreads = Slots(limit: ProcessInfo.processInfo.activeProcessorCount)
