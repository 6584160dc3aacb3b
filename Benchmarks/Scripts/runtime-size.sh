#!/usr/bin/env bash
# What the NetLayer runtime weighs in an app's release build: a one-call
# executable that links the `NetLayer` product of a checkout (this one
# unless given), built with `swift build -c release` in a package of its
# own, so the app's graph is what SwiftPM builds for an app. Prints the
# stripped executable's size, and the text, data and bss (`size`) of the
# NetLayer module's objects; the same of NetLayerMock's objects when the
# checkout has that library (built once more, linked into a second copy).
#
#     bash Benchmarks/Scripts/runtime-size.sh [CHECKOUT]
set -euo pipefail
checkout="$(cd "${1:-$(dirname "$0")/../..}" && pwd)"
work=$(mktemp -d /tmp/netlayer-size-XXXXXX)
trap 'rm -rf "$work"' EXIT

has_mock=no
grep -q '"NetLayerMock", targets: \["NetLayerMock"\]' "$checkout/Package.swift" && has_mock=yes

mkdir -p "$work/Sources/one-call" "$work/Sources/one-call-mock"
cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let hasMock = "$has_mock" == "yes"
let package = Package(
    name: "RuntimeSize",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "NetLayer", path: "$checkout")],
    targets: [
        .executableTarget(name: "one-call", dependencies: [.product(name: "NetLayer", package: "NetLayer")])
    ] + (hasMock ? [
        .executableTarget(
            name: "one-call-mock",
            dependencies: [
                .product(name: "NetLayer", package: "NetLayer"), .product(name: "NetLayerMock", package: "NetLayer"),
            ])
    ] : []),
    swiftLanguageModes: [.v6]
)
SWIFT
# One GET through NetLayerClient and its URLSession transport, to an endpoint as generated code makes it.
cat >"$work/Sources/one-call/main.swift" <<'SWIFT'
import Foundation
@_spi(Generated) import NetLayer

struct Item: Decodable, Sendable { var id: Int }

let base = URL(string: CommandLine.arguments.dropFirst().first ?? "http://127.0.0.1:9/")!
let client = NetLayerClient(
    configuration: ClientConfiguration(), environment: ServerEnvironment(name: "production", baseURL: base))
let endpoint = Endpoint(id: "item", method: .GET, path: "item", sendsToken: false)
do {
    print(try await client.send(endpoint, parameters: [], as: Item.self).id)
} catch {
    print(error)
}
SWIFT
# The same call answered by a MockBackend: what a preview or a test with fixtures links.
cat >"$work/Sources/one-call-mock/main.swift" <<'SWIFT'
import Foundation
@_spi(Generated) import NetLayer
import NetLayerMock

struct Item: Decodable, Sendable { var id: Int }

let server = ServerEnvironment(name: "production", baseURL: URL(string: "https://example.invalid/")!)
let endpoint = Endpoint(id: "item", method: .GET, path: "item", sendsToken: false)
let backend = MockBackend(
    interfaces: [MockInterface(endpoint: endpoint, examples: [.data("one", .object(["id": 1]))])],
    configuration: ClientConfiguration(), server: server)
let client = NetLayerClient(
    configuration: ClientConfiguration(), environment: server, transport: StubTransport(backend: backend))
print(try await client.send(endpoint, parameters: [], as: Item.self).id)
SWIFT
[ "$has_mock" = yes ] || rm -r "$work/Sources/one-call-mock"

swift build -c release --package-path "$work" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
bin="$work/.build/release"
objects() { # objects MODULE → "text data bss" of its objects, summed
    size "$bin/$1.build/"*.o | awk 'NR > 1 { t += $1; d += $2; b += $3 } END { printf "%d %d %d", t, d, b }'
}
report() { # report EXECUTABLE
    cp "$bin/$1" "$work/$1.stripped"
    strip "$work/$1.stripped"
    echo "$1: $(stat -c %s "$bin/$1") bytes, stripped $(stat -c %s "$work/$1.stripped") bytes"
}
echo "checkout: $checkout ($(git -C "$checkout" rev-parse --short HEAD 2>/dev/null || echo "not a git checkout"))"
report one-call
read -r text data bss <<<"$(objects NetLayer)"
echo "NetLayer objects: $(ls "$bin/NetLayer.build/"*.o | wc -l) files, text $text, data $data, bss $bss bytes"
if [ "$has_mock" = yes ]; then
    report one-call-mock
    read -r text data bss <<<"$(objects NetLayerMock)"
    echo "NetLayerMock objects: $(ls "$bin/NetLayerMock.build/"*.o | wc -l) files, text $text, data $data, bss $bss bytes"
fi
