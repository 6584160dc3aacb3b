#if AsyncHTTPClient
    import Dispatch
    import NIOCore
    import NIOPosix
    import TestSupport
    import TestTraits
    import Testing

    @testable import NetLayerAsyncHTTPClient

    /// `UploadWindow`: a request body is read no further ahead of the event loop that writes it
    /// than the window's limit, however fast the file is read.
    @Suite(.highPriority) struct UploadWindowTests {
        @Test func readsStopAtTheLimitWhileTheLoopIsBusy() async throws {
            let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
            let loop = group.next()
            let chunk = 64 << 10
            let limit = 1 << 20
            let handed = TestState(0)
            // The loop is busy until released (a connection's loop writing): nothing it was
            // handed is known to be written, so the reads must stop at the limit.
            let release = DispatchSemaphore(value: 0)
            let busy = loop.submit {
                release.wait()
                return handed.value
            }
            let reads = Task {
                var window = UploadWindow(loops: [loop], limit: limit, step: 256 << 10)
                for _ in 0..<64 {
                    await window.handedOver(chunk)
                    handed.update { $0 += 1 }
                }
            }
            await handed.wait { $0 >= limit / chunk }
            release.signal()
            #expect(try await busy.get() == limit / chunk, "chunks handed over while the loop was busy")
            // Once the loop runs, the reads go on to the end.
            await reads.value
            #expect(handed.value == 64)
            try await group.shutdownGracefully()
        }

        @Test func aWindowWithoutLoopsNeverWaits() async {
            var window = UploadWindow(loops: [], limit: 1, step: 1)
            for _ in 0..<10 { await window.handedOver(1 << 20) }
            #expect(window.unconfirmed == 0)
        }
    }
#endif
