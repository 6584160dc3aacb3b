// swift-tools-version: 6.1
import PackageDescription

// Every use of a dependency is guarded by a trait, so that an app which depends on the package with
// `traits: []` resolves none of them: SwiftPM leaves out a dependency whose every use is under a
// trait that is off (docs/runtime.md, "What an app builds").

/// The `netlayer` command, its plugins' tool and `netlayer mock`: on by default.
let tools: Set<String> = ["Tools"]
/// `NetLayerAsyncHTTPClient`, the transport on AsyncHTTPClient and SwiftNIO: off by default.
let asyncHTTPClient: Set<String> = ["AsyncHTTPClient"]
/// `URLSessionTransport` on Linux, where URLSession is FoundationNetworking over libcurl: on by default. An app
/// on AsyncHTTPClient alone turns it off and links no libcurl; on Apple platforms URLSession is always there.
let urlSession: Set<String> = ["URLSession"]

// The CLI's and the benchmarks' flags.
let argumentParser = Target.Dependency.product(
    name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: tools))
// `netlayer mock`'s server and the tests' loopback servers.
let flyingFox = Target.Dependency.product(name: "FlyingFox", package: "FlyingFox", condition: .when(traits: tools))
let flyingSocks = Target.Dependency.product(
    name: "FlyingSocks", package: "FlyingFox", condition: .when(traits: tools))

