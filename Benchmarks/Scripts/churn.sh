#!/usr/bin/env bash
# Many processes, each making and dropping thousands of clients with calls in
# flight (ChurnBenchmark), and the count of those that crashed. Issue 20's
# target: 0 crashes in 20 process runs of 5,000 clients each.
#
#   bash Benchmarks/Scripts/churn.sh [RUNS] [CLIENTS] [AT_ONCE] [TRANSPORT]   (defaults 20 5000 5 urlsession)
#
# TRANSPORT: urlsession, async-http-client or async-http-client-own (ChurnBenchmark --transport).
#
# AT_ONCE processes run side by side. Each run's output is kept in
# .build/churn/run-K.log; a crashed run's log holds its backtrace.
set -uo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-20}"
clients="${2:-5000}"
at_once="${3:-5}"
transport="${4:-urlsession}"
swift build -c release --enable-all-traits --product ChurnBenchmark >/dev/null || exit 1
logs=.build/churn
mkdir -p "$logs"
rm -f "$logs"/run-*.log

run_one() {
    local run=$1
    .build/release/ChurnBenchmark --clients "$clients" --transport "$transport" >"$logs/run-$run.log" 2>&1
    echo "exit $?" >>"$logs/run-$run.log"
}

start=$(date +%s)
for run in $(seq 1 "$runs"); do
    run_one "$run" &
    while [ "$(jobs -rp | wc -l)" -ge "$at_once" ]; do wait -n; done
done
wait
seconds=$(( $(date +%s) - start ))

crashes=0 failures=0 made=0 calls=0
for run in $(seq 1 "$runs"); do
    log="$logs/run-$run.log"
    status=$(tail -1 "$log" | awk '{print $2}')
    line=$(grep '^clients ' "$log")
    if [ -n "$line" ]; then
        made=$((made + $(awk '{print $2}' <<<"$line")))
        calls=$((calls + $(awk '{print $4}' <<<"$line")))
    fi
    if [ "$status" -ge 128 ] || grep -q "Program crashed" "$log"; then
        crashes=$((crashes + 1))
        echo "run $run: CRASHED (exit $status): $(grep -m1 -E 'crashed|Fatal error' "$log")"
    elif [ "$status" -ne 0 ]; then
        failures=$((failures + 1))
        echo "run $run: FAILED (exit $status): $(grep -m1 unexpected "$log")"
    else
        echo "run $run: $line"
    fi
done
echo "== $transport: $runs runs, $at_once at once, in $seconds s: $made clients, $calls calls, $crashes crashed, $failures failed"
[ "$crashes" -eq 0 ] && [ "$failures" -eq 0 ]
