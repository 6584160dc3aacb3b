// Tests of the test servers themselves (TestServer, CutShortServer), with plain URLSession.

import Foundation
import LoopbackServers
import TestSupport
import TestTraits
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A URLSession of its own for one test: ephemeral, no cookies, no cache, and an
/// idle time-out of an hour. The servers answer on Swift concurrency's threads, which
/// the suite's CPU-bound tests can hold for tens of seconds on a loaded machine (10 s
/// time-outs were seen to expire): the suites' time limits are what stop a hang.
private func makeSupportTestSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = 3600
    return URLSession(configuration: configuration)
}

/// A request on a connection of its own: the server closes it after the reply.
private func fresh(_ url: URL) -> URLRequest {
    var request = URLRequest(url: url)
    request.setValue("close", forHTTPHeaderField: "Connection")
    return request
}

private func httpStatus(of response: URLResponse) -> Int? {
    (response as? HTTPURLResponse)?.statusCode
}

@Suite("TestServer", .highPriority, .timeLimit(.minutes(10)))
struct TestServerTests {
    @Test("the raw query is recorded exactly as sent, and decoded on request")
    func rawQueryIsRecorded() async throws {
        let server = try await TestServer.start(.get("/search", reply: .json(#"{"ok":true}"#)))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        let (data, response) = try await session.data(from: server.url("/search?q=a%2Bb%20c&x=%E4%B8%AD"))
        await server.stop()

        #expect(httpStatus(of: response) == 200)
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "content-type") == "application/json")
        let request = try #require(server.lastRequest(path: "/search"))
        #expect(request.method == "GET")
        #expect(request.path == "/search")
        #expect(request.query == "q=a%2Bb%20c&x=%E4%B8%AD")
        #expect(request.target == "/search?q=a%2Bb%20c&x=%E4%B8%AD")
        #expect(request.queryValue("q") == "a+b c")
        #expect(request.queryValue("x") == "中")
        #expect(request.queryItems.map(\.name) == ["q", "x"])
        #expect(server.requests.count == 1)
    }

    @Test("a POST body is recorded byte for byte")
    func postBodyIsRecorded() async throws {
        let server = try await TestServer.start(.post("/upload", reply: .status(201)))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }
        // Every byte value, non-UTF-8 ones included, and more than FlyingFox's 4 KiB buffer.
        let body = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 256) })

        var request = URLRequest(url: server.url("/upload"))
        request.httpMethod = "POST"
        request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")
        let (_, response) = try await session.upload(for: request, from: body)
        await server.stop()

        #expect(httpStatus(of: response) == 201)
        let recorded = try #require(server.lastRequest(path: "/upload"))
        #expect(recorded.method == "POST")
        #expect(recorded.body == body)
        #expect(recorded.header("content-length") == "10000")
        #expect(recorded.header("Content-Type") == "application/octet-stream")
    }

    @Test("header lookup ignores case")
    func headerLookupIgnoresCase() async throws {
        let server = try await TestServer.start(.get("/h", reply: .text("fine")))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        var request = URLRequest(url: server.url("/h"))
        request.setValue("Bearer abc.def", forHTTPHeaderField: "Authorization")
        request.setValue("t-123", forHTTPHeaderField: "X-Trace-ID")
        let (data, _) = try await session.data(for: request)
        await server.stop()

        #expect(String(decoding: data, as: UTF8.self) == "fine")
        let recorded = try #require(server.lastRequest(path: "/h"))
        #expect(recorded.header("authorization") == "Bearer abc.def")
        #expect(recorded.header("AUTHORIZATION") == "Bearer abc.def")
        #expect(recorded.header("x-trace-id") == "t-123")
        #expect(recorded.header("X-Trace-Id") == "t-123")
        #expect(recorded.header("X-Not-Sent") == nil)
        #expect(recorded.headers.keys.contains { $0.lowercased() == "host" })
    }

    @Test("an echo reply returns what the server received")
    func echoReply() async throws {
        let server = try await TestServer.start(.any("/echo/*", reply: .echo))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        var request = URLRequest(url: server.url("/echo/a%20b?n=1%202&flag"))
        request.httpMethod = "PUT"
        request.setValue("Value-1", forHTTPHeaderField: "X-Custom")
        request.setValue("text/plain; charset=utf-8", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data("héllo {wörld}".utf8)
        let (data, response) = try await session.data(for: request)
        await server.stop()

        #expect(httpStatus(of: response) == 200)
        let echoed = try EchoedRequest.decode(data)
        #expect(echoed.method == "PUT")
        #expect(echoed.path == "/echo/a%20b")
        #expect(echoed.query == "n=1%202&flag")
        #expect(echoed.headers["x-custom"] == "Value-1")
        #expect(echoed.headers["content-type"] == "text/plain; charset=utf-8")
        #expect(echoed.body == "héllo {wörld}")
        #expect(
            server.lastRequest?.queryItems == [
                URLQueryItem(name: "n", value: "1 2"), URLQueryItem(name: "flag", value: nil),
            ])
        #expect(server.lastRequest?.decodedPath == "/echo/a b")
    }

    @Test("routes: exact, prefix, method, first match wins, unknown path 404")
    func routing() async throws {
        let server = try await TestServer.start(
            .get("/users", reply: .text("list")),
            .get("/users/me", reply: .text("me")),
            .get("/users/*") { request in .text("user " + request.path.dropFirst("/users/".count)) },
            .delete("/users/*", reply: .status(204)),
            .post("/fail") { _ in throw URLError(.badURL) }
        )
        server.addRoute(.get("/late", reply: .json("[]", status: 202, headers: ["X-Extra": "1"])))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        func get(_ path: String, method: String = "GET") async throws -> (Int?, String) {
            var request = URLRequest(url: server.url(path))
            request.httpMethod = method
            let (data, response) = try await session.data(for: request)
            return (httpStatus(of: response), String(decoding: data, as: UTF8.self))
        }

        #expect(try await get("/users") == (200, "list"))
        #expect(try await get("/users/me") == (200, "me"))
        #expect(try await get("/users/42/posts") == (200, "user 42/posts"))
        #expect(try await get("/users/42", method: "DELETE") == (204, ""))
        #expect(try await get("/users", method: "DELETE").0 == 404)
        #expect(try await get("/nope").0 == 404)
        #expect(try await get("/user").0 == 404)
        #expect(try await get("/late") == (202, "[]"))
        #expect(try await get("/fail", method: "POST").0 == 500)
        await server.stop()

        // Unmatched requests are recorded too.
        #expect(server.lastRequest(path: "/nope")?.method == "GET")
        #expect(server.requests.count == 9)
    }

    @Test("a delayed reply arrives after its delay, and delays no other")
    func delayedReply() async throws {
        let delay = 0.4
        let server = try await TestServer.start(
            .get("/slow", reply: .delayed(delay, then: .text("late"))),
            .get("/hang", reply: .delayed(3600, then: .text("never"))),
            .get("/fast", reply: .text("now")))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        let start = ContinuousClock.now
        let (data, _) = try await session.data(from: server.url("/slow"))
        let elapsed = ContinuousClock.now - start
        #expect(String(decoding: data, as: UTF8.self) == "late")
        #expect(elapsed >= .milliseconds(380))

        // Answered while an hour-long reply is pending: a delay holds its own reply only.
        let hangEnded = TestEvent()
        let hang = Task {
            defer { hangEnded.fire() }
            return try await session.data(from: server.url("/hang"))
        }
        await server.waitForRequests(1, path: "/hang")
        let (fast, _) = try await session.data(from: server.url("/fast"))
        #expect(String(decoding: fast, as: UTF8.self) == "now")
        #expect(!hangEnded.hasFired)
        await server.stop()
        _ = await hang.result
    }

    /// The reply is an hour away: a stop() that waited for it would not return
    /// before the time limit.
    @Test("stop() does not wait for a pending delayed reply")
    func stopCancelsDelayedReply() async throws {
        let server = try await TestServer.start(.get("/hang", reply: .delayed(3600, then: .text("never"))))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        let request = Task { try await session.data(from: server.url("/hang")) }
        await server.waitForRequests(1)
        await server.stop()
        let result = await request.result

        if case .success(let (data, _)) = result {
            #expect(String(decoding: data, as: UTF8.self) != "never")
        }
    }

    @Test("a held reply comes once released, and stop() ends one never released")
    func heldReply() async throws {
        let release = TestEvent()
        let server = try await TestServer.start(
            .get("/held", reply: .held(until: release, then: .text("released"))),
            .get("/never", reply: .held(until: TestEvent(), then: .text("never"))))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        let answered = TestEvent()
        let held = Task {
            defer { answered.fire() }
            return try await session.data(from: server.url("/held"))
        }
        let never = Task { try await session.data(from: server.url("/never")) }
        let arrived = await server.waitForRequests(2)
        #expect(Set(arrived.map(\.path)) == ["/held", "/never"])
        #expect(await server.waitForRequests(1, path: "/never").map(\.path) == ["/never"])
        #expect(!answered.hasFired)
        release.fire()
        let (data, _) = try await held.value
        #expect(String(decoding: data, as: UTF8.self) == "released")

        await server.stop()
        if case .success(let (data, _)) = await never.result {
            #expect(String(decoding: data, as: UTF8.self) != "never")
        }
    }

    @Test("a stop with a grace period lets a reply being made finish, and takes no new connection")
    func aGracefulStopLetsTheReplyBeingMadeFinish() async throws {
        let release = TestEvent()
        let server = try await TestServer.start(
            .get("/held", reply: .held(until: release, then: .text("done"))), .get("/probe", reply: .text("up")))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        let held = Task { try await session.data(from: server.url("/held")) }
        await server.waitForRequests(1)
        let stopped = TestEvent()
        let stopping = Task {
            await server.stop(grace: .seconds(3600))
            stopped.fire()
        }
        // The listener goes first: a connection made while the handler runs is refused. (A probe made before
        // the stop task ran is answered at once.)
        var refused = false
        while !refused {
            do { _ = try await session.data(for: fresh(server.url("/probe"))) } catch { refused = true }
        }
        #expect(server.requests(path: "/held").count == 1)
        #expect(!stopped.hasFired, "the stop waits for the handler")
        release.fire()
        let (data, _) = try await held.value
        #expect(String(decoding: data, as: UTF8.self) == "done")
        await stopping.value
        #expect(stopped.hasFired)
    }

    /// How fast they are is RuntimeBenchmark's business (its sequential URLSession
    /// side); what makes them fast is checked here: one connection, and on Linux,
    /// where accepted sockets inherit the listener's TCP_NODELAY, every wait for
    /// data on a socket that has it. Without it, each reply waits ~40 ms for a
    /// delayed ACK.
    @Test("sequential keep-alive GETs share a connection with TCP_NODELAY")
    func keepAliveRequestsShareANoDelayConnection() async throws {
        let server = try await TestServer.start(.get("/ping", reply: .json(#"{"pong":true}"#)))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        for index in 0..<100 {
            let (data, response) = try await session.data(from: server.url("/ping?i=\(index)"))
            #expect(httpStatus(of: response) == 200)
            #expect(data.count == 13)
        }
        await server.stop()

        let ports = Set(server.requests.compactMap(\.clientPort))
        #expect(server.requests.count == 100)
        #expect(ports.count <= 2, "the requests should share a keep-alive connection")
        #if os(Linux)
            #expect(server.connectionWaitsWithNoDelay > 0)
            #expect(server.connectionWaitsWithoutNoDelay == 0)
        #endif
    }

    @Test("100 concurrent requests are all answered")
    func concurrentRequests() async throws {
        let server = try await TestServer.start(.get("/item", reply: .echo))
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        let queries = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<100 {
                group.addTask {
                    let (data, response) = try await session.data(from: server.url("/item?i=\(index)"))
                    #expect(httpStatus(of: response) == 200)
                    return try EchoedRequest.decode(data).query
                }
            }
            var queries: [String] = []
            for try await query in group { queries.append(query) }
            return queries
        }
        await server.stop()

        #expect(Set(queries) == Set((0..<100).map { "i=\($0)" }))
        #expect(server.requests.count == 100)
        #expect(Set(server.requests.map(\.query)).count == 100)
    }

    @Test("after stop() a request is refused")
    func requestAfterStopIsRefused() async throws {
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }
        // The freed port is held from now on, so that no other server can take it before the request; a port
        // another socket took first proves nothing, and another server is tried (as in `refusedAfterStop`).
        var stopped: (server: TestServer, freed: LoopbackPort.Reservation)?
        for _ in 1...10 where stopped == nil {
            let server = try await TestServer.start(.get("/ok", reply: .text("ok")))
            let (data, _) = try await session.data(from: server.url("/ok"))
            #expect(String(decoding: data, as: UTF8.self) == "ok")
            await server.stop()
            await server.stop()  // twice is fine
            if let freed = try? LoopbackPort.reserve(server.port) { stopped = (server, freed) }
        }
        let (server, freed) = try #require(stopped, "ten freed ports were all taken at once")
        defer { freed.release() }

        let error = await #expect(throws: URLError.self) {
            _ = try await session.data(from: server.url("/ok"))
        }
        print("[TestServer] request after stop(): URLError \(error?.code.rawValue ?? 0)")
        #expect(error?.code == .cannotConnectToHost)
        #expect(server.requests.count == 1)
    }

    @Test("a server stopped while it accepts connections takes none of the next server's")
    func aStoppedServerTakesNoConnectionOfTheNext() async throws {
        // FlyingFox's own stop closed the listener before its accept loop ended; a loop between two accepts
        // then accepted on the freed number, by then the next server's listener, and closed what it took
        // unread: that server's client read a reset. Each round stops a server whose accept loop has idle
        // connections to take, starts the next at once, and asks the next on new connections.
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }
        for _ in 0..<20 {
            let stopping = try await TestServer.start(.any("*", reply: .text("stopping")))
            let idle = IdleConnections(8, to: stopping.port)
            #expect(idle.count == 8)
            await stopping.stop()
            try await withTestServer(TestServer.start(.any("*", reply: .text("next")))) { next in
                for index in 0..<4 {
                    let (data, response) = try await session.data(for: fresh(next.url("/\(index)")))
                    #expect(httpStatus(of: response) == 200)
                    #expect(String(decoding: data, as: UTF8.self) == "next")
                }
                #expect(next.requests.count == 4)
            }
            idle.close()
        }
    }
}

