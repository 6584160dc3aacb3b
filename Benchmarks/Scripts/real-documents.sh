#!/usr/bin/env bash
# Issue 21's targets over the real API descriptions in Tests/Corpora/openapi-real:
# for each document, the import's time and warnings (those that lose
# information apart), the spec's models, values typed `JSON` and models of
# the same shape as another, the generation's time and lines; then the
# warnings that lose information, by kind; then, with --compile, the debug
# compile of each document's generated client in Swift 6 mode with warnings
# as errors (wall time, peak memory of the compiler).
#
#     bash Benchmarks/Scripts/real-documents.sh [--rounds R] [--compile [MAX_LINES]]
#
# --compile compiles every client of at most MAX_LINES generated lines
# (default: all of them; Kubernetes and Stripe are the large ones). The
# compile is swiftc as SwiftPM runs it in debug on 2 cores, against the
# runtime built in release: only the generated code is timed.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
rounds=3
compile=no
max_lines=100000000
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) rounds=$2; shift 2 ;;
        --compile)
            compile=yes
            if [[ "${2:-}" =~ ^[0-9]+$ ]]; then max_lines=$2; shift; fi
            shift ;;
        *) echo "usage: $0 [--rounds R] [--compile [MAX_LINES]]" >&2; exit 2 ;;
    esac
done
documents=$root/Tests/Corpora/openapi-real
work=$(mktemp -d /tmp/netlayer-real-documents-XXXXXX)
trap 'rm -rf "$work"' EXIT

swift build -c release --product ImportBenchmark >/dev/null
.build/release/ImportBenchmark --real-documents "$documents" --rounds "$rounds" --write-generated "$work"
[ "$compile" = yes ] || exit 0

swift build -c release --target NetLayer >/dev/null
echo
echo "debug compile of each generated client (swiftc -Onone -g -swift-version 6 -warnings-as-errors, 2 jobs):"
printf "%-26s %8s %10s %9s\n" document lines "seconds" "peak MB"
failed=0
for folder in "$work"/*/; do
    name=$(basename "$folder")
    files=("$folder"*.swift)
    lines=$(cat "${files[@]}" | wc -l)
    if [ "$lines" -gt "$max_lines" ]; then
        printf "%-26s %8d %10s\n" "$name" "$lines" "skipped"
        continue
    fi
    mkdir -p "$work/objects"
    if (cd "$work/objects" && /usr/bin/time -f "%e %M" -o "$work/time" swiftc -c -Onone -g -swift-version 6 \
        -warnings-as-errors -parse-as-library -module-name Generated -j 2 -I "$root/.build/release/Modules" \
        "${files[@]}") >"$work/$name.log" 2>&1; then
        read -r seconds peak <"$work/time"
        printf "%-26s %8d %10.1f %9d\n" "$name" "$lines" "$seconds" $((peak / 1024))
    else
        printf "%-26s %8d %10s\n" "$name" "$lines" "FAILED"
        head -20 "$work/$name.log"
        failed=1
    fi
    rm -rf "$work/objects"
done
exit $failed
