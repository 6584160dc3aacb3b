#!/usr/bin/env bash
# Issue 11's comparison, in one run on one document: NetLayer's import +
# generate + debug compile of its output against swift-openapi-generator
# (AOG) 1.14.3's generate + debug compile, on the synthetic OpenAPI document
# of ImportBenchmark (660 operations, about 2.5 MB), or on DOCUMENT (issue
# 21: Tests/Corpora/openapi-real/k8s-core-v1.json). Target: NetLayer's total is
# at least 10 times shorter.
#
#     bash Benchmarks/Scripts/import-vs-openapi-generator.sh [RUNS] [DOCUMENT]
#
# Each step runs under /usr/bin/time: its wall time and the peak memory of
# its largest process. The compiles are SwiftPM debug builds on 2 cores of a
# package holding the generated code: the package's dependencies (NetLayer's
# runtime; swift-openapi-runtime 1.13.4) are built first, untimed; then the
# generated target's build products are removed and `swift build` is timed,
# so only the generated target compiles. Runs alternate which tool goes first.
# AOG generates `--mode types --mode client --access-modifier public`:
# NetLayer's output is public too. None of AOG is kept in this repository:
# it is cloned at its tag and built on each run (or once, with AOG_CHECKOUT).
#
# Environment:
#   NETLAYER_SCRATCH  SwiftPM's scratch path for this checkout (default .build)
#   AOG_CHECKOUT      a folder for AOG's checkout, kept between runs of the script
#                     (cloned and built there when it holds none); by default a
#                     temporary folder, removed at the end
#   AOG_REPOSITORY    where to clone AOG from (default https://github.com/apple/swift-openapi-generator;
#                     git and SwiftPM on the project's machines read GitHub from a local mirror)
#   KEEP_WORK=1       keep the work folder (documents, generated code, packages)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
runs=${1:-1}
given_document=${2:+$(realpath "$2")}
scratch=${NETLAYER_SCRATCH:-.build}
aog_tag=1.14.3
work=$(mktemp -d /tmp/netlayer-vs-aog-XXXXXX)
cleanup() { [ "${KEEP_WORK:-0}" = 1 ] && echo "work folder: $work" || rm -rf "$work"; }
trap cleanup EXIT

echo "== setup (not timed)"
swift build -c release --scratch-path "$scratch" --product netlayer >/dev/null
swift build -c release --scratch-path "$scratch" --product ImportBenchmark >/dev/null
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
if [ -n "$given_document" ]; then
    document=$work/$(basename "$given_document")
    cp "$given_document" "$document"
else
    document=$work/synthetic-openapi.json
    "$bin/ImportBenchmark" --write-document "$document" >/dev/null
fi
echo "document: $(du -k "$document" | cut -f1) KB, $(wc -l <"$document") lines"

aog=${AOG_CHECKOUT:-$work/swift-openapi-generator}
if [ ! -d "$aog/.git" ]; then
    git -c advice.detachedHead=false clone --quiet --branch "$aog_tag" \
        "${AOG_REPOSITORY:-https://github.com/apple/swift-openapi-generator}" "$aog"
fi
[ "$(git -C "$aog" describe --tags --exact-match)" = "$aog_tag" ] || { echo "$aog is not at $aog_tag" >&2; exit 1; }
(cd "$aog" && swift build -c release --product swift-openapi-generator >/dev/null)
aog_bin=$(cd "$aog" && swift build -c release --show-bin-path)/swift-openapi-generator
echo "swift-openapi-generator $aog_tag: $aog_bin"

