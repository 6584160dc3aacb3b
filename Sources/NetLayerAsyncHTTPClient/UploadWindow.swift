#if AsyncHTTPClient
    import NIOCore

    /// Keeps a request body's reads at most `limit` bytes ahead of the event loops that send them.
    ///
    /// AsyncHTTPClient hands each chunk of a streamed body to the connection's event loop as a
    /// task, and asks for the next one at once while the channel is writable. A socket that takes
    /// all it is given keeps the channel writable, so a file read from the page cache faster than
    /// the loop writes piles its chunks up in the loop's task queue: tens of megabytes for a 1 GiB
    /// upload. The window submits a no-op to the loops after every `step` bytes handed over and,
    /// past `limit`, waits for the oldest: once it has run, the chunks before it are in the
    /// channel, whose own buffer its writability bounds. Which loop of the client's group holds the
    /// connection is not known, so the no-op goes to each.
    struct UploadWindow {
        let loops: [any EventLoop]
        let limit: Int
        let step: Int
        /// Bytes handed over and not yet known to be in the channel.
        private(set) var unconfirmed = 0
        /// Of those, the bytes after the last barrier.
        private var sinceBarrier = 0
        /// The barriers submitted, oldest first, with the bytes each confirms once run.
        private var barriers: [(bytes: Int, runs: [EventLoopFuture<Void>])] = []

        /// Each wait wakes the reading task again, which takes milliseconds on a machine whose cores
        /// are busy: waits every 256 KB over a 1 MiB window made a loaded machine's 1 GiB upload three
        /// times slower than with no window; every 2 MiB over 8 MiB it is as fast, and memory still
        /// grows by less than 20 MB.
        init(loops: [any EventLoop], limit: Int = 8 << 20, step: Int = 2 << 20) {
            self.loops = loops
            self.limit = limit
            self.step = step
        }

        /// Counts `bytes` just handed to AsyncHTTPClient, and returns once the loops are at most
        /// `limit` bytes behind. Call it before reading the next chunk: AsyncHTTPClient has queued
        /// the previous chunk's write by the time it asks for the next.
        mutating func handedOver(_ bytes: Int) async {
            guard !loops.isEmpty else { return }
            unconfirmed += bytes
            sinceBarrier += bytes
            if sinceBarrier >= step {
                barriers.append((sinceBarrier, loops.map { $0.submit {} }))
                sinceBarrier = 0
            }
            while unconfirmed > limit, !barriers.isEmpty {
                let oldest = barriers.removeFirst()
                for run in oldest.runs {
                    // A loop that has shut down fails the write too: the request ends with that error.
                    try? await run.get()
                }
                unconfirmed -= oldest.bytes
            }
        }
    }
#endif
