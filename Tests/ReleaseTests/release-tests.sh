#!/usr/bin/env bash
# What a release ships, exercised as its users meet it (docs/install.md, docs/releases.md):
#
#   1. scripts/install.sh into a temporary prefix: the installed netlayer runs
#      from a folder outside the checkout with an empty environment, validates,
#      generates (also a package carrying the runtime) and prints its schema,
#      links no Swift or libyaml shared library, and has its completions;
#   2. scripts/make-artifact-bundle.sh: the bundle's info.json names the tool's
#      variant for this machine, the zip's checksum is SwiftPM's, and the tool in
#      it runs on its own;
#   3. a copy of Examples/SchoolApp whose plugin comes from the NetLayerPlugins
#      package over that bundle builds without compiling NetLayer's generator,
#      and its scenario passes with the generated code; the command plugin of
#      that package writes the code into the sources;
#
# scripts/release.sh is tested by ReleaseScriptTests, in `swift test`.
# Several minutes, most of them the release builds; CI runs it last (.ci/run).
# Usage: Tests/ReleaseTests/release-tests.sh [WORK_FOLDER]
set -euo pipefail

repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
# shellcheck source=../PluginTests/checks.sh
source "$repo/Tests/PluginTests/checks.sh"
version=$(sed -n 's/^    public static let current = "\([0-9.]*\)"$/\1/p' "$repo/Sources/NetLayerSpec/NetLayerVersion.swift")
shared_libraries='libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libicu|libyaml'

# Runs a step whose output only matters when it fails: kept in LOG, shown and fatal then.
step() {
    local log="$1"
    shift
    if ! "$@" >"$log" 2>&1; then
        cat "$log"
        exit 1
    fi
}

# On Linux, that BINARY (called NAME) is static: it links no Swift, Foundation or libyaml shared library.
check_links_no_toolchain() {
    [ "$(uname -s)" = "Linux" ] || return 0
    check "$1 links no Swift, Foundation or libyaml shared library" \
        bash -c '! ldd "$1" | grep -E "$2"' _ "$2" "$shared_libraries"
}

# 1. Installed into a prefix, run from elsewhere with nothing of the toolchain.
prefix="$work/prefix"
rm -rf "$prefix"
step "$work/install.log" bash "$repo/scripts/install.sh" --prefix "$prefix"
netlayer="$prefix/bin/netlayer"
outside="$work/outside"
rm -rf "$outside"
mkdir -p "$outside"
cp "$repo/specs/school.yaml" "$outside/"
bare() { (cd "$outside" && env -i HOME="$outside" PATH=/usr/bin:/bin "$@"); }
check "the installed netlayer prints the version" test "$(bare "$netlayer" --version)" = "$version"
check "the installed netlayer validates a spec" bare "$netlayer" validate school.yaml
check "the installed netlayer generates from its embedded templates" \
    bash -c 'cd "$1" && env -i PATH=/usr/bin:/bin "$2" generate school.yaml --output Generated --quiet &&
        test -f Generated/SchoolClient.swift' _ "$outside" "$netlayer"
check "the installed netlayer writes a package carrying the runtime's sources" \
    bash -c 'cd "$1" && env -i PATH=/usr/bin:/bin "$2" generate school.yaml --output Package --package --embed-runtime \
        --quiet && test "$(find Package/Sources/NetLayer -name "*.swift" | wc -l)" -gt 30' _ "$outside" "$netlayer"
check "the installed netlayer prints its JSON Schema" \
    bash -c 'env -i PATH=/usr/bin:/bin "$1" schema | python3 -c "import json, sys; json.load(sys.stdin)"' _ "$netlayer"
check "the installed netlayer mock runs the installed netlayer-mock" \
    bash -c '(cd "$1" && exec env -i PATH=/usr/bin:/bin NETLAYER_MOCK_PARENT_PID=$$ "$2" mock school.yaml --port 0 \
        >mock.log 2>&1) & pid=$!
        trap "kill $pid 2>/dev/null" EXIT
        for _ in $(seq 300); do grep -q "^Serving School" "$1/mock.log" && break; sleep 0.1; done
        kill -INT $pid; wait $pid && grep -q "^Stopped." "$1/mock.log"' _ "$outside" "$netlayer"
check_links_no_toolchain "the installed netlayer" "$netlayer"
check_links_no_toolchain "the installed netlayer-mock" "$prefix/bin/netlayer-mock"
if [ "$(uname -s)" = "Linux" ]; then
    check "the installed netlayer does not load libcurl" bash -c '! ldd "$1" | grep -q libcurl' _ "$netlayer"
