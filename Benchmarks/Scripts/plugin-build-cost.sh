#!/usr/bin/env bash
# What a clean build of an app pays for NetLayer's build plugin
# (docs/benchmarks.md, "Plugin build cost"): a debug `swift build` of a copy of
# Examples/SchoolApp after `rm -rf .build`, in three set-ups:
#
#   source     the plugin from the NetLayer package: SwiftPM compiles the
#              generator (netlayer-plugin-tool) before it can run it;
#   prebuilt   the plugin from the NetLayerPlugins package over the artifact
#              bundle (scripts/make-artifact-bundle.sh): nothing of the
#              generator compiles;
#   committed  no plugin: the generated code is in the sources (what
#              `swift package generate-netlayer` writes), the floor.
#
# Each clean build also resolves the package graph and compiles the runtime,
# FlyingFox and the example; only the plugin's part differs between set-ups.
# Uses hyperfine when installed (apt-get install hyperfine), else best of RUNS
# with `date`. The machine may be shared: report the minimum and the spread.
#
#   Benchmarks/Scripts/plugin-build-cost.sh [RUNS] [WORK_FOLDER]   (RUNS default 3)
#
# Needs the bundle: run scripts/make-artifact-bundle.sh first (its default
# output, .build-artifacts), and a debug build of netlayer (swift build).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-3}"
work="${2:-$(mktemp -d)}"
mkdir -p "$work"
plugins="$repo/.build-artifacts/NetLayerPlugins"
netlayer="$repo/.build/debug/netlayer"
if [ ! -f "$plugins/Package.swift" ]; then
    echo "error: no $plugins: run scripts/make-artifact-bundle.sh first" >&2
    exit 1
fi
if [ ! -x "$netlayer" ]; then
    echo "error: no $netlayer: run swift build --product netlayer first" >&2
    exit 1
fi

for setup in source prebuilt committed; do
    rm -rf "${work:?}/$setup"
    cp -R "$repo/Examples/SchoolApp" "$work/$setup"
    rm -rf "$work/$setup/.build"
done
# committed: the code written into the sources, and the plugin left out of the manifest.
(cd "$work/committed/Sources/SchoolAPI" && "$netlayer" generate School.netlayer.yaml --output Generated --quiet)
python3 - "$work/committed/Package.swift" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
text, count = re.subn(r"plugins: \[\.plugin\(name: \"NetLayerPlugin\".*\]\n",
                      'exclude: ["School.netlayer.yaml", "Models.yaml", "netlayer.yaml"]\n', text)
assert count == 1, "the example's manifest no longer names the plugin as this script expects"
open(path, "w").write(text)
PY

export NETLAYER_PACKAGE_PATH="$repo"
command_for() { # the clean build of one set-up, as a shell command
    local env=""
    if [ "$1" = "prebuilt" ]; then env="NETLAYER_PLUGINS_PATH='$plugins' "; fi
    echo "cd '$work/$1' && ${env}swift build"
}
# Each set-up built once first: fills SwiftPM's shared cache of the dependencies' clones,
# so no set-up pays for the first fetch, and checks that it builds at all.
for setup in source prebuilt committed; do
    if ! bash -c "$(command_for "$setup")" >"$work/$setup.log" 2>&1; then
        cat "$work/$setup.log"
        exit 1
    fi
done

if command -v hyperfine >/dev/null; then
    hyperfine --runs "$runs" --export-markdown "$work/plugin-build-cost.md" \
        --prepare "rm -rf '$work/source/.build' '$work/prebuilt/.build' '$work/committed/.build'" \
        -n source "$(command_for source)" -n prebuilt "$(command_for prebuilt)" \
        -n committed "$(command_for committed)"
    cat "$work/plugin-build-cost.md"
else
    for setup in source prebuilt committed; do
        times=()
        for _ in $(seq 1 "$runs"); do
            rm -rf "$work/$setup/.build"
            start=$(date +%s.%N)
            bash -c "$(command_for "$setup")" >/dev/null 2>&1
            end=$(date +%s.%N)
            times+=("$(awk "BEGIN { printf \"%.1f\", $end - $start }")")
        done
        echo "$setup: ${times[*]} s (min $(printf '%s\n' "${times[@]}" | sort -n | head -1) s)"
    done
fi
