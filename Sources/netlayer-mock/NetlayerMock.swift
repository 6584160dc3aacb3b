import NetLayerCLI
import NetLayerMockServer

/// `netlayer-mock`, the server `netlayer mock` becomes: apart from
/// `netlayer`, so that only it links the runtime and URLSession's libcurl.
/// `netlayer-mock docs …`, which `netlayer docs` becomes, writes the API
/// reference instead, whose example replies the mock backend gives; `netlayer-mock record …`, which
/// `netlayer record` becomes, runs the recording proxy; `netlayer-mock verify …`, which `netlayer verify
/// --environment` becomes, calls a server and checks its replies.
@main
struct NetlayerMock {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == DocsOptions.subcommand {
            ReferenceCommand.main(Array(arguments.dropFirst()))
        } else if arguments.first == RecordOptions.subcommand {
            await RecordProxyCommand.main(Array(arguments.dropFirst()))
        } else if arguments.first == VerifyOptions.subcommand {
            await LiveVerifyCommand.main(Array(arguments.dropFirst()))
        } else {
            await MockServerCommand.main()
        }
    }
}
