#!/usr/bin/env bash
# Issue 20's crash on Linux, reduced to Foundation alone (DispatchCrash.swift):
# libdispatch's epoll bookkeeping is corrupted, and the process dies in
# `_dispatch_event_loop_drain` on its manager thread, when FileHandle
# readability handlers are torn down while URLSession registers and cancels
# sources for its sockets (swift-corelibs-libdispatch #949, #833). Measured:
# handlers beside URLSession crashed 3 runs of 3, handlers alone 1 of 3,
# URLSession alone and blocking reads beside URLSession 0 of 3 (20 s each).
#
#   bash Benchmarks/Scripts/dispatch-crash.sh [RUNS] [SECONDS]   (defaults 3 40)
#
# Prints one line per run and mode: "crashed" with the crashing frame, or the
# sessions and processes made. The tests' RunningProcess reads its pipes with
# blocking reads for this reason; apps should too beside NetLayer on Linux.
set -uo pipefail
cd "$(dirname "$0")"
runs="${1:-3}"
seconds="${2:-40}"
binary="$(mktemp -d)/DispatchCrash"
swiftc -O -swift-version 6 dispatch-crash/DispatchCrash.swift -o "$binary" || exit 1
for mode in "handler" "blocking" "handler --no-sessions" "handler --no-processes"; do
    crashes=0
    for run in $(seq 1 "$runs"); do
        log=$(mktemp)
        read -r reading flags <<<"$mode"
        # shellcheck disable=SC2086
        ("$binary" "$reading" "$seconds" $flags >"$log" 2>&1)
        status=$?
        if [ "$status" -ge 128 ] || grep -q "Program crashed" "$log"; then
            crashes=$((crashes + 1))
            frame=$(grep -A1 'crashed:$' "$log" | tail -1 | sed -E 's/^ *[0-9]+ +0x[0-9a-f]+ //')
            echo "$mode, run $run: crashed (signal $((status - 128))) ${frame:+in $frame}"
        else
            echo "$mode, run $run: $(tail -1 "$log")"
        fi
        rm -f "$log"
    done
    echo "== $mode: $crashes of $runs runs crashed"
done
