#!/usr/bin/env bash
# Runs the whole suite N times in a row and says how each run ended, with the
# name of every failing test and any crash: a test that fails one run in ten
# shows up here, not in CI.
#
#     bash scripts/repeat-tests.sh N [--with-load] [extra swift test arguments]
#
# --with-load keeps the second core busy for the whole time with another build
# (the package rebuilt from clean, one job at a time, in .build-load), as on a
# CI machine or a laptop that compiles beside the tests.
#
# Each run's output is kept in .build/repeat-tests/run-K.log. Exit status 0
# when every run passed.
set -uo pipefail
cd "$(dirname "$0")/.."

runs=${1:?usage: scripts/repeat-tests.sh N [--with-load] [swift test arguments]}
shift
load=false
if [ "${1:-}" = "--with-load" ]; then
    load=true
    shift
fi

logs=.build/repeat-tests
mkdir -p "$logs"
rm -f "$logs"/run-*.log

echo "== building the tests once"
# Every trait, as the README's test command (scripts/test.sh, which each run calls): both transports are tested.
if ! swift build --enable-all-traits --build-tests >"$logs/build.log" 2>&1; then
    tail -40 "$logs/build.log"
    echo "error: the build failed" >&2
    exit 1
fi

load_pid=
stop_load() {
    if [ -n "$load_pid" ]; then
        kill -- -"$load_pid" 2>/dev/null
        # The compiler drivers run in process groups of their own: end them by their build folder.
        pkill -f -- '\.build-load/' 2>/dev/null
        wait "$load_pid" 2>/dev/null
        load_pid=
    fi
}
trap stop_load EXIT
if $load; then
    echo "== load: a clean build, one job at a time, again and again (.build-load)"
    set -m
    (
        while true; do
            rm -rf .build-load/x86_64-unknown-linux-gnu .build-load/aarch64-unknown-linux-gnu
            swift build -j 1 --scratch-path .build-load --target NetLayerGenerator >/dev/null 2>&1
        done
    ) &
    load_pid=$!
    set +m
fi

failed_runs=0
declare -A failures
for run in $(seq 1 "$runs"); do
    log="$logs/run-$run.log"
    start=$(date +%s)
    bash scripts/test.sh --skip-build "$@" >"$log" 2>&1
    status=$?
    seconds=$(( $(date +%s) - start ))
    summary=$(grep -E "Test run with [0-9]+ tests? " "$log" | tail -1 | sed -E 's/^[^A-Za-z]*//')
    # Swift Testing: `✘ Test name() failed after …`, one line per failing test.
    failing=$(grep -E "^. Test [^ ].* failed after" "$log" | grep -v "Test run with" \
        | sed -E 's/^. Test (.*) failed after.*/\1/' | sort -u)
    crash=$(grep -m1 -E "Program crashed|Fatal error|Exited with (signal|unexpected signal)|error: Exited with" "$log")
    if [ "$status" -eq 0 ]; then
        echo "run $run: passed in ${seconds} s: ${summary:-no summary line}"
    else
        failed_runs=$((failed_runs + 1))
        echo "run $run: FAILED (exit $status) in ${seconds} s: ${summary:-no summary line (the test process died)}"
        [ -n "$crash" ] && echo "    crash: $crash (backtrace in $log)"
        while IFS= read -r name; do
            [ -z "$name" ] && continue
            echo "    failing: $name"
            failures["$name"]=$(( ${failures["$name"]:-0} + 1 ))
        done <<<"$failing"
    fi
done
stop_load

echo "== $((runs - failed_runs)) of $runs runs passed"
for name in "${!failures[@]}"; do
    echo "    ${failures[$name]}× $name"
done
[ "$failed_runs" -eq 0 ]