fi
check "the completions are installed" test -s "$prefix/share/bash-completion/completions/netlayer" -a \
    -s "$prefix/share/zsh/site-functions/_netlayer" -a -s "$prefix/share/fish/vendor_completions.d/netlayer.fish"
bash "$repo/scripts/install.sh" --uninstall --prefix "$prefix" >/dev/null
check "--uninstall removes the binaries" test ! -e "$netlayer" -a ! -e "$prefix/bin/netlayer-mock"

# 2. The artifact bundle.
artifacts="$work/artifacts"
step "$work/bundle.log" bash "$repo/scripts/make-artifact-bundle.sh" --output "$artifacts"
zip="$artifacts/netlayer.artifactbundle.zip"
unzipped="$work/unzipped"
rm -rf "$unzipped"
unzip -q "$zip" -d "$unzipped"
tool_path=$(python3 -c '
import json, sys
info = json.load(open(sys.argv[1]))
artifact = info["artifacts"]["netlayer-plugin-tool"]
assert info["schemaVersion"] == "1.0" and artifact["type"] == "executable" and artifact["version"] == sys.argv[2]
print(artifact["variants"][0]["path"])' "$unzipped/netlayer.artifactbundle/info.json" "$version") || tool_path=""
check "info.json names the executable artifact netlayer-plugin-tool of this version" test -n "$tool_path"
tool="$unzipped/netlayer.artifactbundle/$tool_path"
check "the bundled tool runs on its own" test "$(bare "$tool" --version)" = "$version"
if [ "$(uname -s)" = "Linux" ]; then
    check "info.json's triple is this machine's" \
        grep -q "\"$(uname -m)-unknown-linux-gnu\"" "$unzipped/netlayer.artifactbundle/info.json"
fi
check_links_no_toolchain "the bundled tool" "$tool"
check "checksum.txt is SwiftPM's checksum of the zip" \
    test "$(cat "$artifacts/checksum.txt")" = "$(cd "$repo" && swift package compute-checksum "$zip")"

# 3. The example app with the prebuilt plugin: nothing of the generator compiles.
app="$work/SchoolApp"
rm -rf "$app"
cp -R "$repo/Examples/SchoolApp" "$app"
rm -rf "$app/.build"
export NETLAYER_PACKAGE_PATH="$repo" NETLAYER_PLUGINS_PATH="$artifacts/NetLayerPlugins"
log="$work/app-build.log"
set +e
(cd "$app" && swift build >"$log" 2>&1)
built=$?
set -e
check "the app builds with the prebuilt plugin" test "$built" -eq 0 || cat "$log"
check "the build runs the prebuilt generator" grep -q "Generating the network layer of SchoolAPI" "$log"
check "the build compiles none of NetLayer's generator, spec loader, CLI or argument parser" \
    bash -c '! grep -E "Compiling (NetLayerGenerator|NetLayerSpec|NetLayerCLI|NetLayerImport|ArgumentParser|netlayer_plugin_tool) " "$1"' \
    _ "$log"
generated="$app/.build/plugins/outputs/schoolapp/SchoolAPI/destination/NetLayerPrebuiltPlugin/GeneratedSources"
check "the prebuilt plugin writes the six files of the layer layout" \
    test "$(find "$generated" -name '*.swift' | wc -l)" -eq 6
if (cd "$app" && swift run school-app >"$work/run.log" 2>&1) && grep -q "All 6 steps passed." "$work/run.log"; then
    pass "the example's scenario passes with the code the prebuilt tool generated"
else
    fail "the example's scenario passes with the code the prebuilt tool generated"
    cat "$work/run.log"
fi
# The NetLayer package has a generate-netlayer too: the package's identity (its folder's name) picks.
(cd "$app" && swift package plugin --allow-writing-to-package-directory --package netlayerplugins generate-netlayer \
    --target SchoolAPI --output Committed >"$work/command.log" 2>&1) || true
check "the prebuilt command plugin writes the per-module files" \
    test -f "$app/Sources/SchoolAPI/Committed/SchoolAPI+Student.swift" || cat "$work/command.log"
unset NETLAYER_PACKAGE_PATH NETLAYER_PLUGINS_PATH

echo
if [ "$failures" -ne 0 ]; then
    echo "$failures release test(s) failed"
    exit 1
fi
echo "all release tests passed"
