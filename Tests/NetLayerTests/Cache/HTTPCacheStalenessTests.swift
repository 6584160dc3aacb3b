import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayer

/// What RFC 9111 and RFC 5861 let a private cache serve past freshness, and what a request's own
/// directives ask of it, against a loopback server; each test names the section it holds the cache to.
@Suite(.highPriority) struct HTTPCacheStalenessTests {
    let list = endpoint("list", "list", sendsToken: false)

    /// RFC 5861 §3: "the cache MAY serve the response in which it appears [...] after it becomes stale, up to
    /// the indicated number of seconds", and "MUST attempt to revalidate it while still serving stale responses".
    @Test func staleWhileRevalidateServesTheStoredReplyAndRevalidatesBehind() async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: "max-age=60, stale-while-revalidate=30")
        try await withTestServer(resource.route("/api/list")) { server in
            let clock = TestClock()
            let store = WatchedStore()
            let client = cachingClient(server, store: store, clock: clock)
            _ = try await client.send(list)
            resource.change(body: "[2]")
            clock.advance(75)
            let stale = try await client.send(list)
            #expect(stale.cacheHit == .stale)
            #expect(try stale.decode([Int].self) == [1])
            // The revalidation the stale reply started, with the stored reply's validator, and its reply stored.
            let requests = await server.waitForRequests(2, path: "/api/list")
            #expect(requests.last?.header("If-None-Match") == "\"v1\"")
            await store.waitForStores(2)
            let renewed = try await client.send(list)
            #expect(renewed.cacheHit == .fresh)
            #expect(try renewed.decode([Int].self) == [2])
            #expect(resource.fullReplies == 2)
        }
    }

    /// Past the window the reply is revalidated before it is served.
    @Test func pastTheWindowTheCallWaitsForTheServer() async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: "max-age=60, stale-while-revalidate=30")
        try await withTestServer(resource.route("/api/list")) { server in
            let clock = TestClock()
            let client = cachingClient(server, clock: clock)
            _ = try await client.send(list)
            clock.advance(91)
            #expect(try await client.send(list).cacheHit == .revalidated)
        }
    }

    /// RFC 5861 §4: "the cache MAY use the stale response [...] when an error is encountered", an error being
    /// "any situation that would result in a 500, 502, 503, or 504 HTTP response status code being returned".
    @Test func staleIfErrorAnswersAServerErrorWithTheStoredReply() async throws {
        let failing = TestState(false)
        let resource = CacheableResource(body: "[1]", cacheControl: "max-age=60, stale-if-error=600")
        try await withTestServer(
            TestServer.start(
                .get("/api/list") { request in failing.value ? .json("{}", status: 503) : resource.reply(to: request) })
        ) { server in
            let clock = TestClock()
            let client = cachingClient(server, clock: clock)
            _ = try await client.send(list)
            failing.update { $0 = true }
            clock.advance(300)
            let served = try await client.send(list)
            #expect(served.cacheHit == .offline)
            #expect(try served.decode([Int].self) == [1])
            clock.advance(400)
            guard case .httpStatus(let error)? = await failure({ try await client.send(list) }) else {
                Issue.record("past stale-if-error, the server's 503 is the call's")
                return
            }
            #expect(error.status == 503)
        }
    }

    /// RFC 9111 §5.2.1.7: with `only-if-cached` the cache "SHOULD respond using a stored response or with a
    /// 504 (Gateway Timeout) status code", and never asks the server.
    @Test func onlyIfCachedIsAStoredReplyOrA504() async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: "max-age=60")
        try await withTestServer(resource.route("/api/list")) { server in
            let client = cachingClient(server)
            let onlyIfCached = [Parameter("Cache-Control", "only-if-cached", in: .header)]
            guard
                case .httpStatus(let error)? = await failure({ try await client.send(list, parameters: onlyIfCached) })
            else {
                Issue.record("expected a 504")
                return
            }
            #expect(error.status == 504)
            #expect(server.requests(path: "/api/list").isEmpty)
            _ = try await client.send(list)
            #expect(try await client.send(list, parameters: onlyIfCached).cacheHit == .fresh)
            #expect(server.requests(path: "/api/list").count == 1)
        }
    }

    /// RFC 9110 §14.2: a range of a whole stored reply is answered from the store as a `206` with its
    /// `Content-Range`; a range the stored reply cannot answer goes to the server, and its `206` is not stored.
    @Test func aRangeIsAnsweredFromAWholeStoredReply() async throws {
        let resource = CacheableResource(body: "\"0123456789\"", cacheControl: "max-age=60")
        try await withTestServer(resource.route("/api/list")) { server in
            let store = MemoryCacheStore(maxBytes: 1 << 20)
            let client = cachingClient(server, store: store)
            _ = try await client.send(list)
            let bytes = Endpoint(id: "list", method: .GET, path: "list", reply: .bytes, sendsToken: false)
            for (range, body, contentRange) in [
                ("bytes=1-3", "012", "bytes 1-3/12"), ("bytes=9-", "89\"", "bytes 9-11/12"),
                ("bytes=-2", "9\"", "bytes 10-11/12"),
            ] {
                let part = try await client.send(bytes, parameters: [Parameter("Range", range, in: .header)])
                #expect(part.httpStatus == 206)
                #expect(part.cacheHit == .fresh)
                #expect(String(decoding: part.body, as: UTF8.self) == body)
                #expect(part.header("Content-Range") == contentRange)
            }
            #expect(server.requests(path: "/api/list").count == 1)
            _ = try? await client.send(bytes, parameters: [Parameter("Range", "bytes=0-1,4-5", in: .header)])
            #expect(server.requests(path: "/api/list").count == 2, "a list of ranges goes to the server")
            #expect(store.count == 1)
        }
    }

    /// RFC 9111 §5.2.2.3: with `must-understand`, a cache stores a reply only "if it understands the
    /// requirements for caching responses with that status code", and then ignores `no-store`.
    @Test func mustUnderstandGoesByTheStatus() async throws {
        try await withTestServer(
            TestServer.start(
                .get(
                    "/api/known",
                    reply: .json("[1]", headers: ["Cache-Control": "max-age=60, must-understand, no-store"])),
                .get(
                    "/api/unknown",
                    reply: .json("[1]", status: 299, headers: ["Cache-Control": "max-age=60, must-understand"])))
        ) { server in
            let client = cachingClient(server)
            for _ in 1...2 {
                _ = try await client.send(endpoint("known", "known", sendsToken: false))
                _ = try await client.send(endpoint("unknown", "unknown", sendsToken: false))
            }
            #expect(server.requests(path: "/api/known").count == 1)
            #expect(server.requests(path: "/api/unknown").count == 2)
        }
    }

    /// RFC 9111 §3.1: a cache does not store "the Connection header field and fields whose names are listed in
    /// it", nor the other hop-by-hop fields.
    @Test func fieldsNamedByConnectionAreNotStored() async throws {
        try await withTestServer(
            TestServer.start(
                .get(
                    "/api/list",
                    reply: .json(
                        "[1]",
                        headers: [
                            "Cache-Control": "max-age=60", "Connection": "X-A, x-b", "X-A": "1", "X-B": "2",
                            "X-C": "3",
                        ])))
        ) { server in
            let client = cachingClient(server)
            _ = try await client.send(list)
            let stored = try await client.send(list)
            #expect(stored.cacheHit == .fresh)
            #expect(stored.header("X-C") == "3")
            #expect(stored.header("X-A") == nil && stored.header("X-B") == nil && stored.header("Connection") == nil)
        }
    }

    /// Heuristic freshness is the app's choice (RFC 9111 §4.2.2: a cache "MAY assign a heuristic expiration
    /// time"): with it a reply with only `Last-Modified` is served from the store; without it, revalidated.
    @Test(arguments: [true, false])
    func heuristicFreshnessIsAPolicy(on: Bool) async throws {
        let modified = HTTPDate.text(of: Date() - 86_400)
        let resource = CacheableResource(body: "[1]", cacheControl: nil, headers: ["Last-Modified": modified])
        try await withTestServer(resource.route("/api/list")) { server in
            let client = cachingClient(server, policy: .http(heuristicFreshness: on))
            _ = try await client.send(list)
            #expect(try await client.send(list).cacheHit == (on ? .fresh : .revalidated))
        }
    }

    /// A server that closes the connection without a reply (on Linux -1011, "bad server response") has
    /// failed as a network does: the offline policy answers with the stored reply.
    @Test func aConnectionClosedWithoutAReplyIsAnsweredOffline() async throws {
        try await StreamServer.run { server in
            let client = NetLayerClient(
                configuration: ClientConfiguration(cache: .http(offline: 600)),
                environment: ServerEnvironment(name: "production", baseURL: server.url("/api")))
            let first = Task { try await client.send(list) }
            let stored = try #require(await server.connection(0))
            stored.writeHead(headers: [
                "Cache-Control": "max-age=0", "Content-Type": "application/json", "Connection": "close",
            ])
            stored.write("[1]")
            stored.end()
            _ = try await first.value
            let second = Task { try await client.send(list) }
            try #require(await server.connection(1)).cut()
            let offline = try await second.value
            #expect(offline.cacheHit == .offline)
            #expect(try offline.decode([Int].self) == [1])
        }
    }
}

/// A memory store that counts what is stored, for a test to wait for a store made in the background.
final class WatchedStore: CacheStore {
    private let inner = MemoryCacheStore(maxBytes: 1 << 20)
    private let stores = TestState(0)

    func waitForStores(_ count: Int) async {
        await stores.wait { $0 >= count }
    }

    func reply(forKey key: String) -> CachedReply? { inner.reply(forKey: key) }
    func store(_ reply: CachedReply, forKey key: String) {
        inner.store(reply, forKey: key)
        stores.update { $0 += 1 }
    }
    func removeReply(forKey key: String) { inner.removeReply(forKey: key) }
    func removeReplies(for url: URL) { inner.removeReplies(for: url) }
    func removeReplies(ownedBy owner: String) { inner.removeReplies(ownedBy: owner) }
    func removeAll() { inner.removeAll() }
}
