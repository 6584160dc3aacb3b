#!/usr/bin/env bash
# Server-sent events over loopback (RuntimeBenchmark --mode stream, a release build): the
# latency from the server's write to the app's loop (p50, p99, max) of events written one
# at a time, and events per second written back to back, through Transport.open and
# through NetLayerClient.events, on each transport. Extra arguments go to the benchmark, e.g. --calls 5000.
#
#   bash Benchmarks/Scripts/stream-latency.sh [arguments]
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --enable-all-traits --product RuntimeBenchmark >/dev/null
for transport in urlsession async-http-client; do
    .build/release/RuntimeBenchmark --mode stream --calls 2000 --rounds 5 --transport "$transport" "$@"
    echo
done
