#!/usr/bin/env bash
# `netlayer generate` of the synthetic spec (1,000 interfaces in 10 modules
# unless given) as a whole process, its output unchanged (one untimed run
# writes it first): the best and the median wall time of RUNS runs (11 unless
# given), and the CPU time (user + system) of the best run. Target (issue
# 23): at most 0.1 s. The binary timed is the one people install:
# scripts/build-release.sh's (static on Linux). NETLAYER=PATH times another.
#
#     bash Benchmarks/Scripts/generate-process.sh [INTERFACES] [MODULES] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
interfaces=${1:-1000}
modules=${2:-10}
runs=${3:-11}
work=$(mktemp -d /tmp/netlayer-generate-XXXXXX)
trap 'rm -rf "$work"' EXIT

if [ -z "${NETLAYER:-}" ]; then
    bash scripts/build-release.sh --product netlayer >/dev/null
    NETLAYER=.build-release/release/netlayer
fi
swift build -c release --product SpecLoadBenchmark >/dev/null
.build/release/SpecLoadBenchmark --interfaces "$interfaces" --modules "$modules" \
    --write-spec "$work/synthetic.yaml" >/dev/null
"$NETLAYER" generate "$work/synthetic.yaml" --output "$work/out" --quiet
# Bash's own `time`: milliseconds, where /usr/bin/time gives hundredths.
TIMEFORMAT='%3R %3U %3S'
for _ in $(seq "$runs"); do
    { time "$NETLAYER" generate "$work/synthetic.yaml" --output "$work/out" --quiet; } 2>>"$work/times"
done
sort -n "$work/times" | awk -v runs="$runs" -v what="$interfaces interfaces in $modules modules" '
    { wall[NR] = $1; cpu[NR] = $2 + $3 }
    END { printf "netlayer generate, %s, output unchanged: best %.3f s (CPU %.3f s), median %.3f s of %d runs\n",
          what, wall[1], cpu[1], wall[int((NR + 1) / 2)], runs }'
