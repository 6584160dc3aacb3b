#!/usr/bin/env bash
# The HTTP cache's worth over loopback: a GET answered by the server (cache off), by a
# fresh stored reply (memory and disk stores) and by a 304 revalidation, for a small
# and a larger JSON reply (RuntimeBenchmark --mode cache, a release build). Extra
# arguments go to the benchmark, e.g. --rounds 5 --calls 200.
#
#   bash Benchmarks/Scripts/cache.sh [arguments]
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product RuntimeBenchmark >/dev/null
for bytes in 64 16384; do
    .build/release/RuntimeBenchmark --mode cache --reply-bytes "$bytes" --rounds 9 --calls 300 --warm-up 100 "$@"
    echo
done
