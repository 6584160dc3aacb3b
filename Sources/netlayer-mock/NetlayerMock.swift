import NetLayerMockServer

/// `netlayer-mock`, the server `netlayer mock` becomes: apart from
/// `netlayer`, so that only it links the runtime and URLSession's libcurl.
@main
struct NetlayerMock {
    static func main() async {
        await MockServerCommand.main()
    }
}
