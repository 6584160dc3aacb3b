import GeneratedSchool
import LoopbackServers
import NetLayer
import TransportKinds

extension SchoolClient {
    /// A client of `server`'s School backend over `kind`, logged in: the interfaces these tests call need the
    /// token, which the loopback backends do not check. One helper, for the suites that share the setup.
    static func loggedIn(to server: TestServer, over kind: TransportKind) -> SchoolClient {
        let client = SchoolClient(transport: kind.make(), tokenStore: MemoryTokenStore())
        client.server = ServerEnvironment(name: "production", baseURL: server.url("/api"))
        client.setToken("T")
        return client
    }
}
