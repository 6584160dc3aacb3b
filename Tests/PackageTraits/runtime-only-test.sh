#!/usr/bin/env bash
# An app that needs the runtime alone pays for nothing else (issue 34; docs/runtime.md, "What an
# app builds"). A small app depends on a clone of this repository by file URL, as an app depends
# on a release, with `traits: []`:
#
#   1. it resolves exactly one package, the NetLayer clone, builds, and runs;
#   2. its build compiles no tool of NetLayer's plugins (netlayer-embed-sources,
#      netlayer-plugin-tool): both are dependencies under the trait `Tools` only;
#   3. the same app applying NetLayerPlugin fails, with the message of
#      Plugins/Shared/PluginTool.swift that names the trait the plugin needs.
#
# The clone is of the last commit (HEAD): uncommitted changes are not tested. About a minute on
# two cores, most of it compiling the runtime once; step 3 reuses that build.
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

manifest() { # the app's manifest; $1: the target's extra arguments (the plugin, in step 3)
    cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RuntimeOnlyApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "file://$clone", from: "1.0.0", traits: [])],
    targets: [
        .executableTarget(
            name: "runtime-only-app",
            dependencies: [.product(name: "NetLayer", package: "NetLayer")]$1
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

# 1. The runtime alone: one package resolved, a build, a run.
if swift build >"$log" 2>&1; then pass "the runtime-only app builds"; else fail "the runtime-only app builds"; cat "$log"; exit 1; fi
identities="$(grep -oE '"identity" : "[^"]+"' Package.resolved | sed -E 's/.*: "(.*)"/\1/' | tr '\n' ' ')"
check "it resolves exactly one package, NetLayer (resolved: $identities)" test "$identities" = "netlayer "
check "it runs" bash -c '"$(swift build --show-bin-path)/runtime-only-app" | grep -qx "method: GET"'

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
if [ "$failures" -ne 0 ]; then
    cat "$log"
    echo "$failures runtime-only test(s) failed"
    exit 1
fi
echo "all runtime-only tests passed"