# The package that compiles AOG's output, as its documentation sets one up.
mkdir -p "$work/aog/package/Sources/Synthetic"
cat >"$work/aog/package/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SyntheticAOG",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4")
    ],
    targets: [
        .target(name: "Synthetic", dependencies: [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")])
    ]
)
EOF

# measure NAME COMMAND…: runs it under /usr/bin/time; prints its wall time and
# the peak memory of its largest process, and records them for the tool in $tool.
measure() {
    local name=$1
    shift
    if ! /usr/bin/time -f "%e %M %U" -o "$work/time" "$@" >"$work/step.log" 2>&1; then
        tail -20 "$work/step.log" >&2
        echo "$name failed" >&2
        exit 1
    fi
    read -r wall peak user < <(tail -1 "$work/time")
    printf "  %-34s %8.2f s  %6d MB  (%.1f s CPU)\n" "$name" "$wall" $((peak / 1024)) "$user"
    printf "%s\t%s\t%s\t%s\t%s\n" "$run" "$tool" "$name" "$wall" "$peak" >>"$work/results"
}

# warnings WHAT: how many warnings the last step printed, when there are any.
warnings() {
    local count
    count=$(grep -c ': warning:' "$work/step.log" || true)
    [ "$count" = 0 ] || echo "  ($count $1)"
}

# A debug build of only the generated target TARGET of PACKAGE, its dependency DEPENDENCY built first.
compile() {
    local package=$1 target=$2 dependency=$3
    (cd "$package" && swift build -j 2 --target "$dependency" >"$work/step.log" 2>&1) || { cat "$work/step.log" >&2; exit 1; }
    rm -rf "$package/.build/debug/$target.build" "$package"/.build/debug/Modules/"$target".*
    (cd "$package" && measure "swift build (generated target)" swift build -j 2)
    warnings "compiler warnings"
}

netlayer_run() {
    local out=$work/netlayer/run$run
    mkdir -p "$out"
    measure "netlayer import" "$bin/netlayer" import "$document" --output "$out/specs/Synthetic.yaml"
    warnings "import warnings"
    measure "netlayer generate --package" "$bin/netlayer" generate "$out/specs/Synthetic.yaml" --package \
        --runtime-path "$root" --output "$out/package" --quiet
    local package=$work/netlayer/package target
    target=$(ls "$out/package/Sources")
    if [ ! -d "$package" ]; then
        mkdir -p "$package"
        cp "$out/package/Package.swift" "$package/"
    fi
    cmp -s "$out/package/Package.swift" "$package/Package.swift" || { echo "Package.swift changed between runs" >&2; exit 1; }
    rm -rf "$package/Sources" && cp -R "$out/package/Sources" "$package/"
    echo "  generated: $(ls "$package/Sources/$target" | wc -l) files, $(cat "$package/Sources/$target"/*.swift | wc -l) lines, $(du -ck "$package/Sources/$target"/*.swift | tail -1 | cut -f1) KB"
    compile "$package" "$target" NetLayer
}

aog_run() {
    local out=$work/aog/run$run
    mkdir -p "$out"
    measure "swift-openapi-generator generate" "$aog_bin" generate "$document" --mode types --mode client \
        --access-modifier public --output-directory "$out"
    local package=$work/aog/package
    rm -f "$package/Sources/Synthetic"/*.swift && cp "$out"/*.swift "$package/Sources/Synthetic/"
    echo "  generated: $(ls "$out" | wc -l) files, $(cat "$out"/*.swift | wc -l) lines, $(du -ck "$out"/*.swift | tail -1 | cut -f1) KB"
    compile "$package" Synthetic OpenAPIRuntime
}

: >"$work/results"
: >"$work/totals"
for run in $(seq "$runs"); do
    echo "== run $run of $runs"
    if [ $((run % 2)) = 1 ]; then order="netlayer aog"; else order="aog netlayer"; fi
    for tool in $order; do
        if [ "$tool" = netlayer ]; then
            echo " NetLayer (import, generate, compile)"
            netlayer_run
        else
            echo " swift-openapi-generator $aog_tag (generate, compile)"
            aog_run
        fi
    done
    read -r netlayer_total aog_total < <(awk -F'\t' -v run="$run" '$1 == run { sum[$2] += $4 } END { printf "%.2f %.2f\n", sum["netlayer"], sum["aog"] }' "$work/results")
    ratio=$(awk -v a="$aog_total" -v n="$netlayer_total" 'BEGIN { printf "%.1f", a / n }')
    echo " totals: NetLayer $netlayer_total s, swift-openapi-generator $aog_total s; ratio ${ratio}×"
    echo "$netlayer_total $aog_total $ratio" >>"$work/totals"
done
if [ "$runs" -gt 1 ]; then
    echo "== over $runs runs: median (min–max)"
    for column in 1 2 3; do
        name=$(echo "NetLayer_total AOG_total ratio" | cut -d' ' -f$column | tr _ ' ')
        cut -d' ' -f$column "$work/totals" | sort -n |
            awk -v name="$name" '{ v[NR] = $1 } END { printf "  %-15s %.2f (%.2f–%.2f)\n", name, v[int((NR + 1) / 2)], v[1], v[NR] }'
    done
    echo "  each step:"
    sort -t$'\t' -k2,3 -k4n "$work/results" |
        awk -F'\t' '{ key = $2 ": " $3; n[key]++; v[key, n[key]] = $4; if (!(key in order)) { order[key] = ++count; keys[count] = key } }
            END { for (i = 1; i <= count; i++) { k = keys[i]; printf "    %-48s %.2f s (%.2f–%.2f)\n", k, v[k, int((n[k] + 1) / 2)], v[k, 1], v[k, n[k]] } }'
fi
