#!/usr/bin/env bash
# Files on disk over loopback (issue 22): downloads to disk and uploads from disk of
# SIZE bytes (1 GiB unless given) with NetLayer (FileTransferBenchmark, one process per
# transfer: throughput and resident memory growth) and with curl, both against one
# server in a process of its own (FileTransferBenchmark serve), for the throughput the
# loopback allows: the memory figures are the client's alone.
#
#   bash Benchmarks/Scripts/file-transfers.sh [SIZE] [RUNS]   (defaults 1073741824 3)
#
# Each transfer runs on each transport (TRANSPORTS="urlsession async-http-client" unless set);
# LOAD=2 runs two `yes > /dev/null` beside it all, saturating both cores.
#
# The server makes the bytes it sends and drops the bytes it receives, so neither side
# holds a file in memory; the upload's source file is written to $TMPDIR and removed.
set -euo pipefail
cd "$(dirname "$0")/../.."
size="${1:-1073741824}"
runs="${2:-3}"
swift build -c release --enable-all-traits --product FileTransferBenchmark >/dev/null
benchmark=.build/release/FileTransferBenchmark
source="${TMPDIR:-/tmp}/file-transfers-$$.bin"
out="${TMPDIR:-/tmp}/file-transfers-$$.url"
"$benchmark" serve --size "$size" >"$out" &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$source" "$out"' EXIT
while [ ! -s "$out" ]; do sleep 0.1; done
url=$(head -1 "$out")
head -c "$size" /dev/zero >"$source"
for _ in $(seq 1 "${LOAD:-0}"); do
    yes >/dev/null &
    load_pids="${load_pids:-} $!"
done
trap 'kill "$server" ${load_pids:-} 2>/dev/null || true; rm -f "$source" "$out"' EXIT

for run in $(seq 1 "$runs"); do
    echo "run $run"
    curl -s -o /dev/null -w 'curl download: %{size_download} bytes, %{speed_download} bytes/s\n' "$url"
    curl -s -T "$source" -o /dev/null -w 'curl upload: %{size_upload} bytes, %{speed_upload} bytes/s\n' "$url"
    for transport in ${TRANSPORTS:-urlsession async-http-client}; do
        "$benchmark" download --size "$size" --transport "$transport" --server "$url"
        "$benchmark" upload --size "$size" --transport "$transport" --server "$url"
        "$benchmark" upload --size "$size" --multipart --transport "$transport" --server "$url"
    done
done
