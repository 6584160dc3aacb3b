#!/usr/bin/env bash
# The SwiftPM debug build of a generated package (`netlayer generate --package
# --embed-runtime`) of a synthetic spec (1,000 interfaces in 10 modules unless
# given), beside `swiftc -j 2` of the same files as compile-generated.sh runs
# it. The runtime target is built first, untimed; then the generated target's
# products are removed and `swift build -j 2` is timed, RUNS times (3 unless
# given), and the minimum printed. FLAGS="--disable-index-store" (or any
# `swift build` flags) times another setting; VERBOSE=1 keeps the driver's
# commands of the last run in the work folder (with KEEP_WORK=1).
#
#     bash Benchmarks/Scripts/compile-generated-package.sh [INTERFACES] [MODULES] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
interfaces=${1:-1000}
modules=${2:-10}
runs=${3:-3}
work=$(mktemp -d /tmp/netlayer-package-XXXXXX)
[ "${KEEP_WORK:-0}" = 1 ] && echo "work folder: $work" || trap 'rm -rf "$work"' EXIT

swift build -c release --product netlayer >/dev/null
swift build -c release --product SpecLoadBenchmark >/dev/null
.build/release/SpecLoadBenchmark --interfaces "$interfaces" --modules "$modules" \
    --write-spec "$work/synthetic.yaml" >/dev/null
.build/release/netlayer generate "$work/synthetic.yaml" --package --embed-runtime --output "$work/package" --quiet
# The embedded runtime's modules (NetLayer, NetLayerWire) beside the one generated target.
target=$(ls "$work/package/Sources" | grep -vxE 'NetLayer|NetLayerWire')
[ "$(wc -l <<<"$target")" = 1 ] || { echo "error: expected one generated target, found: $target" >&2; exit 1; }
files=("$work/package/Sources/$target"/*.swift)
echo "$interfaces interfaces in $modules modules: ${#files[@]} files, $(cat "${files[@]}" | wc -l) lines"

cd "$work/package"
# shellcheck disable=SC2086
swift build -j 2 ${FLAGS:-} --target NetLayer >/dev/null
best=""
for run in $(seq "$runs"); do
    # The build plan goes too: SwiftPM would otherwise look for the target's
    # output file map in the folder just removed.
    rm -rf ".build/debug/$target.build" .build/debug/Modules/"$target".* .build/debug.yaml .build/debug/description.json
    flags=()
    [ "${VERBOSE:-0}" = 1 ] && [ "$run" = "$runs" ] && flags=(-v)
    # shellcheck disable=SC2086
    /usr/bin/time -f "%e %U %M" -o "$work/time" swift build -j 2 ${FLAGS:-} "${flags[@]}" >"$work/build-$run.log" 2>&1 \
        || { cat "$work/build-$run.log" >&2; exit 1; }
    read -r seconds user largest <"$work/time"
    echo "swift build, run $run: ${seconds} s (${user} s of CPU); largest process $((largest / 1024)) MB"
    if [ -z "$best" ] || awk "BEGIN { exit !($seconds < $best) }"; then best=$seconds; fi
done
echo "swift build -j 2 of the generated target: min ${best} s of $runs"
