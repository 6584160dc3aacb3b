#!/usr/bin/env bash
# An app that needs the runtime alone pays for nothing else (issues 34 and 48; docs/runtime.md,
# "What an app builds"). A small app depends on a clone of this repository by file URL, as an app
# depends on a release, with `traits: []`:
#
#   1. it resolves exactly two packages, the NetLayer clone and swift-http-types (the transport
#      boundary's types), builds, and runs; on Linux its program links no FoundationNetworking and
#      no libcurl (ldd), and a client made without a transport does not compile, since the trait
#      `URLSession` is off;
#   2. its build compiles no tool of NetLayer's plugins (netlayer-embed-sources,
#      netlayer-plugin-tool): both are dependencies under the trait `Tools` only;
#   3. the same app applying NetLayerPlugin fails, with the message of
#      Plugins/Shared/PluginTool.swift that names the trait the plugin needs;
#   4. on `traits: ["URLSession"]` the client without a transport compiles, and on Linux the
#      program links FoundationNetworking: what step 1's ldd check would see if a type of the
#      runtime outside the trait still used it;
#   5. on `traits: ["AsyncHTTPClient"]` a server's program sends a request through
#      AsyncHTTPClientTransport to a loopback server (Python's http.server) and, on Linux, links
#      no FoundationNetworking and no libcurl.
#
# The clone is of the last commit (HEAD): uncommitted changes are not tested. Steps 1 to 4 take
# about two minutes on two cores, most of it compiling the runtime twice; step 5 compiles
# SwiftNIO and AsyncHTTPClient, several minutes more.
#
# Usage: Tests/PackageTraits/runtime-only-test.sh [WORK_FOLDER]
set -euo pipefail

repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
clone="$work/NetLayer"
app="$work/RuntimeOnlyApp"
log="$work/build.log"
rm -rf "$clone" "$app"
# shellcheck source=../PluginTests/checks.sh
source "$repo/Tests/PluginTests/checks.sh"

# The dependency by URL, as an app has it: a clone tagged with a version.
git clone --quiet --no-checkout "$repo" "$clone"
git -C "$clone" checkout --quiet --detach "$(git -C "$repo" rev-parse HEAD)"
git -C "$clone" tag 1.0.0

manifest() { # the app's manifest; $1: the target's extra arguments (the plugin, in step 3), $2: the traits,
    # $3: the target's dependencies beside NetLayer
    cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RuntimeOnlyApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "file://$clone", from: "1.0.0", traits: [${2:-}])],
    targets: [
        .executableTarget(
            name: "runtime-only-app",
            dependencies: [.product(name: "NetLayer", package: "NetLayer")${3:-}]$1
        )
    ]
)
EOF
}
mkdir -p "$app/Sources/runtime-only-app"
cat >"$app/Sources/runtime-only-app/main.swift" <<'EOF'
import NetLayer

print("method: \(HTTPMethod.GET)")
EOF
manifest ""
cd "$app"

links() { # links LIBRARY: whether the app's program loads a shared library of that name (ldd)
    ldd "$(swift build --show-bin-path)/runtime-only-app" | grep -q "$1"
}
links_neither() { # links_neither LIBRARY...: whether it loads none of them
    local library
    for library in "$@"; do
        if links "$library"; then return 1; fi
    done
}
# The line a Linux app without the trait `URLSession` cannot compile (docs/upgrading.md).
without_transport='func makeClient() -> NetLayerClient {
    NetLayerClient(
        configuration: ClientConfiguration(), environment: ServerEnvironment(name: "p", baseURL: URL(string: "https://p.example")!))
}'

