// swift-tools-version: 6.0
import PackageDescription

// How an app uses NetLayer: the SchoolAPI target holds a spec
// (School.netlayer.yaml), and the NetLayerPlugin build plugin generates its
// network layer on every build where the spec changed.
//
// NETLAYER_PACKAGE_PATH lets the plugin tests build a copy of this example
// against the checkout they test; a real app names NetLayer by URL and version.
let netlayerPath = Context.environment["NETLAYER_PACKAGE_PATH"] ?? "../.."

let package = Package(
    name: "SchoolApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "NetLayer", path: netlayerPath),
        // The example backend only: a small HTTP server on loopback.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The generated client, from School.netlayer.yaml (and the files it includes).
        .target(
            name: "SchoolAPI",
            dependencies: [.product(name: "NetLayer", package: "NetLayer")],
            plugins: [.plugin(name: "NetLayerPlugin", package: "NetLayer")]
        ),
        // An in-memory School backend for the example to talk to.
        .target(
            name: "SchoolServer",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox")]
        ),
        // The scenario: logs in, lists, fails on purpose, cancels, logs out;
        // with --mock URL or --stubbed, against the spec's examples instead.
        .executableTarget(
            name: "school-app",
            dependencies: ["SchoolAPI", "SchoolServer"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
