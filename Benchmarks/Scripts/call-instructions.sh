#!/usr/bin/env bash
# Instructions per JSON call (issue 34): a GET of a 54-byte JSON reply through each transport's
# bare client (URLSession.data(for:), AsyncHTTPClient's HTTPClient.execute) and through
# NetLayerClient over that transport, counted by valgrind's callgrind. A count of instructions,
# unlike a time, is the same whatever else the machine is doing, so NetLayer's own share of a
# call can be judged on a loaded machine. Target: NetLayer's own work ≤ 5 % of the
# instructions of a call over the bare client.
#
#   bash Benchmarks/Scripts/call-instructions.sh [CALLS]   (default 500)
#
# The server runs in another process (RuntimeBenchmark --mode serve), so the counts are the
# client's alone. Each side runs twice, with a few calls and with CALLS more; the difference
# divided by the extra calls is a call's cost without the process's start, the server
# connection and the warm-up. Every thread of the process is counted (URLSession's libcurl
# thread, NIO's event loops and Swift concurrency's pool included).
set -euo pipefail
cd "$(dirname "$0")/../.."
extra="${1:-500}"
few=20
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
swift build -c release --enable-all-traits --product RuntimeBenchmark >/dev/null
benchmark=.build/release/RuntimeBenchmark
work=$(mktemp -d)
"$benchmark" --mode serve >"$work/url" &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
while [ ! -s "$work/url" ]; do sleep 0.1; done
url=$(head -1 "$work/url")

# Instructions of one process run: SIDE TRANSPORT CALLS (sequential calls, measured once after the warm-up).
count() {
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$benchmark" --server "$url" --transport "$2" \
        --only-side "$1" --only-variant sequential --rounds 1 --warm-up 10 --calls "$3" >"$work/log" 2>&1 ||
        { cat "$work/log"; exit 1; }
    grep -E '^==[0-9]+== Collected : ' "$work/log" | awk '{print $4}'
}

printf '%-18s %-9s %16s\n' transport side "instructions/call"
for transport in urlsession async-http-client; do
    declare -A per_call=()
    for side in bare netlayer; do
        # --rounds 1: the calls run twice (once while measuring is set up, once measured).
        low=$(count "$side" "$transport" "$few")
        high=$(count "$side" "$transport" $((few + extra)))
        per_call[$side]=$(( (high - low) / (2 * extra) ))
        printf '%-18s %-9s %16d\n' "$transport" "$side" "${per_call[$side]}"
    done
    awk -v bare="${per_call[bare]}" -v core="${per_call[netlayer]}" -v t="$transport" 'BEGIN {
        share = (core - bare) / bare * 100
        printf "%-18s NetLayer own work: %+d instructions per call, %.1f %% of the bare call (target ≤ 5 %%: %s)\n\n",
            t, core - bare, share, share <= 5 ? "met" : "NOT met" }'
    unset per_call
done
