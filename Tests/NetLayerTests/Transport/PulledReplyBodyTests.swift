import Foundation
import TestSupport
import TestTraits
import Testing

@testable import NetLayer

/// `ReplyBody(pulling:)`, the body of a transport that reads only when asked: a chunk taken
/// from the source per read and none ahead (or, with a read-ahead, no more than it ahead of the
/// reader), and the same ends as a pushed body (cancel, a cancelled reading task, the body
/// dropped), each of which ends the source's iteration.
@Suite(.highPriority) struct PulledReplyBodyTests {
    /// The chunks fed to `feed`, as a source whose iteration is seen to end: its iterator, once
    /// released, fires `ended` (AsyncHTTPClient takes its body iterator's release as the reader
    /// gone, and closes the connection).
    struct ObservedSource: AsyncSequence, Sendable {
        final class Release: Sendable {
            let ended: TestEvent
            init(_ ended: TestEvent) { self.ended = ended }
            deinit { ended.fire() }
        }

        struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<Data>.Iterator
            let release: Release
            mutating func next() async -> Data? { await base.next() }
        }

        let stream: AsyncStream<Data>
        let feed: AsyncStream<Data>.Continuation
        let ended = TestEvent()

        init() {
            (stream, feed) = AsyncStream<Data>.makeStream()
        }

        func makeAsyncIterator() -> Iterator {
            Iterator(base: stream.makeAsyncIterator(), release: Release(ended))
        }
    }

    @Test func aChunkIsTakenFromTheSourceOnlyWhenRead() async throws {
        let produced = Locked(0)
        let source = AsyncStream<Data>(unfolding: {
            let index = produced.withLock { count in
                count += 1
                return count
            }
            return index <= 3 ? Data([UInt8(index)]) : nil
        })
        let body = ReplyBody(pulling: source)
        var chunks = body.makeAsyncIterator()
        #expect(produced.withLock { $0 } == 0, "nothing before the first read")
        #expect(try await chunks.next() == Data([1]))
        #expect(produced.withLock { $0 } == 1, "one chunk per read, none ahead")
        #expect(try await chunks.next() == Data([2]))
        #expect(try await chunks.next() == Data([3]))
        #expect(try await chunks.next() == nil)
        #expect(try await chunks.next() == nil, "the end stays the end")
    }

    @Test func cancellingEndsAWaitingReadAndTheSource() async throws {
        let source = ObservedSource()
        let body = ReplyBody(pulling: source)
        let reading = Task { try await body.next() }
        source.feed.yield(Data("one".utf8))
        #expect(try await reading.value == Data("one".utf8))
        let waiting = Task { try await body.next() }
        body.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        await source.ended.wait()
        await #expect(throws: CancellationError.self) { try await body.next() }
    }

    @Test func cancellingTheReadingTaskEndsTheSource() async throws {
        let source = ObservedSource()
        let body = ReplyBody(pulling: source)
        let reading = Task { try await body.next() }
        reading.cancel()
        await #expect(throws: CancellationError.self) { try await reading.value }
        await source.ended.wait()
    }

    @Test func droppingTheBodyEndsTheSource() async throws {
        let source = ObservedSource()
        do {
            let body = ReplyBody(pulling: source)
            source.feed.yield(Data("one".utf8))
            for try await _ in body { break }
        }
        await source.ended.wait()
    }

    @Test func anErrorOfTheSourceEndsTheBodyWithIt() async throws {
        struct Broken: Error {}
        let (source, feed) = AsyncThrowingStream<Data, any Error>.makeStream()
        feed.yield(Data("one".utf8))
        feed.finish(throwing: Broken())
        var received = Data()
        await #expect(throws: Broken.self) {
            for try await chunk in ReplyBody(pulling: source) { received += chunk }
        }
        #expect(received == Data("one".utf8))
    }

    /// An endless source of 1 KB chunks, counting what it was asked for.
    private func endlessSource(_ produced: Locked<Int>) -> AsyncStream<Data> {
        AsyncStream<Data>(unfolding: {
            let index = produced.withLock { count in
                count += 1
                return count
            }
            return Data(repeating: UInt8(truncatingIfNeeded: index), count: 1024)
        })
    }

    @Test func aReadAheadStopsAtItsBoundForAReaderThatStops() async throws {
        let produced = Locked(0)
        let body = ReplyBody(pulling: endlessSource(produced), readAhead: 8 << 10)
        let pulled = try #require(body.pulled)
        await pulled.paused()
        #expect(produced.withLock { $0 } == 0, "nothing before the first read, read-ahead or not")
        var chunks = body.makeAsyncIterator()
        #expect(try await chunks.next()?.first == 1)
        // The reader takes no more: the source is read until 8 KB wait, and then not at all.
        await pulled.paused()
        #expect(pulled.queuedBytes == 8 << 10)
        #expect(produced.withLock { $0 } == 9, "the chunk read and 8 KB ahead")
        // Each chunk taken makes room for one more.
        #expect(try await chunks.next()?.first == 2)
        await pulled.paused()
        #expect(pulled.queuedBytes == 8 << 10)
        #expect(produced.withLock { $0 } == 10)
        body.cancel()
        #expect(pulled.queuedBytes == 0, "what was read ahead goes with the body")
    }

    @Test func chunksReadAheadComeInOrderBeforeTheSourcesEnd() async throws {
        struct Broken: Error {}
        let (source, feed) = AsyncThrowingStream<Data, any Error>.makeStream()
        for index in 1...5 { feed.yield(Data([UInt8(index)])) }
        feed.finish(throwing: Broken())
        let body = ReplyBody(pulling: source, readAhead: 1 << 20)
        var chunks = body.makeAsyncIterator()
        #expect(try await chunks.next() == Data([1]))
        // The source has ended (with its error) while four chunks wait for the reader.
        let pulled = try #require(body.pulled)
        await pulled.paused()
        var received = Data()
        await #expect(throws: Broken.self) {
            while let chunk = try await chunks.next() { received += chunk }
        }
        #expect(received == Data([2, 3, 4, 5]))
    }
}
