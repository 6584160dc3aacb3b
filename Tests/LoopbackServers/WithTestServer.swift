// Part of the `LoopbackServers` library target.

/// A server a test starts on the loopback interface and must stop: a server left running keeps its threads,
/// descriptors or process, and the test process cannot exit while they run.
public protocol LoopbackServer: Sendable {
    /// Stops the server; returns once its threads, connections or process have ended.
    func stop() async
}

extension TestServer: LoopbackServer {}
extension FileServer: LoopbackServer {}
extension StreamServer: LoopbackServer {}
extension CutShortServer: LoopbackServer {}
extension PythonServer: LoopbackServer {}

/// Runs `body` with `server` and stops the server, awaited, however `body` ends: the test's domain helper
/// for every loopback server, as argument-parser's `AssertParse` is for commands.
///
/// `defer { Task { await server.stop() } }` stopped a server without waiting for it, so a test could end,
/// and the next start, with the last one's threads still running; and a test whose body threw left the stop
/// to a task nobody awaited.
///
/// - Parameters:
///   - server: a server just started, such as `TestServer.start(…)`; evaluated before `body` runs.
///   - isolation: the caller's actor, so that `body` runs there and need not be `Sendable`.
///   - body: the test's work with the server.
/// - Returns: what `body` returns.
/// - Throws: what `body` throws, after the server has stopped.
public func withTestServer<Server: LoopbackServer, T>(
    _ server: Server, isolation: isolated (any Actor)? = #isolation, _ body: (Server) async throws -> T
) async throws -> T {
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// Starts a `TestServer` of `routes`, runs `body` with it, and stops the server, awaited, however `body` ends.
///
/// - Parameters:
///   - routes: what the server answers.
///   - isolation: the caller's actor, so that `body` runs there and need not be `Sendable`.
///   - body: the test's work with the server.
/// - Returns: what `body` returns.
/// - Throws: the server's failure to start, or what `body` throws, after the server has stopped.
public func withTestServer<T>(
    _ routes: TestRoute..., isolation: isolated (any Actor)? = #isolation, _ body: (TestServer) async throws -> T
) async throws -> T {
    try await withTestServer(TestServer.start(routes: routes), body)
}
