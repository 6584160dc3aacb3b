#!/usr/bin/env bash
# A call through the runtime against plain URLSession on loopback
# (RuntimeBenchmark): the wall-clock table with the core's cost (target,
# issue 23: at most 5 % sequential and concurrent), then, with perf, each
# side alone for CALLS sequential calls: its CPU time and context switches
# per call, which a loaded machine disturbs far less than the wall clock.
# Extra arguments go to the wall-clock run (--rounds 25, …).
#
#     bash Benchmarks/Scripts/runtime-calls.sh [ARGUMENTS…]
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --enable-all-traits --product RuntimeBenchmark >/dev/null
benchmark=${RUNTIME_BENCHMARK:-.build/release/RuntimeBenchmark}
"$benchmark" "$@"

command -v perf >/dev/null || { echo "perf not found: no per-call CPU figures"; exit 0; }
echo
rounds=5 calls=1000 warm=200
total=$((warm + calls + rounds * calls))
for side in bare netlayer; do
    perf stat -x, -e task-clock,context-switches -o /tmp/runtime-calls-perf.$$ "$benchmark" --only-side "$side" \
        --only-variant sequential --rounds "$rounds" --calls "$calls" --warm-up "$warm" >/dev/null
    awk -F, -v side="$side" -v total="$total" '
        $3 == "task-clock" { cpu = $1 } $3 == "context-switches" { switches = $1 }
        END { printf "%-10s  %d sequential calls: %.3f ms of CPU and %.1f context switches per call (server included)\n",
              side, total, cpu / total, switches / total }' /tmp/runtime-calls-perf.$$
    rm -f /tmp/runtime-calls-perf.$$
done