@Suite("CutShortServer", .highPriority, .timeLimit(.minutes(10)))
struct CutShortServerTests {
    static let modes: [(String, CutShortServer.Mode)] = [
        ("truncated", .truncatedBody),
        ("empty", .emptyReply),
        ("garbage", .garbage),
        ("reset", .reset),
    ]

    @Test("a broken reply makes URLSession fail with a URLError", arguments: modes)
    func brokenReplyFails(name: String, mode: CutShortServer.Mode) async throws {
        let server = try CutShortServer.start(mode)
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        var request = URLRequest(url: server.url("/broken?x=1"))
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"a":1}"#.utf8)
        let failure: (any Error)?
        do {
            _ = try await session.data(for: request)
            failure = nil
        } catch {
            failure = error
        }
        await server.stop()
        let error = failure as? URLError
        #expect(error != nil, "\(String(describing: failure))")

        print(
            "[CutShortServer] \(name): URLError \(error?.code.rawValue ?? 0): " + (error?.localizedDescription ?? "-"))
        // The session's idle time-out is the only way left to end the call: a client
        // that did not see the break would end that way.
        #expect(error?.code != .timedOut)
        #expect(server.connectionCount >= 1)
        #expect(server.requestHeads.first?.hasPrefix("POST /broken?x=1 HTTP/1.1\r\n") == true)
    }

    @Test("the truncated reply is exactly the advertised head and 11 body bytes")
    func truncatedReplyBytes() async throws {
        let server = try CutShortServer.start(.truncatedBody)
        let received = try await Task.detached {
            try rawExchange(port: server.port, request: "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        }.value
        await server.stop()

        #expect(
            received
                == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"partial\":")
        #expect(server.requestHeads == ["GET / HTTP/1.1\r\nHost: x\r\n\r\n"])
    }

    @Test("after stop() a request is refused, and stop() can be repeated")
    func refusedAfterStop() async throws {
        // The freed port is held from now on, so that no other server can take it before the request.
        // Another socket of the machine (another test's server, a client's ephemeral port) may take it
        // between the stop and the reservation; that port then proves nothing, and another server is tried.
        var stopped: (server: CutShortServer, freed: LoopbackPort.Reservation)?
        for _ in 1...10 where stopped == nil {
            let server = try CutShortServer.start(.garbage)
            await server.stop()
            await server.stop()
            if let freed = try? LoopbackPort.reserve(server.port) { stopped = (server, freed) }
        }
        let (server, freed) = try #require(stopped, "ten freed ports were all taken at once")
        defer { freed.release() }
        let session = makeSupportTestSession()
        defer { session.invalidateAndCancel() }

        let error = await #expect(throws: URLError.self) {
            _ = try await session.data(from: server.url())
        }
        #expect(error?.code == .cannotConnectToHost)
        #expect(server.connectionCount == 0)

        let reserved = try LoopbackPort.reserve()
        defer { reserved.release() }
        let refused = await #expect(throws: URLError.self) {
            _ = try await session.data(from: reserved.url)
        }
        #expect(refused?.code == .cannotConnectToHost)
    }

    @Test("servers start and stop without leaking threads or descriptors")
    func startStopDoesNotLeak() async throws {
        // Counted in a process of its own (loopback-leak-check), where no other test
        // opens descriptors or threads meanwhile.
        let output = try await ChildProcess.run(try BuildProducts.locate("loopback-leak-check"), [])
        #expect(output.status == 0, "\(output.standardError)")
        print("[LoopbackServers] growth over 100 start/stop (descriptors, threads):\n\(output.standardOutput)")
        for line in output.standardOutput.split(separator: "\n") {
            let fields = line.split(separator: " ")
            let server = fields.first.map(String.init) ?? "?"
            let counts = fields.dropFirst().compactMap { Int($0) }
            #expect(counts.count == 2, "\(line)")
            #expect(counts.allSatisfy { $0 < 30 }, "\(server): descriptors and threads grew by \(counts)")
        }
        #if os(Linux)
            #expect(output.standardOutput.split(separator: "\n").count == 2, "both servers counted")
        #endif
    }
}

/// Connects to 127.0.0.1:`port`, sends `request`, and reads until the server closes.
private func rawExchange(port: UInt16, request: String) throws -> String {
    guard let fd = LoopbackPort.connect(port) else { throw URLError(.cannotConnectToHost) }
    defer { close(fd) }
    // Only against a hang: the server sends at once and closes.
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let bytes = Array(request.utf8)
    guard bytes.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == bytes.count else {
        throw URLError(.networkConnectionLost)
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        received += buffer[0..<count]
    }
    return String(decoding: received, as: UTF8.self)
}
