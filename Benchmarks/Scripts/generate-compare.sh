#!/usr/bin/env bash
# Two builds of netlayer, run alternately on one spec, so that the machine's
# load falls on both alike: the min and median wall time and the min CPU time
# (user + system) of each. KEEP=1 leaves the output in place between runs
# (the "output unchanged" case); otherwise each run writes a new folder.
#
#     .build/release/SpecLoadBenchmark --interfaces 1000 --write-spec /tmp/s1000.yaml
#     bash Benchmarks/Scripts/generate-compare.sh OLD/netlayer NEW/netlayer /tmp/s1000.yaml [RUNS]
set -euo pipefail
old=$1; new=$2; spec=$3; runs=${4:-21}
work=$(mktemp -d /tmp/netlayer-compare-XXXXXX)
trap 'rm -rf "$work"' EXIT
TIMEFORMAT='%3R %3U %3S'
for _ in $(seq "$runs"); do
    for which in old new; do
        binary=$old; [ "$which" = new ] && binary=$new
        [ -n "${KEEP:-}" ] || rm -rf "$work/out-$which"
        { time "$binary" generate "$spec" --output "$work/out-$which" --quiet; } 2>>"$work/times-$which"
    done
done
for which in old new; do
    wall=$(awk '{ print $1 }' "$work/times-$which" | sort -n)
    cpu=$(awk '{ print $2 + $3 }' "$work/times-$which" | sort -n | head -1)
    count=$(echo "$wall" | wc -l)
    printf "%-4s wall min %s s, median %s s; CPU min %s s\n" "$which" "$(echo "$wall" | head -1)" \
        "$(echo "$wall" | sed -n "$(((count + 1) / 2))p")" "$cpu"
done
