#!/usr/bin/env bash
# Runs http-tests/cache-tests (Tests/Corpora/peer-suites/cache-tests, the suite behind
# cache-tests.fyi) against the runtime's HTTP cache: the suite's origin server, the
# cache-tests-shell (one NetLayerClient with `cache: .http`) in front of it, and the suite's
# runner pointed at the shell (as browsers are run: scripts/cache-tests-run.mjs); then scores the run beside Chrome's, Firefox's and Safari's
# published results (scripts/cache-tests-score.mjs).
#
#   bash scripts/cache-tests.sh [--require] [--plain] [--id TEST_ID]
#
# --require: exit 1 when a required private-cache test fails (CI). --id: one test, dumped.
# The client's policy is `.http(offline: 86_400, heuristicFreshness: true)`; --plain: `.http`.
# Needs node (any version from 18 on) and nothing from npm: the four interim-response
# tests import `undici`, which is not installed, and are not among the scored ones.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
suite=${CACHE_TESTS_SUITE:-$root/Tests/Corpora/peer-suites/cache-tests}
require=""
plain=""
test_id=""
while [ $# -gt 0 ]; do
    case "$1" in
        --require) require="--require" ;;
        --plain) plain="--plain" ;;
        --id) test_id=$2; shift ;;
        *) echo "usage: $0 [--require] [--plain] [--id TEST_ID]" >&2; exit 2 ;;
    esac
    shift
done

# Every trait, as the README's test command: one build serves both (a build with other traits recompiles the package).
swift build --enable-all-traits --product cache-tests-shell >/dev/null
shell_binary="$(swift build --enable-all-traits --show-bin-path)/cache-tests-shell"
work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# waits for a line matching $2 in file $1 from process $3, 60 s at most
wait_for_line() {
    for _ in $(seq 600); do
        if grep -q "$2" "$1" 2>/dev/null; then return 0; fi
        if ! kill -0 "$3" 2>/dev/null; then cat "$1" >&2; echo "error: it exited" >&2; return 1; fi
        sleep 0.1
    done
    cat "$1" >&2
    echo "error: no '$2' after 60 s" >&2
    return 1
}

origin_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
(cd "$suite" && npm_config_protocol=http npm_config_port=$origin_port npm_config_pidfile="$work/origin.pid" \
    exec node test-engine/server/server.mjs) >"$work/origin.log" 2>&1 &
pids+=($!)
wait_for_line "$work/origin.log" "Listening on" "${pids[-1]}"

"$shell_binary" "http://localhost:$origin_port" $plain >"$work/shell.log" 2>&1 &
pids+=($!)
wait_for_line "$work/shell.log" "listening on" "${pids[-1]}"
shell_port=$(sed -n 's/^listening on //p' "$work/shell.log")

node --no-warnings scripts/cache-tests-run.mjs "$suite" "http://127.0.0.1:$shell_port" $test_id >"$work/results.json"
if [ -n "$test_id" ]; then
    cat "$work/results.json"
    exit 0
fi
cp "$work/results.json" "${CACHE_TESTS_RESULTS:-$root/.build/cache-tests-results.json}"
node "$root/scripts/cache-tests-score.mjs" "$suite" "$work/results.json" $require
