// A tiny School backend for the example app: an HTTP server on 127.0.0.1, on a
// port the system picks, that answers the few interfaces of specs/school.yaml
// the app calls (see SchoolRoutes.swift). Everything lives in memory.
//
//     let server = try await SchoolServer.start()
//     print(server.baseURL)        // http://127.0.0.1:PORT/api
//     ...
//     await server.stop()
//
// FlyingFox is imported `internal`ly: its `HTTPRequest` and `HTTPMethod` would
// clash with NetLayer's names in the app, so none of its types are public here.

internal import FlyingFox
internal import FlyingSocks
import Foundation

/// The example app's backend: a server on a free local port that answers the School interfaces the app
/// calls, from data in memory. Start one with ``start(bannerDelay:)``; stop it with ``stop()``.
public final class SchoolServer: Sendable {
    /// The base URL of every interface: `http://127.0.0.1:PORT/api`.
    public let baseURL: URL

    /// The password `loginByPassword` accepts, for any product number.
    public static let password = "secret"

    private let server: HTTPServer
    private let runTask: Task<Void, any Error>

    private init(baseURL: URL, server: HTTPServer, runTask: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.server = server
        self.runTask = runTask
    }

    /// Starts the server and returns once it accepts connections.
    ///
    /// - Parameter bannerDelay: how long `public/banner/list` takes to answer,
    ///   so that the app has a slow call to cancel.
    /// - Returns: The running server; its ``baseURL`` has the port the system picked.
    /// - Throws: The server's error when it cannot listen within five seconds.
    public static func start(bannerDelay: Duration = .seconds(2)) async throws -> SchoolServer {
        // Port 0: the system picks a free port; it is read back below.
        let server = HTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0),
            logger: DisabledLogger.disabled)
        await SchoolRoutes(backend: SchoolBackend(), bannerDelay: bannerDelay).add(to: server)

        let runTask = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 5)
            guard case .ip4(_, let port)? = await server.listeningAddress else {
                throw StartError.noPort
            }
            return SchoolServer(
                baseURL: URL(string: "http://127.0.0.1:\(port)/api")!, server: server, runTask: runTask)
        } catch {
            runTask.cancel()
            await server.stop()
            throw error
        }
    }

    /// Closes the listening socket and every connection, and waits for the
    /// server to end. Calling it twice is harmless.
    public func stop() async {
        await server.stop(timeout: 0)
        runTask.cancel()
        _ = await runTask.result
    }

    enum StartError: Error, CustomStringConvertible {
        case noPort
        var description: String { "SchoolServer: the server reported no IPv4 address to read the port from" }
    }
}