# 1. The runtime alone: NetLayer and swift-http-types resolved, a build, a run.
if swift build >"$log" 2>&1; then pass "the runtime-only app builds"; else fail "the runtime-only app builds"; cat "$log"; exit 1; fi
identities="$(grep -oE '"identity" : "[^"]+"' Package.resolved | sed -E 's/.*: "(.*)"/\1/' | sort | tr '\n' ' ')"
check "it resolves NetLayer and swift-http-types alone (resolved: $identities)" \
    test "$identities" = "netlayer swift-http-types "
check "it runs" bash -c '"$(swift build --show-bin-path)/runtime-only-app" | grep -qx "method: GET"'
if [ "$(uname)" = Linux ]; then
    check "its program links neither FoundationNetworking nor libcurl" links_neither libFoundationNetworking libcurl
    printf 'import Foundation\nimport NetLayer\n\n%s\n' "$without_transport" >Sources/runtime-only-app/Client.swift
    set +e
    swift build >"$log.transport" 2>&1
    status=$?
    set -e
    check "without the trait URLSession, a client made without a transport does not compile" test "$status" -ne 0
    check "the error names the missing transport" grep -q "missing argument for parameter 'transport'" "$log.transport"
    rm Sources/runtime-only-app/Client.swift
fi

# 2. No tool of the plugins is compiled.
check "it compiles neither netlayer-embed-sources nor netlayer-plugin-tool" \
    bash -c "! grep -E 'netlayer[-_]embed[-_]sources|netlayer[-_]plugin[-_]tool' '$log'"

# 3. The plugin needs the trait `Tools`, and says so.
cat >"Sources/runtime-only-app/Ping.netlayer.yaml" <<'EOF'
netlayer: 1
name: Ping
environments:
  production: https://ping.example
modules:
  ping:
    prefix: ping
    interfaces:
      ping:
        method: GET
        path: /ping
EOF
manifest ",
            plugins: [.plugin(name: \"NetLayerPlugin\", package: \"NetLayer\")]"
set +e
swift build >"$log" 2>&1
status=$?
set -e
check "applying NetLayerPlugin with traits: [] fails the build" test "$status" -ne 0
check "the failure names the trait the plugin needs" \
    grep -q "the NetLayer package's trait 'Tools' is off, and the plugins need it" "$log"
rm Sources/runtime-only-app/Ping.netlayer.yaml

# 4. With the trait URLSession, the client needs no transport, and the check of step 1 sees the library.
manifest "" '"URLSession"'
printf 'import Foundation\nimport NetLayer\n\n%s\n' "$without_transport" >Sources/runtime-only-app/Client.swift
if swift build >"$log" 2>&1; then
    pass "with the trait URLSession, a client made without a transport compiles"
    if [ "$(uname)" = Linux ]; then
        check "with the trait URLSession, the program links FoundationNetworking" links libFoundationNetworking
    fi
else
    fail "with the trait URLSession, a client made without a transport compiles"
    cat "$log"
fi
rm Sources/runtime-only-app/Client.swift

# 5. A server on AsyncHTTPClient: a request over loopback, and no FoundationNetworking.
manifest "" '"AsyncHTTPClient"' ', .product(name: "NetLayerAsyncHTTPClient", package: "NetLayer")'
cat >"Sources/runtime-only-app/main.swift" <<'EOF'
import Foundation
import NetLayer
import NetLayerAsyncHTTPClient

let url = URL(string: CommandLine.arguments[1])!
let reply = try await AsyncHTTPClientTransport().send(
    HTTPRequest(method: .get, url: url), body: nil, options: TransferOptions())
print("status: \(reply.response.status.code), body: \(String(decoding: reply.data, as: UTF8.self))")
EOF
if swift build >"$log" 2>&1; then
    pass "the AsyncHTTPClient app builds"
    mkdir -p "$work/site"
    printf 'pong' >"$work/site/ping"
    coproc SERVER { exec python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$work/site" 2>/dev/null; }
    port=""
    while read -r line <&"${SERVER[0]}"; do # "Serving HTTP on 127.0.0.1 port 40123 (http://127.0.0.1:40123/) ..."
        if [[ "$line" =~ port\ ([0-9]+) ]]; then port="${BASH_REMATCH[1]}"; break; fi
    done
    check "it sends a request through AsyncHTTPClientTransport" bash -c \
        "'$(swift build --show-bin-path)/runtime-only-app' 'http://127.0.0.1:$port/ping' | grep -qx 'status: 200, body: pong'"
    kill "$SERVER_PID" 2>/dev/null || true
    if [ "$(uname)" = Linux ]; then
        check "the AsyncHTTPClient app links neither FoundationNetworking nor libcurl" \
            links_neither libFoundationNetworking libcurl
    fi
else
    fail "the AsyncHTTPClient app builds"
    cat "$log"
fi
if [ "$failures" -ne 0 ]; then
    cat "$log"
    echo "$failures package-trait test(s) failed"
    exit 1
fi
echo "all package-trait tests passed"
