#!/usr/bin/env bash
# Runs the runtime's tests under ThreadSanitizer and fails on any data race
# reported in NetLayer's own code. Races TSan finds inside the loopback test
# server's dependencies (FlyingFox, FlyingSocks) are listed but do not fail
# the run: they are not ours to fix, and no NetLayer frame is in them.
# Tests are run for the threads they exercise; their outcome is printed but
# does not decide the exit status. (None bounds how long a call takes any more,
# so TSan's 5-15x slowdown alone should fail none; no run has shown it yet.)
#
#     bash scripts/tsan.sh [extra swift test arguments]
#
# A separate build folder keeps the instrumented build apart from the usual one.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
swift test --sanitize=thread --scratch-path .build-tsan --filter NetLayerTests "$@" 2>&1 | tee "$log"
tests=$(grep -E "^. Test run with" "$log" | tail -1)

# Each report runs from "WARNING: ThreadSanitizer" to its "SUMMARY:" line.
reports=$(awk '/WARNING: ThreadSanitizer/{n++} {print n "\t" $0}' "$log" | awk -F'\t' '$1>0')
total=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
ours=$(printf '%s\n' "$reports" | awk -F'\t' '/Sources\/NetLayer\// {print $1}' | sort -u | wc -l)
echo "== tests under ThreadSanitizer: ${tests:-no summary line}"
echo "== ThreadSanitizer: $total report(s), $ours with a frame in Sources/NetLayer"
if [ "$ours" -gt 0 ]; then
    echo "error: ThreadSanitizer reports races in NetLayer's own code" >&2
    exit 1
fi
