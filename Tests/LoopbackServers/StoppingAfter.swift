// Part of the `LoopbackServers` library target.

/// Runs `body` with `server`, and stops the server however `body` ends: a server left
/// running keeps its threads or process, and the test process cannot exit while they run.
func stopping<Server, T>(
    _ server: Server, with stop: (Server) async -> Void, after body: (Server) async throws -> T
) async throws -> T {
    do {
        let result = try await body(server)
        await stop(server)
        return result
    } catch {
        await stop(server)
        throw error
    }
}