let package = Package(
    name: "NetLayer",
    // Swift concurrency's clocks and URLSession's async API need these on Apple platforms.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "NetLayer", targets: ["NetLayer"]),
        // The transport on AsyncHTTPClient: empty unless the trait `AsyncHTTPClient` is on.
        .library(name: "NetLayerAsyncHTTPClient", targets: ["NetLayerAsyncHTTPClient"]),
        // Previews, tests and fixtures (`stubbed(…)`) only: an app's release build links `NetLayer` without it.
        .library(name: "NetLayerMock", targets: ["NetLayerMock"]),
        .executable(name: "netlayer", targets: ["netlayer"]),
        .executable(name: "netlayer-mock", targets: ["netlayer-mock"]),
        .library(name: "NetLayerSpec", targets: ["NetLayerSpec"]),
        .library(name: "NetLayerGenerator", targets: ["NetLayerGenerator"]),
        .plugin(name: "NetLayerPlugin", targets: ["NetLayerPlugin"]),
        .plugin(name: "GenerateNetLayer", targets: ["GenerateNetLayer"]),
    ],
    traits: [
        .trait(
            name: "Tools",
            description: "The netlayer command, its build and command plugins, and netlayer mock "
                + "(swift-argument-parser, FlyingFox). Off, an app links the runtime alone."),
        .trait(
            name: "AsyncHTTPClient",
            description: "NetLayerAsyncHTTPClient: a transport on swift-server/async-http-client and SwiftNIO."),
        .trait(
            name: "URLSession",
            description: "URLSessionTransport on Linux (FoundationNetworking over libcurl), and the default transport "
                + "of NetLayerClient and generated clients. Off, a Linux app passes a transport, such as "
                + "AsyncHTTPClientTransport, and links no FoundationNetworking. Apple platforms always have it."),
        .default(enabledTraits: ["Tools", "URLSession"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Documentation only: `swift package generate-documentation --target NetLayer`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The HTTP server of `netlayer mock`, and of the tests' `LoopbackServers`.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // NetLayerAsyncHTTPClient, under the trait `AsyncHTTPClient` only.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        // The transport boundary's HTTPRequest, HTTPResponse and HTTPFields: the runtime's one dependency.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // The wire vocabulary the runtime, the spec, the generator and the mock share (docs/generator.md,
        // "One vocabulary"): HTTP methods, URL layouts, token rules, retry policies, value rules. No networking,
        // so the `netlayer` command links it without FoundationNetworking.
        .target(name: "NetLayerWire"),
        // The runtime that generated code imports: Foundation only. It re-exports NetLayerWire.
        .target(
            name: "NetLayer",
            dependencies: ["NetLayerWire", .product(name: "HTTPTypes", package: "swift-http-types")]),
        // `AsyncHTTPClientTransport` (docs/runtime.md, "Transports"): its sources are `#if AsyncHTTPClient`.
        .target(
            name: "NetLayerAsyncHTTPClient",
            dependencies: [
                "NetLayer", .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(
                    name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: asyncHTTPClient)),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: asyncHTTPClient)),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: asyncHTTPClient)),
                // Data over a ByteBuffer's storage, not a copy of it.
                .product(name: "NIOFoundationCompat", package: "swift-nio", condition: .when(traits: asyncHTTPClient)),
                // NIOConnectionError: a refused connection told from a cut one.
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: asyncHTTPClient)),
            ]
        ),
        // The mock backend (docs/mock.md): a spec's interfaces answered from examples, behind `netlayer mock`
        // and the generated fixtures' `stubbed(…)`. Apart from the runtime, so apps do not carry it.
        .target(name: "NetLayerMock", dependencies: ["NetLayer", "SeededRandom"]),
        // SplitMix64, the one seeded random source of the mock, the spec's made-up examples and the tests.
        .target(name: "SeededRandom"),
        // Loopback servers (TestServer over FlyingFox, CutShortServer) for the runtime's
        // tests and RuntimeBenchmark. Not a product: nothing outside this package uses it.
        // FlyingFox's socket pool with TCP_NODELAY: without it every keep-alive reply
        // waits ~40 ms for a delayed ACK. For `netlayer mock` and `LoopbackServers`.
        .target(
            name: "NoDelaySockets",
            dependencies: [flyingFox]
        ),
        .target(
            name: "LoopbackServers",
            dependencies: [
                "NetLayerMock", "NoDelaySockets", "TestSupport", flyingFox,
            ],
            path: "Tests/LoopbackServers",
            // Servers from PyPI that tests start (`PythonServer`): scripts, not Swift.
            exclude: ["Python"]
        ),
        // Running `netlayer` and `swiftc` from tests without starving the
        // other tests of Swift concurrency's threads; the events and states
        // tests wait on instead of sleeping; the spec builder and the seeded
        // random source that tests and benchmarks share.
        .target(
            name: "TestSupport",
            dependencies: ["NetLayerWire", "SeededRandom"],
            path: "Tests/TestSupport"
        ),
        // The school envelope, token rules, model and client helpers that the runtime's and the mock's tests share.
        .target(
            name: "RuntimeTestSupport",
            dependencies: ["NetLayer", "TransportKinds", "LoopbackServers"],
            path: "Tests/RuntimeTestSupport"
        ),
        // `TransportKind`: the transports the tests run against and the benchmarks measure.
        .target(
            name: "TransportKinds",
            dependencies: ["NetLayer", "NetLayerAsyncHTTPClient"],
            path: "Tests/TransportKinds"
        ),
        // Swift Testing traits the test targets share.
        .target(
            name: "TestTraits",
            path: "Tests/TestTraits"
        ),
        // Counts the loopback servers' descriptors and threads over many starts and
        // stops, in a process where no other test runs beside it.
        // The forwarding shell that http-tests/cache-tests scores the runtime's cache through
        // (scripts/cache-tests.sh): a loopback server sending each request through one client.
        .executableTarget(
            name: "cache-tests-shell",
            dependencies: [
                "NetLayer", "NoDelaySockets", flyingFox, flyingSocks,
            ],
            path: "Tests/CacheConformance"
        ),
        .executableTarget(
            name: "loopback-leak-check",
            dependencies: ["LoopbackServers"],
            path: "Tests/LoopbackLeakCheck"
        ),
        // The runtime's JSON parser, writer and decoder: a target of their own, with nothing of the loopback
        // servers', so that AddressSanitizer's build (scripts/sanitize.sh) compiles little beside them.
        .testTarget(
            name: "NetLayerJSONTests",
            dependencies: ["NetLayer", "TestSupport", "TestTraits"]
        ),
        .testTarget(
            name: "NetLayerTests",
            // loopback-leak-check: run by TestServerSupportTests.
            dependencies: [
                "NetLayer", "NetLayerAsyncHTTPClient", "NetLayerMock", "LoopbackServers", "NoDelaySockets",
                "RuntimeTestSupport", "SeededRandom", "TestSupport", "TestTraits", "TransportKinds",
                "loopback-leak-check",
                // UploadWindowTests: an event loop kept busy.
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: asyncHTTPClient)),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: asyncHTTPClient)),
            ]
        ),
        .testTarget(
            name: "NetLayerMockTests",
            dependencies: [
                "NetLayerMock", "NetLayer", "LoopbackServers", "RuntimeTestSupport", "TestSupport", "TestTraits",
            ]
        ),
        // The target has a unique name because Yams also ships a target named
        // `CYaml`, and SwiftPM refuses two targets of one name in a package
        // graph; the module map still says `module CYaml`.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "NetLayerSpec",
            dependencies: ["CLibYAML", "NetLayerWire", "SeededRandom"]
        ),
        .target(
            name: "NetLayerGenerator",
            dependencies: ["NetLayerSpec"]
        ),
        // `netlayer import`: OpenAPI 3.x and Swagger 2.0 documents to specs.
        .target(
            name: "NetLayerImport",
            dependencies: ["NetLayerSpec"]
        ),
        // `netlayer export`: specs to OpenAPI 3.1.1 documents.
        .target(
            name: "NetLayerExport",
            dependencies: ["NetLayerSpec"]
        ),
        // The commands of `netlayer`, shared by its two executables.
        .target(
            name: "NetLayerCLI",
            dependencies: [
                "NetLayerSpec",
                "NetLayerGenerator",
                "NetLayerImport",
                "NetLayerExport",
                argumentParser,
            ]
        ),
        // `netlayer mock`: a spec's interfaces served from its examples, over
        // the mock backend. Its own executable, `netlayer-mock`, which
        // `netlayer mock` runs: only it links the runtime and libcurl.
        // `prctl(PR_SET_PDEATHSIG)` for `netlayer-mock`, which Swift cannot call (it is variadic).
        .target(name: "CParentDeath"),
        // The mock server and the API reference site as a library, without the command line: tests and
        // `netlayer-mock` use it, and it links no ArgumentParser and nothing of `netlayer`'s commands.
        .target(
            name: "NetLayerMockServer",
            dependencies: [
                "NetLayer",
                "NetLayerMock",
                "NetLayerSpec",
                // The API reference it serves and `netlayer docs` writes (ReferenceSite).
                "NetLayerGenerator",
                "NoDelaySockets",
                flyingFox,
            ]
        ),
        .executableTarget(
            name: "netlayer",
            dependencies: [
                "NetLayerCLI", argumentParser,
            ],
            plugins: ["EmbedRuntime"]
        ),
        // The commands `netlayer mock` and `netlayer docs` run (MockServerCommand, ReferenceCommand).
        .executableTarget(
            name: "netlayer-mock",
            dependencies: [
                "CParentDeath", "NetLayer", "NetLayerMock", "NetLayerMockServer", "NetLayerSpec", "NetLayerGenerator",
                "NetLayerCLI", argumentParser,
            ]
        ),
        // The plugins' tool: `netlayer` without the embedded runtime, because
        // SwiftPM builds a plugin's tools without running build plugins.
        .executableTarget(
            name: "netlayer-plugin-tool",
            dependencies: ["NetLayerCLI", argumentParser]
        ),
        .executableTarget(
            name: "netlayer-embed-sources",
            path: "Sources/netlayer-embed-sources"
        ),
        // Its tool under `Tools` only, like the plugins' tool: SwiftPM runs a build plugin for every target of the
        // graph that applies it, built or not, and builds the plugin's tools first, so an app on `traits: []`
        // would otherwise compile netlayer-embed-sources for `netlayer` (docs/runtime.md, "What an app builds").
        // Without its tool the plugin gives no command; only `netlayer`, itself under `Tools`, applies it.
        .plugin(
            name: "EmbedRuntime",
            capability: .buildTool(),
            dependencies: [.target(name: "netlayer-embed-sources", condition: .when(traits: tools))]
        ),
        // Generates a target's code from its NAME.netlayer.yaml on every
        // build where an input changed (docs/plugin.md).
        .plugin(
            name: "NetLayerPlugin",
            capability: .buildTool(),
            // Under `Tools` only: with it off, the plugin says which trait it needs (Plugins/Shared/PluginTool.swift).
            dependencies: [.target(name: "netlayer-plugin-tool", condition: .when(traits: tools))]
        ),
        // `swift package generate-netlayer`: the same code, written into the
        // package's sources for teams that commit it.
        .plugin(
            name: "GenerateNetLayer",
            capability: .command(
                intent: .custom(
                    verb: "generate-netlayer",
                    description: "Writes the network layer of each target's NAME.netlayer.yaml into its sources"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated network layer into the target's sources")
                ]),
            // Under `Tools` only: with it off, the plugin says which trait it needs (Plugins/Shared/PluginTool.swift).
            dependencies: [.target(name: "netlayer-plugin-tool", condition: .when(traits: tools))]
        ),
        .target(
            name: "SyntheticSpecs",
            dependencies: ["TestSupport"],
            path: "Benchmarks/SyntheticSpecs"
        ),
        .executableTarget(
            name: "SpecLoadBenchmark",
            dependencies: ["NetLayerSpec", "SyntheticSpecs", "BenchmarkTiming", argumentParser],
            path: "Benchmarks/SpecLoadBenchmark"
        ),
        .executableTarget(
            name: "GenerateBenchmark",
            // NetLayerImport, NetLayerMockServer: the API reference of an imported document, with the mock's replies;
            // NetLayerExport: its OpenAPI document.
            dependencies: [
                "NetLayerGenerator", "NetLayerExport", "NetLayerImport", "NetLayerMockServer", "NetLayerSpec",
                "SyntheticSpecs", "BenchmarkTiming", argumentParser,
            ],
            path: "Benchmarks/GenerateBenchmark"
        ),
        .executableTarget(
            name: "ImportBenchmark",
            dependencies: [
                "NetLayerGenerator", "NetLayerImport", "NetLayerSpec", "SyntheticSpecs", "BenchmarkTiming",
                argumentParser,
            ],
            path: "Benchmarks/ImportBenchmark"
        ),
        // Not tests: timings must not gate CI, so they are programs run by hand in release mode.
        .executableTarget(
            name: "RuntimeBenchmark",
            dependencies: [
                "NetLayer", "LoopbackServers", "TestSupport", "BenchmarkTiming", "BenchmarkTransports",
                "TransportKinds",
                argumentParser,
                // The bare client that NetLayer's calls over AsyncHTTPClientTransport are measured against.
                .product(
                    name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: asyncHTTPClient)),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: asyncHTTPClient)),
            ],
            path: "Benchmarks/RuntimeBenchmark"
        ),
        // A file downloaded to disk and uploaded from disk over loopback (1 GB by default), with the
        // throughput and the growth of resident memory; Benchmarks/Scripts/file-transfers.sh runs it beside curl.
        .executableTarget(
            name: "FileTransferBenchmark",
            dependencies: ["NetLayer", "LoopbackServers", "BenchmarkTransports", "TransportKinds", argumentParser],
            path: "Benchmarks/FileTransferBenchmark"
        ),
        // Clients made and dropped by the thousand with calls in flight; run many
        // times by Benchmarks/Scripts/churn.sh, which counts crashed processes.
        .executableTarget(
            name: "ChurnBenchmark",
            dependencies: ["NetLayer", "LoopbackServers", "BenchmarkTransports", "TransportKinds", argumentParser],
            path: "Benchmarks/ChurnBenchmark"
        ),
        .executableTarget(
            name: "JSONDecodeBenchmark",
            dependencies: ["NetLayer", "BenchmarkTiming"],
            path: "Benchmarks/JSONDecodeBenchmark"
        ),
        // `--transport urlsession|async-http-client|async-http-client-own`, which the runtime's benchmarks share.
        .target(
            name: "BenchmarkTransports",
            dependencies: ["TransportKinds", argumentParser],
            path: "Benchmarks/BenchmarkTransports"
        ),
        // The median of timed rounds, and the shape of the benchmarks' flags (`--rounds` and other counts).
        .target(name: "BenchmarkTiming", dependencies: [argumentParser], path: "Benchmarks/BenchmarkTiming"),
        // Building a JSONValue from Encodable values directly, against JSONEncoder's text parsed back.
        .executableTarget(
            name: "JSONEncodeBenchmark",
            dependencies: ["NetLayer", "BenchmarkTiming"],
            path: "Benchmarks/JSONEncodeBenchmark"
        ),
        // Fuzz targets (docs/fuzzing.md, `scripts/fuzz.sh`): each hands libFuzzer's inputs to an
        // oracle that traps when a promise breaks. Built with `-sanitize=fuzzer` and
        // `-DNETLAYER_FUZZING` they run libFuzzer; a plain build replays the files and folders
        // given as arguments, which is how a finding is reproduced.
        .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Fuzz/FuzzSupport"),
        .executableTarget(
            name: "SpecFuzzer",
            dependencies: ["FuzzSupport", "NetLayerSpec", "NetLayerGenerator"],
            path: "Fuzz/SpecFuzzer"
        ),
        .executableTarget(
            name: "ImportFuzzer",
            dependencies: ["FuzzSupport", "NetLayerImport", "NetLayerSpec"],
            path: "Fuzz/ImportFuzzer"
        ),
        .executableTarget(name: "JSONFuzzer", dependencies: ["FuzzSupport", "NetLayer"], path: "Fuzz/JSONFuzzer"),
        .executableTarget(
            name: "FormFuzzer", dependencies: ["FuzzSupport", "NetLayer", "NetLayerMock"], path: "Fuzz/FormFuzzer"),
        // The reference output for specs/school.yaml, compiled against the
        // runtime: what the generator's templates must reproduce (issue 4).
        .target(
            name: "GeneratedSchool",
            // NetLayerMock: the fixtures' `stubbed(…)`.
            dependencies: ["NetLayer", "NetLayerMock"],
            path: "Tests/Goldens/School"
        ),
        .testTarget(
            name: "GeneratedSchoolTests",
            // TransportKinds: the generated client's tests run on every transport.
            dependencies: [
                "GeneratedSchool", "NetLayer", "NetLayerMock", "LoopbackServers", "RuntimeTestSupport", "TestTraits",
                "TransportKinds",
            ]
        ),
        .testTarget(
            name: "NetLayerGeneratorTests",
            // NetLayer and NetLayerMock: the generated code (fixtures too) is compiled against them.
            dependencies: ["NetLayerGenerator", "NetLayerSpec", "NetLayer", "NetLayerMock", "TestSupport"]
        ),
        .testTarget(
            name: "NetLayerImportTests",
            // NetLayerGenerator and NetLayer: imported specs are generated and compiled; LoopbackServers: and called.
            dependencies: [
                "NetLayerImport", "NetLayerSpec", "NetLayerGenerator", "NetLayer", "TestSupport", "LoopbackServers",
            ]
        ),
        .testTarget(
            name: "NetLayerExportTests",
            // NetLayerImport: the round trip, export then import.
            dependencies: [
                "NetLayerExport", "NetLayerImport", "NetLayerCLI", "NetLayerSpec", "TestSupport",
            ]
        ),
        .testTarget(
            name: "NetLayerMockServerTests",
            // NetLayerGenerator and NetLayer: generated clients are built and run against the mock.
            // LoopbackServers: httpbin, the real server `netlayer record` forwards to.
            dependencies: [
                "NetLayerMockServer", "NetLayerMock", "NetLayerSpec", "NetLayerGenerator", "NetLayer", "TestSupport",
                "TestTraits", "LoopbackServers",
            ]
        ),
        .testTarget(
            name: "NetLayerSpecTests",
            dependencies: ["NetLayerSpec", "TestSupport"]
        ),
        .testTarget(
            name: "netlayerTests",
            // NetLayerSpec: NetLayerVersion, which `netlayer --version` and the CHANGELOG must agree with.
            // netlayer-mock: what `netlayer mock` runs. LoopbackServers: httpbin, which `netlayer record` records.
            dependencies: ["netlayer", "netlayer-mock", "NetLayerSpec", "TestSupport", "LoopbackServers"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `NETLAYER_TEST_TARGETS="NetLayerTests NetLayerSpecTests"` keeps those test targets and what they depend on, and
// nothing else: scripts/sanitize.sh builds this way, because `swift test` compiles every target of the package and
// a sanitizer's build of all of it took 4-5 minutes of CI's time, each, for tests that need half of it.
if let names = Context.environment["NETLAYER_TEST_TARGETS"]?.split(separator: " ").map(String.init), !names.isEmpty {
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set<String>()
    var pending = names
    while let name = pending.popLast() {
        guard let target = byName[name] else { fatalError("NETLAYER_TEST_TARGETS: no target named \(name)") }
        guard kept.insert(name).inserted else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): if byName[name] != nil { pending.append(name) }
            default: break
            }
        }
    }
    package.targets.removeAll { !kept.contains($0.name) }
    package.products = []
}
