import Foundation
import LoopbackServers
import RuntimeTestSupport
import TestSupport
import TestTraits
import Testing

@_spi(Generated) @testable import NetLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The client's HTTP cache against a loopback server: what is served from the store, what is revalidated,
/// what is never stored, and whose replies are kept apart.
@Suite(.highPriority) struct HTTPCacheTests {
    let list = endpoint("list", "list", sendsToken: false)

    @Test func aFreshReplyIsServedWithoutARequest() async throws {
        let resource = CacheableResource(body: "[1,2]", cacheControl: "max-age=60")
        try await withTestServer(resource.route("/api/list")) { server in
            let clock = TestClock()
            let client = cachingClient(server, clock: clock)
            let first = try await client.send(list)
            #expect(first.cacheHit == nil)
            clock.advance(30)
            let second = try await client.send(list)
            #expect(second.cacheHit == .fresh)
            #expect(second.httpStatus == 200)
            #expect(second.body == first.body)
            #expect(try second.decode([Int].self) == [1, 2])
            #expect(second.header("age") == "30")
            #expect(server.requests(path: "/api/list").count == 1)
        }
    }

    @Test func aStaleReplyIsRevalidatedAndA304AnswersFromTheStore() async throws {
        let resource = CacheableResource(body: "[1,2]", cacheControl: "max-age=60", headers: ["X-Version": "one"])
        try await withTestServer(resource.route("/api/list")) { server in
            let clock = TestClock()
            let client = cachingClient(server, clock: clock)
            _ = try await client.send(list)
            clock.advance(61)
            resource.set(header: "X-Version", "two")
            let revalidated = try await client.send(list)
            #expect(revalidated.cacheHit == .revalidated)
            #expect(revalidated.httpStatus == 200)
            #expect(try revalidated.decode([Int].self) == [1, 2])
            #expect(revalidated.header("x-version") == "two", "the 304's headers replace the stored ones")
            #expect(server.lastRequest(path: "/api/list")?.header("If-None-Match") == resource.etag)
            #expect(resource.notModifiedReplies == 1)
            // The 304 made the reply fresh again: the next call sends nothing.
            let fresh = try await client.send(list)
            #expect(fresh.cacheHit == .fresh)
            #expect(server.requests(path: "/api/list").count == 2)
        }
    }

    @Test func aChangedResourceReplacesTheStoredReply() async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: "max-age=60")
        try await withTestServer(resource.route("/api/list")) { server in
            let clock = TestClock()
            let client = cachingClient(server, clock: clock)
            _ = try await client.send(list)
            resource.change(body: "[1,2,3]")
            clock.advance(61)
            let changed = try await client.send(list)
            #expect(changed.cacheHit == nil)
            #expect(try changed.decode([Int].self) == [1, 2, 3])
            #expect(try await client.send(list).decode([Int].self) == [1, 2, 3])
            #expect(resource.fullReplies == 2)
        }
    }

    @Test func lastModifiedRevalidatesWithIfModifiedSince() async throws {
        let modified = "Tue, 24 Nov 2026 08:00:00 GMT"
        try await withTestServer(
            TestServer.start(
                .get("/api/list") { request in
                    request.header("If-Modified-Since") == modified
                        ? .status(304) : .json("[5]", headers: ["Last-Modified": modified])
                })
        ) { server in
            let client = cachingClient(server)
            _ = try await client.send(list)
            let second = try await client.send(list)
            #expect(second.cacheHit == .revalidated, "no explicit freshness: stale at once, revalidated every time")
            #expect(try second.decode([Int].self) == [5])
            #expect(server.requests(path: "/api/list").count == 2)
        }
    }

    @Test func noStoreIsNeverStored() async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: "no-store, max-age=60")
        try await withTestServer(resource.route("/api/list")) { server in
            let store = MemoryCacheStore(maxBytes: 1 << 20)
            let client = cachingClient(server, store: store)
            _ = try await client.send(list)
            #expect(store.count == 0)
            #expect(try await client.send(list).cacheHit == nil)
            #expect(server.lastRequest(path: "/api/list")?.header("If-None-Match") == nil)
            #expect(resource.fullReplies == 2)
        }
    }

    @Test func aRequestsNoStoreNeitherReadsNorStores() async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: "max-age=60")
        try await withTestServer(resource.route("/api/list")) { server in
            let store = MemoryCacheStore(maxBytes: 1 << 20)
            let client = cachingClient(server, store: store)
            let noStore = [Parameter("Cache-Control", "no-store", in: .header)]
            _ = try await client.send(list, parameters: noStore)
            #expect(store.count == 0)
            _ = try await client.send(list)
            #expect(try await client.send(list, parameters: noStore).cacheHit == nil)
            #expect(resource.fullReplies == 3)
        }
    }

    @Test func noCacheRevalidatesEveryTime() async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: "no-cache")
        try await withTestServer(resource.route("/api/list")) { server in
            let client = cachingClient(server)
            _ = try await client.send(list)
            #expect(try await client.send(list).cacheHit == .revalidated)
            #expect(try await client.send(list).cacheHit == .revalidated)
            #expect(resource.fullReplies == 1)
            #expect(resource.notModifiedReplies == 2)
        }
    }

    @Test func varyKeepsTheRequestsHeaderValuesApart() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/greeting") { request in
                    let language = request.header("Accept-Language") ?? "none"
                    return .json(
                        #""\#(language)""#, headers: ["Cache-Control": "max-age=60", "Vary": "Accept-Language"])
                })
        ) { server in
            let client = cachingClient(server)
            let greeting = endpoint("greeting", "greeting", sendsToken: false)
            func greet(_ language: String) async throws -> RequestResult {
                try await client.send(greeting, parameters: [Parameter("Accept-Language", language, in: .header)])
            }
            #expect(try await greet("en").decode(String.self) == "en")
            let french = try await greet("fr")
            #expect(french.cacheHit == nil, "another Accept-Language does not match the stored reply")
            #expect(try french.decode(String.self) == "fr")
            let again = try await greet("fr")
            #expect(again.cacheHit == .fresh)
            #expect(try again.decode(String.self) == "fr")
            #expect(server.requests(path: "/api/greeting").count == 2)
        }
    }

    @Test func varyStarIsNeverStored() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/list", reply: .json("[1]", headers: ["Cache-Control": "max-age=60", "Vary": "*"])))
        ) { server in
            let client = cachingClient(server)
            _ = try await client.send(list)
            #expect(try await client.send(list).cacheHit == nil)
            #expect(server.requests(path: "/api/list").count == 2)
        }
    }

    @Test func twoUsersNeverShareAReply() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/me") { request in
                    .json(
                        #""\#(request.header("x-auth-token") ?? "")""#,
                        headers: ["Cache-Control": "private, max-age=60"])
                })
        ) { server in
            let client = cachingClient(server, token: TokenConfiguration(placement: .header("x-auth-token")))
            let me = endpoint("me", "me")
            client.setToken("alice")
            #expect(try await client.send(me).decode(String.self) == "alice")
            client.setToken("bob")
            let bob = try await client.send(me)
            #expect(bob.cacheHit == nil)
            #expect(try bob.decode(String.self) == "bob")
            client.setToken("alice")
            let alice = try await client.send(me)
            #expect(alice.cacheHit == .fresh)
            #expect(try alice.decode(String.self) == "alice")
            #expect(server.requests(path: "/api/me").count == 2)
        }
    }

    @Test func logOutClearsThatUsersRepliesOnly() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/me") { request in
                    .json(#""\#(request.header("x-auth-token") ?? "")""#, headers: ["Cache-Control": "max-age=60"])
                },
                .get("/api/list", reply: .json("[1]", headers: ["Cache-Control": "max-age=60"])))
        ) { server in
            let store = MemoryCacheStore(maxBytes: 1 << 20)
            let client = cachingClient(
                server, store: store, token: TokenConfiguration(placement: .header("x-auth-token")))
            let me = endpoint("me", "me")
            client.setToken("bob")
            _ = try await client.send(me)
            client.setToken("alice")
            _ = try await client.send(me)
            _ = try await client.send(list)
            #expect(store.count == 3)
            client.logOut()
            #expect(store.count == 2, "alice's reply is gone; bob's and the public list stay")
            #expect(try await client.send(list).cacheHit == .fresh)
            client.setToken("alice")
            #expect(try await client.send(me).cacheHit == nil)
            client.clearCache()
            #expect(store.count == 0)
        }
    }

    @Test func offlineServesAStoredReplyWithinItsMaxAgeOnly() async throws {
        let resource = CacheableResource(body: "[1,2]", cacheControl: "max-age=0")
        let server = try await TestServer.start(resource.route("/api/list"))
        let clock = TestClock()
        let client = cachingClient(server, policy: .http(offline: 300), clock: clock)
        _ = try await client.send(list)
        await server.stop()
        clock.advance(200)
        let offline = try await client.send(list)
        #expect(offline.cacheHit == .offline)
        #expect(try offline.decode([Int].self) == [1, 2])
        #expect(offline.header("age") == "200")
        clock.advance(101)
        let error = await failure { try await client.send(list) }
        guard case .network(let network)? = error else {
            Issue.record(
                "past the offline max-age the network's failure is the call's, not \(String(describing: error))")
            return
        }
        #expect(network.kind == .unreachable)
    }

    /// RFC 9111 §4.2.4: "A cache MUST NOT generate a stale response if it is prohibited by an explicit
    /// in-protocol directive (e.g., by a no-cache response directive, a must-revalidate response directive
    /// [...])", not even disconnected.
    @Test(arguments: ["no-cache", "max-age=0, must-revalidate"])
    func offlineNeverServesAReplyThatForbidsStaleness(cacheControl: String) async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: cacheControl)
        let server = try await TestServer.start(resource.route("/api/list"))
        let client = cachingClient(server, policy: .http(offline: 300))
        _ = try await client.send(list)
        await server.stop()
        guard case .network? = await failure({ try await client.send(list) }) else {
            Issue.record("expected the network's failure")
            return
        }
    }

    @Test func withoutAnOfflinePolicyTheFailureIsTheCalls() async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: "no-cache")
        let server = try await TestServer.start(resource.route("/api/list"))
        let client = cachingClient(server)
        _ = try await client.send(list)
        await server.stop()
        let error = await failure { try await client.send(list) }
        guard case .network? = error else {
            Issue.record("expected a network failure, got \(String(describing: error))")
            return
        }
    }

    @Test func anUnsafeMethodInvalidatesTheURLsReplies() async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: "max-age=600")
        try await withTestServer(resource.route("/api/list"), .post("/api/list", reply: .status(201))) { server in
            let client = cachingClient(server)
            _ = try await client.send(list)
            #expect(try await client.send(list).cacheHit == .fresh)
            _ = try await client.send(endpoint("add", .POST, "list", body: .json, sendsToken: false))
            #expect(try await client.send(list).cacheHit == nil)
            #expect(resource.fullReplies == 2)
        }
    }

    /// RFC 9111 §3: a reply may be stored when "the response status code is final" and it "contains [...] a
    /// max-age response directive", whatever the status; without explicit freshness only the statuses RFC 9110
    /// §15.1 calls heuristically cacheable (a 404, not a 500) are.
    @Test func anErrorIsStoredOnlyWithExplicitFreshnessButA404Always() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/broken", reply: .json("{}", status: 500)),
                .get("/api/busy", reply: .json("{}", status: 503, headers: ["Cache-Control": "max-age=60"])),
                .get("/api/gone", reply: .json("{}", status: 404, headers: ["ETag": "\"1\""])))
        ) { server in
            let store = MemoryCacheStore(maxBytes: 1 << 20)
            let client = cachingClient(server, store: store)
            for path in ["broken", "busy", "gone"] {
                for _ in 1...2 {
                    guard
                        case .httpStatus? = await failure({
                            try await client.send(endpoint(path, path, sendsToken: false))
                        }
                        )
                    else {
                        Issue.record("\(path): the stored reply is the same failure")
                        continue
                    }
                }
            }
            #expect(server.requests(path: "/api/broken").count == 2)
            #expect(server.requests(path: "/api/busy").count == 1, "explicitly fresh for 60 s")
            #expect(server.requests(path: "/api/gone").count == 2, "stored, but stale at once: revalidated")
            #expect(store.count == 2)
        }
    }

    @Test func anEndpointsPolicyWinsOverTheClients() async throws {
        let resource = CacheableResource(body: "[1]", cacheControl: "max-age=60")
        try await withTestServer(resource.route("/api/list")) { server in
            let cachedByClient = cachingClient(server, policy: .http)
            var uncached = list
            uncached.cache = .policy(.off)
            _ = try await cachedByClient.send(uncached)
            #expect(try await cachedByClient.send(uncached).cacheHit == nil)
            let offByDefault = cachingClient(server, policy: .off)
            _ = try await offByDefault.send(list)
            #expect(try await offByDefault.send(list).cacheHit == nil)
            var cached = list
            cached.cache = .policy(.http)
            _ = try await offByDefault.send(cached)
            #expect(try await offByDefault.send(cached).cacheHit == .fresh)
            #expect(resource.fullReplies == 5)
        }
    }

    @Test func aDiskStoreServesANewClient() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let resource = CacheableResource(body: "[7]", cacheControl: "max-age=60")
        try await withTestServer(resource.route("/api/list")) { server in
            _ = try await cachingClient(server, store: DiskCacheStore(directory: folder.url, maxBytes: 1 << 20)).send(
                list)
            let later = cachingClient(server, store: try DiskCacheStore(directory: folder.url, maxBytes: 1 << 20))
            let result = try await later.send(list)
            #expect(result.cacheHit == .fresh)
            #expect(try result.decode([Int].self) == [7])
            #expect(resource.fullReplies == 1)
        }
    }

    @Test func aReplyDeliveringATokenIsNotStored() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/list", reply: .json("[1]", headers: ["Cache-Control": "max-age=60", "x-auth-token": "T-2"])))
        ) { server in
            let store = MemoryCacheStore(maxBytes: 1 << 20)
            let client = cachingClient(
                server, store: store,
                token: TokenConfiguration(placement: .header("x-auth-token"), source: .header("x-auth-token")))
            _ = try await client.send(list)
            #expect(store.count == 0, "a hit would hand back an old token")
        }
    }

    @Test func keysPartitionLikeTokensAndLogOutForgetsTheirReplies() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/me") { request in
                    .json(#""\#(request.header("X-Api-Key") ?? "")""#, headers: ["Cache-Control": "max-age=60"])
                })
        ) { server in
            let store = MemoryCacheStore(maxBytes: 1 << 20)
            let configuration = ClientConfiguration(
                keys: [KeyConfiguration("apiKey", placement: .header("X-Api-Key"))], cache: .http, cacheStore: store)
            let client = makeClient(server, configuration)
            let me = Endpoint(id: "me", method: .GET, path: "me", auth: [["apiKey"]])
            client.setKey("K-1", named: "apiKey")
            _ = try await client.send(me)
            client.setKey("K-2", named: "apiKey")
            let second = try await client.send(me)
            #expect(second.cacheHit == nil)
            #expect(try second.decode(String.self) == "K-2")
            #expect(store.count == 2)
            client.logOut()
            #expect(store.count == 1, "K-2's reply is gone, K-1's stays")
        }
    }

    @Test func aHeadReplyIsStoredWithoutABody() async throws {
        try await withTestServer(
            TestServer.start(
                TestRoute(
                    "HEAD", "/api/list", reply: .status(200, headers: ["Cache-Control": "max-age=60", "X-Count": "3"])))
        ) { server throws in
            let client = cachingClient(server)
            let head = endpoint("head", .HEAD, "list", sendsToken: false)
            _ = try await client.send(head)
            let second = try await client.send(head)
            #expect(second.cacheHit == .fresh)
            #expect(second.header("x-count") == "3")
            #expect(second.body.isEmpty)
            #expect(server.requests(path: "/api/list").count == 1)
        }
    }

    @Test func aReplyAfterARedirectIsNotStored() async throws {
        try await withTestServer(
            TestServer.start(
                .get("/api/old", reply: .status(302, headers: ["Location": "/api/list"])),
                .get("/api/list", reply: .json("[1]", headers: ["Cache-Control": "max-age=60"])))
        ) { server throws in
            let store = MemoryCacheStore(maxBytes: 1 << 20)
            let client = cachingClient(server, store: store)
            let old = endpoint("old", "old", sendsToken: false)
            #expect(try await client.send(old).decode([Int].self) == [1])
            #expect(try await client.send(old).cacheHit == nil)
            #expect(store.count == 0)
            #expect(server.requests(path: "/api/old").count == 2)
        }
    }

    @Test func aReplyArrivingAfterALogOutIsNotStored() async throws {
        let release = TestEvent()
        try await withTestServer(
            TestServer.start(
                .get(
                    "/api/me", reply: .held(until: release, then: .json("1", headers: ["Cache-Control": "max-age=60"])))
            )
        ) { server throws in
            let store = MemoryCacheStore(maxBytes: 1 << 20)
            let client = cachingClient(
                server, store: store, token: TokenConfiguration(placement: .header("x-auth-token")))
            client.setToken("alice")
            let call = Task { try await client.send(endpoint("me", "me")) }
            await server.waitForRequests(1, path: "/api/me")
            client.logOut()
            release.fire()
            #expect(try await call.value.httpStatus == 200)
            #expect(store.count == 0, "the log-out came first: alice's reply must not be left behind")
        }
    }

    /// Through a stub: URLSession on Linux refuses to send a GET with a body.
    @Test func aGetWithABodyIsNeitherReadNorStored() async throws {
        let bodies = Locked<[Data?]>([])
        let transport = StubTransport { _, body in
            bodies.withLock { $0.append(body?.data) }
            return .json("[1]", headers: ["Cache-Control": "max-age=60"])
        }
        let store = MemoryCacheStore(maxBytes: 1 << 20)
        let client = NetLayerClient(
            configuration: ClientConfiguration(cache: .http, cacheStore: store),
            environment: ServerEnvironment(name: "production", baseURL: URL(string: "https://example.com/api")!),
            transport: transport)
        let search = endpoint("search", .GET, "list", body: .json, sendsToken: false)
        let query = [Parameter("q", "a", in: .body)]
        _ = try await client.send(search, parameters: query)
        #expect(store.count == 0)
        _ = try await client.send(list)
        #expect(store.count == 1)
        #expect(try await client.send(search, parameters: query).cacheHit == nil, "a stored reply does not answer it")
        #expect(bodies.withLock { $0.map { $0?.isEmpty == false } } == [true, false, true])
    }

    /// A network that hangs rather than fails: the call's deadline comes first, and the stored reply answers.
    /// The deadline is 3 s, not less: the attempt must reach the cache (which leaves the stored reply for the
    /// deadline) before it passes, and on a loaded machine a step can wait that long for a thread even at high
    /// priority. The last call only needs to time out, so its deadline can be short.
    @Test func offlineServesAStoredReplyWhenTheDeadlinePasses() async throws {
        let resource = CacheableResource(body: "[3]", cacheControl: "max-age=0")
        try await withTestServer(
            TestServer.start(
                .get("/api/list") { request in
                    request.header("If-None-Match") == nil ? resource.reply(to: request) : .never
                })
        ) { server in
            let clock = TestClock()
            let client = cachingClient(server, policy: .http(offline: 60), clock: clock)
            // Stored by a call with time to spare (a loaded machine can take seconds), then asked again by one whose
            // deadline passes while the server holds the revalidation.
            _ = try await client.send(endpoint("list", "list", timeout: 120, sendsToken: false))
            let offline = try await client.send(endpoint("list", "list", timeout: 0.3, sendsToken: false))
            #expect(offline.cacheHit == .offline)
            #expect(try offline.decode([Int].self) == [3])
            clock.advance(61)
            let error = await failure {
                try await client.send(endpoint("list", "list", timeout: 0.3, sendsToken: false))
            }
            guard case .timedOut? = error else {
                Issue.record("past the offline max-age the call times out, not \(String(describing: error))")
                return
            }
        }
    }

    /// Holds the attempts of the call `endpointID` until their task is cancelled, which only the call's
    /// deadline does here: the attempt reaches the cache after the deadline, as on a starved device.
    struct HoldsUntilTheDeadline: RequestInterceptor {
        let endpointID: String

        func adapt(_ request: HTTPRequest, for endpoint: Endpoint, client: NetLayerClient) async throws(NetLayerError)
            -> HTTPRequest
        {
            if endpoint.id == endpointID { await TestEvent().waitUnlessCancelled() }
            return request
        }
    }

    @Test func offlineServesAStoredReplyWhenTheDeadlinePassesBeforeTheCacheIsAsked() async throws {
        let resource = CacheableResource(body: "[4]", cacheControl: "max-age=0")
        try await withTestServer(
            TestServer.start(
                .get("/api/list") { request in
                    request.header("If-None-Match") == nil ? resource.reply(to: request) : .never
                })
        ) { server in
            let configuration = ClientConfiguration(
                interceptors: [HoldsUntilTheDeadline(endpointID: "late")], cache: .http(offline: 60),
                cacheStore: MemoryCacheStore(maxBytes: 1 << 20))
            let client = makeClient(server, configuration)
            _ = try await client.send(endpoint("list", "list", timeout: 120, sendsToken: false))
            // The order is forced: the deadline passes while the attempt is held before it asks the cache.
            let late = try await client.send(endpoint("late", "list", timeout: 0.1, sendsToken: false))
            #expect(late.cacheHit == .offline)
            #expect(try late.decode([Int].self) == [4])
            #expect(server.requests(path: "/api/list").count == 1, "an attempt past its deadline sends nothing")
            // A deadline passed when the call starts: whichever of the deadline and the lookup comes first.
            let expired = try await client.send(endpoint("list", "list", timeout: 0, sendsToken: false))
            #expect(expired.cacheHit == .offline)
            #expect(try expired.decode([Int].self) == [4])
        }
    }
}
